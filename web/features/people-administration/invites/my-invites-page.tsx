import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, MailOpen, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { GroupInvite, GroupInviteList } from '../../../../contract/invitations';
import { apiFetch } from '../../../app/api/client';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { toast } from '../../../ui/toaster';

const KEY = ['invitations', 'mine', 'groups'] as const;

/** Accepting joins the group (and goes there); rejecting declines: the group's own join and leave. */
const useAnswer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invite, accept }: { invite: GroupInvite; accept: boolean }) =>
      apiFetch(`/api/v1/groups/${invite.invitable.id}/join`, { method: accept ? 'POST' : 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
};

const InviteRow = ({ invite }: { invite: GroupInvite }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const answer = useAnswer();
  const respond = (accept: boolean) =>
    answer.mutateAsync({ invite, accept }).then(
      () => {
        if (accept) navigate(`/groups/${invite.invitable.slug}`);
        else toast.success(t('js.invitations.declined_toast', { group: invite.invitable.name }));
      },
      () => toast.error(t('js.generic_error')),
    );
  return (
    <div className="flex flex-wrap items-center gap-3 px-5 py-3">
      <div className="min-w-0 flex-1">
        <Link to={`/groups/${invite.invitable.slug}`} className="font-medium text-ink hover:underline">
          {invite.invitable.name}
        </Link>
        <p className="text-sm text-muted">
          {invite.author ? t('js.invitations.invited_by', { name: invite.author.name }) : null}{' '}
          {new Date(invite.created_at).toLocaleDateString()}
        </p>
      </div>
      <Button variant="primary" size="sm" disabled={answer.isPending} onClick={() => void respond(true)}>
        <Check aria-hidden className="size-4" />
        {t('js.invitations.accept')}
      </Button>
      <Button size="sm" disabled={answer.isPending} onClick={() => void respond(false)}>
        <X aria-hidden className="size-4" />
        {t('js.invitations.reject')}
      </Button>
    </div>
  );
};

/** /invites: the member's open group invitations (part 3 section 2.2). */
export const MyInvitesPage = () => {
  const { t } = useTranslation();
  const invites = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      apiFetch<GroupInviteList>('/api/v1/invites', {
        query: { filter: 'groups', status: 'open', limit: 50 },
        signal,
      }),
  });
  useDocumentTitle(t('js.invitations.mine_title'));
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('js.invitations.mine_title')}</h1>
      <Card bodyClassName="p-0">
        {invites.isPending ? (
          <LoadingState />
        ) : invites.isError ? (
          <ErrorState className="m-5" onRetry={() => void invites.refetch()} />
        ) : invites.data.invites.length ? (
          <ul className="divide-y divide-border">
            {invites.data.invites.map((invite) => (
              <li key={invite.id}>
                <InviteRow invite={invite} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            icon={<MailOpen aria-hidden className="size-6" />}
            title={t('js.invitations.mine_none')}
          />
        )}
      </Card>
    </div>
  );
};

export { MyInvitesPage as Component };
