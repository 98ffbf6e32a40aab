/** The group administration calls (part 3 section 7, "Invites and groups"). */
export const groupAdminPaths = {
  /** GET ?group_category_slug= -> newGroup. */
  newGroup: '/api/v1/groups/new',
  /** POST createGroupBody -> 201 group. */
  groups: '/groups',
  /** PUT updateGroupBody -> group; DELETE -> 204. */
  group: (slug: string) => `/groups/${encodeURIComponent(slug)}`,
  /** PUT archives, DELETE restores -> group. */
  archive: (slug: string) => `/groups/${encodeURIComponent(slug)}/archive`,
};
