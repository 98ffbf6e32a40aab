import { Paperclip } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { MessageSummary } from '../../../../contract/messages';
import { formatDateTime } from '../../../i18n/dates';
import { Avatar } from '../../../ui/avatar';
import { cn } from '../../../ui/cn';
import type { MessageBox } from '../api/use-message-list';
import type { MessageNavigationState } from '../detail/back-path';

export type MessageRowProps = {
  message: MessageSummary;
  box: MessageBox;
  selected: boolean;
  onToggle: () => void;
};

/** One inbox or sent row: unread rows are bold. */
export const MessageRow = ({ message, box, selected, onToggle }: MessageRowProps) => {
  const { t } = useTranslation();
  const location = useLocation();
  const from: MessageNavigationState = { from: `${location.pathname}${location.search}` };
  const unread = !message.i.read;
  const person = box === 'inbox' ? message.author : (message.to[0] ?? null);
  const recipients = message.to_all_network_members
    ? t('js.messages.to_all')
    : message.to_group
      ? t('js.messages.to_group', { name: message.to_group.name })
      : t('js.messages.to_count', { count: message.to_count });
  return (
    <li className={cn('flex items-start gap-3 border-b border-border px-3 py-2', unread && 'font-semibold')}>
      <input
        type="checkbox"
        className="mt-3"
        checked={selected}
        onChange={onToggle}
        aria-label={t('js.messages.select', { subject: message.subject })}
      />
      <Avatar src={person?.images.small} size="sm" />
      <Link
        to={`/messages/${message.id}`}
        state={from}
        className="min-w-0 flex-1"
        data-unread={unread ? 'true' : 'false'}
      >
        <div className="flex items-center gap-2">
          <span className="truncate">{person?.displayName ?? t('js.messages.unknown_member')}</span>
          {unread ? <span className="sr-only">{t('js.messages.unread')}</span> : null}
          {message.has_attachments ? (
            <Paperclip className="size-4 shrink-0" aria-label={t('js.messages.has_attachments')} />
          ) : null}
          <span className="ml-auto shrink-0 text-xs text-muted">{formatDateTime(message.created_at)}</span>
        </div>
        <div className="truncate">{message.subject || t('js.messages.no_subject')}</div>
        <div className="truncate text-sm font-normal text-muted">{message.preview}</div>
        <div className="text-xs font-normal text-muted">{recipients}</div>
      </Link>
    </li>
  );
};
