import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Button, buttonClasses } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ErrorState, LoadingState } from '../../../ui/states';
import { toast } from '../../../ui/toaster';
import { useBulkDelete } from '../api/use-bulk-delete';
import { useBulkRead } from '../api/use-bulk-read';
import { useMessage } from '../api/use-message';
import '../../../ui/rich-content.css';
import { AttachmentList } from './attachment-list';
import { backPathOf } from './back-path';
import { MessageHeader } from './message-header';

/** /messages/:messageId: the message (server-sanitised HTML), its attachments and its conversation. */
export const MessagePage = () => {
  const { t } = useTranslation();
  const { messageId } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const back = backPathOf(location.state);
  const message = useMessage(messageId);
  const bulkRead = useBulkRead();
  const bulkDelete = useBulkDelete();
  const [confirming, setConfirming] = useState(false);
  useDocumentTitle(message.data ? message.data.subject || t('js.messages.no_subject') : undefined);

  if (message.isPending) return <LoadingState />;
  if (message.isError) return <ErrorState onRetry={() => void message.refetch()} />;
  const data = message.data;
  const box = data.received ? 'inbox' : 'sent';
  const compose = (mode: string) => `/messages/new?${mode}=${data.id}`;

  const markUnread = () =>
    bulkRead.mutate(
      { ids: [data.id], read: false },
      { onSuccess: () => navigate(back), onError: () => toast.error(t('js.network_error')) },
    );
  const remove = () =>
    bulkDelete.mutate(
      { ids: [data.id], box },
      {
        onSuccess: () => {
          toast.success(t('js.messages.message_deleted'));
          navigate(location.state ? back : box === 'inbox' ? '/messages' : '/messages/sent');
        },
        onError: () => toast.error(t('js.network_error')),
      },
    );

  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-4 p-4">
      <Link to={back} className={buttonClasses('ghost', 'sm', 'self-start')}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('js.messages.back')}
      </Link>
      <h1 className="text-xl font-semibold">{data.subject || t('js.messages.no_subject')}</h1>
      <div className="flex flex-wrap gap-2">
        {data.can.reply ? (
          <Link to={compose('reply')} className={buttonClasses('primary', 'sm')}>
            {t('js.messages.reply')}
          </Link>
        ) : null}
        {data.can.reply_all ? (
          <Link to={compose('reply_all')} className={buttonClasses('secondary', 'sm')}>
            {t('js.messages.reply_all')}
          </Link>
        ) : null}
        {data.can.share ? (
          <Link to={compose('forward')} className={buttonClasses('secondary', 'sm')}>
            {t('js.messages.forward')}
          </Link>
        ) : null}
        {data.received ? (
          <Button size="sm" variant="ghost" onClick={markUnread}>
            {t('js.messages.mark_unread')}
          </Button>
        ) : null}
        {data.can.delete ? (
          <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
            {t('js.messages.delete')}
          </Button>
        ) : null}
      </div>
      <MessageHeader message={data} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: html_content is sanitised by the server */}
      <div className="rich-content" dangerouslySetInnerHTML={{ __html: data.html_content }} />
      <AttachmentList attachments={data.attachments} />
      {data.conversation.length > 0 ? (
        <section className="flex flex-col gap-3 border-t border-border pt-4">
          <h2 className="font-semibold">
            {t('js.messages.conversation', { count: data.conversation_length })}
          </h2>
          {data.conversation.map((item) => (
            <div
              key={item.id}
              className="flex flex-col gap-2 rounded border border-border p-3"
              data-testid="conversation-item"
            >
              <MessageHeader message={item} />
              <Link to={`/messages/${item.id}`} state={location.state} className="font-medium">
                {item.subject || t('js.messages.no_subject')}
              </Link>
              <p className="text-sm text-muted">{item.preview}</p>
              <AttachmentList attachments={item.attachments} />
            </div>
          ))}
        </section>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('js.messages.delete_confirm', { count: 1 })}
        confirmLabel={t('js.messages.delete')}
        destructive
        pending={bulkDelete.isPending}
        onConfirm={remove}
      />
    </article>
  );
};

export { MessagePage as Component };
