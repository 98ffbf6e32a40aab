/** Query keys of the member administration; everything under `memberAdministration` reloads together. */
export const memberAdministrationKeys = {
  all: ['member-administration'] as const,
  list: (q: string, page: number) => ['member-administration', 'list', q, page] as const,
  member: (id: string) => ['member-administration', 'member', id] as const,
  groups: (id: string) => ['member-administration', 'groups', id] as const,
  options: ['member-administration', 'options'] as const,
  bounces: ['member-administration', 'bounces'] as const,
};
