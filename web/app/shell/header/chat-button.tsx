import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatUnreadCount, UnreadBubble } from '../../../ui/unread-bubble';

/** The header's chat button with the unread chat count. */
export const ChatButton = ({ count }: { count: number }) => {
  const { t } = useTranslation();
  const label =
    count > 0 ? t('js.chat.open_with_unread', { count: formatUnreadCount(count) }) : t('js.chat.open');
  return (
    <Link
      to="/chat"
      aria-label={label}
      title={t('js.chat.open')}
      className="relative inline-flex size-9 items-center justify-center rounded-lg hover:bg-black/6"
    >
      <MessagesSquare aria-hidden className="size-5" />
      <UnreadBubble count={count} className="absolute -top-0.5 -right-0.5" />
    </Link>
  );
};
