import { Bell, CheckCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { Pagination } from '../../ui/pagination';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { toast } from '../../ui/toaster';
import type { NotificationsFilter } from './api/types';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotificationsPage,
} from './api/use-notifications';
import { NotificationEntry } from './notification-entry';

const PER_PAGE = 20;
const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

/** /notifications: every entry, newest first, twenty per page, all or only the unread ones. */
export const NotificationsPage = () => {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageOf(searchParams.get('page'));
  const filter: NotificationsFilter = searchParams.get('filter') === 'unread' ? 'unread' : 'all';
  useDocumentTitle(t('js.notifications.page_title'));
  const list = useNotificationsPage(page, PER_PAGE, filter);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const go = (next: { page?: number; filter?: NotificationsFilter }) =>
    setSearchParams((params) => {
      const query = new URLSearchParams(params);
      const nextFilter = next.filter ?? filter;
      if (nextFilter === 'unread') query.set('filter', 'unread');
      else query.delete('filter');
      const nextPage = next.page ?? 1;
      if (nextPage > 1) query.set('page', String(nextPage));
      else query.delete('page');
      return query;
    });
  const totalPages = list.data ? Math.max(1, Math.ceil(list.data.total / PER_PAGE)) : 1;
  const unread = list.data?.unread_count ?? 0;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-xl font-semibold">{t('js.notifications.page_title')}</h1>
        <fieldset className="flex gap-1">
          <legend className="sr-only">{t('js.notifications.filter')}</legend>
          {(['all', 'unread'] as const).map((value) => (
            <Button
              key={value}
              size="sm"
              variant={filter === value ? 'secondary' : 'ghost'}
              aria-pressed={filter === value}
              onClick={() => go({ filter: value })}
            >
              {t(value === 'all' ? 'js.notifications.all' : 'js.notifications.unread')}
            </Button>
          ))}
        </fieldset>
        <Button
          size="sm"
          variant="secondary"
          disabled={unread === 0 || markAll.isPending}
          onClick={() =>
            markAll.mutate(undefined, { onError: () => toast.error(t('js.notifications.mark_failed')) })
          }
        >
          <CheckCheck aria-hidden className="size-4" />
          {t('js.notifications.mark_all_read')}
        </Button>
      </div>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState message={t('js.notifications.load_failed')} onRetry={() => void list.refetch()} />
      ) : list.data.entries.length === 0 ? (
        <EmptyState
          icon={<Bell aria-hidden className="size-6" />}
          title={filter === 'unread' ? t('js.notifications.empty_unread') : t('js.notifications.empty')}
        />
      ) : (
        <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface">
          {list.data.entries.map((entry) => (
            <li key={entry.id}>
              <Link
                to={entry.url}
                onClick={() => {
                  if (!entry.read) markRead.mutate(entry.id);
                }}
                className={cn(
                  'flex px-4 py-3 hover:bg-primary-soft focus-visible:bg-primary-soft focus-visible:outline-none',
                  !entry.read && 'bg-primary-soft/40',
                )}
              >
                <NotificationEntry entry={entry} />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={totalPages} onPageChange={(next) => go({ page: next })} />
    </div>
  );
};

export { NotificationsPage as Component };
