import { UserRound } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { REDIRECT_PARAM, sanitizeRedirect } from '../../app/auth/redirect';
import { useDocumentTitle } from '../../app/use-document-title';
import { ErrorState, LoadingState } from '../../ui/states';
import { Toaster } from '../../ui/toaster';
import { useCompleteOnboarding, useOnboardingForm } from './api/use-profile';
import { ProfileForm } from './profile-form';
import { ProfilePicture } from './profile-picture';

/**
 * /onboarding/profile: on the first sign-in, while the network asks for it, the member fills in
 * their profile (or skips it) before the page first asked for (`redirect_to`), which the server's
 * answer names again. Outside the shell: the member has not arrived yet.
 */
export const OnboardingPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useOnboardingForm();
  const complete = useCompleteOnboarding();
  useDocumentTitle(t('js.profile.onboarding.title'));
  const target = sanitizeRedirect(params.get(REDIRECT_PARAM)) ?? undefined;

  // Where the server says to continue once saved; the form calls onDone after onSave.
  const continueTo = useRef<string | null>(null);
  const save = async (member: { birthday?: string | null; profile?: Record<string, string> }) => {
    continueTo.current = (await complete.mutateAsync({ member, redirect_to: target })).redirect_to;
  };
  const done = async () => {
    // Skipping saves nothing, and the form is not asked for again.
    if (continueTo.current === null) await save({});
    navigate(continueTo.current ?? '/', { replace: true });
  };

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-primary-soft via-canvas to-canvas">
      <main className="flex flex-1 items-start justify-center px-4 pt-[8vh] pb-12">
        <div className="w-full max-w-[560px]">
          <div className="mb-6 flex flex-col items-center gap-3 text-center">
            <div
              aria-hidden
              className="flex size-12 items-center justify-center rounded-2xl bg-primary text-on-primary shadow-md"
            >
              <UserRound className="size-6" />
            </div>
            <h1 className="text-2xl font-semibold tracking-tight text-ink">
              {t('js.profile.onboarding.title')}
            </h1>
            <p className="text-sm text-muted">{t('js.profile.onboarding.intro')}</p>
          </div>
          <div className="space-y-6 rounded-2xl border border-border bg-surface p-6 shadow-lg shadow-slate-900/5 sm:p-8">
            {form.isPending ? <LoadingState /> : null}
            {form.isError ? <ErrorState onRetry={() => void form.refetch()} /> : null}
            {form.data ? (
              <>
                <ProfilePicture form={form.data} />
                <ProfileForm
                  form={form.data}
                  submitLabel={t('js.profile.onboarding.save')}
                  cancelLabel={t('js.profile.onboarding.skip')}
                  onSave={save}
                  onDone={() => void done()}
                />
              </>
            ) : null}
          </div>
        </div>
      </main>
      {/* Outside the shell, whose layout holds the toaster: the picture's confirmations need their own. */}
      <Toaster />
    </div>
  );
};

export { OnboardingPage as Component };
