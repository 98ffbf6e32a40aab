import { UserPen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ChangeRequest, rejectChangeRequestBody } from '../../../contract/change-requests';
import { isApiError } from '../../app/api/client';
import { useDocumentTitle } from '../../app/use-document-title';
import { formatDateTime } from '../../i18n/dates';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { TextareaField } from '../../ui/form/text-fields';
import { useZodForm } from '../../ui/form/use-zod-form';
import { Modal } from '../../ui/modal';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { toast } from '../../ui/toaster';
import { NotFoundPage } from '../errors';
import { useChangeRequests, useDecideChangeRequest } from './api/use-change-requests';

type Action = { kind: 'approve' | 'reject'; request: ChangeRequest } | null;

const RequestRow = ({
  request,
  onAction,
}: {
  request: ChangeRequest;
  onAction: (action: Action) => void;
}) => {
  const { t } = useTranslation();
  const name = request.member.name;
  return (
    <li className="flex flex-wrap items-start gap-3 px-5 py-4" data-testid="change-request">
      <Avatar src={request.member.images.small} size="md" />
      <div className="min-w-0 flex-1">
        <Link to={request.member.path} className="font-medium text-ink hover:underline">
          {name}
        </Link>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {request.changes.map((change) => (
            <div key={change.key} className="contents">
              <dt className="text-muted">{change.label}</dt>
              <dd className="text-ink">
                <span className="text-muted line-through">
                  {change.from || t('js.change_requests.empty')}
                </span>
                {' → '}
                <span className="font-medium">{change.to || t('js.change_requests.empty')}</span>
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-1 text-xs text-subtle">
          {t('js.change_requests.asked_at', { date: formatDateTime(request.created_at) })}
        </p>
      </div>
      {request.can.approve ? (
        <Button
          size="sm"
          variant="primary"
          aria-label={t('js.change_requests.approve_named', { name })}
          onClick={() => onAction({ kind: 'approve', request })}
        >
          {t('js.change_requests.approve')}
        </Button>
      ) : null}
      {request.can.reject ? (
        <Button
          size="sm"
          aria-label={t('js.change_requests.reject_named', { name })}
          onClick={() => onAction({ kind: 'reject', request })}
        >
          {t('js.change_requests.reject')}
        </Button>
      ) : null}
    </li>
  );
};

const RejectDialog = ({
  name,
  pending,
  onCancel,
  onReject,
}: {
  name: string;
  pending: boolean;
  onCancel: () => void;
  onReject: (message: string) => void;
}) => {
  const { t } = useTranslation();
  const { control, handleSubmit } = useZodForm(rejectChangeRequestBody, {
    defaultValues: { rejection_message: '' },
  });
  const submit = handleSubmit(({ rejection_message }) => onReject(rejection_message ?? ''));
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? null : onCancel())}
      title={t('js.change_requests.reject_title', { name })}
      description={t('js.change_requests.reject_text', { name })}
      role="alertdialog"
      footer={
        <>
          <Button onClick={onCancel} disabled={pending}>
            {t('js.cancel')}
          </Button>
          <Button variant="danger" type="submit" form="reject-change-request" loading={pending}>
            {t('js.change_requests.reject')}
          </Button>
        </>
      }
    >
      <form id="reject-change-request" onSubmit={submit} noValidate>
        <TextareaField
          control={control}
          name="rejection_message"
          rows={10}
          label={t('js.change_requests.message_label')}
        />
      </form>
    </Modal>
  );
};

/** /administration/change_requests: members' waiting profile changes, approved or rejected one by one. */
export const ChangeRequestsPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('js.change_requests.title'));
  const list = useChangeRequests();
  const decide = useDecideChangeRequest();
  const [action, setAction] = useState<Action>(null);
  if (list.isError && isApiError(list.error) && list.error.status === 404) return <NotFoundPage />;

  const settle = (message: string) => ({
    onSuccess: () => {
      setAction(null);
      toast.success(message);
    },
    onError: () => toast.error(t('js.generic_error')),
  });

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('js.change_requests.title')}</h1>
        <p className="mt-1 text-sm text-muted">{t('js.change_requests.admin_intro')}</p>
      </div>
      {list.isPending ? <LoadingState /> : null}
      {list.isError ? <ErrorState onRetry={() => list.refetch()} /> : null}
      {list.data && list.data.change_requests.length === 0 ? (
        <EmptyState
          icon={<UserPen aria-hidden className="size-6" />}
          title={t('js.change_requests.empty_title')}
          description={t('js.change_requests.empty_text')}
        />
      ) : null}
      {list.data && list.data.change_requests.length > 0 ? (
        <ul className="divide-y divide-border rounded-xl border border-border bg-surface shadow-sm">
          {list.data.change_requests.map((request) => (
            <RequestRow key={request.id} request={request} onAction={setAction} />
          ))}
        </ul>
      ) : null}
      {action?.kind === 'approve' ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? null : setAction(null))}
          title={t('js.change_requests.approve_confirm_title', { name: action.request.member.name })}
          description={t('js.change_requests.approve_confirm_text', { name: action.request.member.name })}
          confirmLabel={t('js.change_requests.approve')}
          pending={decide.isPending}
          onConfirm={() =>
            decide.mutate(
              { id: action.request.id, kind: 'approve' },
              settle(t('js.change_requests.approved', { name: action.request.member.name })),
            )
          }
        />
      ) : null}
      {action?.kind === 'reject' ? (
        <RejectDialog
          name={action.request.member.name}
          pending={decide.isPending}
          onCancel={() => setAction(null)}
          onReject={(message) =>
            decide.mutate(
              { id: action.request.id, kind: 'reject', body: { rejection_message: message } },
              settle(t('js.change_requests.rejected', { name: action.request.member.name })),
            )
          }
        />
      ) : null}
    </div>
  );
};

export { ChangeRequestsPage as Component };
