import { Check, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Avatar } from '../../../ui/avatar';
import { Button, buttonClasses } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { toast } from '../../../ui/toaster';
import { GroupAdministrationFrame } from './admin-frame';
import { useApproveJoinRequest, useGroupAdministration, useJoinRequests } from './api';

/** /groups/{slug}/administration/join_requests: approve at once, or reject with a message. */
export const JoinRequestsPage = () => {
  const { t } = useTranslation();
  const { groupSlug = '' } = useParams();
  const info = useGroupAdministration(groupSlug);
  const requests = useJoinRequests(groupSlug);
  const approve = useApproveJoinRequest(groupSlug);
  const entries = requests.data?.entries ?? [];
  return (
    <GroupAdministrationFrame
      slug={groupSlug}
      title={t('js.group_admin.administration.join_requests')}
      roles={info.data?.can.manage_roles ?? false}
      error={requests.error}
    >
      <Card>
        {requests.isPending ? (
          <LoadingState />
        ) : requests.isError ? (
          <ErrorState onRetry={() => void requests.refetch()} />
        ) : entries.length === 0 ? (
          <EmptyState title={t('js.group_admin.administration.no_join_requests')} />
        ) : (
          <ul className="divide-y divide-line">
            {entries.map(({ member, requested_at }) => (
              <li key={member.id} className="flex flex-wrap items-center gap-3 px-5 py-3">
                <Avatar src={member.images.small} size="sm" />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-ink">{member.name}</span>
                  <span className="block text-sm text-muted">
                    {t('js.group_admin.administration.requested_at', {
                      date: new Date(requested_at).toLocaleDateString(),
                    })}
                  </span>
                </span>
                <Button
                  variant="primary"
                  size="sm"
                  loading={approve.isPending && approve.variables === member.id}
                  onClick={() =>
                    approve.mutate(member.id, {
                      onSuccess: () =>
                        toast.success(t('js.group_admin.administration.approved', { name: member.name })),
                      onError: () => toast.error(t('js.saving_failure')),
                    })
                  }
                >
                  <Check aria-hidden className="size-4" />
                  {t('js.group_admin.administration.approve')}
                </Button>
                <Link
                  to={`${member.id}/reject`}
                  className={buttonClasses('secondary', 'sm')}
                  aria-label={t('js.group_admin.administration.reject_member', { name: member.name })}
                >
                  <UserX aria-hidden className="size-4" />
                  {t('js.group_admin.administration.reject')}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </GroupAdministrationFrame>
  );
};

export { JoinRequestsPage as Component };
