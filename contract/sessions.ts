import { z } from 'zod';

/**
 * The signed-in member's sessions (the account page /users/edit) and an administrator ending all
 * sessions of a member.
 */
export const sessionPaths = {
  list: '/api/v1/users/sessions',
  session: (id: string) => `/api/v1/users/sessions/${id}`,
  adminEnd: (memberId: string) => `/administration/members/${memberId}/sessions`,
} as const;

export const sessionEntry = z.object({
  /** Not the session's token nor its hash: an id derived from it, good only for this list. */
  id: z.string(),
  current: z.boolean(),
  /** Browser and operating system read from the user agent; null when not recognised. */
  browser: z.string().nullable(),
  device: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
});
export type SessionEntry = z.infer<typeof sessionEntry>;

export const sessionList = z.object({ entries: z.array(sessionEntry) });
export type SessionList = z.infer<typeof sessionList>;

export const sessionParams = z.object({
  id: z.string().regex(/^[0-9a-f]{32}$/, 'errors.validation.invalid_id'),
});

export const endedSessions = z.object({ ended: z.number() });
