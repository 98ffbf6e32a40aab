import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import type { Mail } from '../../platform/mail/mail.js';
import { type DigestItem, digestItems } from '../activities/service.js';
import { upcomingAppointments } from '../appointments/service.js';
import { type MemberRecord, memberContactsByIds, visibleMemberIds } from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import { ignoredBy, type StoredDigest, unsubscribeFor } from '../notifications/service.js';
import { renderDigest } from './render.js';
import { digestMailedItems, digestMails } from './tables.js';

/** The digest and the daily activity mail of one member for one run. */

const DAY_MS = 24 * 60 * 60 * 1000;
/** A digest looks this far back at most: older unread things are history, not news. */
const DIGEST_LOOKBACK_MS = 14 * DAY_MS;
/** A daily mail covers the time since the member's previous one, at most this long (a stopped server). */
const DAILY_LOOKBACK_MS = 7 * DAY_MS;
const MAX_ITEMS = 50;
const REPLIES_SHOWN = 3;

export type ScheduledMail = 'digest' | 'daily';
export type Composed = { mail: Mail; items: { activityId: string; version: Date }[] };

/** The same Message-ID for every attempt of one member's mail of one period: receivers drop repeats. */
export function periodMessageId(
  ctx: Pick<AppContext, 'config'>,
  mail: string,
  memberId: string,
  period: string,
) {
  const host = new URL(ctx.config.publicUrl).hostname;
  return `<${mail}.${memberId}.${period.replace(/[^0-9A-Za-z-]/g, '-')}@${host}>`;
}

/** Where the daily mail starts: the member's previous daily mail, or a day before. */
async function dailySince(ctx: AppContext, memberId: string, at: Date): Promise<Date> {
  const [last] = await ctx.db
    .select({ createdAt: digestMails.createdAt })
    .from(digestMails)
    .where(and(eq(digestMails.memberId, memberId), eq(digestMails.mail, 'daily')))
    .orderBy(desc(digestMails.createdAt))
    .limit(1);
  const floor = at.getTime() - DAILY_LOOKBACK_MS;
  const since = last ? Math.max(new Date(last.createdAt).getTime(), floor) : at.getTime() - DAY_MS;
  return new Date(since);
}

/** Items of this member and mail not yet mailed (for the daily mail: not for this change). */
function notYetMailed(memberId: string, mail: ScheduledMail) {
  return (activityId: SQL, changedAt: SQL) =>
    sql`not exists (select 1 from ${digestMailedItems} where ${digestMailedItems.memberId} = ${memberId} and ${digestMailedItems.mail} = ${mail} and ${digestMailedItems.activityId} = ${activityId}${mail === 'daily' ? sql` and ${digestMailedItems.version} >= ${changedAt}` : sql``})`;
}

export async function composeScheduledMail(
  ctx: AppContext,
  network: NetworkRecord,
  member: MemberRecord,
  choice: StoredDigest,
  mail: ScheduledMail,
  at: Date,
  period: string,
): Promise<Composed | null> {
  const viewer = { id: member.id, isExternal: member.isExternal, isNetworkAdmin: member.isNetworkAdmin };
  const { digests, daily_activity: daily } = network.settings;
  const items: DigestItem[] = await digestItems(ctx, viewer, {
    groups: choice.switch === 'all' ? 'all' : choice.groupIds,
    includeNetworkLevel: choice.includeNetworkLevel && (mail === 'digest' || daily.include_network_level),
    changes: mail === 'daily' && daily.mode === 'new_and_updated' ? 'created_or_updated' : 'created',
    since:
      mail === 'digest' ? new Date(at.getTime() - DIGEST_LOOKBACK_MS) : await dailySince(ctx, member.id, at),
    until: at,
    excludedAuthors: ignoredBy(ctx.db, member.id),
    notYetMailed: notYetMailed(member.id, mail),
    limit: MAX_ITEMS,
    replies: digests.show_comments ? REPLIES_SHOWN : 0,
  });
  if (items.length === 0) return null;
  const count = mail === 'digest' ? digests.max_number_of_upcoming_appointments : 0;
  const appointments =
    count > 0
      ? await upcomingAppointments(
          ctx.db,
          network,
          { ...viewer, timeZone: member.timeZone },
          { scope: 'personal', additionalCalendarIds: [], count },
          at,
        )
      : [];
  // Authors are named only where the app names them: members the recipient may see.
  const authorIds = items.flatMap((item) => [item.authorId, ...item.replies.map((r) => r.authorId)]);
  const visible = await visibleMemberIds(ctx, network, viewer, authorIds);
  const contacts = await memberContactsByIds(ctx.db, [...visible]);
  const names = new Map([...contacts.values()].map((c) => [c.id, `${c.firstName} ${c.lastName}`.trim()]));
  const body = renderDigest({
    kind: mail,
    mode: daily.mode,
    networkName: network.name,
    publicUrl: ctx.config.publicUrl,
    locale: member.locale,
    networkLanguage: network.language,
    timeZone: member.timeZone,
    items,
    names,
    appointments,
    appointmentsAt: digests.upcoming_appointments_position,
  });
  return {
    mail: {
      to: member.email,
      ...body,
      locale: member.locale,
      unsubscribe: unsubscribeFor(ctx, member.id, mail === 'digest' ? 'digest' : 'daily_digest'),
      messageId: periodMessageId(ctx, mail, member.id, period),
    },
    items: items.map((item) => ({ activityId: item.id, version: item.changedAt })),
  };
}
