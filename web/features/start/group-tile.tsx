import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GroupSummary } from '../../app/api/types';
import { UnreadBubble } from '../../ui/unread-bubble';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/** A group as a small card: picture or initials, name, favourite star, unread activities. */
export const GroupTile = ({ group, unread }: { group: GroupSummary; unread: number }) => {
  const { t } = useTranslation();
  return (
    <Link
      to={`/groups/${group.slug}`}
      className="group flex items-center gap-3 rounded-xl border border-border bg-surface p-3 shadow-xs transition hover:border-primary/40 hover:shadow-md"
    >
      {group.profile_image ? (
        <img src={group.profile_image} alt="" className="size-10 shrink-0 rounded-lg object-cover" />
      ) : (
        <span
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-sm font-semibold text-primary"
        >
          {initials(group.name)}
        </span>
      )}
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-medium text-ink group-hover:text-primary">
          {group.name}
        </span>
        {group.archived ? <span className="text-xs text-subtle">{t('js.groups.archived')}</span> : null}
      </span>
      {group.favorited ? (
        <Star
          aria-label={t('js.groups.favorite')}
          className="size-4 shrink-0 fill-amber-400 text-amber-400"
        />
      ) : null}
      <UnreadBubble count={unread} label={t('js.unread_count', { count: unread })} />
    </Link>
  );
};
