import { z } from 'zod';

/**
 * Membership roles manager (part 3 sections 2.1, 3.5, 5): the network's roles at
 * /administration/membership_roles and a group's at /groups/{slug}/administration/membership_roles.
 * Only while the network's config enables membership roles; otherwise the paths answer 404. The slug
 * comes from the name once and never changes. Field messages are i18n keys (errors.membership_roles.*).
 */
export const membershipRolePaths = {
  list: (scope: string) => `${scope}/administration/membership_roles`,
  role: (scope: string, id: string) => `${scope}/administration/membership_roles/${id}`,
} as const;

/** The network's scope prefix is empty; a group's is /groups/{slug}. */
export const NETWORK_ROLE_SCOPE = '';
export const groupRoleScope = (slug: string) => `/groups/${slug}`;

export const ROLE_NAME_MAX_LENGTH = 100;

export const roleDisplayType = z.enum(['default', 'grouped', 'hidden']);
export type RoleDisplayType = z.infer<typeof roleDisplayType>;

const hexColor = z.string().regex(/^#?[0-9a-fA-F]{6}$/, 'errors.membership_roles.color_invalid');

/** Name and plural are checked by the server (422 with keys), so the form may send them empty. */
export const membershipRoleFields = z.object({
  name: z.string().max(ROLE_NAME_MAX_LENGTH),
  plural_name: z.string().max(ROLE_NAME_MAX_LENGTH),
  color: hexColor,
  text_color: hexColor,
  display_type: roleDisplayType,
});
export type MembershipRoleFields = z.infer<typeof membershipRoleFields>;

/** Create and update take the same fields; a slug in the body is ignored (it never changes). */
export const membershipRoleBody = z.object({ membership_role: membershipRoleFields });
export type MembershipRoleBody = z.infer<typeof membershipRoleBody>;

export const membershipRole = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  plural_name: z.string(),
  /** '#rrggbb' */
  color: z.string(),
  text_color: z.string(),
  display_type: roleDisplayType,
  /** Members holding the role. */
  member_count: z.number(),
});
export type MembershipRole = z.infer<typeof membershipRole>;

export const membershipRoleList = z.object({
  entries: z.array(membershipRole),
  /** Where the manager links back to: the scope's member administration. */
  members_path: z.string(),
});
export type MembershipRoleList = z.infer<typeof membershipRoleList>;
