import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatUnreadCount, UnreadBubble } from '../../../ui/unread-bubble';

const CLASSES = 'relative inline-flex size-9 items-center justify-center rounded-lg hover:bg-black/6';

/**
 * The header's chat button with the unread chat count: opens the chat sidebar beside the page, or
 * links to /chat where there is no sidebar to open.
 */
export const ChatButton = ({
  count,
  open,
  onToggle,
}: {
  count: number;
  open: boolean;
  onToggle?: () => void;
}) => {
  const { t } = useTranslation();
  const label =
    count > 0 ? t('js.chat.open_with_unread', { count: formatUnreadCount(count) }) : t('js.chat.open');
  const content = (
    <>
      <MessagesSquare aria-hidden className="size-5" />
      <UnreadBubble count={count} className="absolute -top-0.5 -right-0.5" />
    </>
  );
  if (!onToggle)
    return (
      <Link to="/chat" aria-label={label} title={t('js.chat.open')} className={CLASSES}>
        {content}
      </Link>
    );
  return (
    <button
      type="button"
      aria-label={label}
      title={t('js.chat.open')}
      aria-expanded={open}
      aria-controls="chat-sidebar"
      onClick={onToggle}
      className={CLASSES}
    >
      {content}
    </button>
  );
};
