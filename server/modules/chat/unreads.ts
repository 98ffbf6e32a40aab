import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { chatGroupsOfMember } from '../groups/service.js';
import type { Viewer } from '../network/policy.js';
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

/** Attachments of chat messages: readable by the members of the chat while the message exists. */
export async function canReadChatAttachment(
  db: Db | Tx,
  viewer: Viewer,
  file: { id: string; ownerId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ chat: chats, deletedAt: chatMessages.deletedAt })
    .from(chatMessages)
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    .where(and(eq(chatMessages.id, file.ownerId)));
  if (!row || row.deletedAt) return false;
  if (row.chat.kind === 'member')
    return row.chat.memberLowId === viewer.id || row.chat.memberHighId === viewer.id;
  if (!row.chat.groupId) return false;
  const groups = await chatGroupsOfMember(db as Db, viewer.id, row.chat.groupId);
  return groups.length > 0;
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
