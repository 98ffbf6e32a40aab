import type {
  DigestSetting,
  MemberSettings,
  UpdateMemberSettings,
} from '../../../contract/member-settings.js';
import type { Language } from '../../../contract/network.js';
import type { AppContext } from '../../platform/context.js';
import { type FieldErrors, notFound, unprocessable } from '../../platform/errors.js';
import type { CurrentMember } from '../../platform/identity/viewer.js';
import { bouncesOf, clearBounce } from '../../platform/mail/bounces.js';
import { visibleGroupsByRef } from '../groups/service.js';
import {
  getMemberRecord,
  memberRowsByIds,
  visibleMemberIds,
  writeLocaleSettings,
} from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import {
  ignoredMemberIds,
  notificationKinds,
  notificationSettingsOf,
  type StoredDigest,
  saveNotificationSettings,
  setIgnoredMembers,
} from '../notifications/service.js';

/**
 * A member's own settings page (part 3 sections 2.2, 3.5, 4): the mails they want, language and time
 * zone, and the members they ignore. Only the member themself may read or change them; for everyone
 * else the settings do not exist (404).
 */

function ownOnly(viewer: CurrentMember, memberId: string) {
  if (viewer.id !== memberId) throw notFound('member');
}

/** Every registered kind with its settings group, sorted so the form groups them steadily. */
function kindsOf(ctx: AppContext) {
  return [...ctx.extensions.all(notificationKinds)]
    .map(([kind, definition]) => ({ kind, category: definition.category }))
    .sort((a, b) => a.category.localeCompare(b.category) || a.kind.localeCompare(b.kind));
}

export async function getMemberSettings(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: CurrentMember,
  memberId: string,
): Promise<MemberSettings> {
  ownOnly(viewer, memberId);
  const [record, settingsMap, ignored] = await Promise.all([
    getMemberRecord(ctx.db, memberId),
    notificationSettingsOf(ctx.db, [memberId]),
    ignoredMemberIds(ctx.db, memberId),
  ]);
  const settings = settingsMap.get(memberId);
  if (!settings) throw notFound('member');
  const digestGroupIds = [...settings.emailDigests.groupIds, ...settings.emailDailyDigests.groupIds];
  const [groups, ignoredRows, bounces] = await Promise.all([
    visibleGroupsByRef(ctx.db, viewer, digestGroupIds),
    memberRowsByIds(ctx.db, network, ignored),
    bouncesOf(ctx.db, [record.email]),
  ]);
  const bounce = bounces.values().next().value;
  const digestView = (digest: StoredDigest) => ({
    switch: digest.switch,
    enabled: digest.switch !== 'disabled',
    group_ids: digest.switch === 'all' ? ('all' as const) : digest.groupIds,
    include_network_level: digest.includeNetworkLevel,
    groups: digest.groupIds.flatMap((id) => {
      const found = groups.get(id);
      return found ? [{ id, name: found.group.name }] : [];
    }),
  });
  return {
    locale: record.locale as Language,
    time_zone: record.timeZone,
    email_notifications: kindsOf(ctx).map(({ kind, category }) => ({
      kind,
      category,
      email: settings.emailNotifications[kind] !== false,
    })),
    email_subscriptions: settings.emailSubscriptions,
    email_admin_notifications: settings.emailAdminNotifications,
    newsletter: settings.newsletter,
    email_digests: digestView(settings.emailDigests),
    email_daily_digests: digestView(settings.emailDailyDigests),
    ignored_members: ignored.flatMap((id) => {
      const row = ignoredRows.get(id);
      return row ? [{ id, name: row.name }] : [];
    }),
    email_bounce: bounce
      ? {
          address: record.email,
          code: bounce.code,
          response: bounce.response,
          bounced_at: bounce.lastBouncedAt.toISOString(),
        }
      : null,
  };
}

/** The member fixed their mailbox: optional mail to their address is tried again. 404 when none bounced. */
export async function clearOwnBounce(
  ctx: AppContext,
  viewer: CurrentMember,
  memberId: string,
): Promise<void> {
  ownOnly(viewer, memberId);
  if (!(await clearBounce(ctx.db, viewer.email))) throw notFound('email_bounce');
}

/** The digest as stored: groups only for `selected_groups`, which needs at least one. */
function digestProblems(
  field: string,
  digest: DigestSetting,
  visibleGroups: Set<string>,
  errors: FieldErrors,
) {
  if (digest.switch !== 'selected_groups') return;
  if (digest.group_ids.length === 0) {
    errors[`${field}.group_ids`] = ['errors.validation.digest_groups_required'];
  } else if (digest.group_ids.some((id) => !visibleGroups.has(id))) {
    errors[`${field}.group_ids`] = ['errors.validation.unknown_group'];
  }
}

const storedDigest = (digest: DigestSetting): StoredDigest => ({
  switch: digest.switch,
  groupIds: digest.switch === 'selected_groups' ? [...new Set(digest.group_ids)] : [],
  includeNetworkLevel: digest.include_network_level,
});

export async function updateMemberSettings(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: CurrentMember,
  memberId: string,
  body: UpdateMemberSettings,
): Promise<MemberSettings> {
  ownOnly(viewer, memberId);
  const known = new Set(kindsOf(ctx).map(({ kind }) => kind));
  const errors: FieldErrors = {};
  for (const kind of Object.keys(body.email_notifications)) {
    if (!known.has(kind))
      errors[`email_notifications.${kind}`] = ['errors.validation.unknown_notification_kind'];
  }
  const groupIds = [...body.email_digests.group_ids, ...body.email_daily_digests.group_ids];
  const visibleGroups = new Set((await visibleGroupsByRef(ctx.db, viewer, groupIds)).keys());
  digestProblems('email_digests', body.email_digests, visibleGroups, errors);
  digestProblems('email_daily_digests', body.email_daily_digests, visibleGroups, errors);
  const ignored = [...new Set(body.ignored_member_ids)];
  const visibleIgnored = await visibleMemberIds(ctx, network, viewer, ignored);
  if (ignored.some((id) => id === memberId || !visibleIgnored.has(id))) {
    errors.ignored_member_ids = ['errors.validation.unknown_member'];
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);

  const current = (await notificationSettingsOf(ctx.db, [memberId])).get(memberId);
  const localeChanged = await ctx.db.transaction(async (tx) => {
    const changed = await writeLocaleSettings(tx, memberId, {
      locale: body.locale,
      time_zone: body.time_zone,
    });
    await saveNotificationSettings(tx, memberId, {
      emailNotifications: { ...current?.emailNotifications, ...body.email_notifications },
      emailSubscriptions: body.email_subscriptions,
      emailAdminNotifications: body.email_admin_notifications,
      newsletter: body.newsletter,
      emailDigests: storedDigest(body.email_digests),
      emailDailyDigests: storedDigest(body.email_daily_digests),
    });
    await setIgnoredMembers(tx, memberId, ignored);
    return changed;
  });
  // Signed-in requests carry the locale and time zone from the session cache.
  if (localeChanged) await ctx.sessions.evictMember(memberId);
  return getMemberSettings(ctx, network, viewer, memberId);
}
