import {
  type AnyColumn,
  and,
  count,
  desc,
  eq,
  exists,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type MessageDetail, type MessageList, TO_PREVIEW } from '../../../contract/messages.js';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { isId } from '../../platform/ids.js';
import { indexLater } from '../../platform/modules/extensions.js';
import type { NetworkRecord } from '../network/service.js';
import { markSubjectRead } from '../notifications/service.js';
import { unreadsChanged } from '../unreads/service.js';
import { bumpCounters, countersOf } from './counters.js';
import { messageConversation } from './notification-kind.js';
import { messageCanFlags } from './policy.js';
import { loadPresentation, type MessageRow, presentConversationMessage, presentSummary } from './present.js';
import { messageAttachments, messageRecipients, messages } from './tables.js';

/** Reading, marking and deleting direct messages. Sending is in send.ts. */

const CONVERSATION_LIMIT = 50;
const DETAIL_TO_LIMIT = 200;

/** The list indexes are DESC NULLS LAST (drizzle-kit's form); a plain DESC would not use them and sort. */
const newestFirst = (column: AnyColumn) => sql`${column} desc nulls last`;

const receivedBy = (memberId: string) =>
  and(eq(messageRecipients.memberId, memberId), isNull(messageRecipients.deletedAt));

/** SQL condition on `messages`: the viewer wrote it and kept it, or received it and kept it. */
export function visibleTo(db: Db | Tx, viewer: Viewer): SQL {
  const received = db
    .select({ one: messageRecipients.messageId })
    .from(messageRecipients)
    .where(and(eq(messageRecipients.messageId, messages.id), receivedBy(viewer.id)));
  return or(and(eq(messages.authorId, viewer.id), isNull(messages.authorDeletedAt)), exists(received)) as SQL;
}

/** The message if the viewer may see it, else null (malformed ids name nothing). */
export async function visibleMessage(db: Db | Tx, viewer: Viewer, id: string): Promise<MessageRow | null> {
  if (!isId(id)) return null;
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, id), visibleTo(db, viewer)));
  return row ?? null;
}

/** The message if the viewer may see it, else 404. */
export async function findVisibleMessage(db: Db | Tx, viewer: Viewer, id: string): Promise<MessageRow> {
  const row = await visibleMessage(db, viewer, id);
  if (!row) throw notFound('message');
  return row;
}

type Preloaded = { read?: Map<string, boolean>; to?: Map<string, string[]> };

async function presentPage(
  db: Db,
  network: NetworkRecord,
  viewer: Viewer,
  rows: MessageRow[],
  page: Omit<MessageList, 'messages'>,
  preloaded: Preloaded = {},
) {
  const loaded = await loadPresentation(db, network, viewer, rows, {
    toLimit: TO_PREVIEW,
    attachments: false,
    read: preloaded.read,
    to: preloaded.to,
  });
  return { ...page, messages: rows.map((row) => presentSummary(viewer, row, loaded)) };
}

/**
 * Where a page of `limit` rows at `offset` lies when read from the other end of a list of `total`:
 * past the middle, scanning the index backwards skips fewer entries (an offset of 99,990 into 100,000
 * becomes one of 0). Null when reading from the front is cheaper.
 */
export function fromTheEnd(total: number, limit: number, offset: number) {
  if (offset <= total / 2 || offset >= total) return null;
  const take = Math.min(limit, total - offset);
  return { offset: total - offset - take, limit: take };
}

/**
 * GET /api/v1/messages: the total from the counters (read beside the network settings), then one
 * statement: the page's ids from an index-only range of the member's kept messages (from the nearer
 * end), joined to the messages and the viewer's read state by primary key, with the first addressed
 * members of each.
 */
export async function listInbox(
  ctx: AppContext,
  viewer: Viewer,
  limit: number,
  offset: number,
): Promise<MessageList> {
  const db = ctx.db;
  const [{ inbox }, network] = await Promise.all([countersOf(db, viewer.id), ctx.network.get()]);
  const reversed = fromTheEnd(inbox, limit, offset);
  const ids = db
    .select({ id: messageRecipients.messageId })
    .from(messageRecipients)
    .where(receivedBy(viewer.id))
    // Backwards over the same DESC NULLS LAST index is ASC NULLS FIRST.
    .orderBy(
      ...(reversed
        ? [
            sql`${messageRecipients.createdAt} asc nulls first`,
            sql`${messageRecipients.messageId} asc nulls first`,
          ]
        : [newestFirst(messageRecipients.createdAt), newestFirst(messageRecipients.messageId)]),
    )
    .limit(reversed?.limit ?? limit)
    .offset(reversed?.offset ?? offset)
    .as('page');
  const mine = alias(messageRecipients, 'mine');
  const named = alias(messageRecipients, 'named');
  const firstAddressed = sql<string[]>`array(${db
    .select({ id: named.memberId })
    .from(named)
    .where(and(eq(named.messageId, ids.id), eq(named.addressed, true)))
    .orderBy(named.memberId)
    .limit(TO_PREVIEW)})`;
  const page = await db
    .select({ message: messages, readAt: mine.readAt, to: firstAddressed })
    .from(ids)
    .innerJoin(messages, eq(messages.id, ids.id))
    .innerJoin(mine, and(eq(mine.messageId, ids.id), eq(mine.memberId, viewer.id)))
    // A recipient row's created_at is its message's, so this is the index's order.
    .orderBy(newestFirst(messages.createdAt), newestFirst(messages.id));
  return presentPage(
    db,
    network,
    viewer,
    page.map((row) => row.message),
    { total: inbox, limit, offset },
    {
      read: new Map(page.map((row) => [row.message.id, row.readAt !== null])),
      to: new Map(page.map((row) => [row.message.id, row.to])),
    },
  );
}

/** GET /api/v1/messages/sent: like the inbox, from whichever end is nearer. */
export async function listSent(
  ctx: AppContext,
  viewer: Viewer,
  limit: number,
  offset: number,
): Promise<MessageList> {
  const db = ctx.db;
  const { sent } = await countersOf(db, viewer.id);
  const reversed = fromTheEnd(sent, limit, offset);
  const select = () =>
    db
      .select()
      .from(messages)
      .where(and(eq(messages.authorId, viewer.id), isNull(messages.authorDeletedAt)));
  const rows = reversed
    ? (
        await select()
          .orderBy(sql`${messages.createdAt} asc nulls first`, sql`${messages.id} asc nulls first`)
          .limit(reversed.limit)
          .offset(reversed.offset)
      ).reverse()
    : await select()
        .orderBy(newestFirst(messages.createdAt), newestFirst(messages.id))
        .limit(limit)
        .offset(offset);
  return presentPage(db, await ctx.network.get(), viewer, rows, { total: sent, limit, offset });
}

/** GET /api/v1/messages/{id}: with the conversation as far as the viewer may see it; opening reads it. */
export async function getMessage(
  ctx: AppContext,
  viewer: Viewer,
  id: string,
  options = { open: true },
): Promise<MessageDetail> {
  const db = ctx.db;
  const row = await findVisibleMessage(db, viewer, id);
  if (options.open) {
    const [read, notified] = await Promise.all([
      markRead(db, viewer, [row.id]),
      markSubjectRead(db, viewer.id, messageConversation(row.conversationStarterId)),
    ]);
    if (read.length > 0 || notified) await unreadsChanged(ctx.bus, [viewer.id]);
  }
  const received = await isRecipient(db, viewer, row.id);
  const inConversation = and(
    eq(messages.conversationStarterId, row.conversationStarterId),
    visibleTo(db, viewer),
  );
  const others = await db
    .select()
    .from(messages)
    .where(and(inConversation, ne(messages.id, row.id)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(CONVERSATION_LIMIT);
  const [length] = await db.select({ n: count() }).from(messages).where(inConversation);
  const network = await ctx.network.get();
  const loaded = await loadPresentation(db, network, viewer, [row, ...others], {
    toLimit: DETAIL_TO_LIMIT,
    attachments: true,
  });
  const main = presentConversationMessage(viewer, row, loaded);
  return {
    ...main,
    html_content: row.content,
    plain_content: row.plainContent,
    conversation: others.map((other) => presentConversationMessage(viewer, other, loaded)),
    conversation_length: length?.n ?? 1,
    received,
    can: messageCanFlags(viewer, network, ctx.translation !== null),
  };
}

async function isRecipient(db: Db, viewer: Viewer, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: messageRecipients.messageId })
    .from(messageRecipients)
    .where(and(eq(messageRecipients.messageId, id), receivedBy(viewer.id)));
  return row !== undefined;
}

/** Bulk ids: anything that is not an id cannot name a message of the viewer's. */
const validIds = (ids: string[]) => [...new Set(ids.filter(isId))];

/** Marks the viewer's received messages read; answers the ids that changed. Foreign ids change nothing. */
export async function markRead(db: Db, viewer: Viewer, ids: string[]): Promise<string[]> {
  const wanted = validIds(ids);
  if (wanted.length === 0) return [];
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(messageRecipients)
      .set({ readAt: new Date() })
      .where(
        and(
          receivedBy(viewer.id),
          inArray(messageRecipients.messageId, wanted),
          isNull(messageRecipients.readAt),
        ),
      )
      .returning({ id: messageRecipients.messageId });
    await bumpCounters(tx, [{ memberId: viewer.id, unread: -changed.length }]);
    return changed.map((c) => c.id);
  });
}

export async function markUnread(db: Db, viewer: Viewer, ids: string[]): Promise<string[]> {
  const wanted = validIds(ids);
  if (wanted.length === 0) return [];
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(messageRecipients)
      .set({ readAt: null })
      .where(
        and(
          receivedBy(viewer.id),
          inArray(messageRecipients.messageId, wanted),
          isNotNull(messageRecipients.readAt),
        ),
      )
      .returning({ id: messageRecipients.messageId });
    await bumpCounters(tx, [{ memberId: viewer.id, unread: changed.length }]);
    return changed.map((c) => c.id);
  });
}

/** POST and DELETE /api/v1/messages/{id}/read: 404 unless the viewer received the message. */
export async function setRead(db: Db, viewer: Viewer, id: string, read: boolean) {
  if (!isId(id) || !(await isRecipient(db, viewer, id))) throw notFound('message');
  await (read ? markRead : markUnread)(db, viewer, [id]);
  return { id, read };
}

/** What deleting needs: the database and the jobs that update the search index. */
type Jobs = Pick<AppContext, 'db' | 'jobs'>;

/** Removes received messages from the viewer's inbox; answers the ids removed. */
export async function deleteFromInbox(ctx: Jobs, viewer: Viewer, ids: string[]): Promise<string[]> {
  const wanted = validIds(ids);
  if (wanted.length === 0) return [];
  return ctx.db.transaction(async (tx) => {
    const removed = await tx
      .update(messageRecipients)
      .set({ deletedAt: new Date() })
      .where(and(receivedBy(viewer.id), inArray(messageRecipients.messageId, wanted)))
      .returning({ id: messageRecipients.messageId, readAt: messageRecipients.readAt });
    const unread = removed.filter((r) => r.readAt === null).length;
    await bumpCounters(tx, [{ memberId: viewer.id, inbox: -removed.length, unread: -unread }]);
    // Deleted messages leave the viewer's search results.
    await indexLater(
      ctx,
      tx,
      'messages',
      removed.map((r) => r.id),
    );
    return removed.map((r) => r.id);
  });
}

/** Removes the viewer's own messages from their sent list; recipients keep theirs. */
export async function deleteFromSent(ctx: Jobs, viewer: Viewer, ids: string[]): Promise<string[]> {
  const wanted = validIds(ids);
  if (wanted.length === 0) return [];
  return ctx.db.transaction(async (tx) => {
    const removed = await tx
      .update(messages)
      .set({ authorDeletedAt: new Date() })
      .where(
        and(eq(messages.authorId, viewer.id), isNull(messages.authorDeletedAt), inArray(messages.id, wanted)),
      )
      .returning({ id: messages.id });
    await bumpCounters(tx, [{ memberId: viewer.id, sent: -removed.length }]);
    await indexLater(
      ctx,
      tx,
      'messages',
      removed.map((r) => r.id),
    );
    return removed.map((r) => r.id);
  });
}

/** Single deletes answer 404 when there was nothing of the viewer's to delete. */
export async function deleteOne(
  ctx: Jobs,
  viewer: Viewer,
  id: string,
  from: 'inbox' | 'sent',
): Promise<void> {
  const removed = await (from === 'inbox' ? deleteFromInbox : deleteFromSent)(ctx, viewer, [id]);
  if (removed.length === 0) throw notFound('message');
}

/**
 * The files among `fileIds` the viewer may read as message attachments: they must see some message
 * that carries the file (a forward links the same file from a second message). The files module asks
 * this before anyone but the author reads one; forwarding asks it too.
 */
export async function readableAttachmentIds(
  db: Db | Tx,
  viewer: Viewer,
  fileIds: readonly string[],
): Promise<Set<string>> {
  const ids = [...new Set(fileIds)].filter(isId);
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: messageAttachments.fileId })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .where(and(inArray(messageAttachments.fileId, ids), visibleTo(db, viewer)));
  return new Set(rows.map((row) => row.id));
}

/** GET /api/v1/messages/{id}/files/{fileId}: the file must belong to a message the viewer sees. */
export async function attachmentOfVisibleMessage(db: Db, viewer: Viewer, id: string, fileId: string) {
  const message = await findVisibleMessage(db, viewer, id);
  if (!isId(fileId)) throw notFound('file');
  const [link] = await db
    .select()
    .from(messageAttachments)
    .where(and(eq(messageAttachments.messageId, message.id), eq(messageAttachments.fileId, fileId)));
  if (!link) throw notFound('file');
  return link.fileId;
}
