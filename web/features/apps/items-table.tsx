import { ArrowDown, ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { type App, ITEM_SORTS, type ItemSort } from '../../../contract/apps';
import { formatDate } from '../../i18n/dates';
import { Card } from '../../ui/card';
import { Pagination } from '../../ui/pagination';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { type ItemsQuery, useItems } from './api';

const isSort = (value: string | null): value is ItemSort => ITEM_SORTS.includes(value as ItemSort);

/** The query of the list from the address: sort, direction, page and the filters of part 3 section 2.2. */
export function itemsQueryOf(params: URLSearchParams, archived: boolean): ItemsQuery {
  const sort = params.get('sort');
  return {
    sort: isSort(sort) ? sort : 'created_at',
    direction: params.get('direction') === '1' ? '1' : '-1',
    page: Math.max(1, Number(params.get('page')) || 1),
    ...(archived ? { archived: 'true' as const } : {}),
    ...(params.get('tag') ? { tag: params.get('tag') ?? undefined } : {}),
    ...(params.get('assignee_id') ? { assignee_id: params.get('assignee_id') ?? undefined } : {}),
  };
}

/** The app's items as a sortable table (name, author, created_at; 1 or −1), 25 at a time. */
export const ItemsTable = ({ app, archived }: { app: App; archived: boolean }) => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = itemsQueryOf(params, archived);
  const items = useItems(app.id, query);
  const sortTo = (column: ItemSort) => {
    const next = new URLSearchParams(params);
    next.set('sort', column);
    next.set('direction', column === query.sort && query.direction === '1' ? '-1' : '1');
    next.delete('page');
    setParams(next);
  };
  if (items.isPending) return <LoadingState />;
  if (items.isError) return <ErrorState onRetry={() => void items.refetch()} />;
  const data = items.data;
  if (data.total === 0)
    return (
      <Card>
        <EmptyState title={archived ? t('js.apps.archive_empty') : t('js.apps.items_empty')} />
      </Card>
    );
  return (
    <Card className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('js.apps.table', { name: app.name })}</caption>
        <thead className="border-b border-border text-muted">
          <tr>
            {ITEM_SORTS.map((column) => (
              <th
                key={column}
                scope="col"
                className="px-4 py-2 font-medium"
                aria-sort={
                  column === query.sort ? (query.direction === '1' ? 'ascending' : 'descending') : undefined
                }
              >
                <button
                  type="button"
                  className="inline-flex items-center gap-1 hover:text-ink"
                  onClick={() => sortTo(column)}
                >
                  {t(`js.apps.columns.${column}`)}
                  {column === query.sort ? (
                    query.direction === '1' ? (
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
          {data.items.map((item) => (
            <tr key={item.id} className="border-b border-border last:border-0">
              <td className="px-4 py-2">
                <Link to={item.url} className="font-medium text-primary hover:underline">
                  {item.name || t('js.apps.untitled')}
                </Link>
              </td>
              <td className="px-4 py-2">{item.author?.name ?? '–'}</td>
              <td className="px-4 py-2 tabular-nums">{formatDate(item.created_at)}</td>
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
  );
};
