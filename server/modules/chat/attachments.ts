import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { ChatAttachment } from '../../../contract/chat.js';
import { CHAT_PAGE_SIZE } from '../../../contract/chat.js';
import type { ChatReply, ChatRequest } from '../../../contract/chat-protocol.js';
import type { Db } from '../../db/client.js';
import { attachmentDetails } from '../files/service.js';
import type { NetworkRecord } from '../network/service.js';
import type { ResolvedChat } from './chats.js';
import { loadPeople, unknownMember } from './people.js';
import { presentFile } from './present.js';
import { chatMessages } from './tables.js';

/**
 * Views showChatFiles and showChatImages (chat_attachments): the files or images of the chat's
 * messages that are not deleted, newest message first, each message's own in its order. Pages end
 * with a whole message so that `before_seq` (the seq of the last entry) continues without a gap or a
 * repeat; a page may therefore hold a few more entries than `limit`.
 */
export async function chatAttachments(
  db: Db,
  network: NetworkRecord,
  chat: ResolvedChat,
  query: Pick<ChatRequest<'chat_attachments'>, 'type' | 'before_seq' | 'limit'>,
): Promise<ChatReply<'chat_attachments'>> {
  if (!chat.row) return { attachments: [], has_more: false };
  const limit = query.limit ?? CHAT_PAGE_SIZE;
  const column = query.type === 'files' ? chatMessages.fileIds : chatMessages.imageIds;
  // Every row has at least one attachment, so limit + 1 rows always fill the page and tell has_more.
  const rows = await db
    .select({
      id: chatMessages.id,
      seq: chatMessages.seq,
      authorId: chatMessages.authorId,
      createdAt: chatMessages.createdAt,
      ids: column,
    })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.chatId, chat.row.id),
        isNull(chatMessages.deletedAt),
        sql`jsonb_array_length(${column}) > 0`,
        query.before_seq !== undefined ? lt(chatMessages.seq, query.before_seq) : undefined,
      ),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(limit + 1);

  const page: typeof rows = [];
  let count = 0;
  for (const row of rows) {
    if (count >= limit) break;
    page.push(row);
    count += row.ids.length;
  }
  const [details, people] = await Promise.all([
    attachmentDetails(
      db,
      page.flatMap((row) => row.ids),
    ),
    loadPeople(
      db,
      network,
      page.map((row) => row.authorId),
    ),
  ]);
  const byId = new Map(details.map((d) => [d.id, d]));
  const wanted = query.type === 'files' ? 'file' : 'image';
  const attachments = page.flatMap((row) =>
    row.ids.flatMap((id): ChatAttachment[] => {
      const d = byId.get(id);
      if (!d || d.type !== wanted) return [];
      return [
        {
          message_id: row.id,
          seq: row.seq,
          from: people.get(row.authorId)?.chatMember ?? unknownMember(row.authorId, network),
          created_at: row.createdAt.toISOString(),
          file: query.type === 'files' ? presentFile(d) : null,
          image: query.type === 'images' ? { id: d.id, original_filename: d.originalFilename } : null,
        },
      ];
    }),
  );
  return { attachments, has_more: page.length < rows.length };
}
