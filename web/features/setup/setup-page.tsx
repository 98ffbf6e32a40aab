import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BootScreen } from '../../app/auth/boot-screen';
import { sanitizeRedirect } from '../../app/auth/redirect';
import { useDocumentTitle } from '../../app/use-document-title';
import { buttonClasses } from '../../ui/button';
import { SetupForm } from './setup-form';
import { useSetupStatus } from './use-setup';

const Frame = ({ children }: { children: React.ReactNode }) => (
  <div className="flex min-h-dvh flex-col bg-gradient-to-b from-primary-soft via-canvas to-canvas">
    <main className="flex flex-1 items-start justify-center px-4 pt-[10vh] pb-12 sm:items-center sm:pt-12">
      <div className="w-full max-w-[480px]">{children}</div>
    </main>
  </div>
);

/** A link that was used, expired or is no longer needed: nothing to set up, sign in instead. */
const LinkGone = () => {
  const { t } = useTranslation();
  return (
    <Frame>
      <div className="rounded-2xl border border-border bg-surface p-6 text-center shadow-lg shadow-slate-900/5 sm:p-8">
        <h1 className="text-xl font-semibold tracking-tight text-ink">{t('js.setup.invalid_heading')}</h1>
        <p className="mt-2 text-sm text-muted">{t('js.setup.invalid_text')}</p>
        <Link to="/users/sign_in" className={buttonClasses('primary', 'md', 'mt-6')}>
          {t('js.setup.sign_in')}
        </Link>
      </div>
    </Frame>
  );
};

/**
 * /setup?token=: the first administrator of a new installation, through the one-time link the server
 * printed at start. The server answers 404 once the link is used or an administrator exists.
 */
export const SetupPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const status = useSetupStatus(token);
  const [gone, setGone] = useState(false);
  useDocumentTitle(t('js.setup.title'));

  if (!token || gone || status.isError) return <LinkGone />;
  if (status.isPending) return <BootScreen />;

  return (
    <Frame>
      <div className="mb-8 flex flex-col items-center gap-3 text-center">
        <div
          aria-hidden
          className="flex size-12 items-center justify-center rounded-2xl bg-primary text-on-primary shadow-md"
        >
          <KeyRound className="size-6" />
        </div>
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('js.setup.heading')}</h1>
        <p className="text-sm text-muted">{t('js.setup.intro', { network: status.data.network_name })}</p>
      </div>
      <div className="rounded-2xl border border-border bg-surface p-6 shadow-lg shadow-slate-900/5 sm:p-8">
        <SetupForm
          token={token}
          onCreated={(redirectTo) => navigate(sanitizeRedirect(redirectTo) ?? '/', { replace: true })}
          onLinkGone={() => setGone(true)}
        />
      </div>
    </Frame>
  );
};

export { SetupPage as Component };
