import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Card } from './card';
import { Pagination } from './pagination';
import { totalPagesOf } from './pagination-window';
import { EmptyState, ErrorState, LoadingState } from './states';

/** A page of a list as the server answers it (`entries`, `total`, `per`). */
export type ListPage<T> = { entries: T[]; total: number; per: number };

export type PagedListCardProps<T> = {
  list: UseQueryResult<ListPage<T>>;
  title?: ReactNode;
  titleId?: string;
  page: number;
  onPageChange: (page: number) => void;
  keyOf: (entry: T) => string;
  renderEntry: (entry: T) => ReactNode;
  empty: { icon: ReactNode; title: string };
};

/**
 * A list of the administration in a card: loading, error with retry, the rows (marked busy while the
 * next page loads), the empty state and the pages below.
 */
export function PagedListCard<T>({
  list,
  title,
  titleId,
  page,
  onPageChange,
  keyOf,
  renderEntry,
  empty,
}: PagedListCardProps<T>) {
  const data = list.data;
  return (
    <Card title={title} titleId={titleId} bodyClassName="p-0">
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState className="m-5" onRetry={() => void list.refetch()} />
      ) : data?.entries.length ? (
        <ul className="divide-y divide-border" aria-busy={list.isFetching || undefined}>
          {data.entries.map((entry) => (
            <li key={keyOf(entry)}>{renderEntry(entry)}</li>
          ))}
        </ul>
      ) : (
        <EmptyState icon={empty.icon} title={empty.title} />
      )}
      {data ? (
        <Pagination
          className="border-t border-border py-3"
          page={page}
          totalPages={totalPagesOf(data.total, data.per)}
          onPageChange={onPageChange}
        />
      ) : null}
    </Card>
  );
}
