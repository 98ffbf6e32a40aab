import { useTranslation } from 'react-i18next';
import { useMe } from '../../../app/api/use-me';
import { formatDate } from '../../../i18n/dates';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { FileTypeIcon } from '../../files';
import { formatSize } from '../../files/lib/file-type';
import { fileDownloadUrl } from '../lib/attachments';
import { SubViewFrame } from './sub-view-frame';
import { useRoomHistory } from './use-all-messages';

/** View showChatFiles: every file of the loaded messages, newest first. */
export const ChatFilesView = ({ chatId }: { chatId: string }) => {
  const { t } = useTranslation();
  const me = useMe();
  const history = useRoomHistory(chatId);
  const files = history.messages.flatMap((message) => message.files.map((file) => ({ file, message })));
  return (
    <SubViewFrame
      chatId={chatId}
      title={t('js.chat.views.files')}
      hasOlder={history.hasOlder}
      loading={history.loading}
      onLoadOlder={() => void history.loadOlder()}
    >
      {history.room.isPending ? <LoadingState /> : null}
      {history.room.isError ? <ErrorState onRetry={() => void history.room.refetch()} /> : null}
      {history.room.data && files.length === 0 ? <EmptyState title={t('js.chat.views.no_files')} /> : null}
      <ul className="space-y-1">
        {files.map(({ file, message }) => (
          <li key={`${message.id}-${file.id}`}>
            <a
              href={fileDownloadUrl(file)}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-black/4"
            >
              <FileTypeIcon extension={file.extension} />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium">{file.original_filename}</span>
                <span className="block text-xs text-muted">
                  {formatSize(file.size)} · {message.from.name} ·{' '}
                  {formatDate(message.created_at, me.data?.time_zone)}
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </SubViewFrame>
  );
};
