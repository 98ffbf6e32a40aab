import { and, eq, getTableColumns, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { type Activity, REPLIES_SHOWN, type ReplyItem } from '../../../contract/activities.js';
import type { Db } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { attachmentDetails } from '../files/service.js';
import { memberRowsByIds, visibleMemberIds } from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import { tagsOfSubjects } from '../tags/service.js';
import { canDestroy, canEdit, canTranslate, type Reader } from './policy.js';
import type { StreamContext } from './streams.js';
import { type activities, activityLikes, activityReplies } from './tables.js';

export type ActivityRecord = typeof activities.$inferSelect;
export type ReplyRecord = typeof activityReplies.$inferSelect;

/** The subject type of activities for tags and notifications, and the owner type of their files. */
export const ACTIVITY_SUBJECT = 'activity';

/** The latest replies of each activity, oldest first; one statement for any number of activities. */
async function latestReplies(db: Db, activityIds: string[]): Promise<ReplyRecord[]> {
  if (activityIds.length === 0) return [];
  const ranked = db
    .select({
      ...getTableColumns(activityReplies),
      rank: sql<number>`row_number() over (partition by ${activityReplies.activityId} order by ${activityReplies.createdAt} desc, ${activityReplies.id} desc)`.as(
        'rank',
      ),
    })
    .from(activityReplies)
    .where(inArray(activityReplies.activityId, activityIds))
    .as('ranked');
  const rows = await db.select().from(ranked).where(lte(ranked.rank, REPLIES_SHOWN));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
}

/** Which of these activities and replies the viewer liked. */
async function likedByViewer(db: Db, viewerId: string, activityIds: string[], replyIds: string[]) {
  const liked = { activities: new Set<string>(), replies: new Set<string>() };
  if (activityIds.length === 0 && replyIds.length === 0) return liked;
  const rows = await db
    .select({ activityId: activityLikes.activityId, replyId: activityLikes.replyId })
    .from(activityLikes)
    .where(
      and(
        eq(activityLikes.memberId, viewerId),
        or(
          activityIds.length > 0
            ? and(inArray(activityLikes.activityId, activityIds), isNull(activityLikes.replyId))
            : undefined,
          replyIds.length > 0 ? inArray(activityLikes.replyId, replyIds) : undefined,
        ),
      ),
    );
  for (const row of rows) {
    if (row.replyId) liked.replies.add(row.replyId);
    else liked.activities.add(row.activityId);
  }
  return liked;
}

type People = { rows: Awaited<ReturnType<typeof memberRowsByIds>>; visible: Set<string> };

/** Member rows of authors and mentioned members the viewer may see; others are not named. */
async function people(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  ids: string[],
): Promise<People> {
  const visible = await visibleMemberIds(ctx, network, viewer, ids);
  return { rows: await memberRowsByIds(ctx.db, network, [...visible]), visible };
}

function presentReplyWith(
  reply: ReplyRecord,
  viewer: Reader,
  stream: StreamContext,
  found: People,
  liked: boolean,
  translates: boolean,
): ReplyItem {
  const removed = reply.state === 'removed';
  return {
    id: reply.id,
    activity_id: reply.activityId,
    state: reply.state,
    author: removed ? null : (found.rows.get(reply.authorId) ?? null),
    html_content: removed ? '' : reply.html,
    created_at: reply.createdAt.toISOString(),
    edited: reply.editedAt !== null,
    like_count: reply.likeCount,
    liked,
    can: {
      update: !removed && canEdit(viewer, reply),
      destroy: !removed && canDestroy(viewer, reply, stream.group?.state ?? null),
      like: !removed,
      translate: !removed && canTranslate(translates, viewer, reply.language),
    },
  };
}

/** Whether the installation translates at all: the network's setting and a configured provider. */
export function installationTranslates(ctx: AppContext, network: NetworkRecord): boolean {
  return ctx.translation !== null && network.config.automatic_translation_enabled;
}

/** Replies of one activity, as the reply routes answer them. */
export async function presentReplies(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Reader,
  stream: StreamContext,
  replies: ReplyRecord[],
): Promise<ReplyItem[]> {
  const [found, liked] = await Promise.all([
    people(
      ctx,
      network,
      viewer,
      replies.map((reply) => reply.authorId),
    ),
    likedByViewer(
      ctx.db,
      viewer.id,
      [],
      replies.map((reply) => reply.id),
    ),
  ]);
  const translates = installationTranslates(ctx, network);
  return replies.map((reply) =>
    presentReplyWith(reply, viewer, stream, found, liked.replies.has(reply.id), translates),
  );
}

const attachmentUrl = (file: { id: string; originalFilename: string }) =>
  `/api/storage/files/${file.id}/get/${encodeURIComponent(file.originalFilename)}`;

/**
 * Activities as the viewer sees them; `streams` holds each row's stream as the viewer reaches it.
 * A fixed number of statements whatever the page size.
 */
export async function presentActivities(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Reader,
  rows: ActivityRecord[],
  streams: ReadonlyMap<string, StreamContext>,
): Promise<Activity[]> {
  const shown = rows.filter((row) => streams.has(row.streamId));
  const ids = shown.map((row) => row.id);
  const replies = await latestReplies(ctx.db, ids);
  const [found, liked, tags, files] = await Promise.all([
    people(ctx, network, viewer, [
      ...shown.flatMap((row) => [row.authorId, ...row.mentionIds]),
      ...replies.map((reply) => reply.authorId),
    ]),
    likedByViewer(
      ctx.db,
      viewer.id,
      ids,
      replies.map((reply) => reply.id),
    ),
    tagsOfSubjects(ctx.db, ACTIVITY_SUBJECT, ids),
    attachmentDetails(
      ctx.db,
      shown.flatMap((row) => row.attachmentIds),
    ),
  ]);
  const filesById = new Map(files.map((file) => [file.id, file]));
  const translates = installationTranslates(ctx, network);
  return shown.map((row): Activity => {
    const stream = streams.get(row.streamId) as StreamContext;
    const groupState = stream.group?.state ?? null;
    return {
      id: row.id,
      stream: {
        slug: stream.slug,
        name: stream.group ? stream.group.group.name : stream.stream.name,
        kind: stream.stream.kind,
      },
      author: found.rows.get(row.authorId) ?? null,
      html_content: row.html,
      created_at: row.createdAt.toISOString(),
      edited: row.editedAt !== null,
      object:
        row.objectType && row.objectId && row.objectData
          ? { type: row.objectType, id: row.objectId, ...row.objectData }
          : null,
      attachments: row.attachmentIds.flatMap((id) => {
        const file = filesById.get(id);
        if (!file) return [];
        return [
          {
            id: file.id,
            type: file.type,
            name: file.originalFilename,
            extension: file.extension,
            content_type: file.contentType,
            size: file.size,
            url: attachmentUrl(file),
          },
        ];
      }),
      link_preview: row.linkUrl && row.linkPreview ? row.linkPreview : null,
      tags: tags.get(row.id) ?? [],
      mentions: row.mentionIds.flatMap((id) => found.rows.get(id) ?? []),
      like_count: row.likeCount,
      liked: liked.activities.has(row.id),
      reply_count: row.replyCount,
      replies: replies
        .filter((reply) => reply.activityId === row.id)
        .map((reply) =>
          presentReplyWith(reply, viewer, stream, found, liked.replies.has(reply.id), translates),
        ),
      can: {
        update: canEdit(viewer, row),
        destroy: canDestroy(viewer, row, groupState),
        reply: true,
        like: true,
        translate: canTranslate(translates, viewer, row.language),
        report: network.config.abuse_reports_enabled && row.authorId !== viewer.id,
      },
    };
  });
}
