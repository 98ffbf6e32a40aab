import { useTranslation } from 'react-i18next';
import type { ConversationMessage } from '../../../../contract/messages';
import { formatDateTime } from '../../../i18n/dates';
import { Avatar } from '../../../ui/avatar';

/** Author, date and recipients of one message. */
export const MessageHeader = ({ message }: { message: ConversationMessage }) => {
  const { t } = useTranslation();
  const recipients = message.to_all_network_members
    ? t('js.messages.to_all')
    : message.to_group
      ? t('js.messages.to_group', { name: message.to_group.name })
      : message.to.map((member) => member.displayName).join(', ');
  return (
    <div className="flex items-center gap-3">
      <Avatar src={message.author?.images.small} size="sm" />
      <div className="min-w-0 flex-1">
        <div className="font-medium">{message.author?.displayName ?? t('js.messages.unknown_member')}</div>
        <div className="truncate text-xs text-muted">
          {t('js.messages.to_label')} {recipients}
        </div>
      </div>
      <span className="text-xs text-muted">{formatDateTime(message.created_at)}</span>
    </div>
  );
};
