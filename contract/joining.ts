import { z } from 'zod';

/**
 * Joining the network on one's own (part 3 section 3.1: join_user_can_initiate, join_moderated,
 * altcha_captcha, join_as_external, join_ask_for_profile_data). A visitor registers, confirms the
 * address through a mailed single-use link, and is then a member, or waits for an administrator's
 * approval when joining is moderated. Every route answers 404 while the network does not let people
 * join.
 */
export const joiningPaths = {
  /** The public registration page and its API (GET: what the form asks for; POST: register). */
  page: '/users/sign_up',
  api: '/api/v1/join',
  /** The mailed link's page (`?token=`) and the call it makes. */
  confirmationPage: '/users/confirmation',
  confirm: '/api/v1/join/confirmation',
  /** The administrators' list of people waiting for approval. */
  requests: '/administration/join_requests',
  approve: (id: string) => `/administration/join_requests/${id}/approve`,
  reject: (id: string) => `/administration/join_requests/${id}/reject`,
} as const;

/** How long the confirmation link works. */
export const JOIN_LINK_HOURS = 48;

/** GET /api/v1/join: what the registration form asks for. */
export const joinForm = z.object({
  network: z.string(),
  altcha: z.boolean(),
  moderated: z.boolean(),
  profile_fields: z.array(z.object({ key: z.string(), label: z.string(), type: z.string() })),
});
export type JoinForm = z.infer<typeof joinForm>;

const name = z.string().trim().min(1).max(100);

/** POST /api/v1/join */
export const joinBody = z.object({
  user: z.object({
    first_name: name,
    last_name: name,
    email: z.string().trim().max(320).pipe(z.email()),
    password: z.string().min(1).max(1000),
    /** Values of the network's profile fields; only asked for with join_ask_for_profile_data. */
    profile: z.record(z.string().max(100), z.string().trim().max(1000)).optional(),
  }),
  /** The solved ALTCHA challenge (GET /api/v1/sign_in/challenge), required with altcha_captcha. */
  altcha: z.string().max(4000).optional(),
});
export type JoinBody = z.infer<typeof joinBody>;

/**
 * 202, the same whether or not the address has an account already: a confirmation mail went out
 * (or, for a taken address, a note that it has an account), so nobody learns which addresses exist.
 */
export const joinAccepted = z.object({ status: z.literal('confirmation_sent') });

/** POST /api/v1/join/confirmation */
export const confirmBody = z.object({ token: z.string().min(1).max(200) });
/** `active`: the person may sign in now; `pending`: an administrator approves first. */
export const confirmResult = z.object({ status: z.enum(['active', 'pending']) });
export type ConfirmResult = z.infer<typeof confirmResult>;

/** GET /administration/join_requests: confirmed requests waiting for a decision, oldest first. */
export const joinRequestRow = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  profile: z.array(z.object({ label: z.string(), value: z.string() })),
  confirmed_at: z.string(),
});
export type JoinRequestRow = z.infer<typeof joinRequestRow>;
export const joinRequestList = z.object({
  join_requests: z.array(joinRequestRow),
  /** Whether the network joins people as guests (join_as_external), for the page's hint. */
  as_external: z.boolean(),
});
export type JoinRequestList = z.infer<typeof joinRequestList>;

/** POST …/reject: the optional message is mailed to the person. */
export const rejectJoinBody = z.object({ rejection_message: z.string().trim().max(5000).optional() });
export type RejectJoinBody = z.infer<typeof rejectJoinBody>;
