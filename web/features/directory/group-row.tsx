import { Lock, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DirectoryGroup } from '../../../contract/directory';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toaster';
import { useJoinGroup } from './api/use-directory';

/** What the viewer may do about a group, as the server's `can` flags and membership say. */
const JoinAction = ({ group }: { group: DirectoryGroup }) => {
  const { t } = useTranslation();
  const join = useJoinGroup();
  const status = group.membership_status_of_current_member;
  if (status === 'member' || status === 'in_moderation' || status === 'invited') {
    return <Badge>{t(`js.directory.status.${status}`)}</Badge>;
  }
  if (!group.can.join && !group.can.join_moderated) return null;
  const label = group.can.join ? t('js.directory.join') : t('js.directory.request_join');
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={join.isPending}
      aria-label={`${label}: ${group.name}`}
      onClick={() =>
        join.mutate(group.id, {
          onSuccess: () =>
            toast.success(group.can.join ? t('js.directory.joined') : t('js.directory.requested')),
          onError: () => toast.error(t('js.generic_error')),
        })
      }
    >
      {label}
    </Button>
  );
};

export const GroupRow = ({ group }: { group: DirectoryGroup }) => {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3.5 px-4 py-3 sm:px-5">
      <div className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-primary-soft text-primary">
        {group.profile_image ? (
          <img src={group.profile_image} alt="" className="size-full object-cover" />
        ) : (
          <Users aria-hidden className="size-5" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <Link
          to={`/groups/${encodeURIComponent(group.slug)}`}
          className="font-medium text-ink hover:text-primary hover:underline"
        >
          {group.name}
        </Link>
        {group.teaser ? <p className="truncate text-sm text-muted">{group.teaser}</p> : null}
        <p className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-muted">
          <span>{t('js.directory.member_count', { count: group.member_count })}</span>
          {group.access !== 'open' ? (
            <span className="inline-flex items-center gap-1">
              <Lock aria-hidden className="size-3" />
              {t(`js.directory.access.${group.access}`)}
            </span>
          ) : null}
          {group.archived ? <span>{t('js.directory.archived')}</span> : null}
        </p>
      </div>
      <JoinAction group={group} />
    </div>
  );
};
