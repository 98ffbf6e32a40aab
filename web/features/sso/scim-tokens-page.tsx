import { Copy, KeySquare } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type ScimToken, type ScimTokenCreated, scimPaths } from '../../../contract/scim';
import { useDocumentTitle } from '../../app/use-document-title';
import { formatDateTime } from '../../i18n/dates';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { applyServerErrors } from '../../ui/form/server-errors';
import { TextField } from '../../ui/form/text-fields';
import { useZodForm } from '../../ui/form/use-zod-form';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { toast } from '../../ui/toaster';
import { useCreateScimToken, useRevokeScimToken, useScimTokens } from './api';

const formSchema = z.object({ name: z.string().trim().min(1, 'errors.scim.name_empty').max(100) });
const fieldOf = (path: string) => (path === 'name' ? ('name' as const) : null);

const copy = async (text: string, done: string) => {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch {
    // Without clipboard access the text stays selectable on the page.
  }
};

/** The token as it was made: shown this once, with the address the identity provider needs. */
const NewToken = ({ created }: { created: ScimTokenCreated }) => {
  const { t } = useTranslation();
  const baseUrl = `${window.location.origin}${scimPaths.base}`;
  return (
    <div role="status" className="space-y-3 rounded-lg border border-warning/40 bg-warning-soft p-4 text-sm">
      <p className="font-medium text-ink">{t('js.sso.scim.created', { name: created.name })}</p>
      <dl className="grid gap-2 sm:grid-cols-[max-content_1fr] sm:items-center">
        <dt className="text-muted">{t('js.sso.scim.base_url')}</dt>
        <dd className="flex items-center gap-2">
          <code className="break-all">{baseUrl}</code>
          <Button size="sm" variant="ghost" onClick={() => copy(baseUrl, t('js.sso.scim.copied'))}>
            <Copy aria-hidden className="size-4" />
            <span className="sr-only">{t('js.sso.scim.copy_base_url')}</span>
          </Button>
        </dd>
        <dt className="text-muted">{t('js.sso.scim.token')}</dt>
        <dd className="flex items-center gap-2">
          <code className="break-all" data-testid="scim-token">
            {created.token}
          </code>
          <Button size="sm" variant="ghost" onClick={() => copy(created.token, t('js.sso.scim.copied'))}>
            <Copy aria-hidden className="size-4" />
            <span className="sr-only">{t('js.sso.scim.copy_token')}</span>
          </Button>
        </dd>
      </dl>
    </div>
  );
};

const TokenRow = ({ token }: { token: ScimToken }) => {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeScimToken();
  return (
    <div className="flex flex-wrap items-center gap-3 px-5 py-3">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-ink">{token.name}</p>
        <p className="text-sm text-muted">
          {t('js.sso.scim.created_at', { date: formatDateTime(token.created_at) })}
          {' · '}
          {token.last_used_at
            ? t('js.sso.scim.last_used', { date: formatDateTime(token.last_used_at) })
            : t('js.sso.scim.never_used')}
        </p>
      </div>
      <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
        {t('js.sso.scim.revoke_named', { name: token.name })}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('js.sso.scim.revoke_title', { name: token.name })}
        description={t('js.sso.scim.revoke_description')}
        confirmLabel={t('js.sso.scim.revoke')}
        destructive
        pending={revoke.isPending}
        onConfirm={() =>
          revoke.mutate(token.id, {
            onSuccess: () => toast.success(t('js.sso.scim.revoked', { name: token.name })),
            onError: () => toast.error(t('js.generic_error')),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </div>
  );
};

/**
 * /administration/scim_tokens: bearer tokens for SCIM 2.0 provisioning (Microsoft Entra ID, Okta, ...).
 * A token is shown once when made; revoking one stops the provider at its next request.
 */
const ScimTokensPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('js.sso.scim.title'));
  const tokens = useScimTokens();
  const create = useCreateScimToken();
  const [created, setCreated] = useState<ScimTokenCreated | null>(null);
  const { control, handleSubmit, formState, setError, reset } = useZodForm(formSchema, {
    defaultValues: { name: '' },
  });
  const submit = handleSubmit((values) =>
    create
      .mutateAsync(values)
      .then((token) => {
        setCreated(token);
        reset({ name: '' });
      })
      .catch((error: unknown) => applyServerErrors(error, setError, t, { fieldOf })),
  );
  const entries = tokens.data?.entries ?? [];
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('js.sso.scim.title')}</h1>
        <p className="mt-1 text-sm text-muted">{t('js.sso.scim.intro')}</p>
      </div>
      <Card title={t('js.sso.scim.new_token')} titleId="scim-new-token">
        <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
          <div className="min-w-60 flex-1">
            <TextField
              control={control}
              name="name"
              label={t('js.sso.scim.name')}
              hint={t('js.sso.scim.name_hint')}
              required
            />
          </div>
          <Button type="submit" variant="primary" loading={formState.isSubmitting}>
            {t('js.sso.scim.create')}
          </Button>
        </form>
        {created ? (
          <div className="mt-4">
            <NewToken created={created} />
          </div>
        ) : null}
      </Card>
      <Card title={t('js.sso.scim.tokens')} titleId="scim-tokens" bodyClassName="p-0">
        {tokens.isPending ? (
          <LoadingState />
        ) : tokens.isError ? (
          <ErrorState className="m-5" onRetry={() => void tokens.refetch()} />
        ) : entries.length > 0 ? (
          <ul className="divide-y divide-border">
            {entries.map((token) => (
              <li key={token.id}>
                <TokenRow token={token} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState icon={<KeySquare aria-hidden className="size-6" />} title={t('js.sso.scim.empty')} />
        )}
      </Card>
    </div>
  );
};

export { ScimTokensPage as Component };
