import { Star, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { dataName } from '../../../i18n/data-names';
import { Avatar } from '../../../ui/avatar';
import { useMyGroups } from '../../api/use-my-groups';
import { groupSections } from './group-sections';
import { UserbarLink } from './userbar-link';
import { UserbarSection } from './userbar-section';

/** The member's groups by category, favourites first, with unread activities per group stream. */
export const UserbarGroups = ({ streams }: { streams: Record<string, number> }) => {
  const { t } = useTranslation();
  const groups = useMyGroups();
  if (groups.isError) {
    return (
      <p role="alert" className="px-2.5 text-sm text-muted">
        {t('js.generic_error')}{' '}
        <button
          type="button"
          className="font-medium text-primary underline"
          onClick={() => void groups.refetch()}
        >
          {t('js.try_again')}
        </button>
      </p>
    );
  }
  return (
    <>
      {groupSections(groups.data).map(({ category, groups: entries }) => (
        <UserbarSection key={category.id} title={dataName(t, category.plural_name)} count={entries.length}>
          {entries.map((group) => (
            <li key={group.id}>
              <UserbarLink
                to={`/groups/${group.slug}`}
                icon={
                  group.profile_image ? (
                    <Avatar
                      src={group.profile_image}
                      size="xs"
                      shape="square"
                      className="size-5 rounded-md"
                    />
                  ) : (
                    <Users aria-hidden className="size-4" />
                  )
                }
                count={streams[group.slug] ?? 0}
                countLabel={t('js.unread_count', { count: streams[group.slug] ?? 0 })}
              >
                <span className={group.archived ? 'text-subtle' : undefined}>{group.name}</span>
                {group.favorited ? (
                  <Star
                    aria-label={t('js.groups.favorite')}
                    className="ml-1.5 inline size-3 fill-amber-400 text-amber-400"
                  />
                ) : null}
              </UserbarLink>
            </li>
          ))}
        </UserbarSection>
      ))}
    </>
  );
};
