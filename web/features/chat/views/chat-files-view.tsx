import { useTranslation } from 'react-i18next';
import { useMe } from '../../../app/api/use-me';
import { formatDate } from '../../../i18n/dates';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { FileTypeIcon, formatSize } from '../../files';
import { useChatAttachments } from '../api/use-chat-attachments';
import { fileDownloadUrl } from '../lib/attachments';
import { SubViewFrame } from './sub-view-frame';

/** View showChatFiles: every file of the chat from the server (chat_attachments), newest first. */
export const ChatFilesView = ({ chatId }: { chatId: string }) => {
  const { t } = useTranslation();
  const me = useMe();
  const { query, attachments } = useChatAttachments(chatId, 'files');
  return (
    <SubViewFrame
      chatId={chatId}
      title={t('js.chat.views.files')}
      hasOlder={query.hasNextPage}
      loading={query.isFetchingNextPage}
      onLoadOlder={() => void query.fetchNextPage()}
      loadLabel={t('js.chat.views.load_more')}
      loadError={query.isFetchNextPageError ? t('js.chat.views.load_more_failed') : null}
    >
      {query.isPending ? <LoadingState /> : null}
      {query.isError && !query.isFetchNextPageError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : null}
      {query.isSuccess && attachments.length === 0 ? (
        <EmptyState title={t('js.chat.views.no_files')} />
      ) : null}
      <ul className="space-y-1">
        {attachments.map(({ file, message_id, from, created_at }) =>
          file ? (
            <li key={`${message_id}-${file.id}`}>
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
                    {formatSize(file.size)} · {from.name} · {formatDate(created_at, me.data?.time_zone)}
                  </span>
                </span>
              </a>
            </li>
          ) : null,
        )}
      </ul>
    </SubViewFrame>
  );
};
