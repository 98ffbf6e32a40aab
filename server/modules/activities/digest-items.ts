import { and, desc, eq, inArray, ne, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { viewerKeys } from '../../platform/visibility/keys.js';
import { activitystreamGroupIds, visibleGroupsByRef } from '../groups/service.js';
import { visibleToKeys } from './read.js';
import { unsubscribedNetworkStreams } from './streams.js';
import { activities, activityReadPositions, activityReplies, activityStreams } from './tables.js';

/**
 * What a member's e-mail digest or daily activity mail may carry: activities of the streams the member
 * follows (the streams the unread badge counts), narrowed by the digest switch, that the member may see
 * (visibility keys, as every list of activities), did not write, and has not read in the app.
 */

export type DigestItemsQuery = {
  /** Group streams: every followed group, or only these of them. */
  groups: 'all' | readonly string[];
  /** Network streams (the `all` stream and the administrators' ones) the member follows. */
  includeNetworkLevel: boolean;
  /** `created`: new activities; `created_or_updated` also those edited or replied to in the window. */
  changes: 'created' | 'created_or_updated';
  since: Date;
  until: Date;
  /** Authors whose activities do not reach the member (ignored members), as a subquery of ids. */
  excludedAuthors: SQLWrapper;
  /**
   * Leaves out what was mailed already: given the activity's id and the instant of its change, a
   * condition true for items still to mail (the digests module keeps what each member got).
   */
  notYetMailed: (activityId: SQL, changedAt: SQL) => SQL;
  limit: number;
  /** Newest replies per activity to carry (0: none). */
  replies: number;
};

export type DigestReply = { authorId: string; plain: string; createdAt: Date };
export type DigestItem = {
  id: string;
  authorId: string;
  plain: string;
  object: { name: string; url: string } | null;
  streamName: string;
  createdAt: Date;
  /** When it counts as changed: its creation, an edit or its newest reply in the window. */
  changedAt: Date;
  updated: boolean;
  replies: DigestReply[];
};

export async function digestItems(
  ctx: Pick<AppContext, 'db' | 'extensions'>,
  viewer: Viewer,
  query: DigestItemsQuery,
): Promise<DigestItem[]> {
  const db = ctx.db;
  if (query.groups !== 'all' && query.groups.length === 0 && !query.includeNetworkLevel) return [];
  const keys = await viewerKeys(ctx, viewer);
  const since = query.since.toISOString();
  const until = query.until.toISOString();
  const lastReply = sql`(select max(${activityReplies.createdAt}) from ${activityReplies} where ${activityReplies.activityId} = ${activities.id} and ${activityReplies.state} = 'published' and ${activityReplies.authorId} <> ${viewer.id} and ${activityReplies.createdAt} >= ${since}::timestamptz and ${activityReplies.createdAt} < ${until}::timestamptz)`;
  const created = sql`(${activities.createdAt} >= ${since}::timestamptz and ${activities.createdAt} < ${until}::timestamptz)`;
  const edited = sql`(${activities.editedAt} >= ${since}::timestamptz and ${activities.editedAt} < ${until}::timestamptz)`;
  const changedAt =
    query.changes === 'created'
      ? sql`${activities.createdAt}`
      : sql`greatest(case when ${created} then ${activities.createdAt} end, case when ${edited} then ${activities.editedAt} end, ${lastReply})`;
  const readAt = sql`coalesce(${activityReadPositions.readAt}, '-infinity'::timestamptz)`;
  const groupStreams =
    query.groups === 'all'
      ? sql`${activityStreams.groupId} in (${activitystreamGroupIds(db, viewer.id)})`
      : query.groups.length > 0
        ? and(
            sql`${activityStreams.groupId} in (${activitystreamGroupIds(db, viewer.id)})`,
            inArray(activityStreams.groupId, [...query.groups]),
          )
        : undefined;
  const networkStreams = query.includeNetworkLevel
    ? and(
        eq(activityStreams.kind, 'network'),
        sql`${activityStreams.id} not in (${unsubscribedNetworkStreams(db, viewer.id)})`,
      )
    : undefined;
  const rows = await db
    .select({
      id: activities.id,
      authorId: activities.authorId,
      plain: activities.plain,
      objectData: activities.objectData,
      createdAt: activities.createdAt,
      streamName: activityStreams.name,
      groupId: activityStreams.groupId,
      changedAt: sql<Date | string>`${changedAt}`.as('changed_at'),
    })
    .from(activities)
    .innerJoin(activityStreams, eq(activityStreams.id, activities.streamId))
    .leftJoin(
      activityReadPositions,
      and(
        eq(activityReadPositions.streamId, activities.streamId),
        eq(activityReadPositions.memberId, viewer.id),
      ),
    )
    .where(
      and(
        visibleToKeys(keys),
        ne(activities.authorId, viewer.id),
        sql`${activities.authorId} not in (${query.excludedAuthors})`,
        or(groupStreams, networkStreams),
        query.changes === 'created' ? created : sql`(${created} or ${edited} or ${lastReply} is not null)`,
        // Read in the app: the stream's read position lies past the change.
        sql`${changedAt} > ${readAt}`,
        query.notYetMailed(sql`${activities.id}`, changedAt),
      ),
    )
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(query.limit);
  const groups = await visibleGroupsByRef(
    db,
    viewer,
    rows.flatMap((row) => (row.groupId ? [row.groupId] : [])),
  );
  const replies = await newestReplies(
    db,
    rows.map((row) => row.id),
    query,
  );
  return rows.flatMap((row) => {
    const group = row.groupId ? groups.get(row.groupId) : undefined;
    if (row.groupId && !group) return [];
    const createdAt = new Date(row.createdAt);
    const changed = new Date(row.changedAt);
    return [
      {
        id: row.id,
        authorId: row.authorId,
        plain: row.plain,
        object: row.objectData ?? null,
        streamName: group ? group.group.name : row.streamName,
        createdAt,
        changedAt: changed,
        updated: changed.getTime() !== createdAt.getTime(),
        replies: replies.get(row.id) ?? [],
      },
    ];
  });
}

/** The newest published replies of each activity (not by excluded authors), oldest first. */
async function newestReplies(db: Db, activityIds: string[], query: DigestItemsQuery) {
  const byActivity = new Map<string, DigestReply[]>();
  if (query.replies === 0 || activityIds.length === 0) return byActivity;
  const ranked = db
    .select({
      activityId: activityReplies.activityId,
      authorId: activityReplies.authorId,
      plain: activityReplies.plain,
      createdAt: activityReplies.createdAt,
      rank: sql<number>`row_number() over (partition by ${activityReplies.activityId} order by ${activityReplies.createdAt} desc)`.as(
        'rank',
      ),
    })
    .from(activityReplies)
    .where(
      and(
        inArray(activityReplies.activityId, activityIds),
        eq(activityReplies.state, 'published'),
        sql`${activityReplies.authorId} not in (${query.excludedAuthors})`,
      ),
    )
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${query.replies}`)
    .orderBy(ranked.createdAt);
  for (const row of rows) {
    const list = byActivity.get(row.activityId) ?? [];
    list.push({ authorId: row.authorId, plain: row.plain, createdAt: new Date(row.createdAt) });
    byActivity.set(row.activityId, list);
  }
  return byActivity;
}
