import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { ChatMessage } from '../../../contract/chat.js';
import { CHAT_PAGE_SIZE } from '../../../contract/chat.js';
import type { ChatRequest, MessagesPage } from '../../../contract/chat-protocol.js';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, forbidden, notFound, unprocessable } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { attachmentDetails, attachmentIdsOf, attachUploads, destroyFiles } from '../files/service.js';
import type { NetworkRecord } from '../network/service.js';
import { unreadsChanged } from '../unreads/service.js';
import { appendMessage } from './append.js';
import { chatTopics } from './chat-ids.js';
import { type ChatRow, ensureChatRow, type ResolvedChat, resolveChat } from './chats.js';
import { publishChatEvent } from './events.js';
import { resolveLinkAttachments } from './links.js';
import { loadPeople } from './people.js';
import { assertCanDestroy, assertCanUpdate, chatConfigOf } from './policy.js';
import { forViewer, type MessageRow, type NeutralMessage, presentMessages } from './present.js';
import { chatMessages } from './tables.js';

export const CHAT_MESSAGE_OWNER = 'chat_message';

async function presentOne(
  db: Db,
  network: NetworkRecord,
  viewer: Viewer,
  chatId: string,
  row: MessageRow,
): Promise<ChatMessage> {
  const [neutral] = await presentMessages(db, network, [row]);
  if (!neutral) throw notFound('message');
  return forViewer(neutral, viewer.id, chatId, chatConfigOf(network));
}

async function publishMessage(
  ctx: AppContext,
  event: 'message' | 'update_message' | 'delete_message',
  chat: ResolvedChat,
  neutral: NeutralMessage,
) {
  await publishChatEvent(ctx, {
    topics: chatTopics(chat.address),
    event,
    data: { kind: 'message', address: chat.address, message: neutral },
  });
}

/**
 * Chat action send (event `message`). Written first (the chat row locked, the next seq taken, the
 * sender's own-message count raised), then published, then answered. A resend with the same
 * client_id answers the stored message and publishes nothing.
 */
export async function sendMessage(
  ctx: AppContext,
  viewer: Viewer,
  input: ChatRequest<'message'>,
): Promise<ChatMessage> {
  const db = ctx.db;
  const network = await ctx.network.get();
  const chat = await resolveChat(ctx, network, viewer, input.chat_id);

  if (!chat.canWrite) {
    // A resend of a message stored before the permission went answers that message.
    const stored = await storedSend(db, viewer.id, input.client_id);
    if (stored) return answerResend(db, network, viewer, chat, stored);
    throw forbidden('You cannot write in this chat.');
  }
  const config = chatConfigOf(network);
  const fileIds = [...new Set(input.file_ids ?? [])];
  const imageIds = [...new Set(input.image_ids ?? [])];
  if (fileIds.length > config.maxFiles) {
    throw new AppError(422, 'too_many_files', `At most ${config.maxFiles} files per message.`);
  }
  if (imageIds.length > config.maxImages) {
    throw new AppError(422, 'too_many_images', `At most ${config.maxImages} images per message.`);
  }
  const text = input.text.replace(/\s+$/, '');
  if (text.trim() === '' && fileIds.length === 0 && imageIds.length === 0) {
    throw unprocessable({ text: ['js.required'] });
  }
  // Outside the transaction: the participant rows it may insert take a key-share lock on the chat
  // row through their foreign key, and taking that before the row lock below deadlocks two senders.
  const base = chat.row ?? (await ensureChatRow(db, chat, viewer.id));
  if (input.quoted_message_id) {
    const [quoted] = await db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(eq(chatMessages.id, input.quoted_message_id), eq(chatMessages.chatId, base.id)));
    if (!quoted) throw unprocessable({ quoted_message_id: ['errors.chat.quote_not_in_chat'] });
  }
  const links = await resolveLinkAttachments(ctx, viewer, input.link_attachments ?? []);

  const message = {
    chatId: base.id,
    authorId: viewer.id,
    clientId: input.client_id,
    text,
    quotedMessageId: input.quoted_message_id ?? null,
    fileIds,
    imageIds,
    linkAttachments: links,
    at: new Date(),
  };
  // The author's name and picture load while the message is written.
  const author = loadPeople(db, network, [viewer.id]);
  const attachments = [...fileIds, ...imageIds];
  const appended =
    attachments.length === 0
      ? await appendMessage(db, message)
      : await db.transaction(async (tx) => {
          const done = await appendMessage(tx, message);
          if (done) await attachTo(tx, viewer, done.row.id, fileIds, imageIds);
          return done;
        });
  if (!appended) {
    // A resend (or a concurrent copy) of a stored client id: nothing was written; answer the stored one.
    const stored = await storedSend(db, viewer.id, input.client_id);
    if (!stored) throw notFound('message');
    return answerResend(db, network, viewer, chat, stored);
  }
  const [neutral] = await presentMessages(db, network, [appended.row], await author);
  if (!neutral) throw notFound('message');
  await publishMessage(ctx, 'message', chat, neutral);
  await unreadsChanged(ctx.bus, appended.otherMemberIds);
  return forViewer(neutral, viewer.id, chat.chatId, config);
}

/** Publishes the message's uploads as its files and images; a wrong kind undoes the whole send. */
async function attachTo(tx: Tx, viewer: Viewer, messageId: string, fileIds: string[], imageIds: string[]) {
  const attached = await attachUploads(tx, viewer, { type: CHAT_MESSAGE_OWNER, id: messageId }, [
    ...fileIds,
    ...imageIds,
  ]);
  const types = await attachedTypes(
    tx,
    attached.map((a) => a.id),
  );
  if (fileIds.some((id) => types.get(id) !== 'file'))
    throw unprocessable({ file_ids: ['errors.chat.not_files'] });
  if (imageIds.some((id) => types.get(id) !== 'image'))
    throw unprocessable({ image_ids: ['errors.chat.not_images'] });
}

async function storedSend(db: Db, authorId: string, clientId: string): Promise<MessageRow | null> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.authorId, authorId), eq(chatMessages.clientId, clientId)))
    .limit(1);
  return row ?? null;
}

async function answerResend(
  db: Db,
  network: NetworkRecord,
  viewer: Viewer,
  chat: ResolvedChat,
  row: MessageRow,
) {
  if (chat.row?.id !== row.chatId) {
    throw unprocessable({ client_id: ['errors.chat.client_id_taken'] });
  }
  return presentOne(db, network, viewer, chat.chatId, row);
}

async function attachedTypes(tx: Parameters<typeof attachUploads>[0], ids: string[]) {
  const details = await attachmentDetails(tx, ids);
  return new Map(details.map((d) => [d.id, d.type]));
}

async function messageOfChat(db: Db, chat: ResolvedChat, id: string): Promise<MessageRow> {
  if (!chat.row) throw notFound('message');
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.id, id), eq(chatMessages.chatId, chat.row.id)));
  if (!row) throw notFound('message');
  return row;
}

/** Edit: own message, allowed by the network, inside update_period_of_time. */
export async function updateMessage(
  ctx: AppContext,
  viewer: Viewer,
  input: ChatRequest<'update_message'>,
): Promise<ChatMessage> {
  const network = await ctx.network.get();
  const chat = await resolveChat(ctx, network, viewer, input.chat_id);
  const row = await messageOfChat(ctx.db, chat, input.id);
  const config = chatConfigOf(network);
  assertCanUpdate(viewer.id, row, config);
  const text = input.text.replace(/\s+$/, '');
  if (text.trim() === '' && row.fileIds.length === 0 && row.imageIds.length === 0) {
    throw unprocessable({ text: ['js.required'] });
  }
  const [updated] = await ctx.db
    .update(chatMessages)
    .set({ text, updatedAt: new Date() })
    .where(eq(chatMessages.id, row.id))
    .returning();
  if (!updated) throw notFound('message');
  const [neutral] = await presentMessages(ctx.db, network, [updated]);
  if (!neutral) throw notFound('message');
  await publishMessage(ctx, 'update_message', chat, neutral);
  return forViewer(neutral, viewer.id, chat.chatId, config);
}

/**
 * Delete: own message, allowed by the network, inside destroy_period_of_time. The row stays (its seq
 * keeps the sequence gapless) without text, links or attachments; the attached files are removed.
 */
export async function deleteMessage(
  ctx: AppContext,
  viewer: Viewer,
  input: ChatRequest<'delete_message'>,
): Promise<ChatMessage> {
  const network = await ctx.network.get();
  const chat = await resolveChat(ctx, network, viewer, input.chat_id);
  const row = await messageOfChat(ctx.db, chat, input.id);
  const config = chatConfigOf(network);
  assertCanDestroy(viewer.id, row, config);
  const now = new Date();
  const [deleted] = await ctx.db
    .update(chatMessages)
    .set({ text: '', linkAttachments: [], fileIds: [], imageIds: [], deletedAt: now, updatedAt: now })
    .where(eq(chatMessages.id, row.id))
    .returning();
  if (!deleted) throw notFound('message');
  await destroyFiles(ctx, await attachmentIdsOf(ctx.db, { type: CHAT_MESSAGE_OWNER, id: row.id }));
  const [neutral] = await presentMessages(ctx.db, network, [deleted]);
  if (!neutral) throw notFound('message');
  await publishMessage(ctx, 'delete_message', chat, neutral);
  return forViewer(neutral, viewer.id, chat.chatId, config);
}

/**
 * A page of messages, ascending by seq: the newest page, the page before `before_seq`, everything
 * after `after_seq` (resync; the client repeats while has_more), or what changed after a time.
 */
export async function messagesPage(
  db: Db,
  network: NetworkRecord,
  viewer: Viewer,
  chat: ResolvedChat,
  query: { before_seq?: number; after_seq?: number; updated_after?: string; limit?: number },
): Promise<MessagesPage> {
  const limit = query.limit ?? CHAT_PAGE_SIZE;
  if (!chat.row) return { messages: [], has_more: false };
  const row: ChatRow = chat.row;
  let rows: MessageRow[];
  if (query.updated_after !== undefined) {
    rows = await db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.chatId, row.id), gt(chatMessages.updatedAt, new Date(query.updated_after))))
      .orderBy(asc(chatMessages.updatedAt), asc(chatMessages.seq))
      .limit(limit + 1);
  } else if (query.after_seq !== undefined) {
    rows = await db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.chatId, row.id), gt(chatMessages.seq, query.after_seq)))
      .orderBy(asc(chatMessages.seq))
      .limit(limit + 1);
  } else {
    rows = await db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.chatId, row.id),
          query.before_seq !== undefined ? lt(chatMessages.seq, query.before_seq) : undefined,
        ),
      )
      .orderBy(desc(chatMessages.seq))
      .limit(limit + 1);
  }
  const hasMore = rows.length > limit;
  rows = rows.slice(0, limit);
  if (query.after_seq === undefined && query.updated_after === undefined) rows.reverse();
  const config = chatConfigOf(network);
  const now = new Date();
  const presented = await presentMessages(db, network, rows);
  return {
    messages: presented.map((n) => forViewer(n, viewer.id, chat.chatId, config, now)),
    has_more: hasMore,
  };
}
