import { ArrowLeft, Pencil, Plus, Tags, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  groupRoleScope,
  type MembershipRole,
  NETWORK_ROLE_SCOPE,
} from '../../../../contract/membership-roles';
import { isApiError } from '../../../app/api/client';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { IconButton } from '../../../ui/icon-button';
import { Modal } from '../../../ui/modal';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { toast } from '../../../ui/toaster';
import { NotFoundPage } from '../../errors';
import { useDeleteRole, useMembershipRoles, useSaveRole } from './api';
import { RoleForm, type RoleFormValues } from './role-form';

/** Which role the dialog edits: none open, a new one, or an existing one. */
type Editing = { role?: MembershipRole } | null;

const RoleRow = ({
  role,
  onEdit,
  onDelete,
}: {
  role: MembershipRole;
  onEdit: () => void;
  onDelete: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <li className="flex flex-wrap items-center gap-3 px-5 py-3">
      <Badge color={role.color} textColor={role.text_color}>
        {role.name}
      </Badge>
      <span className="min-w-0 flex-1 text-sm text-muted">
        {[
          role.plural_name,
          role.slug,
          t(`js.membership_roles.display_${role.display_type}`),
          t('js.membership_roles.member_count', { count: role.member_count }),
        ].join(' · ')}
      </span>
      <IconButton
        label={t('js.membership_roles.edit', { name: role.name })}
        icon={<Pencil aria-hidden className="size-4" />}
        onClick={onEdit}
      />
      <IconButton
        label={t('js.membership_roles.delete', { name: role.name })}
        icon={<Trash2 aria-hidden className="size-4" />}
        onClick={onDelete}
      />
    </li>
  );
};

/**
 * The membership roles manager (part 3 section 2.1): the network's roles at
 * /administration/membership_roles, a group's at /groups/{slug}/administration/membership_roles. It
 * lists slug, name, plural name, colour and display type and links back to the scope's members.
 */
export const MembershipRolesPage = () => {
  const { t } = useTranslation();
  const { groupSlug } = useParams();
  const scope = groupSlug ? groupRoleScope(groupSlug) : NETWORK_ROLE_SCOPE;
  const roles = useMembershipRoles(scope);
  const save = useSaveRole(scope);
  const remove = useDeleteRole(scope);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<MembershipRole | null>(null);
  useDocumentTitle(t('js.membership_roles.title'));

  const submit = async (values: RoleFormValues) => {
    await save.mutateAsync({ id: editing?.role?.id, body: { membership_role: values } });
    toast.success(t('js.saving_successful'));
    setEditing(null);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t('js.membership_roles.deleted', { name: deleting.name }));
        setDeleting(null);
      },
      onError: () => toast.error(t('js.saving_failure')),
    });
  };

  // Roles switched off, or a scope the viewer does not manage: the page does not exist.
  if (isApiError(roles.error) && roles.error.status === 404) return <NotFoundPage />;
  const entries = roles.data?.entries ?? [];
  return (
    <div className="mx-auto max-w-3xl space-y-6 p-4">
      {roles.data ? (
        <Link
          to={roles.data.members_path}
          className="inline-flex items-center gap-1 text-sm text-muted hover:text-ink"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t('js.membership_roles.back_to_members')}
        </Link>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('js.membership_roles.title')}</h1>
        <Button variant="primary" onClick={() => setEditing({})} disabled={!roles.data}>
          <Plus aria-hidden className="size-4" />
          {t('js.membership_roles.new')}
        </Button>
      </div>
      <Card>
        {roles.isPending ? (
          <LoadingState />
        ) : roles.isError ? (
          <ErrorState onRetry={() => void roles.refetch()} />
        ) : entries.length === 0 ? (
          <EmptyState icon={<Tags aria-hidden className="size-6" />} title={t('js.membership_roles.empty')} />
        ) : (
          <ul className="divide-y divide-line">
            {entries.map((role) => (
              <RoleRow
                key={role.id}
                role={role}
                onEdit={() => setEditing({ role })}
                onDelete={() => setDeleting(role)}
              />
            ))}
          </ul>
        )}
      </Card>
      <Modal
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        title={editing?.role ? t('js.membership_roles.edit_title') : t('js.membership_roles.new')}
      >
        {editing ? (
          <RoleForm
            key={editing.role?.id ?? 'new'}
            role={editing.role}
            onSubmit={submit}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('js.membership_roles.delete_title')}
        description={t('js.membership_roles.delete_text', { name: deleting?.name ?? '' })}
        confirmLabel={t('js.membership_roles.delete_confirm')}
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
};

export { MembershipRolesPage as Component };
