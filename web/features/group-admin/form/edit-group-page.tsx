import { Archive, ArchiveRestore, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { GroupInput } from '../../../../contract/groups';
import type { Group } from '../../../app/api/types';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { EmptyState } from '../../../ui/states';
import { toast } from '../../../ui/toaster';
import { NotFoundPage } from '../../errors';
import { useGroupContext } from '../../groups';
import { useArchiveGroup, useDeleteGroup, useUpdateGroup } from '../api/use-group-writes';
import { GroupForm } from './group-form';
import { GroupImage } from './group-image';
import { GroupAdminPage } from './page-frame';

const inputOf = (group: Group): GroupInput => ({
  name: group.name,
  teaser: group.teaser,
  description: group.description,
  address: group.address,
  access: group.access,
  externally_visible: group.externally_visible,
  moderated_join: group.moderated_join,
  members_can_invite: group.members_can_invite,
  chat: group.chat,
  sensitive: group.sensitive,
});

/** Archive or restore, and delete after a confirmation; each offered as the group's `can` says. */
const GroupActions = ({ group }: { group: Group }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const archive = useArchiveGroup(group.slug);
  const remove = useDeleteGroup(group.slug);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const setArchived = (archived: boolean) =>
    archive.mutate(archived, {
      onSuccess: () =>
        toast.success(t(archived ? 'js.group_admin.archived_toast' : 'js.group_admin.restored_toast')),
      onError: () => toast.error(t('js.saving_failure')),
    });
  return (
    <>
      {group.can.archive ? (
        <Button loading={archive.isPending} onClick={() => setArchived(!group.archived)}>
          {group.archived ? (
            <ArchiveRestore aria-hidden className="size-4" />
          ) : (
            <Archive aria-hidden className="size-4" />
          )}
          {t(group.archived ? 'js.group_admin.restore' : 'js.group_admin.archive')}
        </Button>
      ) : null}
      {group.can.destroy ? (
        <Button variant="danger" onClick={() => setConfirmDelete(true)}>
          <Trash2 aria-hidden className="size-4" />
          {t('js.group_admin.delete')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('js.group_admin.delete_confirm', { group: group.name })}
        description={t('js.group_admin.delete_hint')}
        confirmLabel={t('js.group_admin.delete')}
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              toast.success(t('js.group_admin.deleted_toast', { group: group.name }));
              navigate('/start');
            },
            onError: () => toast.error(t('js.saving_failure')),
          })
        }
      />
    </>
  );
};

/** /groups/{slug}/edit: the group's fields; an archived group shows only its restore action. */
export const EditGroupPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { group } = useGroupContext();
  const update = useUpdateGroup(group.slug);
  if (!group.can.administrate) return <NotFoundPage />;
  const accessOptions =
    group.can.create_hidden || group.access === 'hidden'
      ? (['open', 'closed', 'hidden'] as const)
      : (['open', 'closed'] as const);
  return (
    <GroupAdminPage title={t('js.group_admin.edit_title')} actions={<GroupActions group={group} />}>
      {group.can.update ? (
        <div className="space-y-6">
          <GroupImage group={group} />
          <GroupForm
            key={group.slug}
            initial={inputOf(group)}
            accessOptions={[...accessOptions]}
            activeMainGroup={group.active_main_group}
            submitLabel={t('js.save')}
            onCancel={() => navigate(`/groups/${group.slug}`)}
            onSubmit={async (values) => {
              await update.mutateAsync({ group: values });
              toast.success(t('js.saving_successful'));
              return `/groups/${group.slug}`;
            }}
          />
        </div>
      ) : (
        <EmptyState
          icon={<Archive aria-hidden className="size-6" />}
          title={t('js.group_admin.archived_title')}
          description={t('js.group_admin.archived_text')}
        />
      )}
    </GroupAdminPage>
  );
};

export { EditGroupPage as Component };
