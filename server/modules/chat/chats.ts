import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Chat, VisibleStatus } from '../../../contract/chat.js';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { type ChatGroup, chatGroupsOfMember } from '../groups/service.js';
import { visibleMemberIds } from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import {
  type ChatAddress,
  type ChatRef,
  chatIdFor,
  groupChatId,
  memberChatId,
  memberPair,
  parseChatId,
} from './chat-ids.js';
import { loadPeople, type Person, unknownMember } from './people.js';
import { canWriteToGroup, canWriteToMember } from './policy.js';
import { type ParticipantRow, presentPartnerState, presentState } from './present.js';
import { visibleStatuses } from './status.js';
import { chatMessages, chatParticipants, chats } from './tables.js';

export type ChatRow = typeof chats.$inferSelect;

/** A chat as one viewer may reach it. `row` is null for a chat that has never been opened. */
export type ResolvedChat = {
  ref: ChatRef;
  /** The id under which the viewer knows it. */
  chatId: string;
  address: ChatAddress;
  row: ChatRow | null;
  group: ChatGroup | null;
  partner: Person | null;
  canWrite: boolean;
};

function addressOf(ref: ChatRef, viewerId: string): ChatAddress {
  if (ref.kind === 'group') {
    return { kind: 'group', groupId: ref.groupId, memberLowId: null, memberHighId: null };
  }
  const [low, high] = memberPair(viewerId, ref.partnerId);
  return { kind: 'member', groupId: null, memberLowId: low, memberHighId: high };
}

async function findRow(db: Db | Tx, address: ChatAddress): Promise<ChatRow | null> {
  const where =
    address.kind === 'group'
      ? eq(chats.groupId, address.groupId ?? '')
      : and(
          eq(chats.memberLowId, address.memberLowId ?? ''),
          eq(chats.memberHighId, address.memberHighId ?? ''),
        );
  const [row] = await db.select().from(chats).where(where).limit(1);
  return row ?? null;
}

/**
 * The chat behind an id, or 404: a group chat needs a full membership of the group; a direct chat
 * needs a partner the viewer may see (or an existing chat with them, kept readable after a change).
 */
export async function resolveChat(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  chatId: string,
): Promise<ResolvedChat> {
  const db = ctx.db;
  const ref = parseChatId(chatId);
  const address = addressOf(ref, viewer.id);
  if (ref.kind === 'group') {
    // Side by side: a send waits for both before it writes.
    const [[group], row] = await Promise.all([
      chatGroupsOfMember(db, viewer.id, ref.groupId),
      findRow(db, address),
    ]);
    if (!group) throw notFound('chat');
    if (!group.chatEnabled && !row) throw notFound('chat');
    return {
      ref,
      chatId: groupChatId(group.id),
      address,
      row,
      group,
      partner: null,
      canWrite: canWriteToGroup(viewer, group, network),
    };
  }
  if (ref.partnerId === viewer.id) throw notFound('chat');
  const row = await findRow(db, address);
  const visible = (await visibleMemberIds(ctx, network, viewer, [ref.partnerId])).has(ref.partnerId);
  // Without a chat a partner one may not see does not exist; an existing chat stays readable.
  if (!row && !visible) throw notFound('chat');
  const partner = (await loadPeople(db, network, [ref.partnerId])).get(ref.partnerId);
  if (!partner) throw notFound('chat');
  return {
    ref,
    chatId: memberChatId(partner.id),
    address,
    row,
    group: null,
    partner,
    canWrite: visible && canWriteToMember(viewer, partner, network),
  };
}

/**
 * The chat's row, created when missing (first message or first open), with the participant rows:
 * both members of a direct chat, the viewer of a group chat (history before counts as read).
 */
export async function ensureChatRow(db: Db | Tx, chat: ResolvedChat, viewerId: string): Promise<ChatRow> {
  let row = chat.row ?? (await findRow(db, chat.address));
  if (!row) {
    await db
      .insert(chats)
      .values({ ...chat.address, createdById: viewerId })
      .onConflictDoNothing();
    row = await findRow(db, chat.address);
    if (!row) throw new Error('chat row missing after insert');
  }
  const memberIds =
    chat.address.kind === 'member'
      ? [chat.address.memberLowId ?? '', chat.address.memberHighId ?? '']
      : [viewerId];
  const chatRow = row;
  await db
    .insert(chatParticipants)
    .values(memberIds.map((memberId) => ({ chatId: chatRow.id, memberId, lastReadSeq: chatRow.lastSeq })))
    .onConflictDoNothing();
  chat.row = row;
  return row;
}

export async function participantRows(db: Db | Tx, chatIds: string[]): Promise<ParticipantRow[]> {
  if (chatIds.length === 0) return [];
  return db.select().from(chatParticipants).where(inArray(chatParticipants.chatId, chatIds));
}

type Presentable = {
  chatId: string;
  kind: 'member' | 'group';
  row: ChatRow | null;
  group: ChatGroup | null;
  partnerId: string | null;
  canWrite: boolean;
};

/**
 * The time the chat list shows and sorts by (part 1 section 2.1: "time of last interaction", newest
 * first): the newest message, or for a direct chat without one the time its creator opened it, which
 * was that member's own interaction and puts the new chat on top of their list. A group chat without
 * a message has had no interaction: null (no time shown, listed after the chats that had one). Its
 * row's creation time would only say when somebody first looked at the empty chat, and the epoch
 * would fake a date.
 */
function lastInteraction(item: Pick<Presentable, 'kind' | 'row'>): Date | null {
  if (!item.row) return null;
  if (item.kind === 'group' && !item.row.lastMessageId) return null;
  return item.row.lastInteractedAt;
}

/** Presents chats for one viewer, loading last messages, partners, statuses and states in batches. */
export async function presentChats(
  db: Db,
  network: NetworkRecord,
  viewer: Viewer,
  items: Presentable[],
  people?: Map<string, Person>,
): Promise<Chat[]> {
  const rowIds = items.flatMap((item) => (item.row ? [item.row.id] : []));
  const lastIds = items.flatMap((item) => (item.row?.lastMessageId ? [item.row.lastMessageId] : []));
  const partnerIds = items.flatMap((item) => (item.partnerId ? [item.partnerId] : []));
  const [participants, lastMessages] = await Promise.all([
    participantRows(db, rowIds),
    lastIds.length ? db.select().from(chatMessages).where(inArray(chatMessages.id, lastIds)) : [],
  ]);
  const authors = lastMessages.map((m) => m.authorId);
  const [loaded, statuses] = await Promise.all([
    loadPeople(
      db,
      network,
      [...partnerIds, ...authors].filter((id) => !people?.has(id)),
    ),
    visibleStatuses(db, network, partnerIds),
  ]);
  const person = (id: string) => people?.get(id) ?? loaded.get(id);
  const lastById = new Map(lastMessages.map((m) => [m.id, m]));
  const participantOf = (chatRowId: string, memberId: string) =>
    participants.find((p) => p.chatId === chatRowId && p.memberId === memberId) ?? null;
  const now = new Date();

  return items.map((item) => {
    const row = item.row;
    const last = row?.lastMessageId ? lastById.get(row.lastMessageId) : undefined;
    const mine = row ? participantOf(row.id, viewer.id) : null;
    const partner = item.partnerId ? person(item.partnerId) : undefined;
    const status: VisibleStatus | null = item.partnerId ? (statuses.get(item.partnerId) ?? null) : null;
    return {
      id: item.chatId,
      type: item.kind,
      name:
        item.kind === 'group'
          ? (item.group?.name ?? '')
          : (partner?.chatMember.name ?? unknownMember(item.partnerId ?? '', network).name),
      image_id:
        item.kind === 'group'
          ? (item.group?.profileImageUrl ?? null)
          : (partner?.chatMember.image_id ?? null),
      path: item.kind === 'group' ? `/groups/${item.group?.slug ?? ''}` : `/members/${item.partnerId ?? ''}`,
      status,
      last_message: last
        ? {
            id: last.id,
            seq: last.seq,
            from: {
              id: last.authorId,
              name: person(last.authorId)?.chatMember.name ?? unknownMember(last.authorId, network).name,
            },
            text: last.deletedAt ? '' : last.text,
            has_attachments: !last.deletedAt && last.fileIds.length + last.imageIds.length > 0,
            created_at: last.createdAt.toISOString(),
            deleted_at: last.deletedAt ? last.deletedAt.toISOString() : null,
          }
        : null,
      last_interacted_at: lastInteraction(item)?.toISOString() ?? null,
      state: presentState(row?.lastSeq ?? 0, mine, now),
      partner_state:
        item.kind === 'member' && row && item.partnerId
          ? presentPartnerState(participantOf(row.id, item.partnerId))
          : null,
      can: { write: item.canWrite, mute: true },
    } satisfies Chat;
  });
}

export async function presentResolved(
  db: Db,
  network: NetworkRecord,
  viewer: Viewer,
  chat: ResolvedChat,
): Promise<Chat> {
  const people = chat.partner ? new Map([[chat.partner.id, chat.partner]]) : undefined;
  const [presented] = await presentChats(
    db,
    network,
    viewer,
    [
      {
        chatId: chat.chatId,
        kind: chat.address.kind,
        row: chat.row,
        group: chat.group,
        partnerId: chat.partner?.id ?? null,
        canWrite: chat.canWrite,
      },
    ],
    people,
  );
  if (!presented) throw notFound('chat');
  return presented;
}

/**
 * The viewer's chats, newest interaction first: direct chats that have messages (or that the viewer
 * opened), and the chats of the viewer's groups (those with chat switched off only if they have a
 * history). Group participant rows are created here for chats the viewer has not seen yet.
 */
export async function listMyChats(
  db: Db,
  network: NetworkRecord,
  viewer: Viewer,
  limit: number,
): Promise<Chat[]> {
  const [direct, groups] = await Promise.all([
    db
      .select({ chat: chats })
      .from(chatParticipants)
      .innerJoin(chats, eq(chats.id, chatParticipants.chatId))
      .where(
        and(
          eq(chatParticipants.memberId, viewer.id),
          eq(chats.kind, 'member'),
          or(gt(chats.lastSeq, 0), eq(chats.createdById, viewer.id)),
        ),
      )
      .orderBy(sql`${chats.lastInteractedAt} desc`)
      .limit(limit),
    chatGroupsOfMember(db, viewer.id),
  ]);
  const groupRows = groups.length
    ? await db
        .select()
        .from(chats)
        .where(
          inArray(
            chats.groupId,
            groups.map((g) => g.id),
          ),
        )
    : [];
  await ensureGroupParticipants(db, viewer.id, groupRows);
  const rowByGroup = new Map(groupRows.map((row) => [row.groupId, row]));
  const partnerIds = direct.map(
    ({ chat }) => (chat.memberLowId === viewer.id ? chat.memberHighId : chat.memberLowId) ?? '',
  );
  const partners = await loadPeople(db, network, partnerIds);

  const items: Presentable[] = [
    ...direct.map(({ chat }) => {
      const partnerId = chatIdFor(chat, viewer.id).slice('member/'.length);
      const partner = partners.get(partnerId);
      return {
        chatId: memberChatId(partnerId),
        kind: 'member' as const,
        row: chat,
        group: null,
        partnerId,
        canWrite: partner ? canWriteToMember(viewer, partner, network) : false,
      };
    }),
    ...groups
      .filter((group) => group.chatEnabled || rowByGroup.get(group.id)?.lastMessageId)
      .map((group) => ({
        chatId: groupChatId(group.id),
        kind: 'group' as const,
        row: rowByGroup.get(group.id) ?? null,
        group,
        partnerId: null,
        canWrite: canWriteToGroup(viewer, group, network),
      })),
  ];
  // Chats without an interaction come last, by name, so the order stays the same between calls.
  const time = (item: Presentable) => lastInteraction(item)?.getTime() ?? Number.NEGATIVE_INFINITY;
  const name = (item: Presentable) => item.group?.name ?? '';
  items.sort((a, b) => time(b) - time(a) || name(a).localeCompare(name(b)));
  return presentChats(db, network, viewer, items.slice(0, limit), partners);
}

/** Group chats reach a member with their first sight: history before it counts as read. */
export async function ensureGroupParticipants(db: Db | Tx, memberId: string, rows: ChatRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(chatParticipants)
    .values(rows.map((row) => ({ chatId: row.id, memberId, lastReadSeq: row.lastSeq })))
    .onConflictDoNothing();
}

/** The member's group chats that exist already (for topics and leaving a group). */
export async function groupChatRow(db: Db, groupId: string): Promise<ChatRow | null> {
  return findRow(db, { kind: 'group', groupId, memberLowId: null, memberHighId: null });
}

/** Members who share a direct chat with the member: they are the ones shown the member's status. */
export async function directPartnerIds(db: Db, memberId: string): Promise<string[]> {
  const rows = await db
    .select({ low: chats.memberLowId, high: chats.memberHighId })
    .from(chats)
    .where(
      and(eq(chats.kind, 'member'), or(eq(chats.memberLowId, memberId), eq(chats.memberHighId, memberId))),
    );
  return rows.map((row) => (row.low === memberId ? row.high : row.low)).filter((id): id is string => !!id);
}
