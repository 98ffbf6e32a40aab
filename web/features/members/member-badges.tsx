import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MemberRow } from '../../app/api/types';
import { Badge } from '../../ui/badge';

/** Administrator, guest and group-admin badges, then the membership roles in their colours. */
export const MemberBadges = ({
  member,
  groupAdmin = false,
}: {
  member: Pick<MemberRow, 'is_network_admin' | 'is_external' | 'roles'>;
  groupAdmin?: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      {member.is_network_admin ? (
        <Badge tone="primary" icon={<ShieldCheck aria-hidden className="size-3" />}>
          {t('js.members.administrator')}
        </Badge>
      ) : null}
      {groupAdmin ? <Badge tone="success">{t('js.groups.group_admin')}</Badge> : null}
      {member.is_external ? <Badge tone="warning">{t('js.members.guest')}</Badge> : null}
      {member.roles.map((role) => (
        <Badge key={role.id} color={role.color} textColor={role.text_color}>
          {role.name}
        </Badge>
      ))}
    </span>
  );
};
