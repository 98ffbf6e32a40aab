import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { SsoProviderInput } from '../../../contract/sso';
import { useDocumentTitle } from '../../app/use-document-title';
import { Card } from '../../ui/card';
import { ErrorState, LoadingState } from '../../ui/states';
import { toast } from '../../ui/toaster';
import { LIST_PATH, useCreateSsoProvider, useSsoProviders, useUpdateSsoProvider } from './api';
import { ProviderForm } from './provider-form';

const Page = ({ title, children }: { title: string; children: ReactNode }) => {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div className="space-y-2">
        <Link to={LIST_PATH} className="text-sm text-muted hover:text-ink">
          {t('js.sso.title')}
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{title}</h1>
      </div>
      <Card>{children}</Card>
    </div>
  );
};

/** /administration/sso_providers/new */
export const NewProviderPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const providers = useSsoProviders();
  const create = useCreateSsoProvider();
  const submit = async (body: SsoProviderInput) => {
    const created = await create.mutateAsync(body);
    toast.success(t('js.saving_successful'));
    // The edit page shows the callback address to register at the provider.
    navigate(`${LIST_PATH}/${created.id}/edit`, { replace: true });
  };
  return (
    <Page title={t('js.sso.new_provider')}>
      <ProviderForm joiningAllowed={providers.data?.joining_allowed ?? false} onSubmit={submit} />
    </Page>
  );
};

/** /administration/sso_providers/{id}/edit */
export const EditProviderPage = () => {
  const { t } = useTranslation();
  const { providerId = '' } = useParams();
  const providers = useSsoProviders();
  const update = useUpdateSsoProvider(providerId);
  const provider = providers.data?.entries.find((entry) => entry.id === providerId);
  const submit = async (body: SsoProviderInput) => {
    await update.mutateAsync(body);
    toast.success(t('js.saving_successful'));
  };
  return (
    <Page title={t('js.sso.edit_provider')}>
      {providers.isPending ? (
        <LoadingState />
      ) : providers.isError || !provider ? (
        <ErrorState onRetry={() => void providers.refetch()} />
      ) : (
        <>
          <p className="mb-5 text-sm text-muted">
            {t('js.sso.callback_url')}: <code className="break-all text-ink">{provider.callback_url}</code>
          </p>
          <ProviderForm
            key={provider.id}
            provider={provider}
            joiningAllowed={providers.data.joining_allowed}
            onSubmit={submit}
          />
        </>
      )}
    </Page>
  );
};
