import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { fromDriver, rowsOf } from '../../db/from-driver.js';
import { newId } from '../../platform/ids.js';
import type { MessageRow } from './present.js';
import { chatMessages, type StoredLinkAttachment } from './tables.js';

export type NewMessage = {
  chatId: string;
  authorId: string;
  clientId: string;
  text: string;
  quotedMessageId: string | null;
  fileIds: string[];
  imageIds: string[];
  linkAttachments: StoredLinkAttachment[];
  at: Date;
};

/**
 * Appends a message to a chat in one statement (one round trip, atomic on its own):
 * - locks the chat row (FOR NO KEY UPDATE) and takes its last_seq + 1, so concurrent sends of one chat
 *   get gapless numbers in commit order (a sender that waited for the lock reads the newer row);
 *   foreign-key checks of other writers (participant rows) take key-share locks, which do not wait;
 * - inserts the message unless the author already used this client id (then nothing else changes:
 *   no seq is taken, and the answer is null);
 * - moves the chat's last_seq, last message and interaction time to it;
 * - counts it as the author's own message since their read position (never unread for them);
 * - answers the other participants, whose unread counters change.
 * The row lock is the statement's first lock on the chat row (the inserts' foreign-key checks run at
 * its end), so two senders cannot deadlock on it. Being one statement, it needs no transaction: a
 * caller that does more (attachments) wraps it in one.
 */
export async function appendMessage(
  db: Db | Tx,
  m: NewMessage,
): Promise<{ row: MessageRow; otherMemberIds: string[] } | null> {
  const result = await db.execute(sql`
    with locked as (
      select id, last_seq from chats where id = ${m.chatId} for no key update
    ), sent as (
      insert into chat_messages (id, chat_id, seq, author_id, client_id, text, quoted_message_id,
        file_ids, image_ids, link_attachments, created_at, updated_at)
      select ${newId()}, locked.id, locked.last_seq + 1, ${m.authorId}, ${m.clientId}, ${m.text},
        ${m.quotedMessageId}, ${JSON.stringify(m.fileIds)}::jsonb, ${JSON.stringify(m.imageIds)}::jsonb,
        ${JSON.stringify(m.linkAttachments)}::jsonb, ${m.at.toISOString()}::timestamptz,
        ${m.at.toISOString()}::timestamptz
      from locked
      on conflict (author_id, client_id) do nothing
      returning *
    ), moved as (
      update chats set last_seq = sent.seq, last_message_id = sent.id, last_interacted_at = sent.created_at
      from sent where chats.id = sent.chat_id
    ), own as (
      insert into chat_participants (chat_id, member_id, last_read_seq, own_since_read)
      select chat_id, author_id, seq - 1, 1 from sent
      on conflict (chat_id, member_id) do update
        set own_since_read = chat_participants.own_since_read + 1
    )
    select sent.*, array(
      select member_id from chat_participants p
      where p.chat_id = sent.chat_id and p.member_id <> sent.author_id
    ) as other_member_ids
    from sent`);
  const [raw] = rowsOf(result);
  if (!raw) return null;
  return {
    row: fromDriver(chatMessages, raw),
    otherMemberIds: (raw.other_member_ids as string[] | null) ?? [],
  };
}
