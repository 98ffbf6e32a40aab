import { UserCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JoinRequestRow } from '../../../contract/joining';
import { isApiError } from '../../app/api/client';
import { useDocumentTitle } from '../../app/use-document-title';
import { formatDateTime } from '../../i18n/dates';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { fieldMessageText } from '../../ui/form/field-message';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { toast } from '../../ui/toaster';
import { useDecideJoinRequest, useJoinRequests } from './api';
import { RejectDialog } from './reject-dialog';

type Action = { kind: 'approve' | 'reject'; request: JoinRequestRow } | null;
const nameOf = (request: JoinRequestRow) => `${request.first_name} ${request.last_name}`;

const RequestRow = ({
  request,
  onAction,
}: {
  request: JoinRequestRow;
  onAction: (action: Action) => void;
}) => {
  const { t } = useTranslation();
  const name = nameOf(request);
  return (
    <li className="flex flex-wrap items-start gap-3 px-5 py-4" data-testid="join-request">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-ink">{name}</p>
        <p className="text-sm text-muted">{request.email}</p>
        {request.profile.length > 0 ? (
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
            {request.profile.map((entry) => (
              <div key={entry.label} className="contents">
                <dt className="text-muted">{entry.label}</dt>
                <dd className="text-ink">{entry.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <p className="mt-1 text-xs text-subtle">
          {t('js.join_requests.confirmed_at', { date: formatDateTime(request.confirmed_at) })}
        </p>
      </div>
      <Button
        size="sm"
        variant="primary"
        aria-label={t('js.join_requests.approve_named', { name })}
        onClick={() => onAction({ kind: 'approve', request })}
      >
        {t('js.join_requests.approve')}
      </Button>
      <Button
        size="sm"
        aria-label={t('js.join_requests.reject_named', { name })}
        onClick={() => onAction({ kind: 'reject', request })}
      >
        {t('js.join_requests.reject')}
      </Button>
    </li>
  );
};

/** /administration/join_requests: confirmed requests to join, approved or rejected one by one. */
export const JoinRequestsPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('js.join_requests.title'));
  const list = useJoinRequests();
  const decide = useDecideJoinRequest();
  const [action, setAction] = useState<Action>(null);

  const failed = (error: unknown) => {
    const first = isApiError(error) ? Object.values(error.fields).flat()[0] : undefined;
    toast.error(first ? fieldMessageText(t, first) : t('js.generic_error'));
  };
  const approve = (request: JoinRequestRow) =>
    decide.mutate(
      { id: request.id, kind: 'approve' },
      {
        onSuccess: () => {
          setAction(null);
          toast.success(t('js.join_requests.approved', { name: nameOf(request) }));
        },
        onError: failed,
      },
    );
  const reject = (request: JoinRequestRow, message: string) =>
    decide.mutate(
      { id: request.id, kind: 'reject', body: { rejection_message: message } },
      {
        onSuccess: () => {
          setAction(null);
          toast.success(t('js.join_requests.rejected', { name: nameOf(request) }));
        },
        onError: failed,
      },
    );

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('js.join_requests.title')}</h1>
        <p className="mt-1 text-sm text-muted">{t('js.join_requests.intro')}</p>
        {list.data?.as_external ? (
          <p className="mt-1 text-sm text-muted">{t('js.join_requests.as_external_hint')}</p>
        ) : null}
      </div>
      {list.isPending ? <LoadingState /> : null}
      {list.isError ? <ErrorState onRetry={() => list.refetch()} /> : null}
      {list.data && list.data.join_requests.length === 0 ? (
        <EmptyState
          icon={<UserCheck aria-hidden className="size-6" />}
          title={t('js.join_requests.empty_title')}
          description={t('js.join_requests.empty_text')}
        />
      ) : null}
      {list.data && list.data.join_requests.length > 0 ? (
        <ul className="divide-y divide-border rounded-xl border border-border bg-surface shadow-sm">
          {list.data.join_requests.map((request) => (
            <RequestRow key={request.id} request={request} onAction={setAction} />
          ))}
        </ul>
      ) : null}
      {action?.kind === 'approve' ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? null : setAction(null))}
          title={t('js.join_requests.approve_confirm_title', { name: nameOf(action.request) })}
          description={t('js.join_requests.approve_confirm_text', { name: nameOf(action.request) })}
          confirmLabel={t('js.join_requests.approve')}
          pending={decide.isPending}
          onConfirm={() => approve(action.request)}
        />
      ) : null}
      {action?.kind === 'reject' ? (
        <RejectDialog
          name={nameOf(action.request)}
          pending={decide.isPending}
          onCancel={() => setAction(null)}
          onReject={(message) => reject(action.request, message)}
        />
      ) : null}
    </div>
  );
};

export { JoinRequestsPage as Component };
