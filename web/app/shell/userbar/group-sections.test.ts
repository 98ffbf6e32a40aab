import { describe, expect, it } from 'vitest';
import type { GroupCategory, GroupSummary } from '../../api/types';
import { favoriteGroups, groupSections } from './group-sections';

const category = (id: string, order: number): GroupCategory => ({
  id,
  slug: id,
  name: id,
  plural_name: `${id}s`,
  color: '#000000',
  order,
  hidden: false,
  can: { create: false, administrate: false },
});

const group = (name: string, categoryId: string, extra: Partial<GroupSummary> = {}): GroupSummary => ({
  id: name,
  slug: name.toLowerCase(),
  name,
  category_id: categoryId,
  favorited: false,
  archived: false,
  active_main_group: false,
  access: 'open',
  profile_image: null,
  membership_status_of_current_member: 'member',
  ...extra,
});

describe('groupSections', () => {
  it('orders categories, puts favourites first, leaves out empty categories and non-memberships', () => {
    const sections = groupSections({
      categories: [category('teams', 2), category('projects', 1), category('empty', 0)],
      groups: [
        group('Zeta', 'teams'),
        group('Alpha', 'teams'),
        group('Beta', 'teams', { favorited: true }),
        group('Old', 'teams', { archived: true, favorited: true }),
        group('Website', 'projects'),
        group('Invited', 'projects', { membership_status_of_current_member: 'invited' }),
      ],
    });
    expect(sections.map((section) => section.category.id)).toEqual(['projects', 'teams']);
    expect(sections[0]?.groups.map((g) => g.name)).toEqual(['Website']);
    expect(sections[1]?.groups.map((g) => g.name)).toEqual(['Beta', 'Alpha', 'Zeta', 'Old']);
  });

  it('lists favourites across categories', () => {
    const data = {
      categories: [category('teams', 1)],
      groups: [
        group('B', 'teams', { favorited: true }),
        group('A', 'teams', { favorited: true }),
        group('C', 'teams'),
      ],
    };
    expect(favoriteGroups(data).map((g) => g.name)).toEqual(['A', 'B']);
    expect(groupSections(undefined)).toEqual([]);
  });
});
