import { inArray } from 'drizzle-orm';
import type {
  ChatFile,
  ChatImage,
  ChatMessage,
  ChatState,
  LinkAttachment,
  PartnerState,
} from '../../../contract/chat.js';
import type { Db } from '../../db/client.js';
import { attachmentDetails } from '../files/service.js';
import type { NetworkRecord } from '../network/service.js';
import { loadPeople, type Person, unknownMember } from './people.js';
import { type ChatConfig, canBeAskedFromMessage, canStartPrivateChat, messageCan } from './policy.js';
import { chatMessages, type chatParticipants, type StoredLinkAttachment } from './tables.js';

export type MessageRow = typeof chatMessages.$inferSelect;
export type ParticipantRow = typeof chatParticipants.$inferSelect;

/**
 * A message as every member of its chat sees it, plus what differs per viewer (the author's client id)
 * and what the policy needs to finish it for one viewer (whether its author can be asked into a
 * private chat). This is what travels over the bus; `forViewer` finishes it for one socket. Plain
 * JSON only.
 */
export type NeutralMessage = {
  message: ChatMessage;
  author_id: string;
  client_id: string;
  author_askable: boolean;
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function presentLink(link: StoredLinkAttachment): LinkAttachment {
  return { ...link, loading: false };
}

type AttachmentDetail = Awaited<ReturnType<typeof attachmentDetails>>[number];

/** A file attachment as messages and the files view show it. */
export function presentFile(d: AttachmentDetail): ChatFile {
  return {
    id: d.id,
    original_filename: d.originalFilename,
    size: d.size,
    content_type: d.contentType,
    extension: d.extension,
    author_name: d.authorName,
    created_at: d.createdAt.toISOString(),
  };
}

/**
 * Presents rows of one or more chats (quotes, authors and attachments loaded in batches). `known`
 * people (loaded by the caller meanwhile) are not loaded again.
 */
export async function presentMessages(
  db: Db,
  network: NetworkRecord,
  rows: MessageRow[],
  known: Map<string, Person> = new Map(),
): Promise<NeutralMessage[]> {
  if (rows.length === 0) return [];
  const quotedIds = [...new Set(rows.map((r) => r.quotedMessageId).filter((id): id is string => !!id))];
  const quoted = quotedIds.length
    ? await db.select().from(chatMessages).where(inArray(chatMessages.id, quotedIds))
    : [];
  const all = [...rows, ...quoted];
  const live = all.filter((row) => !row.deletedAt);
  const [people, details] = await Promise.all([
    loadPeople(
      db,
      network,
      all.map((row) => row.authorId).filter((id) => !known.has(id)),
    ).then((loaded) => new Map([...known, ...loaded])),
    attachmentDetails(
      db,
      live.flatMap((row) => [...row.fileIds, ...row.imageIds]),
    ),
  ]);
  const byId = new Map(details.map((d) => [d.id, d]));
  const author = (id: string) => people.get(id)?.chatMember ?? unknownMember(id, network);
  const filesOf = (row: MessageRow): ChatFile[] =>
    row.deletedAt
      ? []
      : row.fileIds.flatMap((id) => {
          const d = byId.get(id);
          return d ? [presentFile(d)] : [];
        });
  const imagesOf = (row: MessageRow): ChatImage[] =>
    row.deletedAt
      ? []
      : row.imageIds.flatMap((id) => {
          const d = byId.get(id);
          return d ? [{ id: d.id, original_filename: d.originalFilename }] : [];
        });
  const quotedById = new Map(quoted.map((q) => [q.id, q]));

  return rows.map((row) => {
    const links = row.deletedAt ? [] : row.linkAttachments.map(presentLink);
    const q = row.quotedMessageId ? quotedById.get(row.quotedMessageId) : undefined;
    const message: ChatMessage = {
      id: row.id,
      chat_id: '',
      seq: row.seq,
      client_id: null,
      text: row.deletedAt ? '' : row.text,
      from: author(row.authorId),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      deleted_at: iso(row.deletedAt),
      quoted_message:
        q && !row.deletedAt
          ? {
              id: q.id,
              text: q.deletedAt ? '' : q.text,
              from: author(q.authorId),
              files: filesOf(q),
              images: imagesOf(q),
              deleted_at: iso(q.deletedAt),
            }
          : null,
      files: filesOf(row),
      images: imagesOf(row),
      link_attachments: links,
      link_preview: links.find((link) => link.show) ?? null,
      can: { update: false, destroy: false, start_private_chat: false },
    };
    return {
      message,
      author_id: row.authorId,
      client_id: row.clientId,
      author_askable: canBeAskedFromMessage(people.get(row.authorId), network),
    };
  });
}

/** The message as one viewer gets it: their chat id, their client id, what they may do with it. */
export function forViewer(
  neutral: NeutralMessage,
  viewerId: string,
  chatId: string,
  config: ChatConfig,
  now = new Date(),
): ChatMessage {
  const { message } = neutral;
  const own = neutral.author_id === viewerId;
  const startPrivateChat = canStartPrivateChat(viewerId, {
    authorId: neutral.author_id,
    chatKind: chatId.startsWith('group/') ? 'group' : 'member',
    authorAskable: neutral.author_askable,
  });
  const edits = own
    ? messageCan(
        viewerId,
        {
          authorId: neutral.author_id,
          createdAt: new Date(message.created_at),
          deletedAt: message.deleted_at ? new Date(message.deleted_at) : null,
        },
        config,
        now,
      )
    : { update: false, destroy: false };
  return {
    ...message,
    chat_id: chatId,
    client_id: own ? neutral.client_id : null,
    can: { ...edits, start_private_chat: startPrivateChat },
  };
}

/** The viewer's state of a chat; a missing participant row is a chat never read and never muted. */
export function presentState(lastSeq: number, mine: ParticipantRow | null, now = new Date()): ChatState {
  const muted = mine?.mutedUntil && mine.mutedUntil > now ? mine.mutedUntil.toISOString() : null;
  const lastReadSeq = mine?.lastReadSeq ?? 0;
  return {
    muted_until: muted,
    app_muted_until: muted,
    last_read_id: mine?.lastReadMessageId ?? null,
    last_read_seq: lastReadSeq,
    unread_count: Math.max(0, lastSeq - lastReadSeq - (mine?.ownSinceRead ?? 0)),
  };
}

export function presentPartnerState(partner: ParticipantRow | null): PartnerState {
  return {
    last_received_id: partner?.lastReceivedMessageId ?? null,
    last_received_seq: partner?.lastReceivedSeq ?? 0,
    last_read_id: partner?.lastReadMessageId ?? null,
    last_read_seq: partner?.lastReadSeq ?? 0,
  };
}
