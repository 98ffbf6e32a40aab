import { Shield, ShieldOff, Tags, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import type { AdministeredGroupMember } from '../../../../contract/group-administration';
import { Avatar } from '../../../ui/avatar';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Pagination } from '../../../ui/pagination';
import { totalPagesOf } from '../../../ui/pagination-window';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { toast } from '../../../ui/toaster';
import { GroupAdministrationFrame } from './admin-frame';
import { useAdministeredMembers, useRemoveGroupMember, useUpdateGroupMember } from './api';
import { MemberRolesDialog } from './member-roles-dialog';

const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

const MemberRow = ({
  entry,
  rolesOffered,
  onRoles,
  onAdmin,
  onRemove,
}: {
  entry: AdministeredGroupMember;
  rolesOffered: boolean;
  onRoles: () => void;
  onAdmin: (on: boolean) => void;
  onRemove: () => void;
}) => {
  const { t } = useTranslation();
  const { member } = entry;
  return (
    <li className="flex flex-wrap items-center gap-3 px-5 py-3">
      <Avatar src={member.images.small} size="sm" />
      <span className="min-w-0 flex-1">
        <span className="block font-medium text-ink">{member.name}</span>
        <span className="mt-1 flex flex-wrap gap-1">
          {entry.is_group_admin ? (
            <Badge tone="primary">{t('js.group_admin.administration.admin')}</Badge>
          ) : null}
          {entry.group_roles.map((role) => (
            <Badge key={role.id} color={role.color} textColor={role.text_color}>
              {role.name}
            </Badge>
          ))}
        </span>
      </span>
      {rolesOffered ? (
        <Button size="sm" onClick={onRoles}>
          <Tags aria-hidden className="size-4" />
          {t('js.group_admin.administration.assign_roles')}
          <span className="sr-only">{member.name}</span>
        </Button>
      ) : null}
      {entry.can.make_admin ? (
        <Button size="sm" onClick={() => onAdmin(true)}>
          <Shield aria-hidden className="size-4" />
          {t('js.group_admin.administration.make_admin')}
          <span className="sr-only">{member.name}</span>
        </Button>
      ) : null}
      {entry.can.remove_admin ? (
        <Button size="sm" onClick={() => onAdmin(false)}>
          <ShieldOff aria-hidden className="size-4" />
          {t('js.group_admin.administration.remove_admin')}
          <span className="sr-only">{member.name}</span>
        </Button>
      ) : null}
      {entry.can.remove ? (
        <Button size="sm" variant="danger" onClick={onRemove}>
          <UserMinus aria-hidden className="size-4" />
          {t('js.group_admin.administration.remove')}
          <span className="sr-only">{member.name}</span>
        </Button>
      ) : null}
    </li>
  );
};

/**
 * /groups/{slug}/administration/members: the members with their group roles; roles assigned,
 * administrators made or unmade and members removed as each entry's `can` says.
 */
export const GroupAdministrationMembersPage = () => {
  const { t } = useTranslation();
  const { groupSlug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const list = useAdministeredMembers(groupSlug, page, '');
  const update = useUpdateGroupMember(groupSlug);
  const remove = useRemoveGroupMember(groupSlug);
  const [rolesOf, setRolesOf] = useState<AdministeredGroupMember | null>(null);
  const [removing, setRemoving] = useState<AdministeredGroupMember | null>(null);
  const data = list.data;
  const rolesOffered = Boolean(data?.can.assign_roles && data.roles.length > 0);

  const setAdmin = (entry: AdministeredGroupMember, on: boolean) =>
    update.mutate(
      { memberId: entry.member.id, body: { is_admin: on } },
      {
        onSuccess: () => toast.success(t('js.saving_successful')),
        onError: () => toast.error(t('js.saving_failure')),
      },
    );
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.member.id, {
      onSuccess: () => {
        toast.success(t('js.group_admin.administration.removed', { name: removing.member.name }));
        setRemoving(null);
      },
      onError: () => toast.error(t('js.saving_failure')),
    });
  };

  return (
    <GroupAdministrationFrame
      slug={groupSlug}
      title={t('js.group_admin.administration.members')}
      roles={data?.can.assign_roles ?? false}
      error={list.error}
    >
      <Card>
        {list.isPending ? (
          <LoadingState />
        ) : !data ? (
          <ErrorState onRetry={() => void list.refetch()} />
        ) : data.entries.length === 0 ? (
          <EmptyState title={t('js.group_admin.administration.no_members')} />
        ) : (
          <ul className="divide-y divide-line">
            {data.entries.map((entry) => (
              <MemberRow
                key={entry.member.id}
                entry={entry}
                rolesOffered={rolesOffered}
                onRoles={() => setRolesOf(entry)}
                onAdmin={(on) => setAdmin(entry, on)}
                onRemove={() => setRemoving(entry)}
              />
            ))}
          </ul>
        )}
      </Card>
      {data ? (
        <Pagination
          page={page}
          totalPages={totalPagesOf(data.total, data.per)}
          onPageChange={(next) => setParams({ page: String(next) })}
        />
      ) : null}
      {rolesOf && data ? (
        <MemberRolesDialog
          slug={groupSlug}
          entry={rolesOf}
          roles={data.roles}
          onClose={() => setRolesOf(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={t('js.group_admin.administration.remove_title')}
        description={t('js.group_admin.administration.remove_text', { name: removing?.member.name ?? '' })}
        confirmLabel={t('js.group_admin.administration.remove')}
        destructive
        pending={remove.isPending}
        onConfirm={confirmRemove}
      />
    </GroupAdministrationFrame>
  );
};

export { GroupAdministrationMembersPage as Component };
