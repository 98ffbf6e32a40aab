/** Query keys in one place, so invalidations match the queries they mean. */
export const queryKeys = {
  network: ['network'] as const,
  me: ['me'] as const,
  myGroups: ['groups', 'mine'] as const,
  group: (slug: string) => ['groups', 'detail', slug] as const,
  groupNavigation: (slug: string) => ['groups', 'navigation', slug] as const,
  groupMembers: (slug: string, page: number) => ['groups', 'members', slug, page] as const,
  members: (q: string, page: number) => ['members', 'list', q, page] as const,
  member: (id: string) => ['members', 'detail', id] as const,
  unreadFeatures: ['unreads', 'features'] as const,
  unreadActivities: ['unreads', 'activities'] as const,
  unreads: ['unreads', 'derived'] as const,
  userbarAdministration: (contextType: string, contextId: string | null) =>
    ['userbar', 'administration', contextType, contextId] as const,
  userbarLinks: (kind: 'pages' | 'apps') => ['userbar', kind] as const,
  setup: (token: string) => ['setup', token] as const,
};
