import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { MESSAGES_PAGE_SIZE } from '../../../../contract/messages';
import { useMe } from '../../../app/api/use-me';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Button, buttonClasses } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Pagination } from '../../../ui/pagination';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { toast } from '../../../ui/toaster';
import { useBulkDelete } from '../api/use-bulk-delete';
import { useBulkRead } from '../api/use-bulk-read';
import { type MessageBox, useMessageList } from '../api/use-message-list';
import { MessageRow } from './message-row';

const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

/** /messages and /messages/sent: ten per page, selectable for bulk actions. */
export const MessageListPage = ({ box }: { box: MessageBox }) => {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageOf(searchParams.get('page'));
  const list = useMessageList(box, page);
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const me = useMe();
  const bulkRead = useBulkRead();
  const bulkDelete = useBulkDelete();

  const toggle = (id: string) =>
    setSelected((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));
  const markRead = (read: boolean) =>
    bulkRead.mutate({ ids: selected, read }, { onError: () => toast.error(t('js.network_error')) });
  const remove = () =>
    bulkDelete.mutate(
      { ids: selected, box },
      {
        onSuccess: (result) => {
          setSelected([]);
          setConfirming(false);
          toast.success(
            t(
              result.message_ids.length === 1
                ? 'js.messages.message_deleted'
                : 'js.messages.messages_deleted',
            ),
          );
        },
        onError: () => toast.error(t('js.network_error')),
      },
    );

  useDocumentTitle(box === 'inbox' ? t('js.messages.inbox') : t('js.messages.sent'));
  const totalPages = list.data ? Math.max(1, Math.ceil(list.data.total / MESSAGES_PAGE_SIZE)) : 1;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-xl font-semibold">
          {box === 'inbox' ? t('js.messages.inbox') : t('js.messages.sent')}
        </h1>
        <Link to={box === 'inbox' ? '/messages/sent' : '/messages'} className={buttonClasses('ghost', 'sm')}>
          {box === 'inbox' ? t('js.messages.sent') : t('js.messages.inbox')}
        </Link>
        {me.data?.can.send_direct_messages ? (
          <Link to="/messages/new" className={buttonClasses('primary', 'sm')}>
            {t('js.messages.new')}
          </Link>
        ) : null}
      </div>
      {selected.length > 0 ? (
        <div className="flex flex-wrap gap-2" role="toolbar">
          {box === 'inbox' ? (
            <>
              <Button size="sm" variant="secondary" onClick={() => markRead(true)}>
                {t('js.messages.mark_read')}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => markRead(false)}>
                {t('js.messages.mark_unread')}
              </Button>
            </>
          ) : null}
          <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
            {t('js.messages.delete')}
          </Button>
        </div>
      ) : null}
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : list.data.messages.length === 0 ? (
        <EmptyState
          icon={<Inbox />}
          title={t(box === 'inbox' ? 'js.messages.empty_inbox' : 'js.messages.empty_sent')}
        />
      ) : (
        <ul className="rounded border border-border">
          {list.data.messages.map((message) => (
            <MessageRow
              key={message.id}
              message={message}
              box={box}
              selected={selected.includes(message.id)}
              onToggle={() => toggle(message.id)}
            />
          ))}
        </ul>
      )}
      {totalPages > 1 ? (
        <Pagination
          page={page}
          totalPages={totalPages}
          onPageChange={(next) => {
            setSelected([]);
            const updated = new URLSearchParams(searchParams);
            updated.set('page', String(next));
            setSearchParams(updated);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('js.messages.delete_confirm', { count: selected.length })}
        confirmLabel={t('js.messages.delete')}
        destructive
        pending={bulkDelete.isPending}
        onConfirm={remove}
      />
    </div>
  );
};
