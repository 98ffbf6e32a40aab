import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Channel, ChannelSections, ChannelSummary } from '../../../contract/channels.js';
import type { AppContext } from '../../platform/context.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { visibleTo } from '../../platform/visibility/keys.js';
import { groupKey } from '../groups/policy.js';
import { loadVisibleGroup } from '../groups/service.js';
import { containsPattern } from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import { assertChannelsEnabled, listedFor, loadOpenableChannel, viewerKeySet } from './load.js';
import { canCreateChannel } from './policy.js';
import { type ChannelRecord, presentChannelSummary } from './present.js';
import { recordChannelVisit } from './subscriptions.js';
import { channelSubscriptions, channels, channelVisits } from './tables.js';
import { presentForViewer } from './write.js';

/** Part 1 section 9 and part 3 section 2.3: entries of the channel sections. */
export const CHANNEL_SECTION_LIMITS = { subscribed: 50, recent: 10, popular: 25 } as const;

/** GET /channels/{slug}: the channel, and a visit for the viewer's "recent" list. */
export async function showChannel(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  slug: string,
): Promise<Channel> {
  const context = await loadOpenableChannel(ctx, ctx.db, network, viewer, slug);
  if (context.can.subscribe) await recordChannelVisit(ctx, viewer, context.record.id);
  return presentForViewer(ctx, network, viewer, context);
}

/** The viewer's subscriptions of these channels, for list entries. */
async function subscriptionsOf(ctx: AppContext, viewer: Viewer, records: readonly ChannelRecord[]) {
  if (records.length === 0) return new Map<string, { favorited: boolean }>();
  const rows = await ctx.db
    .select({ channelId: channelSubscriptions.channelId, favorited: channelSubscriptions.favorited })
    .from(channelSubscriptions)
    .where(
      and(
        eq(channelSubscriptions.memberId, viewer.id),
        inArray(
          channelSubscriptions.channelId,
          records.map((record) => record.id),
        ),
      ),
    );
  return new Map(rows.map((row) => [row.channelId, { favorited: row.favorited }]));
}

async function summaries(
  ctx: AppContext,
  viewer: Viewer,
  records: ChannelRecord[],
): Promise<ChannelSummary[]> {
  const subscriptions = await subscriptionsOf(ctx, viewer, records);
  return records.map((record) => presentChannelSummary(record, subscriptions.get(record.id) ?? null));
}

/**
 * GET /channels: subscribed (favourites first), recently visited and popular channels, each limited as
 * part 1 section 9 says, only channels the viewer finds in lists.
 */
export async function channelSections(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
): Promise<ChannelSections> {
  assertChannelsEnabled(network);
  const listed = listedFor(await viewerKeySet(ctx, viewer));
  const [subscribed, recent, popular] = await Promise.all([
    ctx.db
      .select({ channel: channels })
      .from(channelSubscriptions)
      .innerJoin(channels, eq(channels.id, channelSubscriptions.channelId))
      .where(and(eq(channelSubscriptions.memberId, viewer.id), listed))
      .orderBy(desc(channelSubscriptions.favorited), asc(sql`lower(${channels.title})`), asc(channels.id))
      .limit(CHANNEL_SECTION_LIMITS.subscribed),
    ctx.db
      .select({ channel: channels })
      .from(channelVisits)
      .innerJoin(channels, eq(channels.id, channelVisits.channelId))
      .where(and(eq(channelVisits.memberId, viewer.id), listed))
      .orderBy(desc(channelVisits.visitedAt), asc(channels.id))
      .limit(CHANNEL_SECTION_LIMITS.recent),
    ctx.db
      .select({ channel: channels })
      .from(channels)
      .where(and(listed, eq(channels.status, 'published')))
      .orderBy(desc(channels.subscribersCount), asc(sql`lower(${channels.title})`), asc(channels.id))
      .limit(CHANNEL_SECTION_LIMITS.popular),
  ]);
  const pick = (rows: { channel: ChannelRecord }[]) => rows.map((row) => row.channel);
  const [a, b, c] = await Promise.all([
    summaries(ctx, viewer, pick(subscribed)),
    summaries(ctx, viewer, pick(recent)),
    summaries(ctx, viewer, pick(popular)),
  ]);
  return {
    subscribed: a,
    recent: b,
    popular: c,
    can: { create_channels: canCreateChannel(viewer, network) },
  };
}

export type ChannelSortField = 'title' | 'subscribers_count';
export type ChannelDirectoryQuery = {
  terms: string[];
  initial?: string;
  onlySubscribed: boolean;
  onlyPublic: boolean;
  groupSlug?: string;
  sort: { field: ChannelSortField; direction: 'asc' | 'desc' };
  page: number;
  per: number;
};

/**
 * One page of the channels the viewer finds (directory's channels tab, part 1 section 2.4): words of
 * `q` in title or description, a first letter, only subscribed ones, only those for every member,
 * only those meant for a group the viewer can see (404 for any other group).
 */
export async function channelDirectoryPage(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  query: ChannelDirectoryQuery,
): Promise<{ entries: ChannelSummary[]; total: number }> {
  assertChannelsEnabled(network);
  const conditions: (SQL | undefined)[] = [listedFor(await viewerKeySet(ctx, viewer))];
  for (const term of query.terms) {
    const pattern = containsPattern(term);
    conditions.push(sql`(${channels.title} ilike ${pattern} or ${channels.description} ilike ${pattern})`);
  }
  if (query.initial) conditions.push(sql`upper(left(${channels.title}, 1)) = ${query.initial}`);
  if (query.onlySubscribed) {
    conditions.push(
      sql`exists (select 1 from ${channelSubscriptions} where ${channelSubscriptions.channelId} = ${channels.id} and ${channelSubscriptions.memberId} = ${viewer.id})`,
    );
  }
  if (query.onlyPublic) {
    conditions.push(
      sql`${channels.pageKeys} && ${sql.param([visibleTo.internalMembers, visibleTo.everyone])}::text[]`,
    );
  }
  if (query.groupSlug) {
    const { group } = await loadVisibleGroup(ctx.db, viewer, query.groupSlug);
    conditions.push(sql`${channels.pageKeys} && ${sql.param([groupKey(group.id)])}::text[]`);
  }
  const where = and(...conditions);
  const sortColumn =
    query.sort.field === 'title' ? sql`lower(${channels.title})` : sql`${channels.subscribersCount}`;
  const order = query.sort.direction === 'asc' ? asc(sortColumn) : desc(sortColumn);
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select()
      .from(channels)
      .where(where)
      .orderBy(order, asc(channels.id))
      .limit(query.per)
      .offset((query.page - 1) * query.per),
    ctx.db.select({ total: count() }).from(channels).where(where),
  ]);
  return { entries: await summaries(ctx, viewer, rows), total: totals?.total ?? 0 };
}
