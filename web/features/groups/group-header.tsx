import { Archive, EyeOff, Globe, Lock, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Group, Me } from '../../app/api/types';
import { dataName } from '../../i18n/data-names';
import { Badge } from '../../ui/badge';
import { GroupTools } from './group-tools';
import { MembershipAction } from './membership-action';

const ACCESS_ICONS = { open: Globe, closed: Lock, hidden: EyeOff } as const;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/** The group's page title: picture, name, category, access, member count and the title tools. */
export const GroupHeader = ({ group, me }: { group: Group; me: Me }) => {
  const { t } = useTranslation();
  const AccessIcon = ACCESS_ICONS[group.access];
  const member = group.membership_status_of_current_member === 'member';
  return (
    <div className="flex flex-wrap items-center gap-4">
      {group.profile_image ? (
        <img
          src={group.profile_image}
          alt=""
          className="size-12 shrink-0 rounded-2xl object-cover shadow-sm ring-1 ring-black/5 sm:size-16"
        />
      ) : (
        <div
          aria-hidden
          className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-primary text-lg font-semibold text-on-primary shadow-sm sm:size-16 sm:text-xl"
        >
          {initials(group.name)}
        </div>
      )}
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wider text-primary uppercase">
          {dataName(t, group.category.name)}
        </p>
        <h1 className="mt-0.5 truncate text-xl font-semibold tracking-tight text-ink sm:text-2xl">
          {group.name}
        </h1>
        <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <span className="inline-flex items-center gap-1.5">
            <AccessIcon aria-hidden className="size-4" />
            {t(`js.groups.access.${group.access}`)}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Users aria-hidden className="size-4" />
            {t('js.groups.member_count', { count: group.member_count })}
          </span>
          {group.archived ? (
            <Badge tone="warning" icon={<Archive aria-hidden className="size-3" />}>
              {t('js.groups.archived')}
            </Badge>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <MembershipAction group={group} />
        {member ? <GroupTools group={group} me={me} /> : null}
      </div>
    </div>
  );
};
