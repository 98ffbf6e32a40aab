import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../app/api/client';
import { useDocumentTitle } from '../../app/use-document-title';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ErrorState, LoadingState } from '../../ui/states';
import { toast } from '../../ui/toaster';
import { NotFoundPage } from '../errors';
import { useApp, useDeleteApp, useUpdateApp } from './api';
import { AppForm } from './app-form';

/** /apps/{appSlug}/edit: the app's settings and integrations, and deleting it; administrators only. */
export const AppEditPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { appSlug = '' } = useParams();
  const app = useApp(appSlug);
  const update = useUpdateApp();
  const destroy = useDeleteApp();
  const [confirming, setConfirming] = useState(false);
  useDocumentTitle(t('js.apps.edit'));
  if (app.isError && isApiError(app.error) && app.error.status === 404) return <NotFoundPage />;
  if (app.isPending) return <LoadingState />;
  if (app.isError) return <ErrorState onRetry={() => void app.refetch()} />;
  if (!app.data.can.update) return <NotFoundPage />;
  const data = app.data;
  return (
    <div className="mx-auto max-w-3xl space-y-4 p-4">
      <div className="flex items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold tracking-tight text-ink">
          {t('js.apps.edit_title', { name: data.name })}
        </h1>
        {data.can.destroy ? (
          <Button
            variant="danger"
            icon={<Trash2 aria-hidden className="size-4" />}
            onClick={() => setConfirming(true)}
          >
            {t('js.apps.delete')}
          </Button>
        ) : null}
      </div>
      <Card className="p-4">
        <AppForm
          app={data}
          inGroup={data.group !== null}
          submitLabel={t('js.apps.save')}
          onSubmit={async (body) => {
            const saved = await update.mutateAsync({ ref: data.id, body });
            toast.success(t('js.apps.saved'));
            return saved.url;
          }}
        />
      </Card>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('js.apps.delete_title', { name: data.name })}
        description={t('js.apps.delete_description')}
        confirmLabel={t('js.apps.delete')}
        destructive
        pending={destroy.isPending}
        onConfirm={async () => {
          try {
            await destroy.mutateAsync(data.id);
            toast.success(t('js.apps.deleted'));
            navigate(data.group ? `/groups/${data.group.slug}/apps` : '/apps');
          } catch {
            toast.error(t('js.apps.action_failed'));
          }
        }}
      />
    </div>
  );
};

export { AppEditPage as Component };
