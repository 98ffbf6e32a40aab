import { z } from 'zod';
import { memberRow, roleBadge } from './members.js';

/** One entry of GET /directory (chat "new chat", recipient pickers). */
export const directoryEntry = z.discriminatedUnion('type', [
  z.object({ type: z.literal('member'), id: z.string(), member: memberRow }),
  z.object({
    type: z.literal('group'),
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    profile_image: z.string().nullable(),
    category: z.object({ id: z.string(), name: z.string(), plural_name: z.string() }),
    chat: z.boolean(),
  }),
  z.object({ type: z.literal('membership_role'), id: z.string(), role: roleBadge, plural_name: z.string() }),
]);
export type DirectoryEntry = z.infer<typeof directoryEntry>;

/**
 * GET /directory?q=&only_my_groups=&only_my_admin_groups=&only_chat_enabled=&include_membership_roles=
 * Members first, then groups (ordered by category), then roles; at most 5000 entries, `too_large` above.
 */
export const directoryResponse = z.object({
  entries: z.array(directoryEntry),
  total: z.number(),
  too_large: z.boolean(),
});
export type DirectoryResponse = z.infer<typeof directoryResponse>;

/** GET /directory/members?q=&page= */
export const directoryMembersResponse = z.object({
  entries: z.array(memberRow),
  total: z.number(),
  page: z.number(),
  per: z.number(),
  too_large: z.boolean(),
});
