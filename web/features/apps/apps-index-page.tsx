import { LayoutGrid, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../app/api/client';
import { useDocumentTitle } from '../../app/use-document-title';
import { buttonClasses } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { NotFoundPage } from '../errors';
import { useAppList } from './api';
import { useAppsScope } from './scope';

/** /apps and /groups/{slug}/apps: the scope's apps, and "New app" for its administrators. */
export const AppsIndexPage = () => {
  const { t } = useTranslation();
  const { group, base } = useAppsScope();
  const list = useAppList(group);
  useDocumentTitle(t('js.apps.title'));
  if (list.isError && isApiError(list.error) && list.error.status === 404) return <NotFoundPage />;
  const data = list.data;
  return (
    <div className="mx-auto max-w-5xl space-y-6 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('js.apps.title')}</h1>
        {data?.can.create ? (
          <Link to={`${base}/new`} className={buttonClasses('primary')}>
            <Plus aria-hidden className="size-4" />
            {t('js.apps.new')}
          </Link>
        ) : null}
      </div>
      {list.isPending ? <LoadingState /> : null}
      {list.isError ? <ErrorState onRetry={() => void list.refetch()} /> : null}
      {data && data.apps.length === 0 ? (
        <Card>
          <EmptyState
            icon={<LayoutGrid aria-hidden className="size-8" />}
            title={t('js.apps.empty')}
            description={data.can.create ? t('js.apps.empty_admin') : undefined}
          />
        </Card>
      ) : null}
      {data && data.apps.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2">
          {data.apps.map((app) => (
            <li key={app.id}>
              <Card className="h-full space-y-2 p-4">
                <h2 className="text-lg font-semibold">
                  <Link to={app.url} className="text-primary hover:underline">
                    {app.name}
                  </Link>
                </h2>
                {app.description ? (
                  <p className="line-clamp-3 text-sm text-muted">{app.description}</p>
                ) : null}
                <p className="text-xs text-muted">{t('js.apps.items_count', { count: app.items_count })}</p>
              </Card>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};

export { AppsIndexPage as Component };
