import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PublicSsoProviderList } from '../../../contract/sso';
import { SSO_ERROR_PARAM, SSO_ERRORS, ssoPaths } from '../../../contract/sso-links';
import { apiFetch } from '../../app/api/client';
import { buttonClasses } from '../../ui/button';

const ERRORS: readonly string[] = SSO_ERRORS;

/** Why a sign-in through a provider came back without a session (the server names it in the address). */
export const SsoSignInError = () => {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const error = searchParams.get(SSO_ERROR_PARAM);
  if (!error) return null;
  return (
    <p role="alert" className="mb-4 rounded-lg bg-danger-soft p-3 text-sm text-danger">
      {t(`js.sign_in.sso.errors.${ERRORS.includes(error) ? error : 'failed'}`)}
    </p>
  );
};

/**
 * A plain link per enabled provider: the flow is the server's redirects, so no script of its own
 * travels with the sign-in page.
 */
export const SsoSignInLinks = ({ redirectTo }: { redirectTo?: string }) => {
  const { t } = useTranslation();
  const providers = useQuery({
    queryKey: ['sso-providers'],
    queryFn: () => apiFetch<PublicSsoProviderList>(ssoPaths.publicList),
    staleTime: 60_000,
  });
  const entries = providers.data?.entries ?? [];
  const query = redirectTo ? `?${new URLSearchParams({ redirect_to: redirectTo })}` : '';
  if (entries.length === 0) return null;
  return (
    <div className="mt-5 space-y-2 border-t border-border pt-5">
      {entries.map((provider) => (
        <a
          key={provider.id}
          href={`${ssoPaths.start(provider.id)}${query}`}
          className={buttonClasses('secondary', 'md', 'w-full')}
        >
          {t('js.sign_in.sso.continue_with', { name: provider.name })}
        </a>
      ))}
    </div>
  );
};
