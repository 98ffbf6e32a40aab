import { MapPin, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useNetwork } from '../../app/api/use-network';
import { Card } from '../../ui/card';
import { Pagination } from '../../ui/pagination';
import { totalPagesOf } from '../../ui/pagination-window';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { MemberListItem, MemberSections } from '../members';
import { useGroupMembers } from './api/use-group-members';
import { useGroupContext } from './group-context';

const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

/** /groups/:slug/members: the group's members with group admins marked, in their role sections. */
export const GroupMembersPage = () => {
  const { t } = useTranslation();
  const { group } = useGroupContext();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageOf(searchParams.get('page'));
  const members = useGroupMembers(group.slug, page);
  const showMap = useNetwork().data?.can.show_map ?? false;
  const data = members.data;

  if (members.isPending) return <LoadingState />;
  if (members.isError) return <ErrorState onRetry={() => void members.refetch()} />;

  return (
    <Card
      title={t('js.groups.members_title', { count: data?.total ?? 0 })}
      titleId="group-members-title"
      bodyClassName="p-0"
      actions={
        showMap ? (
          <Link
            to={`/groups/${encodeURIComponent(group.slug)}/map`}
            className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
          >
            <MapPin aria-hidden className="size-4" />
            {t('js.userbar.members.map')}
          </Link>
        ) : null
      }
    >
      {data?.entries.length ? (
        <MemberSections
          entries={data.entries}
          sections={data.sections}
          renderItem={(member) => <MemberListItem member={member} groupAdmin={member.is_group_admin} />}
        />
      ) : (
        <EmptyState icon={<Users aria-hidden className="size-6" />} title={t('js.groups.no_members')} />
      )}
      {data ? (
        <Pagination
          className="border-t border-border py-3"
          page={page}
          totalPages={totalPagesOf(data.total, data.per)}
          onPageChange={(next) => setSearchParams({ page: String(next) })}
        />
      ) : null}
    </Card>
  );
};

export { GroupMembersPage as Component };
