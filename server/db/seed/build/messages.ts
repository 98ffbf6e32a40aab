import { eq, sql } from 'drizzle-orm';
import { bumpCounters } from '../../../modules/messages/counters.js';
import type { MessageRow } from '../../../modules/messages/present.js';
import { messageAttachments, messageRecipients, messages } from '../../../modules/messages/tables.js';
import { newId } from '../../../platform/ids.js';
import { sanitizeContent } from '../../../platform/rich-text.js';
import { buildFile, type FileStorage } from './files.js';

/**
 * Direct messages as sending stores them, shared by the demo seed and the test factories: the
 * sanitised message, one recipient row per member, the conversation's reply count, attachments, and
 * the members' counters through bumpCounters (the function every writer of messages uses). They are
 * stored as notified: no mail goes out for them.
 */
export type MessageSpec = {
  authorId: string;
  /** Shown on attachments (files keep their author's name). */
  authorName?: string;
  /** The members named in `to`, who receive it. */
  to: string[];
  subject: string;
  html?: string;
  createdAt?: Date;
  /** A message of the conversation this one answers. */
  replyToId?: string;
  /** Recipients who have read it. */
  readBy?: string[];
  attachments?: { name: string; content: Buffer }[];
};

export async function buildMessage(storage: FileStorage, spec: MessageSpec): Promise<MessageRow> {
  const { db } = storage;
  const id = newId();
  const createdAt = spec.createdAt ?? new Date();
  const content = sanitizeContent(spec.html ?? '');
  let starter = id;
  if (spec.replyToId) {
    const [parent] = await db.select().from(messages).where(eq(messages.id, spec.replyToId));
    if (!parent) throw new Error(`message ${spec.replyToId} to reply to is missing`);
    starter = parent.conversationStarterId;
    await db
      .update(messages)
      .set({ repliesCount: sql`${messages.repliesCount} + 1` })
      .where(eq(messages.id, starter));
  }
  const attachments = spec.attachments ?? [];
  const [row] = await db
    .insert(messages)
    .values({
      id,
      authorId: spec.authorId,
      subject: spec.subject,
      content: content.html,
      plainContent: content.plain,
      conversationStarterId: starter,
      toCount: spec.to.length,
      attachmentsCount: attachments.length,
      createdAt,
    })
    .returning();
  if (!row) throw new Error('message not stored');
  const read = new Set(spec.readBy ?? []);
  await db.insert(messageRecipients).values(
    spec.to.map((memberId) => ({
      messageId: id,
      memberId,
      addressed: true,
      createdAt,
      readAt: read.has(memberId) ? createdAt : null,
      notifiedAt: createdAt,
    })),
  );
  await bumpCounters(db, [
    ...spec.to.map((memberId) => ({ memberId, inbox: 1, unread: read.has(memberId) ? 0 : 1 })),
    { memberId: spec.authorId, sent: 1 },
  ]);
  for (const [position, attachment] of attachments.entries()) {
    const file = await buildFile(storage, {
      ...attachment,
      author: { id: spec.authorId, name: spec.authorName ?? '' },
      owner: { type: 'message', id },
    });
    await db.insert(messageAttachments).values({ messageId: id, fileId: file.id, position });
  }
  return row;
}
