import { z } from 'zod';
import { queryInteger } from './primitives.js';

/**
 * Undeliverable e-mail addresses (part 3 section 8: "a hint lists bounced e-mail addresses when e-mail
 * notifications are disabled"). A mail server that refuses an address for good (5xx) records it; optional
 * mail to it stops until the member or an administrator clears it.
 */
export const mailBouncesPath = '/api/v1/administration/mail_bounces';
export const mailBouncePath = (address: string) => `${mailBouncesPath}/${encodeURIComponent(address)}`;
export const ownMailBouncePath = (memberId: string) => `/api/v1/members/${memberId}/settings/email_bounce`;

/** What the member's own settings show: their address and the mail server's answer. */
export const emailBounce = z.object({
  address: z.string(),
  code: z.number(),
  response: z.string(),
  bounced_at: z.string(),
});
export type EmailBounce = z.infer<typeof emailBounce>;

export const mailBounce = z.object({
  address: z.string(),
  code: z.number(),
  response: z.string(),
  /** How often the address was refused, and when first and last. */
  count: z.number(),
  first_bounced_at: z.string(),
  last_bounced_at: z.string(),
  /** The member holding the address, if one does. */
  member: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type MailBounce = z.infer<typeof mailBounce>;

export const mailBounceListQuery = z.object({
  page: queryInteger(1, 100_000).default(1),
  per: queryInteger(1, 100).default(25),
});

export const mailBounceList = z.object({
  entries: z.array(mailBounce),
  total: z.number(),
  page: z.number(),
  per: z.number(),
});
export type MailBounceList = z.infer<typeof mailBounceList>;
