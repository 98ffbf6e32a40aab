import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { isApiError } from '../../app/api/client';
import { useMe } from '../../app/api/use-me';
import { useNetwork } from '../../app/api/use-network';
import { BootScreen } from '../../app/auth/boot-screen';
import { SIGN_IN_PATH, sanitizeRedirect } from '../../app/auth/redirect';
import { useDocumentTitle } from '../../app/use-document-title';
import { Button } from '../../ui/button';
import { Toaster, toast } from '../../ui/toaster';
import { useSendEmailCode, useSignInStep, useVerifyCode } from './api';
import { CodeForm } from './code-form';
import { FactorScreen } from './factor-screen';

const Frame = ({ heading, children }: { heading: string; children: React.ReactNode }) => (
  <div className="flex min-h-dvh flex-col bg-gradient-to-b from-primary-soft via-canvas to-canvas">
    <main className="flex flex-1 items-start justify-center px-4 pt-[10vh] pb-12 sm:items-center sm:pt-12">
      <div className="w-full max-w-[520px]">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <div
            aria-hidden
            className="flex size-12 items-center justify-center rounded-2xl bg-primary text-on-primary shadow-md"
          >
            <ShieldCheck className="size-6" />
          </div>
          <h1 className="text-2xl font-semibold tracking-tight text-ink">{heading}</h1>
        </div>
        <div className="rounded-2xl border border-border bg-surface p-6 shadow-lg shadow-slate-900/5 sm:p-8">
          {children}
        </div>
      </div>
    </main>
    {/* Outside the shell, whose layout holds the toaster: the page's confirmations need their own. */}
    <Toaster />
  </div>
);

/** The sign-in step: a code of the authenticator app, a code by e-mail or a backup code. */
const VerifyStep = ({ factors, onDone }: { factors: string[]; onDone: (redirectTo: string) => void }) => {
  const { t } = useTranslation();
  const verify = useVerifyCode();
  const sendCode = useSendEmailCode();
  const send = () =>
    sendCode.mutateAsync().then(
      (response) => toast.success(t('js.two_factor.verify.code_sent', { email: response.email })),
      () => toast.error(t('js.two_factor.verify.send_failed')),
    );
  return (
    <div className="space-y-5">
      <p className="text-sm text-muted">
        {t(factors.includes('totp') ? 'js.two_factor.verify.intro_totp' : 'js.two_factor.verify.intro_email')}
      </p>
      <CodeForm
        label={t('js.two_factor.code')}
        hint={t('js.two_factor.verify.hint')}
        submitLabel={t('js.two_factor.verify.submit')}
        onCode={(code) => verify.mutateAsync(code).then((response) => onDone(response.redirect_to))}
      />
      {factors.includes('email') ? (
        <Button type="button" variant="ghost" onClick={() => void send()} loading={sendCode.isPending}>
          {t('js.two_factor.verify.send_email')}
        </Button>
      ) : null}
      <p className="text-sm">
        <Link to={SIGN_IN_PATH} className="text-primary underline">
          {t('js.two_factor.verify.start_over')}
        </Link>
      </p>
    </div>
  );
};

/**
 * /users/two_factor_authentication: the second step of a half-done sign-in (`verify`), the setup the
 * network enforces before anything else (`sign_in` context), or, for a signed-in member, their factors.
 */
export const TwoFactorPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const network = useNetwork();
  const step = useSignInStep();
  const noStep = step.isError && isApiError(step.error) && step.error.status === 401;
  const me = useMe();
  useDocumentTitle(t('js.two_factor.title'));
  const startPage = network.data?.start_page_path ?? '/start';
  const continueTo = (redirectTo: string) => {
    const target = sanitizeRedirect(redirectTo);
    navigate(!target || target === '/' ? startPage : target, { replace: true });
  };

  if (step.isPending) return <BootScreen />;
  if (step.isSuccess && step.data.mode === 'verify') {
    return (
      <Frame heading={t('js.two_factor.verify.heading')}>
        <VerifyStep factors={step.data.factors} onDone={continueTo} />
      </Frame>
    );
  }
  if (step.isSuccess || (noStep && me.isSuccess)) {
    return (
      <Frame heading={t('js.two_factor.heading')}>
        <FactorScreen onContinue={continueTo} />
      </Frame>
    );
  }
  if (noStep && me.isPending) return <BootScreen />;
  if (noStep) return <Navigate to={SIGN_IN_PATH} replace />;
  return (
    <Frame heading={t('js.two_factor.heading')}>
      <p role="alert" className="text-sm text-danger">
        {t('js.generic_error')}
      </p>
    </Frame>
  );
};

export { TwoFactorPage as Component };
