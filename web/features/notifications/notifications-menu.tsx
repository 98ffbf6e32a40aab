import { Bell, BellOff, CheckCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu';
import { IconButton } from '../../ui/icon-button';
import { LoadingState } from '../../ui/states';
import { toast } from '../../ui/toaster';
import { UnreadBubble } from '../../ui/unread-bubble';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotificationsPage,
} from './api/use-notifications';
import { NotificationEntry } from './notification-entry';

/** How many entries the dropdown shows; the page has them all. */
const MENU_ENTRIES = 8;

type Props = { label: string; count: number; defaultOpen?: boolean };

/** The bell's dropdown: the newest entries, "mark all as read" and the way to the full list. */
const NotificationsMenu = ({ label, count, defaultOpen = false }: Props) => {
  const { t } = useTranslation();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <IconButton
          label={label}
          icon={
            <>
              <Bell aria-hidden className="size-5" />
              <UnreadBubble count={count} className="absolute -top-0.5 -right-0.5" />
            </>
          }
          className="relative"
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-96 max-w-[calc(100vw-1rem)]" label={t('js.notifications.title')}>
        <MenuBody count={count} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
};

const MenuBody = ({ count }: { count: number }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const page = useNotificationsPage(1, MENU_ENTRIES, 'all');
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const entries = page.data?.entries ?? [];
  return (
    <>
      <div className="flex items-center justify-between gap-2 px-2.5 pt-1.5 pb-2">
        <span className="text-sm font-semibold">{t('js.notifications.title')}</span>
        {count > 0 ? (
          <DropdownMenuItem
            className="w-auto px-2 py-1 text-xs text-primary"
            onSelect={(event) => {
              // Stay open: the member sees the entries turn read.
              event.preventDefault();
              markAll.mutate(undefined, { onError: () => toast.error(t('js.notifications.mark_failed')) });
            }}
          >
            <CheckCheck aria-hidden className="size-4" />
            {t('js.notifications.mark_all_read')}
          </DropdownMenuItem>
        ) : null}
      </div>
      {page.isPending ? (
        <LoadingState className="py-8" />
      ) : page.isError ? (
        <p role="alert" className="px-4 py-8 text-center text-sm text-danger">
          {t('js.notifications.load_failed')}
        </p>
      ) : entries.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-4 py-8 text-center">
          <BellOff aria-hidden className="size-6 text-subtle" />
          <p className="text-sm text-muted">{t('js.notifications.empty')}</p>
        </div>
      ) : (
        <div className="max-h-[60vh] overflow-y-auto">
          {entries.map((entry) => (
            <DropdownMenuItem
              key={entry.id}
              onSelect={() => {
                if (!entry.read) markRead.mutate(entry.id);
                navigate(entry.url);
              }}
            >
              <NotificationEntry entry={entry} />
            </DropdownMenuItem>
          ))}
        </div>
      )}
      <DropdownMenuSeparator />
      <DropdownMenuItem asChild className="justify-center text-sm text-primary">
        <Link to="/notifications">{t('js.notifications.show_all')}</Link>
      </DropdownMenuItem>
    </>
  );
};

export default NotificationsMenu;
