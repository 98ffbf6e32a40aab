import { ArrowLeft, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Card } from '../../../ui/card';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { useAdminGroupMemberships } from '../api/use-admin-members';

/** /administration/members/{id}/group-memberships: the groups a member belongs to. */
export const MemberGroupsPage = () => {
  const { t } = useTranslation();
  const { memberId = '' } = useParams();
  const memberships = useAdminGroupMemberships(memberId);
  const data = memberships.data;
  useDocumentTitle(
    data
      ? `${t('js.people_administration.group_memberships')} – ${data.member.name}`
      : t('js.people_administration.group_memberships'),
  );

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <Link
        to={`/administration/members/${memberId}/edit`}
        className="inline-flex items-center gap-1 text-sm text-muted hover:text-ink"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {data?.member.name ?? t('js.people_administration.edit_member')}
      </Link>
      <h1 className="text-2xl font-semibold tracking-tight text-ink">
        {t('js.people_administration.group_memberships')}
      </h1>
      <Card bodyClassName="p-0">
        {memberships.isPending ? (
          <LoadingState />
        ) : memberships.isError ? (
          <ErrorState className="m-5" onRetry={() => void memberships.refetch()} />
        ) : data?.groups.length ? (
          <ul className="divide-y divide-border">
            {data.groups.map((group) => (
              <li key={group.id} className="px-5 py-3">
                <Link to={`/groups/${group.slug}`} className="font-medium text-ink hover:underline">
                  {group.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            icon={<UsersRound aria-hidden className="size-6" />}
            title={t('js.people_administration.no_groups')}
          />
        )}
      </Card>
    </div>
  );
};

export { MemberGroupsPage as Component };
