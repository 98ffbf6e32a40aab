import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../i18n/dates';
import { Avatar } from '../../../ui/avatar';
import { cn } from '../../../ui/cn';
import { deliveryStatus } from '../lib/delivery';
import type { ListedMessage } from '../lib/merge-messages';
import type { PartnerState } from '../types';
import { DeliveryIcon } from './delivery-icon';
import { LinkPreviewCard } from './link-preview';
import { MessageActions } from './message-actions';
import { FileList, ImageGrid } from './message-attachments';
import { MessageText } from './message-text';
import { QuotedBlock } from './quoted-block';

type MessageItemProps = {
  message: ListedMessage;
  mine: boolean;
  unread: boolean;
  partner: PartnerState | null;
  timeZone?: string;
  /** A follow-up of the same author within minutes: no repeated avatar and name. */
  compact: boolean;
};

/** One message: author, time, quote, text (or the deleted text), images, files, link previews, delivery. */
export const MessageItem = memo(({ message, mine, unread, partner, timeZone, compact }: MessageItemProps) => {
  const { t } = useTranslation();
  const deleted = Boolean(message.deleted_at);
  const edited = !deleted && message.updated_at !== message.created_at && !message.pending;
  return (
    <article
      data-message-id={message.id}
      data-unread={unread || undefined}
      aria-label={message.from.name}
      className={cn(
        'group relative flex gap-3 rounded-lg px-3 py-1 transition-colors',
        compact ? 'mt-0' : 'mt-3',
        unread && 'bg-primary-soft',
        'hover:bg-black/3',
      )}
    >
      <div className="w-9 shrink-0">{compact ? null : <Avatar src={message.from.image_id} size="sm" />}</div>
      <div className="min-w-0 flex-1">
        {compact ? null : (
          <p className="flex items-baseline gap-2 text-sm">
            <span className="font-semibold">{message.from.name}</span>
            <time dateTime={message.created_at} className="text-xs text-muted">
              {formatTime(message.created_at, timeZone)}
            </time>
          </p>
        )}
        {message.quoted_message && !deleted ? <QuotedBlock quoted={message.quoted_message} /> : null}
        {deleted ? (
          <p className="text-sm text-muted italic">{t('js.chat.deleted_message')}</p>
        ) : (
          <>
            {message.text ? <MessageText text={message.text} /> : null}
            <ImageGrid chatId={message.chat_id} messageId={message.id} images={message.images} />
            <FileList messageId={message.id} files={message.files} pending={message.pending} />
            {message.link_attachments
              .filter((link) => link.show)
              .map((link) => (
                <LinkPreviewCard key={link.id} link={link} />
              ))}
          </>
        )}
        <p className="mt-0.5 flex items-center justify-end gap-1 text-[11px] text-muted">
          {edited ? <span>{t('js.chat.edited')}</span> : null}
          {compact ? (
            <time dateTime={message.created_at}>{formatTime(message.created_at, timeZone)}</time>
          ) : null}
          {mine ? <DeliveryIcon status={deliveryStatus(message, partner)} /> : null}
        </p>
      </div>
      <div className="absolute top-1 right-2">
        <MessageActions message={message} />
      </div>
    </article>
  );
});
MessageItem.displayName = 'MessageItem';
