import { z } from 'zod';
import { roleBadge } from './members.js';
import { queryInteger } from './primitives.js';

/**
 * Member administration (part 3 sections 2.1, 3.3, 4, 5, 7): network administrators create, edit,
 * lock, switch between guest and normal, give roles and delete members. Field messages are i18n
 * keys (errors.member_administration.*, errors.validation.*).
 */
export const memberAdministrationPaths = {
  list: '/administration/members',
  member: (id: string) => `/api/v1/administration/members/${id}`,
  update: (id: string) => `/administration/members/${id}`,
  lock: (id: string) => `/administration/members/${id}/lock`,
  groupMemberships: (id: string) => `/api/v1/administration/members/${id}/group_memberships`,
  options: '/api/v1/administration/members/options',
} as const;

/** GET /administration/members?q=&page=&per= */
export const adminMemberListQuery = z.object({
  q: z.string().max(200).optional(),
  page: queryInteger(1, 100_000).default(1),
  per: queryInteger(1, 100).default(25),
});
export type AdminMemberListQuery = z.infer<typeof adminMemberListQuery>;

export const adminMemberCan = z.object({
  edit: z.boolean(),
  lock: z.boolean(),
  unlock: z.boolean(),
  destroy: z.boolean(),
  /** Switch between guest (external) and normal: only when the network allows guests. */
  switch_external: z.boolean(),
  /** Network roles: only when the network uses membership roles. */
  assign_roles: z.boolean(),
  /** Sign the member out of every session. */
  end_sessions: z.boolean(),
  /** Remove the member's second factors: only while the network's two-factor is not disabled. */
  reset_factors: z.boolean(),
});

export const adminMember = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  email: z.string(),
  is_external: z.boolean(),
  is_network_admin: z.boolean(),
  locked: z.boolean(),
  /** No password yet: the welcome mail's link was not used. */
  password_pending: z.boolean(),
  roles: z.array(roleBadge),
  created_at: z.string(),
  last_seen_at: z.string().nullable(),
  can: adminMemberCan,
});
export type AdminMember = z.infer<typeof adminMember>;

export const adminMemberList = z.object({
  entries: z.array(adminMember),
  total: z.number(),
  page: z.number(),
  per: z.number(),
});
export type AdminMemberList = z.infer<typeof adminMemberList>;

/** GET /api/v1/administration/members/options: what the create and edit forms offer. */
export const adminMemberOptions = z.object({
  roles: z.array(roleBadge),
  can: z.object({ switch_external: z.boolean(), assign_roles: z.boolean() }),
});
export type AdminMemberOptions = z.infer<typeof adminMemberOptions>;

const name = z.string().trim().min(1).max(100);
const email = z.string().trim().max(320).pipe(z.email());
const roleIds = z.array(z.string().max(100)).max(200);

/**
 * POST /administration/members: 201 with the member. The password is required unless the welcome
 * mail lets the member choose it (send_welcome_mail, default true).
 */
export const createMemberBody = z.object({
  user: z.object({
    email,
    first_name: name,
    last_name: name,
    password: z.string().max(1000).optional(),
    send_welcome_mail: z.boolean().default(true),
    is_external: z.boolean().default(false),
    role_ids: roleIds.optional(),
  }),
});
export type CreateMemberBody = z.input<typeof createMemberBody>;

/** PUT /administration/members/{id}: the fields given change. */
export const updateMemberBody = z.object({
  user: z.object({
    email: email.optional(),
    first_name: name.optional(),
    last_name: name.optional(),
    is_external: z.boolean().optional(),
    is_network_admin: z.boolean().optional(),
    role_ids: roleIds.optional(),
  }),
});
export type UpdateMemberBody = z.infer<typeof updateMemberBody>;

/** GET /api/v1/administration/members/{id}/group_memberships */
export const adminGroupMemberships = z.object({
  member: adminMember,
  groups: z.array(z.object({ id: z.string(), slug: z.string(), name: z.string() })),
});
export type AdminGroupMemberships = z.infer<typeof adminGroupMemberships>;
