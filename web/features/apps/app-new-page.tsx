import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/use-document-title';
import { Card } from '../../ui/card';
import { NotFoundPage } from '../errors';
import { useAppList, useCreateApp } from './api';
import { AppForm } from './app-form';
import { propertiesEditorPath } from './app-page';
import { useAppsScope } from './scope';

/** /apps/new and /groups/{slug}/apps/new: a new app, then on to its properties. */
export const AppNewPage = () => {
  const { t } = useTranslation();
  const { group } = useAppsScope();
  const list = useAppList(group);
  const create = useCreateApp();
  useDocumentTitle(t('js.apps.new'));
  if (list.data && !list.data.can.create) return <NotFoundPage />;
  if (list.isError) return <NotFoundPage />;
  return (
    <div className="mx-auto max-w-3xl space-y-4 p-4">
      <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('js.apps.new')}</h1>
      <p className="text-sm text-muted">{t('js.apps.form.properties_after')}</p>
      <Card className="p-4">
        <AppForm
          app={null}
          inGroup={group !== null}
          submitLabel={t('js.apps.create')}
          onSubmit={async (body) => {
            const created = await create.mutateAsync({ ...body, name: body.name ?? '', group });
            return propertiesEditorPath(created);
          }}
        />
      </Card>
    </div>
  );
};

export { AppNewPage as Component };
