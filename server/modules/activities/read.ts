import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { ActivitiesPage, Likers, ReplyItem, StreamPage } from '../../../contract/activities.js';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { notFound, unprocessable } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { isId } from '../../platform/ids.js';
import { viewerKeys } from '../../platform/visibility/keys.js';
import {
  findVisibleMember,
  getAuthenticationToken,
  memberRowsByIds,
  visibleMemberIds,
} from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import { markSubjectRead } from '../notifications/service.js';
import { subjectsTaggedWith, tagByName } from '../tags/service.js';
import { ACTIVITY_SUBJECT, type ActivityRecord, presentActivities, presentReplies } from './present.js';
import { loadStreamWithKeys, presentStreamFor, type StreamContext, streamsByIds } from './streams.js';
import { activities, activityLikes, activityReplies } from './tables.js';

export type PageQuery = { before?: string; per: number };

const INVALID_CURSOR = 'errors.activities.invalid_cursor';

/** Newest first; the cursor is the last row's creation time and id. */
function cursorCondition(before: string | undefined): SQL | undefined {
  if (before === undefined) return undefined;
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([0-9a-f]{24})$/.exec(before);
  const at = match ? new Date(match[1] as string) : null;
  if (!match || !at || Number.isNaN(at.getTime())) throw unprocessable({ before: [INVALID_CURSOR] });
  return sql`(${activities.createdAt}, ${activities.id}) < (${at.toISOString()}::timestamptz, ${match[2]})`;
}

const cursorOf = (row: ActivityRecord) => `${row.createdAt.toISOString()}_${row.id}`;

export const visibleToKeys = (keys: readonly string[]) =>
  sql`${activities.visibility} && ${sql.param([...keys])}::text[]`;

async function pageOf(
  db: Db,
  where: SQL | undefined,
  query: PageQuery,
): Promise<{ rows: ActivityRecord[]; next: string | null }> {
  const rows = await db
    .select()
    .from(activities)
    .where(and(where, cursorCondition(query.before)))
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(query.per + 1);
  const more = rows.length > query.per;
  const page = rows.slice(0, query.per);
  const last = page.at(-1);
  return { rows: page, next: more && last ? cursorOf(last) : null };
}

/** GET /activitystreams/{slug} and /groups/{slug}/activities: one page of a stream, `?tag=` filtered. */
export async function streamPage(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  slug: string,
  query: PageQuery & { tag?: string },
): Promise<StreamPage> {
  const keys = await viewerKeys(ctx, viewer);
  const stream = await loadStreamWithKeys(ctx.db, viewer, keys, slug);
  const tag = query.tag ? await tagByName(ctx.db, query.tag) : null;
  const [{ rows, next }, token] = await Promise.all([
    query.tag && !tag
      ? Promise.resolve({ rows: [], next: null })
      : pageOf(
          ctx.db,
          and(
            eq(activities.streamId, stream.stream.id),
            visibleToKeys(keys),
            tag
              ? sql`${activities.id} in (${subjectsTaggedWith(ctx.db, ACTIVITY_SUBJECT, tag.id)})`
              : undefined,
          ),
          query,
        ),
    getAuthenticationToken(ctx.db, viewer.id),
  ]);
  const streams = new Map([[stream.stream.id, stream]]);
  return {
    stream: await presentStreamFor(ctx.db, viewer, stream, token),
    tag: tag ? { id: tag.id, name: tag.name } : null,
    activities: await presentActivities(ctx, network, viewer, rows, streams),
    next_cursor: next,
  };
}

/** Activities of any streams, for lists across streams (a member's activities and likes). */
async function crossStreamPage(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  keys: readonly string[],
  where: SQL,
  query: PageQuery,
): Promise<ActivitiesPage> {
  const { rows, next } = await pageOf(ctx.db, and(where, visibleToKeys(keys)), query);
  const streams = await streamsByIds(
    ctx.db,
    viewer,
    keys,
    rows.map((row) => row.streamId),
  );
  return { activities: await presentActivities(ctx, network, viewer, rows, streams), next_cursor: next };
}

/** GET /members/{id}/activities: what the member posted, as far as the viewer may see it. */
export async function memberActivities(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  memberId: string,
  query: PageQuery,
): Promise<ActivitiesPage> {
  const member = await findVisibleMember(ctx, network, viewer, memberId);
  const keys = await viewerKeys(ctx, viewer);
  return crossStreamPage(ctx, network, viewer, keys, eq(activities.authorId, member.id), query);
}

/** GET /members/{id}/likes: the activities the member liked (themselves or one of their replies). */
export async function memberLikes(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  memberId: string,
  query: PageQuery,
): Promise<ActivitiesPage> {
  const member = await findVisibleMember(ctx, network, viewer, memberId);
  const keys = await viewerKeys(ctx, viewer);
  const liked = ctx.db
    .select({ id: activityLikes.activityId })
    .from(activityLikes)
    .where(and(eq(activityLikes.memberId, member.id), isNull(activityLikes.replyId)));
  return crossStreamPage(ctx, network, viewer, keys, sql`${activities.id} in (${liked})`, query);
}

export type VisibleActivity = { row: ActivityRecord; stream: StreamContext; keys: string[] };

/** The activity with its stream, when the viewer may read both; null otherwise. */
export async function visibleActivity(
  ctx: AppContext,
  viewer: Viewer,
  id: string,
): Promise<VisibleActivity | null> {
  if (!isId(id)) return null;
  const keys = await viewerKeys(ctx, viewer);
  const [row] = await ctx.db
    .select()
    .from(activities)
    .where(and(eq(activities.id, id), visibleToKeys(keys)));
  if (!row) return null;
  const stream = (await streamsByIds(ctx.db, viewer, keys, [row.streamId])).get(row.streamId);
  return stream ? { row, stream, keys } : null;
}

/** The activity or 404: for routes. */
export async function loadVisibleActivity(
  ctx: AppContext,
  viewer: Viewer,
  id: string,
): Promise<VisibleActivity> {
  const found = await visibleActivity(ctx, viewer, id);
  if (!found) throw notFound('activity');
  return found;
}

/** GET /api/v1/activities/{id}: the activity; opening it reads its notifications. */
export async function getActivity(ctx: AppContext, network: NetworkRecord, viewer: Viewer, id: string) {
  const { row, stream } = await loadVisibleActivity(ctx, viewer, id);
  await markSubjectRead(ctx.db, viewer.id, { type: ACTIVITY_SUBJECT, id: row.id });
  const [activity] = await presentActivities(ctx, network, viewer, [row], new Map([[row.streamId, stream]]));
  if (!activity) throw notFound('activity');
  return activity;
}

/** GET /api/v1/activities/{id}/replies: every reply, oldest first, removed ones in their place. */
export async function listReplies(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  id: string,
): Promise<{ replies: ReplyItem[] }> {
  const { row, stream } = await loadVisibleActivity(ctx, viewer, id);
  const rows = await ctx.db
    .select()
    .from(activityReplies)
    .where(eq(activityReplies.activityId, row.id))
    .orderBy(asc(activityReplies.createdAt), asc(activityReplies.id));
  return { replies: await presentReplies(ctx, network, viewer, stream, rows) };
}

const LIKERS_SHOWN = 100;

/** Who liked an activity or one of its replies, newest first; members the viewer may not see are counted only. */
export async function listLikers(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  activityId: string,
  replyId: string | null,
): Promise<Likers> {
  const { row } = await loadVisibleActivity(ctx, viewer, activityId);
  if (replyId !== null) await loadReply(ctx.db, row.id, replyId);
  const where = and(
    eq(activityLikes.activityId, row.id),
    replyId === null ? isNull(activityLikes.replyId) : eq(activityLikes.replyId, replyId),
  );
  const [likes, [total]] = await Promise.all([
    ctx.db
      .select({ memberId: activityLikes.memberId })
      .from(activityLikes)
      .where(where)
      .orderBy(desc(activityLikes.createdAt))
      .limit(LIKERS_SHOWN),
    ctx.db.select({ n: count() }).from(activityLikes).where(where),
  ]);
  const ids = likes.map((like) => like.memberId);
  const visible = await visibleMemberIds(ctx, network, viewer, ids);
  const rows = await memberRowsByIds(ctx.db, network, [...visible]);
  return { members: ids.flatMap((id) => rows.get(id) ?? []), total: total?.n ?? 0 };
}

/** A published or removed reply of the activity, or 404. */
export async function loadReply(db: Db | Tx, activityId: string, replyId: string) {
  if (!isId(replyId)) throw notFound('reply');
  const [reply] = await db
    .select()
    .from(activityReplies)
    .where(and(eq(activityReplies.id, replyId), eq(activityReplies.activityId, activityId)));
  if (!reply) throw notFound('reply');
  return reply;
}
