import { z } from 'zod';
import { queryInteger } from './primitives.js';

/**
 * Invitations (part 3 sections 2.1, 3.3, 4, 5, 7): external invites (an address, or a CSV of them)
 * that mail a registration link, internal invites of members into groups, the sent list with renew
 * and revoke, and the registration page of an invited person. Scopes: the network
 * (`/administration`), a group category (`/group-categories/{slug}`) and a group (`/groups/{slug}`).
 * Field messages are i18n keys (errors.invitations.*).
 */
export const invitationPaths = {
  settings: '/external_invites/settings',
  external: (scope: string) => `${scope}/external_invites`,
  internal: (scope: string) => `${scope}/membership_invites`,
  sent: (scope: string) => `${scope}/invites/sent`,
  options: (scope: string) => `/api/v1${scope}/invites/options`,
  renew: '/batch_invites/renew',
  revoke: '/batch_invites/revoke',
  registration: (token: string) => `/api/v1/invitations/${token}`,
} as const;

/** Part 3 section 9. */
export const DEFAULT_CSV_ENCODING = 'ISO-8859-1';
export const CSV_ENCODINGS = ['ISO-8859-1', 'UTF-8'] as const;
/** The most rows one CSV may hold; larger files are refused whole. */
export const CSV_MAX_ROWS = 5000;
export const CSV_MAX_BYTES = 2 * 1024 * 1024;
/** How long an invite link works; renewing mails a fresh one. */
export const INVITE_LINK_DAYS = 14;

const name = z.string().trim().max(100);
const email = z.string().trim().max(320).pipe(z.email());
const ids = z.array(z.string().max(100)).max(500);

export const userType = z.enum(['normal', 'external']);
export type UserType = z.infer<typeof userType>;

/** GET /external_invites/settings */
export const externalInviteSettings = z.object({
  default_invite_subject: z.string(),
  default_invite_text: z.string(),
});
export type ExternalInviteSettings = z.infer<typeof externalInviteSettings>;

/** The can flags of a scope (part 3 section 6); guests-only inviters offer the external type alone. */
export const inviteCan = z.object({
  invite_internal: z.boolean(),
  invite_external: z.boolean(),
  invite_external_guests: z.boolean(),
});
export type InviteCan = z.infer<typeof inviteCan>;

/** GET /api/v1{scope}/invites/options: what the invite page offers in this scope. */
export const inviteOptions = z.object({
  scope: z.object({ type: z.enum(['network', 'category', 'group']), name: z.string() }),
  can: inviteCan,
  groups: z.array(z.object({ id: z.string(), name: z.string() })),
  defaults: externalInviteSettings,
});
export type InviteOptions = z.infer<typeof inviteOptions>;

const mailText = {
  subject: z.string().trim().max(200).optional(),
  body: z.string().trim().max(10_000).optional(),
};

/** POST {scope}/external_invites as JSON: one address. */
export const externalInviteBody = z.object({
  external_invite: z.object({
    email,
    first_name: name.default(''),
    last_name: name.default(''),
    user_type: userType.default('normal'),
    group_ids: ids.default([]),
    ...mailText,
  }),
});
export type ExternalInviteBody = z.input<typeof externalInviteBody>;

/** The fields of the multipart form beside the `csv` file. */
export const csvInviteFields = z.object({
  character_encoding: z.enum(CSV_ENCODINGS).default(DEFAULT_CSV_ENCODING),
  user_type: userType.default('normal'),
  group_ids: ids.default([]),
  ...mailText,
});
export type CsvInviteFields = z.infer<typeof csvInviteFields>;

/** One CSV row that was skipped: its line number (the header is line 1), address and reason (a key). */
export const rowError = z.object({ row: z.number(), email: z.string(), message: z.string() });
export type RowError = z.infer<typeof rowError>;

/** 201: how many invites were sent and the rows that were skipped. */
export const externalInviteResult = z.object({ invited: z.number(), errors: z.array(rowError) });
export type ExternalInviteResult = z.infer<typeof externalInviteResult>;

/** POST {scope}/membership_invites */
export const membershipInviteBody = z.object({
  membership_invites: z.object({
    membership_ids: ids.min(1),
    group_ids: ids.default([]),
    additional_message: z.string().trim().max(10_000).optional(),
  }),
});
export type MembershipInviteBody = z.input<typeof membershipInviteBody>;
export const membershipInviteResult = z.object({ invited: z.number() });

export const sentInviteStatus = z.enum(['open', 'accepted', 'obsolete', 'joined']);
export type SentInviteStatus = z.infer<typeof sentInviteStatus>;

export const sentInvite = z.object({
  id: z.string(),
  type: z.enum(['ExternalInvite', 'GroupInvite']),
  status: sentInviteStatus,
  /** The address (external) or the member's name (group invite). */
  recipient: z.string(),
  groups: z.array(z.object({ id: z.string(), name: z.string() })),
  author: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  can: z.object({ renew: z.boolean(), revoke: z.boolean() }),
});
export type SentInvite = z.infer<typeof sentInvite>;

export const sentInvitesQuery = z.object({
  page: queryInteger(1, 100_000).default(1),
  per: queryInteger(1, 100).default(25),
});
export const sentInviteList = z.object({
  entries: z.array(sentInvite),
  total: z.number(),
  page: z.number(),
  per: z.number(),
});
export type SentInviteList = z.infer<typeof sentInviteList>;

/** POST /batch_invites/renew: a new link and mail for each; refused whole unless every one is open. */
export const renewBody = z.object({
  invite_ids: ids.min(1),
  body: z.string().trim().max(10_000).optional(),
});
/** POST /batch_invites/revoke: refused whole unless every one is open. */
export const revokeBody = z.object({ invite_ids: ids.min(1) });
export type RenewBody = z.infer<typeof renewBody>;
export const batchResult = z.object({ count: z.number() });

const token = z.string().min(1).max(200);
export const registrationParams = z.object({ token });

/** GET /api/v1/invitations/{token}: 200 while the link works; 410 with code expired, revoked or used. */
export const registrationInfo = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  network: z.string(),
  groups: z.array(z.string()),
});
export type RegistrationInfo = z.infer<typeof registrationInfo>;

/** POST /api/v1/invitations/{token}: creates the account, signs it in, answers where to go. */
export const registrationBody = z.object({
  user: z.object({
    first_name: name.min(1),
    last_name: name.min(1),
    password: z.string().min(1).max(1000),
  }),
});
export type RegistrationBody = z.infer<typeof registrationBody>;
export const registrationResult = z.object({ redirect_to: z.string() });

/** The codes of a link that no longer works (answered with 410). */
export const LINK_GONE_CODES = ['expired', 'revoked', 'used'] as const;

/** GET /api/v1/invites?filter=groups: the member's open group invitations (accept: join the group). */
export const groupInvite = z.object({
  id: z.string(),
  invitable: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
  invitable_type: z.literal('Group'),
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  inviteStatus: z.literal('open'),
  created_at: z.string(),
});
export type GroupInvite = z.infer<typeof groupInvite>;
export const groupInviteList = z.object({
  invites: z.array(groupInvite),
  total: z.number(),
  nextPage: z.number().nullable(),
});
export type GroupInviteList = z.infer<typeof groupInviteList>;
