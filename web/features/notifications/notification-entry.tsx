import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../i18n/dates';
import { Avatar } from '../../ui/avatar';
import { cn } from '../../ui/cn';
import type { Notification } from './api/types';
import { entryText } from './lib/entry-text';

/** One entry's face: the newest actor's picture, the sentence, when, and a dot while it is unread. */
export const NotificationEntry = ({ entry }: { entry: Notification }) => {
  const { t } = useTranslation();
  return (
    <span className="flex w-full min-w-0 items-start gap-3">
      <Avatar src={entry.actors[0]?.images.small} size="sm" className="shrink-0" />
      <span className="min-w-0 flex-1">
        <span className={cn('block text-sm text-ink', !entry.read && 'font-semibold')}>
          {entryText(t, entry)}
        </span>
        <time dateTime={entry.updated_at} className="block text-xs text-muted">
          {formatDateTime(entry.updated_at)}
        </time>
      </span>
      {entry.read ? null : (
        <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary">
          <span className="sr-only">{t('js.notifications.new')}</span>
        </span>
      )}
    </span>
  );
};
