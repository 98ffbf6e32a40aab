import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdministeredGroupMember } from '../../../../contract/group-administration';
import type { MembershipRole } from '../../../../contract/membership-roles';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/form/choice-fields';
import { Modal } from '../../../ui/modal';
import { toast } from '../../../ui/toaster';
import { useUpdateGroupMember } from './api';

/** Picks the group roles of one member (the group's role picker of part 3 section 6). */
export const MemberRolesDialog = ({
  slug,
  entry,
  roles,
  onClose,
}: {
  slug: string;
  entry: AdministeredGroupMember;
  roles: MembershipRole[];
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const update = useUpdateGroupMember(slug);
  const [chosen, setChosen] = useState(() => new Set(entry.group_roles.map((role) => role.id)));
  const toggle = (id: string, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const save = () =>
    update.mutate(
      { memberId: entry.member.id, body: { role_ids: [...chosen] } },
      {
        onSuccess: () => {
          toast.success(t('js.saving_successful'));
          onClose();
        },
        onError: () => toast.error(t('js.saving_failure')),
      },
    );
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('js.group_admin.administration.roles_of', { name: entry.member.name })}
      footer={
        <>
          <Button onClick={onClose}>{t('js.group_admin.administration.cancel')}</Button>
          <Button variant="primary" loading={update.isPending} onClick={save}>
            {t('js.group_admin.administration.save')}
          </Button>
        </>
      }
    >
      <div className="space-y-2">
        {roles.map((role) => (
          <Checkbox
            key={role.id}
            label={role.name}
            checked={chosen.has(role.id)}
            onChange={(on) => toggle(role.id, on)}
          />
        ))}
      </div>
    </Modal>
  );
};
