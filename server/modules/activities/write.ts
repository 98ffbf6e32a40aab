import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { createActivityBody, editActivityBody, replyBody } from '../../../contract/activities.js';
import type { Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { conflict, forbidden, notFound, unprocessable } from '../../platform/errors.js';
import { type ClaimKey, type IdempotencyKey, once } from '../../platform/idempotency/idempotency.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { newId } from '../../platform/ids.js';
import { indexLater } from '../../platform/modules/extensions.js';
import { sanitizeContent } from '../../platform/rich-text.js';
import { viewerKeys } from '../../platform/visibility/keys.js';
import { attachUploads, destroyFiles } from '../files/service.js';
import { changeActivityCount } from '../groups/service.js';
import { visibleMemberIds } from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import { notify, removeSubjectNotifications } from '../notifications/service.js';
import { ensureHashtags, removeTaggings, resolveTagRefs, setTaggings } from '../tags/service.js';
import { unreadsChanged } from '../unreads/service.js';
import { firstLink, linkColumns } from './link-preview.js';
import { type Author, canDestroy, canEdit } from './policy.js';
import { ACTIVITY_SUBJECT, type ActivityRecord } from './present.js';
import { loadReply, loadVisibleActivity, type VisibleActivity } from './read.js';
import { loadStreamWithKeys } from './streams.js';
import { activities, activityLikes, activityReplies } from './tables.js';

/**
 * Writing activities, replies and likes. Every write runs in one transaction with its taggings,
 * attachments, notifications and search indexing; unread counts are announced after the commit.
 */

export const NOTIFICATION_KINDS = {
  mention: 'activities.mention',
  reply: 'activities.reply',
  like: 'activities.like',
} as const;

const CONTENT_EMPTY = 'errors.activities.content_empty';
const MENTION_NOT_VISIBLE = 'errors.activities.mention_not_visible';

export const activityUrl = (id: string) => `/activities/${id}`;

/** The activities' module name in the search index (contract/search.ts). */
export const ACTIVITY_SEARCH_MODULE = 'activities';

/** Sanitised content that must say something (attachments may stand in for the text of a post). */
function contentOf(html: string, hasAttachments = false) {
  const content = sanitizeContent(html);
  if (content.plain.trim() === '' && !hasAttachments) {
    throw unprocessable({ html_content: [CONTENT_EMPTY] });
  }
  return content;
}

/** Mentioned members must be members the author may see; anyone else is refused, not skipped. */
async function checkMentions(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  ids: readonly string[],
): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const visible = await visibleMemberIds(ctx, network, viewer, unique);
  if (unique.some((id) => !visible.has(id))) throw unprocessable({ mention_ids: [MENTION_NOT_VISIBLE] });
  return unique;
}

async function tagActivity(
  tx: Tx,
  viewer: Viewer,
  id: string,
  refs: readonly string[],
  plain: string,
  keys: readonly string[],
) {
  const [chosen, hashtags] = [
    await resolveTagRefs(tx, viewer, refs),
    await ensureHashtags(tx, viewer, plain),
  ];
  await setTaggings(
    tx,
    { type: ACTIVITY_SUBJECT, id },
    [...chosen, ...hashtags].map((tag) => tag.id),
    keys,
  );
}

function notifyMentions(ctx: AppContext, tx: Tx, viewer: Viewer, activity: ActivityRecord, ids: string[]) {
  return notify(ctx, tx, {
    kind: NOTIFICATION_KINDS.mention,
    recipientIds: ids,
    actorId: viewer.id,
    subject: { type: ACTIVITY_SUBJECT, id: activity.id },
    url: activityUrl(activity.id),
    visibility: activity.visibility,
    data: { excerpt: activity.plain.slice(0, 140) },
  });
}

/** What a create answers: the new thing's id, and whether this request made it (not a retry). */
export type Created = { id: string; created: boolean };

/**
 * POST /api/v1/activitystreams/{slug}/activities. Under an Idempotency-Key a retried post answers the
 * first one and writes, notifies and indexes nothing again (platform/idempotency).
 */
export async function createActivity(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Author,
  slug: string,
  body: z.infer<typeof createActivityBody>,
  key: IdempotencyKey | null = null,
): Promise<Created> {
  const keys = await viewerKeys(ctx, viewer);
  const stream = await loadStreamWithKeys(ctx.db, viewer, keys, slug);
  if (!stream.canPost) throw forbidden('You may not post to this stream.');
  const content = contentOf(body.html_content, body.attachments.length > 0);
  const mentions = await checkMentions(ctx, network, viewer, body.mention_ids);
  const { id, replayed } = await once(ctx.db, key, async (claim) => {
    const id = newId();
    await ctx.db.transaction(async (tx) => {
      await claim(tx, id);
      await writeActivity(ctx, tx, viewer, { id, stream, content, mentions, body });
    });
    return id;
  });
  if (!replayed) await unreadsChanged(ctx.bus, 'all');
  return { id, created: !replayed };
}

type NewActivity = {
  id: string;
  stream: Awaited<ReturnType<typeof loadStreamWithKeys>>;
  content: ReturnType<typeof contentOf>;
  mentions: string[];
  body: z.infer<typeof createActivityBody>;
};

/** The activity's row with its files, tags, group count, mention notifications and index job. */
async function writeActivity(ctx: AppContext, tx: Tx, viewer: Author, activity: NewActivity) {
  const { id, stream, content, mentions, body } = activity;
  const attached = await attachUploads(tx, viewer, { type: ACTIVITY_SUBJECT, id }, body.attachments);
  const [row] = await tx
    .insert(activities)
    .values({
      id,
      streamId: stream.stream.id,
      authorId: viewer.id,
      html: content.html,
      plain: content.plain,
      attachmentIds: attached.map((file) => file.id),
      mentionIds: mentions,
      language: viewer.locale,
      ...(await linkColumns(ctx, tx, firstLink(content.html))),
      visibility: stream.keys,
    })
    .returning();
  if (!row) throw new Error('activity not written');
  await tagActivity(tx, viewer, id, body.tags, content.plain, stream.keys);
  if (stream.group) await changeActivityCount(tx, stream.group.group.id, 1);
  await notifyMentions(ctx, tx, viewer, row, mentions);
  await indexLater(ctx, tx, ACTIVITY_SEARCH_MODULE, [id]);
}

/** PUT /api/v1/activities/{id}: the author's new text, mentions and tags. */
export async function editActivity(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  id: string,
  body: z.infer<typeof editActivityBody>,
): Promise<void> {
  const { row } = await loadVisibleActivity(ctx, viewer, id);
  if (!canEdit(viewer, row)) throw forbidden('Only the author edits an activity.');
  const content = contentOf(body.html_content, row.attachmentIds.length > 0 || row.objectType !== null);
  const mentions = await checkMentions(ctx, network, viewer, body.mention_ids);
  // A changed first link gets a new preview; the same link keeps its preview, or stays removed.
  const link = firstLink(content.html);
  const linkChanged = link !== firstLink(row.html);
  await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(activities)
      .set({
        html: content.html,
        plain: content.plain,
        mentionIds: mentions,
        editedAt: new Date(),
        ...(linkChanged ? await linkColumns(ctx, tx, link) : {}),
      })
      .where(eq(activities.id, row.id))
      .returning();
    if (!updated) throw notFound('activity');
    await tagActivity(tx, viewer, row.id, body.tags, content.plain, row.visibility);
    const added = mentions.filter((member) => !row.mentionIds.includes(member));
    await notifyMentions(ctx, tx, viewer, updated, added);
    await indexLater(ctx, tx, ACTIVITY_SEARCH_MODULE, [row.id]);
  });
}

/** DELETE /api/v1/activities/{id}: with its replies, likes, tags, notifications and files. */
export async function deleteActivity(ctx: AppContext, viewer: Viewer, id: string): Promise<void> {
  const { row, stream } = await loadVisibleActivity(ctx, viewer, id);
  if (!canDestroy(viewer, row, stream.group?.state ?? null)) throw forbidden('You may not delete this.');
  await ctx.db.transaction(async (tx) => {
    const subject = { type: ACTIVITY_SUBJECT, id: row.id };
    await removeTaggings(tx, subject);
    await removeSubjectNotifications(tx, subject);
    await tx.delete(activities).where(eq(activities.id, row.id));
    if (stream.group) await changeActivityCount(tx, stream.group.group.id, -1);
    // The indexer finds the activity gone and takes it out of every result.
    await indexLater(ctx, tx, ACTIVITY_SEARCH_MODULE, [row.id]);
  });
  if (row.attachmentIds.length > 0) await destroyFiles(ctx, row.attachmentIds);
  await unreadsChanged(ctx.bus, 'all');
}

/** Who hears of a reply: the activity's author and whoever replied before (not removed). */
async function replyAudience(tx: Tx, activity: ActivityRecord): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ id: activityReplies.authorId })
    .from(activityReplies)
    .where(and(eq(activityReplies.activityId, activity.id), eq(activityReplies.state, 'published')));
  return [activity.authorId, ...rows.map((row) => row.id)];
}

/** POST /api/v1/activities/{id}/replies. */
export async function createReply(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Author,
  activityId: string,
  body: z.infer<typeof replyBody>,
  key: IdempotencyKey | null = null,
): Promise<{ activity: VisibleActivity; replyId: string; created: boolean }> {
  const found = await loadVisibleActivity(ctx, viewer, activityId);
  const content = contentOf(body.html_content);
  const mentions = await checkMentions(ctx, network, viewer, body.mention_ids);
  const { id: replyId, replayed } = await once(ctx.db, key, async (claim) => {
    const replyId = newId();
    await ctx.db.transaction((tx) =>
      writeReply(ctx, tx, viewer, { id: replyId, activityId: found.row.id, content, mentions, claim }),
    );
    return replyId;
  });
  return { activity: found, replyId, created: !replayed };
}

type NewReply = {
  id: string;
  activityId: string;
  content: ReturnType<typeof contentOf>;
  mentions: string[];
  claim: ClaimKey;
};

/** The reply's row, the activity's counter, the notifications of its audience and the index job. */
async function writeReply(ctx: AppContext, tx: Tx, viewer: Author, reply: NewReply) {
  const { id, activityId, content, mentions, claim } = reply;
  await claim(tx, id);
  // The lock orders concurrent replies, so the counter and the notified audience agree.
  const [locked] = await tx.select().from(activities).where(eq(activities.id, activityId)).for('update');
  if (!locked) throw notFound('activity');
  const audience = await replyAudience(tx, locked);
  await tx.insert(activityReplies).values({
    id,
    activityId: locked.id,
    authorId: viewer.id,
    html: content.html,
    plain: content.plain,
    language: viewer.locale,
  });
  await tx
    .update(activities)
    .set({ replyCount: sql`${activities.replyCount} + 1` })
    .where(eq(activities.id, locked.id));
  const subject = { type: ACTIVITY_SUBJECT, id: locked.id };
  const common = {
    actorId: viewer.id,
    subject,
    url: activityUrl(locked.id),
    visibility: locked.visibility,
    data: { excerpt: content.plain.slice(0, 140) },
  };
  await notify(ctx, tx, { ...common, kind: NOTIFICATION_KINDS.reply, recipientIds: audience });
  await notify(ctx, tx, {
    ...common,
    kind: NOTIFICATION_KINDS.mention,
    recipientIds: mentions.filter((member) => !audience.includes(member)),
  });
  // The hit shows the reply count.
  await indexLater(ctx, tx, ACTIVITY_SEARCH_MODULE, [locked.id]);
}

/** PUT /api/v1/activities/{id}/replies/{replyId}: the author's new text. */
export async function editReply(
  ctx: AppContext,
  viewer: Viewer,
  activityId: string,
  replyId: string,
  body: z.infer<typeof replyBody>,
): Promise<VisibleActivity> {
  const found = await loadVisibleActivity(ctx, viewer, activityId);
  const reply = await loadReply(ctx.db, found.row.id, replyId);
  if (reply.state === 'removed') throw notFound('reply');
  if (!canEdit(viewer, reply)) throw forbidden('Only the author edits a reply.');
  const content = contentOf(body.html_content);
  await ctx.db
    .update(activityReplies)
    .set({ html: content.html, plain: content.plain, editedAt: new Date() })
    .where(eq(activityReplies.id, reply.id));
  return found;
}

/** DELETE /api/v1/activities/{id}/replies/{replyId}: the reply stays in its place as `removed`. */
export async function removeReply(
  ctx: AppContext,
  viewer: Viewer,
  activityId: string,
  replyId: string,
): Promise<VisibleActivity> {
  const found = await loadVisibleActivity(ctx, viewer, activityId);
  const reply = await loadReply(ctx.db, found.row.id, replyId);
  if (reply.state === 'removed') throw notFound('reply');
  if (!canDestroy(viewer, reply, found.stream.group?.state ?? null))
    throw forbidden('You may not delete this.');
  await ctx.db.transaction(async (tx) => {
    const [removed] = await tx
      .update(activityReplies)
      .set({ state: 'removed', html: '', plain: '' })
      .where(and(eq(activityReplies.id, reply.id), ne(activityReplies.state, 'removed')))
      .returning({ id: activityReplies.id });
    if (!removed) return;
    await tx
      .update(activities)
      .set({ replyCount: sql`greatest(0, ${activities.replyCount} - 1)` })
      .where(eq(activities.id, found.row.id));
    await indexLater(ctx, tx, ACTIVITY_SEARCH_MODULE, [found.row.id]);
  });
  return found;
}

/**
 * POST / DELETE …/likes: likes the activity (replyId null) or one of its replies. Liking twice is
 * a 409, taking back a like that is not there a 404; the counter changes with the like row.
 */
export async function setLike(
  ctx: AppContext,
  viewer: Viewer,
  activityId: string,
  replyId: string | null,
  on: boolean,
): Promise<{ like_count: number; liked: boolean }> {
  const found = await loadVisibleActivity(ctx, viewer, activityId);
  const reply = replyId === null ? null : await loadReply(ctx.db, found.row.id, replyId);
  if (reply?.state === 'removed') throw notFound('reply');
  const target = reply ? activityReplies : activities;
  const targetId = reply ? reply.id : found.row.id;
  return ctx.db.transaction(async (tx) => {
    const changed = on
      ? await tx
          .insert(activityLikes)
          .values({ activityId: found.row.id, replyId: reply?.id ?? null, memberId: viewer.id })
          .onConflictDoNothing()
          .returning({ id: activityLikes.id })
      : await tx
          .delete(activityLikes)
          .where(
            and(
              eq(activityLikes.activityId, found.row.id),
              eq(activityLikes.memberId, viewer.id),
              reply ? eq(activityLikes.replyId, reply.id) : isNull(activityLikes.replyId),
            ),
          )
          .returning({ id: activityLikes.id });
    if (changed.length === 0) {
      if (on) throw conflict('already_liked', 'You like this already.');
      throw notFound('like');
    }
    const [counted] = await tx
      .update(target)
      .set({ likeCount: sql`greatest(0, ${target.likeCount} + ${on ? 1 : -1})` })
      .where(eq(target.id, targetId))
      .returning({ likeCount: target.likeCount });
    if (on) {
      await notify(ctx, tx, {
        kind: NOTIFICATION_KINDS.like,
        recipientIds: [(reply ?? found.row).authorId],
        actorId: viewer.id,
        subject: { type: ACTIVITY_SUBJECT, id: found.row.id },
        threadKey: reply ? `activity_reply:${reply.id}` : undefined,
        url: activityUrl(found.row.id),
        visibility: found.row.visibility,
        data: { excerpt: (reply ?? found.row).plain.slice(0, 140), on: reply ? 'reply' : 'activity' },
      });
    }
    return { like_count: counted?.likeCount ?? 0, liked: on };
  });
}
