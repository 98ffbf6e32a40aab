import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CreateStreamBody, Stream, StreamsList } from '../../../contract/activities.js';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound, unprocessable } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { isId } from '../../platform/ids.js';
import { viewerKeys, visibleTo } from '../../platform/visibility/keys.js';
import {
  type GroupContext,
  setActivitystreamSubscription,
  visibleGroup,
  visibleGroupsByRef,
  visibleGroupsOfMember,
} from '../groups/service.js';
import { canAdministrateNetwork } from '../network/policy.js';
import { canPostToGroup, canSeeGroupStream, groupStreamKeys, networkStreamKeys } from './policy.js';
import { activityStreamSubscriptions, activityStreams } from './tables.js';

const notMember = () => new AppError(422, 'not_member', 'Only members of the group follow its stream.');

/** The network stream every member has; created on first use. */
export const ALL_STREAM = 'all';

export type StreamRecord = typeof activityStreams.$inferSelect;

/**
 * A stream as the viewer reaches it: its row, the slug its paths use, who may read it (keys) and
 * the group behind a group stream.
 */
export type StreamContext = {
  stream: StreamRecord;
  slug: string;
  keys: string[];
  group: GroupContext | null;
  canPost: boolean;
};

async function ensureAllStream(db: Db | Tx): Promise<void> {
  await db
    .insert(activityStreams)
    .values({ kind: 'network', slug: ALL_STREAM, name: 'All', postingAudience: [visibleTo.internalMembers] })
    .onConflictDoNothing();
}

/** The network stream of this slug (`all` is created on first use), or null. */
export async function networkStreamBySlug(db: Db | Tx, slug: string): Promise<StreamRecord | null> {
  return (await networkStreamRows(db)).find((row) => row.slug === slug) ?? null;
}

async function networkStreamRows(db: Db | Tx): Promise<StreamRecord[]> {
  const rows = await db
    .select()
    .from(activityStreams)
    .where(eq(activityStreams.kind, 'network'))
    .orderBy(asc(activityStreams.createdAt));
  if (rows.some((row) => row.slug === ALL_STREAM)) return rows;
  await ensureAllStream(db);
  return networkStreamRows(db);
}

/** The group's stream row, created on its first use (its name is always the group's). */
export async function ensureGroupStream(db: Db | Tx, groupId: string): Promise<StreamRecord> {
  const [created] = await db
    .insert(activityStreams)
    .values({ kind: 'group', name: '', groupId })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [row] = await db.select().from(activityStreams).where(eq(activityStreams.groupId, groupId));
  if (!row) throw new Error('group stream not created');
  return row;
}

/** Whether the viewer may read a network stream: guests see only `all`. */
function seesNetworkStream(viewer: Viewer, stream: StreamRecord): boolean {
  return stream.slug === ALL_STREAM || !viewer.isExternal;
}

function networkContext(stream: StreamRecord, keys: readonly string[], viewer: Viewer): StreamContext {
  const audience = new Set(stream.postingAudience);
  return {
    stream,
    slug: stream.slug ?? stream.id,
    keys: networkStreamKeys(stream.slug ?? ''),
    group: null,
    canPost: canAdministrateNetwork(viewer) || keys.some((key) => audience.has(key)),
  };
}

async function groupContext(db: Db | Tx, viewer: Viewer, group: GroupContext): Promise<StreamContext> {
  return {
    stream: await ensureGroupStream(db, group.group.id),
    slug: group.group.slug,
    keys: groupStreamKeys(group.group),
    group,
    canPost: canPostToGroup(viewer, group.state),
  };
}

/**
 * The stream a path names (a network stream's slug, or a group's id or slug) as the viewer may read
 * it; 404 for unknown streams and for those the viewer may not see.
 */
export async function loadStream(ctx: AppContext, viewer: Viewer, slug: string): Promise<StreamContext> {
  const keys = await viewerKeys(ctx, viewer);
  return loadStreamWithKeys(ctx.db, viewer, keys, slug);
}

export async function loadStreamWithKeys(
  db: Db | Tx,
  viewer: Viewer,
  keys: readonly string[],
  slug: string,
): Promise<StreamContext> {
  const network = (await networkStreamRows(db)).find((row) => row.slug === slug);
  if (network) {
    if (!seesNetworkStream(viewer, network)) throw notFound('activity stream');
    return networkContext(network, keys, viewer);
  }
  const group = await visibleGroup(db, viewer, slug);
  if (!group || !canSeeGroupStream(viewer, group.state)) throw notFound('activity stream');
  return groupContext(db, viewer, group);
}

/** The streams of these ids the viewer may read, by id (for activities listed across streams). */
export async function streamsByIds(
  db: Db,
  viewer: Viewer,
  keys: readonly string[],
  ids: readonly string[],
): Promise<Map<string, StreamContext>> {
  const wanted = [...new Set(ids)];
  const result = new Map<string, StreamContext>();
  if (wanted.length === 0) return result;
  const rows = await db.select().from(activityStreams).where(inArray(activityStreams.id, wanted));
  const groupIds = rows.flatMap((row) => (row.groupId ? [row.groupId] : []));
  const groups = await visibleGroupsByRef(db, viewer, groupIds);
  for (const row of rows) {
    if (row.kind === 'network') {
      if (seesNetworkStream(viewer, row)) result.set(row.id, networkContext(row, keys, viewer));
      continue;
    }
    const group = row.groupId ? groups.get(row.groupId) : undefined;
    if (!group || !canSeeGroupStream(viewer, group.state)) continue;
    result.set(row.id, {
      stream: row,
      slug: group.group.slug,
      keys: groupStreamKeys(group.group),
      group,
      canPost: canPostToGroup(viewer, group.state),
    });
  }
  return result;
}

function presentStream(context: StreamContext, subscribed: boolean, token: string | null): Stream {
  const feed = context.group
    ? `/groups/${context.slug}/activities.atom`
    : `/activitystreams/${context.slug}/activities.atom`;
  return {
    id: context.stream.id,
    slug: context.slug,
    name: context.group ? context.group.group.name : context.stream.name,
    kind: context.stream.kind,
    group_id: context.group?.group.id ?? null,
    subscription_status: subscribed ? 'subscribed' : 'unsubscribed',
    atom_url: token ? `${feed}?token=${encodeURIComponent(token)}` : null,
    can: {
      post: context.canPost,
      subscribe: context.group ? context.group.membership?.status === 'member' : true,
    },
  };
}

/** Whether the viewer follows network streams, by stream id (without a row they do). */
async function networkSubscriptions(db: Db | Tx, memberId: string): Promise<Map<string, boolean>> {
  const rows = await db
    .select()
    .from(activityStreamSubscriptions)
    .where(eq(activityStreamSubscriptions.memberId, memberId));
  return new Map(rows.map((row) => [row.streamId, row.subscribed]));
}

/**
 * GET /activitystreams.json: the network streams the viewer may read, then the streams of the groups
 * they belong to, with their subscription and rights.
 */
export async function listStreams(
  ctx: AppContext,
  viewer: Viewer,
  token: string | null,
): Promise<StreamsList> {
  const keys = await viewerKeys(ctx, viewer);
  const [network, subscriptions, mine] = await Promise.all([
    networkStreamRows(ctx.db),
    networkSubscriptions(ctx.db, viewer.id),
    visibleGroupsOfMember(ctx.db, viewer, viewer.id),
  ]);
  const groups = await visibleGroupsByRef(
    ctx.db,
    viewer,
    mine.map((group) => group.id),
  );
  const streams = network
    .filter((row) => seesNetworkStream(viewer, row))
    .map((row) => presentStream(networkContext(row, keys, viewer), subscriptions.get(row.id) ?? true, token));
  const memberGroups = [...groups.values()]
    .filter((group) => group.membership?.status === 'member')
    .sort((a, b) => a.group.name.localeCompare(b.group.name));
  for (const group of memberGroups) {
    streams.push(
      presentStream(
        await groupContext(ctx.db, viewer, group),
        group.membership?.activitystreamSubscribed ?? false,
        token,
      ),
    );
  }
  return { streams, can: { create_stream: canAdministrateNetwork(viewer) } };
}

/** The stream as its page shows it, with the viewer's subscription. */
export async function presentStreamFor(
  db: Db,
  viewer: Viewer,
  context: StreamContext,
  token: string | null,
): Promise<Stream> {
  const subscribed = context.group
    ? (context.group.membership?.activitystreamSubscribed ?? false)
    : ((await networkSubscriptions(db, viewer.id)).get(context.stream.id) ?? true);
  return presentStream(context, subscribed, token);
}

/** Audience entries as visibility keys; a group or role the administrator cannot name is refused. */
async function audienceKeys(ctx: AppContext, viewer: Viewer, body: CreateStreamBody): Promise<string[]> {
  const groupRefs = body.posting_audience.flatMap((entry) => (entry.type === 'group' ? [entry.id] : []));
  const groups = await visibleGroupsByRef(ctx.db, viewer, groupRefs);
  const keys: string[] = [];
  for (const entry of body.posting_audience) {
    if (entry.type === 'system_role') {
      keys.push(entry.id === 'network_admin' ? visibleTo.networkAdmins : visibleTo.internalMembers);
    } else if (entry.type === 'group') {
      const group = groups.get(entry.id);
      if (!group) throw unprocessable({ posting_audience: ['errors.activities.unknown_audience'] });
      keys.push(`group:${group.group.id}`);
    } else {
      if (!isId(entry.id)) throw unprocessable({ posting_audience: ['errors.activities.unknown_audience'] });
      keys.push(entry.type === 'member' ? visibleTo.member(entry.id) : `role:${entry.id}`);
    }
  }
  return [...new Set(keys)];
}

/** POST /api/v1/activitystreams (network administrators): a further network stream. */
export async function createNetworkStream(
  ctx: AppContext,
  viewer: Viewer,
  body: CreateStreamBody,
): Promise<Stream> {
  const postingAudience = await audienceKeys(ctx, viewer, body);
  if ((await visibleGroupsByRef(ctx.db, viewer, [body.slug])).size > 0) {
    throw unprocessable({ slug: ['errors.activities.slug_taken'] });
  }
  await networkStreamRows(ctx.db);
  const [row] = await ctx.db
    .insert(activityStreams)
    .values({ kind: 'network', slug: body.slug, name: body.name, postingAudience })
    .onConflictDoNothing()
    .returning();
  if (!row) throw unprocessable({ slug: ['errors.activities.slug_taken'] });
  const keys = await viewerKeys(ctx, viewer);
  return presentStream(networkContext(row, keys, viewer), true, null);
}

/**
 * POST / DELETE /activitystreams/{slug}/subscribe: a network stream's subscription is the member's
 * own row; a group stream's belongs to the group membership (groups module).
 */
export async function setStreamSubscription(ctx: AppContext, viewer: Viewer, slug: string, on: boolean) {
  const context = await loadStream(ctx, viewer, slug);
  if (context.group) {
    // A group's stream follows the membership row: only members subscribe (as groups/subscribe).
    if (context.group.membership?.status !== 'member') throw notMember();
    await setActivitystreamSubscription(ctx.db, viewer.id, context.group.group.id, on);
    return { subscription_status: on ? ('subscribed' as const) : ('unsubscribed' as const) };
  }
  await ctx.db
    .insert(activityStreamSubscriptions)
    .values({ memberId: viewer.id, streamId: context.stream.id, subscribed: on })
    .onConflictDoUpdate({
      target: [activityStreamSubscriptions.memberId, activityStreamSubscriptions.streamId],
      set: { subscribed: on },
    });
  return { subscription_status: on ? ('subscribed' as const) : ('unsubscribed' as const) };
}

/** Network stream ids the member has unsubscribed from (a subquery for the unread count). */
export function unsubscribedNetworkStreams(db: Db | Tx, memberId: string) {
  return db
    .select({ id: activityStreamSubscriptions.streamId })
    .from(activityStreamSubscriptions)
    .where(
      and(
        eq(activityStreamSubscriptions.memberId, memberId),
        eq(activityStreamSubscriptions.subscribed, false),
      ),
    );
}
