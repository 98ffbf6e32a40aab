import { z } from 'zod';
import { emailBounce } from './mail-bounces.js';
import { language } from './network.js';

/**
 * A member's own settings (part 3 sections 2.2, 3.5, 4): which mails reach them, their language and
 * time zone, and the members they ignore. `GET/PUT /api/v1/members/{id}/settings`; only the member
 * themself reads or writes them, everyone else gets 404.
 */
export const memberSettingsPath = (memberId: string) => `/api/v1/members/${memberId}/settings`;

/** The digest switch of section 4: it maps to an enabled flag plus group ids, 'all' is a sentinel. */
export const DIGEST_SWITCHES = ['disabled', 'all', 'selected_groups'] as const;
export type DigestSwitch = (typeof DIGEST_SWITCHES)[number];

export const digestSetting = z.object({
  switch: z.enum(DIGEST_SWITCHES),
  /** The groups whose activities the digest collects when the switch is `selected_groups`. */
  group_ids: z.array(z.string().max(100)).max(500),
  /** Also the network-level streams (not only groups). */
  include_network_level: z.boolean(),
});
export type DigestSetting = z.infer<typeof digestSetting>;

/** The digest as answered: the switch plus the spec's `enabled` and `group_ids` ('all' sentinel). */
export const digestSettingView = z.object({
  switch: z.enum(DIGEST_SWITCHES),
  enabled: z.boolean(),
  group_ids: z.union([z.literal('all'), z.array(z.string())]),
  include_network_level: z.boolean(),
  /** Names of the selected groups the member may see, for the form's chips. */
  groups: z.array(z.object({ id: z.string(), name: z.string() })),
});

export const notificationKindSetting = z.object({
  kind: z.string(),
  /** The settings group (activities, messages, calendars, tasks, groups, files, administration, …). */
  category: z.string(),
  email: z.boolean(),
});

export const ignoredMember = z.object({ id: z.string(), name: z.string() });

export const memberSettings = z.object({
  locale: language,
  time_zone: z.string(),
  /** One entry per notification kind the server defines; `email` says whether it is mailed. */
  email_notifications: z.array(notificationKindSetting),
  /** Mails about new activities in the streams and groups the member subscribed to. */
  email_subscriptions: z.boolean(),
  /** Mails of administration notifications (join requests, change requests, abuse reports). */
  email_admin_notifications: z.boolean(),
  /** The network's newsletter. */
  newsletter: z.boolean(),
  email_digests: digestSettingView,
  email_daily_digests: digestSettingView,
  ignored_members: z.array(ignoredMember),
  /** Set while the member's address bounced: optional mail is paused until they clear it. */
  email_bounce: emailBounce.nullable(),
});
export type MemberSettings = z.infer<typeof memberSettings>;

export const updateMemberSettingsBody = z.object({
  locale: language,
  time_zone: z.string().min(1).max(100),
  /** Kind -> mailed or not; kinds left out keep their setting. */
  email_notifications: z.record(z.string().max(100), z.boolean()),
  email_subscriptions: z.boolean(),
  email_admin_notifications: z.boolean(),
  newsletter: z.boolean(),
  email_digests: digestSetting,
  email_daily_digests: digestSetting,
  ignored_member_ids: z.array(z.string().max(100)).max(500),
});
export type UpdateMemberSettings = z.infer<typeof updateMemberSettingsBody>;
