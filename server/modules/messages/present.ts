import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { MemberRow } from '../../../contract/members.js';
import {
  type ConversationMessage,
  type MessageAttachment,
  type MessageSummary,
  messagesPaths,
} from '../../../contract/messages.js';
import type { Db } from '../../db/client.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { preview } from '../../platform/rich-text.js';
import { attachedFiles } from '../files/service.js';
import { memberRowsByIds } from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import { messageAttachments, messageRecipients, type messages } from './tables.js';

export type MessageRow = typeof messages.$inferSelect;

/**
 * Rows to the spec's JSON. Everything a page of messages needs is loaded in a fixed number of queries
 * (the viewer's read state, named recipients, authors, attachments), whatever the page size.
 */
type Loaded = {
  read: Map<string, boolean>;
  to: Map<string, string[]>;
  people: Map<string, MemberRow>;
  attachments: Map<string, MessageAttachment[]>;
};

async function viewerReadState(db: Db, viewer: Viewer, ids: string[]): Promise<Map<string, boolean>> {
  const rows = await db
    .select({ id: messageRecipients.messageId, readAt: messageRecipients.readAt })
    .from(messageRecipients)
    .where(and(eq(messageRecipients.memberId, viewer.id), inArray(messageRecipients.messageId, ids)));
  return new Map(rows.map((row) => [row.id, row.readAt !== null]));
}

/** Members named in `to`, the first `limit` of each message (a window, so big lists stay in the database). */
async function addressedMembers(db: Db, ids: string[], limit: number): Promise<Map<string, string[]>> {
  const ranked = db
    .select({
      messageId: messageRecipients.messageId,
      memberId: messageRecipients.memberId,
      n: sql<number>`row_number() over (partition by ${messageRecipients.messageId} order by ${messageRecipients.memberId})`.as(
        'n',
      ),
    })
    .from(messageRecipients)
    .where(and(inArray(messageRecipients.messageId, ids), eq(messageRecipients.addressed, true)))
    .as('ranked');
  const rows = await db
    .select({ messageId: ranked.messageId, memberId: ranked.memberId })
    .from(ranked)
    .where(lte(ranked.n, limit));
  const result = new Map<string, string[]>();
  for (const row of rows) result.set(row.messageId, [...(result.get(row.messageId) ?? []), row.memberId]);
  return result;
}

async function attachmentsOf(db: Db, ids: string[]): Promise<Map<string, MessageAttachment[]>> {
  const links = await db
    .select()
    .from(messageAttachments)
    .where(inArray(messageAttachments.messageId, ids))
    .orderBy(messageAttachments.position);
  const facts = new Map(
    (
      await attachedFiles(
        db,
        links.map((l) => l.fileId),
      )
    ).map((f) => [f.id, f]),
  );
  const result = new Map<string, MessageAttachment[]>();
  for (const link of links) {
    const file = facts.get(link.fileId);
    if (!file) continue;
    const entry: MessageAttachment = {
      id: file.id,
      extension: file.extension,
      original_filename: file.originalFilename,
      size: file.size,
      path: messagesPaths.attachment(link.messageId, file.id),
    };
    result.set(link.messageId, [...(result.get(link.messageId) ?? []), entry]);
  }
  return result;
}

export async function loadPresentation(
  db: Db,
  network: NetworkRecord,
  viewer: Viewer,
  rows: MessageRow[],
  /**
   * `read` and `to`: the viewer's read state and the first addressed members, when the caller loaded
   * them with the rows (the inbox does, in the same statement).
   */
  options: {
    toLimit: number;
    attachments: boolean;
    read?: Map<string, boolean>;
    to?: Map<string, string[]>;
  },
): Promise<Loaded> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return { read: new Map(), to: new Map(), people: new Map(), attachments: new Map() };
  const read = options.read ?? (await viewerReadState(db, viewer, ids));
  const to = options.to ?? (await addressedMembers(db, ids, options.toLimit));
  const people = await memberRowsByIds(db, network, [
    ...rows.map((r) => r.authorId),
    ...[...to.values()].flat(),
  ]);
  const attachments = options.attachments ? await attachmentsOf(db, ids) : new Map();
  return { read, to, people, attachments };
}

export function presentSummary(viewer: Viewer, row: MessageRow, loaded: Loaded): MessageSummary {
  const received = loaded.read.get(row.id);
  return {
    id: row.id,
    subject: row.subject,
    preview: preview(row.plainContent),
    created_at: row.createdAt.toISOString(),
    author: loaded.people.get(row.authorId) ?? null,
    to: (loaded.to.get(row.id) ?? []).flatMap((id) => loaded.people.get(id) ?? []),
    to_count: row.toCount,
    to_group:
      row.toGroupId && row.toGroupName
        ? { id: row.toGroupId, slug: row.toGroupSlug ?? row.toGroupId, name: row.toGroupName }
        : null,
    to_all_network_members: row.toAllNetworkMembers,
    conversation_starter_id: row.conversationStarterId,
    has_replies: row.conversationStarterId !== row.id || row.repliesCount > 0,
    has_attachments: row.attachmentsCount > 0,
    // What one wrote is read; a message to oneself is read once opened like any other.
    i: { read: received ?? row.authorId === viewer.id },
  };
}

export function presentConversationMessage(
  viewer: Viewer,
  row: MessageRow,
  loaded: Loaded,
): ConversationMessage {
  return {
    ...presentSummary(viewer, row, loaded),
    content: row.content,
    attachments: loaded.attachments.get(row.id) ?? [],
  };
}
