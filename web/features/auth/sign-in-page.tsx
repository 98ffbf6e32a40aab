import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useMe } from '../../app/api/use-me';
import { useNetwork } from '../../app/api/use-network';
import { BootScreen } from '../../app/auth/boot-screen';
import { LegalLinks } from '../../app/auth/legal-links';
import { REDIRECT_PARAM, sanitizeRedirect } from '../../app/auth/redirect';
import { useDocumentTitle } from '../../app/use-document-title';
import { RichText } from '../../ui/rich-text';
import { SsoSignInError, SsoSignInLinks } from '../sso';
import { PasskeyButton } from './passkey-button';
import { SignInForm } from './sign-in-form';
import type { SignInResponse } from './use-sign-in';

/** /users/sign_in: the network's texts around the form; returns to the page first asked for. */
export const SignInPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const network = useNetwork();
  // Only a visitor with a session is sent on; the others never ask for themselves (no 401 each visit).
  const me = useMe({ enabled: network.data?.signed_in === true });
  useDocumentTitle(t('js.sign_in.title'));
  const startPage = network.data?.start_page_path ?? '/start';
  const requested = sanitizeRedirect(searchParams.get(REDIRECT_PARAM));

  const signedIn = (response: SignInResponse) =>
    // A second factor is owed: its page, which continues to the requested page afterwards.
    response.two_factor
      ? navigate(response.redirect_to)
      : navigate(requested ?? sanitizeRedirect(response.redirect_to) ?? startPage, { replace: true });

  if (me.isSuccess) return <Navigate to={requested ?? startPage} replace />;
  if (network.isPending) return <BootScreen />;

  const design = network.data?.design;
  const name = network.data?.name ?? '';
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-primary-soft via-canvas to-canvas">
      <main className="flex flex-1 items-start justify-center px-4 pt-[12vh] pb-12 sm:items-center sm:pt-12">
        <div className="w-full max-w-[420px]">
          <div className="mb-8 flex flex-col items-center gap-3 text-center">
            {design?.logoUrl && design.logoType !== 'hidden' ? (
              <img src={design.logoUrl} alt={name} className="h-14 w-auto object-contain" />
            ) : (
              <div
                aria-hidden
                className="flex size-12 items-center justify-center rounded-2xl bg-primary text-xl font-bold text-on-primary shadow-md"
              >
                {name.slice(0, 1).toUpperCase()}
              </div>
            )}
            <div>
              <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('js.sign_in.heading')}</h1>
              {name ? (
                <p className="mt-1 text-sm text-muted">{t('js.sign_in.subheading', { network: name })}</p>
              ) : null}
            </div>
          </div>
          <div className="rounded-2xl border border-border bg-surface p-6 shadow-lg shadow-slate-900/5 sm:p-8">
            {network.data?.devise_text_before ? (
              <RichText text={network.data.devise_text_before} className="mb-6 text-sm text-muted" />
            ) : null}
            <SsoSignInError />
            <SignInForm
              textBetween={network.data?.devise_text_between}
              redirectTo={requested ?? undefined}
              onSignedIn={signedIn}
            />
            <SsoSignInLinks redirectTo={requested ?? undefined} />
            <div className="mt-5 border-t border-border pt-5">
              <PasskeyButton redirectTo={requested ?? undefined} onSignedIn={signedIn} />
            </div>
          </div>
          {network.data?.can.join ? (
            <p className="mt-6 text-center text-sm">
              <Link to="/users/sign_up" className="font-medium text-primary hover:underline">
                {t('js.sign_in.join')}
              </Link>
            </p>
          ) : null}
          {network.data?.devise_text_after ? (
            <RichText text={network.data.devise_text_after} className="mt-6 text-center text-sm text-muted" />
          ) : null}
          <LegalLinks className="mt-8" />
        </div>
      </main>
    </div>
  );
};

export { SignInPage as Component };
