import { ArrowDown, ArrowUp, FilePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PAGE_SORTS, type PageSort } from '../../../contract/pages';
import { isApiError } from '../../app/api/client';
import { useDocumentTitle } from '../../app/use-document-title';
import { formatDate } from '../../i18n/dates';
import { buttonClasses } from '../../ui/button';
import { Card } from '../../ui/card';
import { Pagination } from '../../ui/pagination';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { NotFoundPage } from '../errors';
import { usePageList } from './api';
import { ArrangeablePageTree } from './arrangeable-page-tree';
import { PageTree } from './page-tree';
import { usePagesScope } from './scope';

const isSort = (value: string | null): value is PageSort => PAGE_SORTS.includes(value as PageSort);

/**
 * /pages and /groups/{slug}/pages: the scope's page tree beside the sortable table of part 3
 * (link, name, author, created_at; direction 1 or -1), a page of 25 at a time.
 */
export const PagesIndexPage = () => {
  const { t } = useTranslation();
  const { group, base } = usePagesScope();
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort_by');
  const sortBy: PageSort = isSort(sortParam) ? sortParam : 'name';
  const direction = params.get('direction') === '-1' ? '-1' : '1';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = usePageList({ group: group ?? undefined, sort_by: sortBy, direction, page });
  useDocumentTitle(
    list.data?.group ? `${t('js.pages.title')} · ${list.data.group.name}` : t('js.pages.title'),
  );

  if (list.isError && isApiError(list.error) && list.error.status === 404) return <NotFoundPage />;
  const sortTo = (column: PageSort) => {
    const next = new URLSearchParams(params);
    next.set('sort_by', column);
    next.set('direction', column === sortBy && direction === '1' ? '-1' : '1');
    next.delete('page');
    setParams(next);
  };
  const data = list.data;
  return (
    <div className="mx-auto max-w-6xl space-y-6 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('js.pages.title')}</h1>
        {data?.can.create ? (
          <Link to={`${base}/new`} className={buttonClasses('primary')}>
            <FilePlus aria-hidden className="size-4" />
            {t('js.pages.new')}
          </Link>
        ) : null}
      </div>
      {list.isPending ? <LoadingState /> : null}
      {list.isError ? <ErrorState onRetry={() => list.refetch()} /> : null}
      {data && data.total === 0 ? (
        <Card>
          <EmptyState title={t('js.pages.empty')} description={t('js.pages.empty_hint')} />
        </Card>
      ) : null}
      {data && data.total > 0 ? (
        <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
          <Card className="p-3">
            <h2 className="mb-2 px-2 text-sm font-semibold text-muted">{t('js.pages.tree')}</h2>
            {data.can.arrange ? (
              <ArrangeablePageTree nodes={data.tree} label={t('js.pages.tree')} />
            ) : (
              <PageTree nodes={data.tree} label={t('js.pages.tree')} />
            )}
          </Card>
          <Card className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('js.pages.table')}</caption>
              <thead className="border-b border-border text-muted">
                <tr>
                  {PAGE_SORTS.map((column) => (
                    <th
                      key={column}
                      scope="col"
                      className="px-4 py-2 font-medium"
                      aria-sort={
                        column === sortBy ? (direction === '1' ? 'ascending' : 'descending') : undefined
                      }
                    >
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 hover:text-ink"
                        onClick={() => sortTo(column)}
                      >
                        {t(`js.pages.columns.${column}`)}
                        {column === sortBy ? (
                          direction === '1' ? (
                            <ArrowUp aria-hidden className="size-3.5" />
                          ) : (
                            <ArrowDown aria-hidden className="size-3.5" />
                          )
                        ) : null}
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.entries.map((entry) => (
                  <tr key={entry.id} className="border-b border-border last:border-0">
                    <td className="px-4 py-2 font-mono text-xs text-muted">{entry.url}</td>
                    <td className="px-4 py-2">
                      <Link to={entry.url} className="font-medium text-primary hover:underline">
                        {entry.title}
                      </Link>
                    </td>
                    <td className="px-4 py-2">{entry.author?.name ?? '–'}</td>
                    <td className="px-4 py-2 tabular-nums">{formatDate(entry.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pagination
              className="p-3"
              page={data.page}
              totalPages={Math.ceil(data.total / data.per)}
              onPageChange={(next) => {
                const nextParams = new URLSearchParams(params);
                nextParams.set('page', String(next));
                setParams(nextParams);
              }}
            />
          </Card>
        </div>
      ) : null}
    </div>
  );
};

export { PagesIndexPage as Component };
