import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { isId } from '../../platform/ids.js';
import { chatGroupsOfMember } from '../groups/service.js';
import { chatMessages, chatParticipants, chats } from './tables.js';

/**
 * The Chat unread counter: messages of others after the read position, over all the member's chats.
 * Group chats count only while the member belongs to the group now: the participant row of a member
 * who left is removed by a bus event, and events can be lost (Redis does not store them).
 */
export async function countUnreadChats(db: Db, memberId: string): Promise<number> {
  const groupIds = (await chatGroupsOfMember(db, memberId)).map((group) => group.id);
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(greatest(0, ${chats.lastSeq} - ${chatParticipants.lastReadSeq} - ${chatParticipants.ownSinceRead})), 0)`,
    })
    .from(chatParticipants)
    .innerJoin(chats, eq(chats.id, chatParticipants.chatId))
    .where(
      and(
        eq(chatParticipants.memberId, memberId),
        groupIds.length > 0
          ? or(eq(chats.kind, 'member'), inArray(chats.groupId, groupIds))
          : eq(chats.kind, 'member'),
      ),
    );
  return Number(row?.total ?? 0);
}

/**
 * Attachments of chat messages: readable by the members of the chat while the message exists.
 * Answers the ids among `files` the viewer may read (the files module's `attachmentOwners` check).
 */
export async function readableChatAttachments(
  db: Db | Tx,
  viewer: Viewer,
  files: readonly { id: string; ownerId: string }[],
): Promise<Set<string>> {
  const messageIds = [...new Set(files.map((file) => file.ownerId))].filter(isId);
  if (messageIds.length === 0) return new Set();
  const rows = await db
    .select({ id: chatMessages.id, chat: chats })
    .from(chatMessages)
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    .where(and(inArray(chatMessages.id, messageIds), isNull(chatMessages.deletedAt)));
  const myGroups = rows.some((row) => row.chat.kind === 'group')
    ? new Set((await chatGroupsOfMember(db, viewer.id)).map((group) => group.id))
    : new Set<string>();
  const readable = new Set(
    rows
      .filter(({ chat }) =>
        chat.kind === 'member'
          ? chat.memberLowId === viewer.id || chat.memberHighId === viewer.id
          : chat.groupId !== null && myGroups.has(chat.groupId),
      )
      .map((row) => row.id),
  );
  return new Set(files.filter((file) => readable.has(file.ownerId)).map((file) => file.id));
}

/** A member who left a group keeps no unread count of its chat; a new member starts at its end. */
export async function syncGroupParticipant(db: Db, memberId: string, groupId: string): Promise<void> {
  const [chat] = await db.select().from(chats).where(eq(chats.groupId, groupId));
  if (!chat) return;
  const [group] = await chatGroupsOfMember(db, memberId, groupId);
  if (group) {
    await db
      .insert(chatParticipants)
      .values({ chatId: chat.id, memberId, lastReadSeq: chat.lastSeq })
      .onConflictDoNothing();
  } else {
    await db
      .delete(chatParticipants)
      .where(and(eq(chatParticipants.chatId, chat.id), eq(chatParticipants.memberId, memberId)));
  }
}
