import type { Db } from '../../db/client.js';
import { appendMessage } from '../../modules/chat/append.js';
import { memberPair } from '../../modules/chat/chat-ids.js';
import type { ChatRow } from '../../modules/chat/chats.js';
import type { MessageRow } from '../../modules/chat/present.js';
import { chatParticipants, chats } from '../../modules/chat/tables.js';
import { unreadsChanged } from '../../modules/unreads/service.js';
import type { AppContext } from '../../platform/context.js';
import { newId } from '../../platform/ids.js';

export type { ChatRow, MessageRow as ChatMessageRow };

async function createChat(db: Db, values: typeof chats.$inferInsert, memberIds: string[]): Promise<ChatRow> {
  const [chat] = await db.insert(chats).values(values).returning();
  if (!chat) throw new Error('chat not created');
  if (memberIds.length > 0) {
    await db.insert(chatParticipants).values(memberIds.map((memberId) => ({ chatId: chat.id, memberId })));
  }
  return chat;
}

/** The direct chat of two members with both participant rows, as opening it creates them. */
export function createDirectChat(db: Db, a: string, b: string): Promise<ChatRow> {
  const [low, high] = memberPair(a, b);
  return createChat(db, { kind: 'member', memberLowId: low, memberHighId: high, createdById: a }, [a, b]);
}

/**
 * A group's chat with participant rows for `memberIds` (others get theirs when the chat first reaches
 * them, everything before counting as read).
 */
export function createGroupChat(db: Db, groupId: string, memberIds: string[] = []): Promise<ChatRow> {
  return createChat(db, { kind: 'group', groupId, createdById: memberIds[0] ?? null }, memberIds);
}

/**
 * A message appended as sending appends it (chat/append.ts): the chat's next seq and last message,
 * the author's own-message count; the other participants hear that their unread counts changed.
 * Attachments are ids of files already owned by a `chat_message`.
 */
export async function addChatMessage(
  ctx: AppContext,
  chat: Pick<ChatRow, 'id'>,
  authorId: string,
  overrides: { text?: string; at?: Date; clientId?: string; fileIds?: string[]; imageIds?: string[] } = {},
): Promise<MessageRow> {
  const appended = await appendMessage(ctx.db, {
    chatId: chat.id,
    authorId,
    clientId: overrides.clientId ?? `factory-${newId()}`,
    text: overrides.text ?? 'Hello',
    quotedMessageId: null,
    fileIds: overrides.fileIds ?? [],
    imageIds: overrides.imageIds ?? [],
    linkAttachments: [],
    at: overrides.at ?? new Date(),
  });
  if (!appended) throw new Error('chat message not appended (client id used before?)');
  await unreadsChanged(ctx.bus, appended.otherMemberIds);
  return appended.row;
}
