import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../app/api/client';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Card } from '../../../ui/card';
import { ErrorState, LoadingState } from '../../../ui/states';
import { toast } from '../../../ui/toaster';
import { NotFoundPage } from '../../errors';
import { adminPrefix, useWidgetbarIndex } from '../api';

/** {admin}/widgetbars: the scope's bars with their names and widget counts (part 3 section 2.1). */
export const WidgetbarsIndexPage = () => {
  const { t } = useTranslation();
  const { groupSlug } = useParams();
  const index = useWidgetbarIndex(groupSlug);
  useDocumentTitle(t('js.widgetbars.admin.title'));
  const notFound = index.isError && isApiError(index.error) && index.error.status === 404;
  useEffect(() => {
    if (index.isError && !notFound) toast.error(t('js.administration.widgetbars.load_error'));
  }, [index.isError, notFound, t]);
  if (notFound) return <NotFoundPage />;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        {index.data?.group ? <p className="text-sm text-muted">{index.data.group.name}</p> : null}
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('js.widgetbars.admin.title')}</h1>
        <p className="mt-1 text-sm text-muted">{t('js.widgetbars.admin.intro')}</p>
      </div>
      <Card bodyClassName="p-0">
        {index.isPending ? (
          <LoadingState />
        ) : index.isError ? (
          <ErrorState className="m-5" onRetry={() => void index.refetch()} />
        ) : (
          <table className="w-full text-sm">
            <thead className="border-b border-border text-left text-xs text-muted uppercase">
              <tr>
                <th scope="col" className="px-5 py-3 font-semibold">
                  {t('js.widgetbars.admin.name')}
                </th>
                <th scope="col" className="px-5 py-3 font-semibold">
                  {t('js.widgetbars.admin.widget_count')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {index.data.widgetbars.map((bar) => (
                <tr key={bar.slug}>
                  <td className="px-5 py-3">
                    <Link
                      to={`${adminPrefix(groupSlug)}/widgetbars/${bar.slug}/edit`}
                      className="font-medium text-primary hover:underline"
                    >
                      {t(`js.widgetbars.bars.${bar.slug}`)}
                    </Link>
                  </td>
                  <td className="px-5 py-3 text-muted">{bar.widgets.length}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
    </div>
  );
};

export { WidgetbarsIndexPage as Component };
