import type { GroupCategory, GroupSummary, MyGroups } from '../../api/types';

export type GroupSection = { category: GroupCategory; groups: GroupSummary[] };

const byName = (a: GroupSummary, b: GroupSummary) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/**
 * The member's groups by category (category order), favourites first, then by name. Only groups the
 * member belongs to; archived groups last; categories without groups are left out.
 */
export const groupSections = (data: MyGroups | undefined): GroupSection[] => {
  if (!data) return [];
  return [...data.categories]
    .sort((a, b) => a.order - b.order)
    .map((category) => ({
      category,
      groups: data.groups
        .filter(
          (group) =>
            group.category_id === category.id && group.membership_status_of_current_member === 'member',
        )
        .sort(
          (a, b) =>
            Number(a.archived) - Number(b.archived) ||
            Number(b.favorited) - Number(a.favorited) ||
            byName(a, b),
        ),
    }))
    .filter((section) => section.groups.length > 0);
};

/** Favourite groups across categories, by name. */
export const favoriteGroups = (data: MyGroups | undefined): GroupSummary[] =>
  (data?.groups ?? []).filter((group) => group.favorited && !group.archived).sort(byName);
