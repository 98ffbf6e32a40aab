import { z } from 'zod';
import { memberListQuery, memberRow, roleBadge } from './members.js';
import { membershipRole, roleDisplayType } from './membership-roles.js';

/**
 * Group administration (part 3 section 2.1): /groups/{slug}/administration, its members with their
 * group roles, and their changes. Only the group's administrators (and network and category
 * administrators) reach these paths; for everyone else they answer 404.
 */
export const groupAdministrationPaths = {
  main: (slug: string) => `/groups/${slug}/administration`,
  members: (slug: string) => `/groups/${slug}/administration/members`,
  member: (slug: string, memberId: string) => `/groups/${slug}/administration/members/${memberId}`,
  joinRequests: (slug: string) => `/groups/${slug}/administration/join_requests`,
  approve: (slug: string, memberId: string) =>
    `/groups/${slug}/administration/join_requests/${memberId}/approve`,
  reject: (slug: string, memberId: string) =>
    `/groups/${slug}/administration/join_requests/${memberId}/reject`,
} as const;

/** The main info page: the group, counts and what the viewer may manage here. */
export const groupAdministration = z.object({
  group: z.object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    teaser: z.string(),
    access: z.enum(['open', 'closed', 'hidden']),
    moderated_join: z.boolean(),
    archived: z.boolean(),
  }),
  member_count: z.number(),
  join_request_count: z.number(),
  can: z.object({
    manage_roles: z.boolean(),
    invite: z.boolean(),
  }),
});
export type GroupAdministration = z.infer<typeof groupAdministration>;

/** A group role on a member, with how member lists show it. */
export const groupRoleBadge = roleBadge.extend({ display_type: roleDisplayType });
export type GroupRoleBadge = z.infer<typeof groupRoleBadge>;

export const administeredGroupMember = z.object({
  member: memberRow,
  is_group_admin: z.boolean(),
  group_roles: z.array(groupRoleBadge),
  can: z.object({ make_admin: z.boolean(), remove_admin: z.boolean(), remove: z.boolean() }),
});
export type AdministeredGroupMember = z.infer<typeof administeredGroupMember>;

export const administeredGroupMemberQuery = memberListQuery;

export const administeredGroupMemberList = z.object({
  entries: z.array(administeredGroupMember),
  total: z.number(),
  page: z.number(),
  per: z.number(),
  /** The group's roles to pick from; empty when the network does not use membership roles. */
  roles: z.array(membershipRole),
  can: z.object({ assign_roles: z.boolean() }),
});
export type AdministeredGroupMemberList = z.infer<typeof administeredGroupMemberList>;

/** PUT .../administration/members/{id}: either or both changes. */
export const updateGroupMemberBody = z.object({
  is_admin: z.boolean().optional(),
  role_ids: z.array(z.string().max(100)).max(100).optional(),
});
export type UpdateGroupMemberBody = z.infer<typeof updateGroupMemberBody>;
