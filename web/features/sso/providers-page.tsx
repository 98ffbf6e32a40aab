import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminSsoProvider, SsoTestResult } from '../../../contract/sso';
import { useDocumentTitle } from '../../app/use-document-title';
import { Badge } from '../../ui/badge';
import { Button, buttonClasses } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { toast } from '../../ui/toaster';
import { LIST_PATH, useDeleteSsoProvider, useSsoProviders, useTestSsoProvider } from './api';

const TestResult = ({ result }: { result: SsoTestResult }) => {
  const { t } = useTranslation();
  if (!result.ok) {
    return (
      <p role="status" className="text-sm text-danger">
        {t(`js.${result.error ?? 'errors.sso.test_failed'}`)}
      </p>
    );
  }
  return (
    <p role="status" className="text-sm text-success">
      {t('js.sso.test_ok', { issuer: result.issuer })}{' '}
      {t(result.end_session ? 'js.sso.test_end_session' : 'js.sso.test_no_end_session')}
    </p>
  );
};

const ProviderRow = ({ provider }: { provider: AdminSsoProvider }) => {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteSsoProvider();
  const test = useTestSsoProvider();
  const confirmDelete = () =>
    remove.mutate(provider.id, {
      onSuccess: () => toast.success(t('js.sso.deleted', { name: provider.display_name })),
      onError: () => toast.error(t('js.generic_error')),
      onSettled: () => setConfirming(false),
    });
  return (
    <div className="space-y-2 px-5 py-3">
      <div className="flex flex-wrap items-center gap-3">
        <div className="min-w-0 flex-1">
          <Link
            to={`${LIST_PATH}/${provider.id}/edit`}
            className="font-medium text-ink hover:underline focus-visible:underline"
          >
            {provider.display_name}
          </Link>
          <p className="truncate text-sm text-muted">{provider.issuer}</p>
        </div>
        <Badge>{t(provider.enabled ? 'js.sso.state_enabled' : 'js.sso.state_disabled')}</Badge>
        <Button size="sm" loading={test.isPending} onClick={() => test.mutate(provider.id)}>
          {t('js.sso.test')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
          {t('js.sso.delete_named', { name: provider.display_name })}
        </Button>
      </div>
      {test.data ? <TestResult result={test.data} /> : null}
      {test.isError ? <p className="text-sm text-danger">{t('js.generic_error')}</p> : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('js.sso.delete_title', { name: provider.display_name })}
        description={t('js.sso.delete_description')}
        confirmLabel={t('js.sso.delete')}
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
};

/** /administration/sso_providers: the OpenID Connect providers members may sign in with. */
const ProvidersPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('js.sso.title'));
  const providers = useSsoProviders();
  const entries = providers.data?.entries ?? [];
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('js.sso.title')}</h1>
          <p className="mt-1 text-sm text-muted">{t('js.sso.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/administration/scim_tokens" className={buttonClasses('secondary', 'md')}>
            {t('js.sso.scim.title')}
          </Link>
          <Link to={`${LIST_PATH}/new`} className={buttonClasses('primary', 'md')}>
            <Plus aria-hidden className="size-4" />
            {t('js.sso.new_provider')}
          </Link>
        </div>
      </div>
      <Card bodyClassName="p-0">
        {providers.isPending ? (
          <LoadingState />
        ) : providers.isError ? (
          <ErrorState className="m-5" onRetry={() => void providers.refetch()} />
        ) : entries.length > 0 ? (
          <ul className="divide-y divide-border">
            {entries.map((provider) => (
              <li key={provider.id}>
                <ProviderRow provider={provider} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState icon={<KeyRound aria-hidden className="size-6" />} title={t('js.sso.empty')} />
        )}
      </Card>
    </div>
  );
};

export { ProvidersPage as Component };
