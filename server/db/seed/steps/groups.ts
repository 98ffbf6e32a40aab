import { scopeDesigns } from '../../../modules/designs/tables.js';
import type { GroupMembershipStatus, GroupNavigationItem } from '../../../modules/groups/tables.js';
import {
  groupCategories,
  groupCategoryAdmins,
  groupMemberships,
  groups,
} from '../../../modules/groups/tables.js';
import { DEFAULT_DESIGN } from '../../../platform/network/defaults.js';
import { personByKey, type SeedContext, type SeedStep } from './context.js';

type GroupInsert = typeof groups.$inferInsert;
type MembershipInsert = typeof groupMemberships.$inferInsert;

const CATEGORIES = [
  {
    key: 'departments',
    slug: 'departments',
    name: 'Department',
    pluralName: 'Departments',
    color: '1f5fa8',
    order: 1,
  },
  { key: 'projects', slug: 'projects', name: 'Project', pluralName: 'Projects', color: 'b35900', order: 2 },
  {
    key: 'communities',
    slug: 'communities',
    name: 'Community',
    pluralName: 'Communities',
    color: '13806b',
    order: 3,
  },
];

type GroupSpec = Omit<GroupInsert, 'categoryId'> & {
  category: string;
  /** Members of this department join the group. */
  department?: string;
  /** How many further random staff members join. */
  extra: number;
  admins: string[];
};

const productLaunchTabs: GroupNavigationItem[] = [
  { key: 'activities', url: '/groups/product-launch-2026/activities' },
  { key: 'members', url: '/groups/product-launch-2026/members' },
  { key: 'calendar', url: '/groups/product-launch-2026/calendars' },
  { key: 'files', url: '/groups/product-launch-2026/files' },
  {
    key: 'roadmap',
    label: 'Roadmap',
    url: '/groups/product-launch-2026/pages/roadmap',
    children: [
      { key: 'milestones', label: 'Milestones', url: '/groups/product-launch-2026/pages/milestones' },
      { key: 'press-kit', label: 'Press kit', url: 'https://example.com/press', new_window: true },
    ],
  },
  { key: 'profile', url: '/groups/product-launch-2026/profile' },
];

const GROUPS: GroupSpec[] = [
  {
    slug: 'all-staff',
    name: 'All Staff',
    category: 'departments',
    access: 'open',
    activeMainGroup: true,
    teaser: 'News and announcements for everyone at Northwind.',
    description: 'The home of the whole company: announcements, events and the canteen menu.',
    extra: 0,
    admins: ['admin', 'anna'],
  },
  {
    slug: 'marketing',
    name: 'Marketing',
    category: 'departments',
    access: 'closed',
    moderatedJoin: true,
    teaser: 'Campaigns, brand and communication.',
    department: 'Marketing',
    extra: 2,
    admins: ['chloe'],
  },
  {
    slug: 'engineering',
    name: 'Engineering',
    category: 'departments',
    access: 'closed',
    teaser: 'Product development, architecture and releases.',
    department: 'Engineering',
    extra: 1,
    admins: ['lukas', 'emma'],
  },
  {
    slug: 'human-resources',
    name: 'Human Resources',
    category: 'departments',
    access: 'hidden',
    sensitive: true,
    chatEnabled: false,
    teaser: 'Confidential: people matters, payroll and hiring.',
    department: 'Human Resources',
    extra: 0,
    admins: ['amelia'],
  },
  {
    slug: 'website-relaunch',
    name: 'Website Relaunch',
    category: 'projects',
    access: 'open',
    moderatedJoin: true,
    externallyVisible: true,
    membersCanInvite: true,
    teaser: 'The new northwind.example, together with our agency partners.',
    extra: 6,
    admins: ['member'],
  },
  {
    slug: 'product-launch-2026',
    name: 'Product Launch 2026',
    category: 'projects',
    access: 'closed',
    teaser: 'Launch plan, milestones and press for the 2026 product line.',
    navigation: productLaunchTabs,
    extra: 9,
    admins: ['sofia'],
  },
  {
    slug: 'erp-migration',
    name: 'ERP Migration',
    category: 'projects',
    access: 'closed',
    archived: true,
    teaser: 'Finished in 2024: the move to the new ERP system.',
    extra: 7,
    admins: ['louis'],
  },
  {
    slug: 'running-club',
    name: 'Running Club',
    category: 'communities',
    access: 'open',
    teaser: 'Lunch runs, city marathons and the annual company relay.',
    extra: 11,
    admins: ['felix'],
  },
  {
    slug: 'photography',
    name: 'Photography',
    category: 'communities',
    access: 'open',
    teaser: 'Share your best shots and join the monthly photo walk.',
    extra: 8,
    admins: ['giulia'],
  },
  {
    slug: 'book-club',
    name: 'Book Club',
    category: 'communities',
    access: 'closed',
    moderatedJoin: true,
    teaser: 'One book a month, discussed over coffee.',
    extra: 6,
    admins: ['ingrid'],
  },
];

/**
 * The demo member's own situation, chosen so that every membership state of part 3 section 4 can be
 * tried at once: favourites, an administered group with join requests, an archived group, an
 * invitation; others bring a rejected request.
 */
const SPECIAL: {
  slug: string;
  key: string;
  status: GroupMembershipStatus;
  extra?: Partial<MembershipInsert>;
}[] = [
  { slug: 'all-staff', key: 'member', status: 'member', extra: { favorited: true } },
  { slug: 'engineering', key: 'member', status: 'member', extra: { favorited: true } },
  { slug: 'running-club', key: 'member', status: 'member' },
  { slug: 'erp-migration', key: 'member', status: 'member' },
  { slug: 'website-relaunch', key: 'guest', status: 'member' },
  { slug: 'website-relaunch', key: 'kwame', status: 'in_moderation' },
  { slug: 'website-relaunch', key: 'zofia', status: 'in_moderation' },
  { slug: 'book-club', key: 'mateo', status: 'in_moderation' },
  {
    slug: 'photography',
    key: 'member',
    status: 'invited',
    extra: { invitedAt: new Date('2026-01-12T09:30:00Z') },
  },
  {
    slug: 'marketing',
    key: 'diego',
    status: 'rejected',
    extra: { rejectionMessage: 'Please ask for access to our shared drive instead.' },
  },
];

export const seedGroups: SeedStep = async (seed) => {
  const categories = await seed.db
    .insert(groupCategories)
    .values(CATEGORIES.map(({ key: _key, ...category }) => category))
    .returning();
  const categoryId = (key: string) => {
    const id = categories[CATEGORIES.findIndex((c) => c.key === key)]?.id;
    if (!id) throw new Error(`seed: unknown category ${key}`);
    return id;
  };
  // Chloé looks after the communities.
  await seed.db
    .insert(groupCategoryAdmins)
    .values({ categoryId: categoryId('communities'), memberId: personByKey(seed, 'chloe').id });

  const inserted = await seed.db
    .insert(groups)
    .values(
      GROUPS.map(({ category, department: _d, extra: _e, admins: _a, ...group }) => ({
        ...group,
        categoryId: categoryId(category),
        description: group.description ?? group.teaser ?? '',
        activityCount: seed.random.int(3, 240),
      })),
    )
    .returning();
  for (const group of inserted) seed.groups[group.slug] = group.id;
  await seed.db.insert(groupMemberships).values(memberships(seed));
  // A group with a design of its own: the network's in the club's green.
  await seed.db.insert(scopeDesigns).values({
    groupId: seed.groups['running-club'],
    design: { ...DEFAULT_DESIGN, colors: { ...DEFAULT_DESIGN.colors, primary: '#2e7d4f' } },
  });
};

function memberships(seed: SeedContext): MembershipInsert[] {
  const rows = new Map<string, MembershipInsert>();
  const add = (slug: string, memberId: string, values: Partial<MembershipInsert> = {}) => {
    const groupId = seed.groups[slug];
    if (!groupId) throw new Error(`seed: unknown group ${slug}`);
    const key = `${groupId}:${memberId}`;
    const base = rows.get(key) ?? {
      groupId,
      memberId,
      status: 'member' as const,
      subscribed: true,
      activitystreamSubscribed: true,
    };
    rows.set(key, { ...base, ...values });
  };
  const staff = seed.people.filter((p) => !p.isExternal && p.key !== 'member');
  for (const spec of GROUPS) {
    if (spec.slug === 'all-staff')
      for (const p of seed.people.filter((p) => !p.isExternal)) add(spec.slug, p.id);
    if (spec.department)
      for (const p of staff.filter((p) => p.department === spec.department)) add(spec.slug, p.id);
    const candidates = staff.filter((p) => !SPECIAL.some((s) => s.slug === spec.slug && s.key === p.key));
    for (const p of seed.random.sample(candidates, spec.extra)) {
      add(spec.slug, p.id, { favorited: seed.random.chance(0.2), subscribed: seed.random.chance(0.7) });
    }
    for (const key of spec.admins) add(spec.slug, personByKey(seed, key).id, { isAdmin: true });
  }
  const inviter = personByKey(seed, 'giulia').id;
  for (const special of SPECIAL) {
    const id = personByKey(seed, special.key).id;
    const invite = special.status === 'invited' ? { invitedById: inviter } : {};
    const pending = special.status === 'member' ? {} : { subscribed: false, activitystreamSubscribed: false };
    add(special.slug, id, { status: special.status, ...pending, ...invite, ...special.extra });
  }
  return [...rows.values()];
}
