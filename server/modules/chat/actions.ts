import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Chat } from '../../../contract/chat.js';
import type { ChatRequest, MyProfile } from '../../../contract/chat-protocol.js';
import type { Db } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { forbidden, notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import type { NetworkRecord } from '../network/service.js';
import { unreadsChanged } from '../unreads/service.js';
import { memberChatId } from './chat-ids.js';
import { directPartnerIds, ensureChatRow, presentResolved, type ResolvedChat, resolveChat } from './chats.js';
import { memberTopic, publishChatEvent } from './events.js';
import { loadPerson } from './people.js';
import { chatConfigOf, mutedUntil } from './policy.js';
import { presentPartnerState } from './present.js';
import { onlineMembers, ownStatus, storeStatus, visibleStatus } from './status.js';
import { chatMessages, chatParticipants, chats } from './tables.js';

/** Chat actions besides writing messages: reading, delivery, muting, statuses, profile, typing. */

async function resolve(ctx: AppContext, viewer: Viewer, chatId: string) {
  const network = await ctx.network.get();
  return { network, chat: await resolveChat(ctx, network, viewer, chatId) };
}

export async function chatDetails(ctx: AppContext, viewer: Viewer, chatId: string): Promise<Chat> {
  const { network, chat } = await resolve(ctx, viewer, chatId);
  return presentResolved(ctx.db, network, viewer, chat);
}

/** Starts a direct chat (or opens a group's): the row exists afterwards; both members' tabs learn of it. */
export async function createChat(ctx: AppContext, viewer: Viewer, input: ChatRequest<'create_chat'>) {
  const chatId = 'member_id' in input ? memberChatId(input.member_id) : `group/${input.group_id}`;
  const { network, chat } = await resolve(ctx, viewer, chatId);
  if (!chat.row && !chat.canWrite) throw forbidden('You cannot start this chat.');
  await ensureChatRow(ctx.db, chat, viewer.id);
  const presented = await presentResolved(ctx.db, network, viewer, chat);
  await publishChatEvent(ctx, {
    topics: [memberTopic(viewer.id)],
    event: 'create_chat',
    data: { kind: 'plain', payload: { chat: presented } },
  });
  return presented;
}

async function participant(db: Db, chatRowId: string, memberId: string) {
  const [row] = await db
    .select()
    .from(chatParticipants)
    .where(and(eq(chatParticipants.chatId, chatRowId), eq(chatParticipants.memberId, memberId)));
  return row ?? null;
}

async function messageSeq(db: Db, chat: ResolvedChat, messageId: string) {
  if (!chat.row) throw notFound('message');
  const [row] = await db
    .select({ id: chatMessages.id, seq: chatMessages.seq })
    .from(chatMessages)
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.chatId, chat.row.id)));
  if (!row) throw notFound('message');
  return row;
}

const partnerOf = (chat: ResolvedChat) => (chat.ref.kind === 'member' ? chat.ref.partnerId : null);

/**
 * Everything up to the message is read. The read position only moves forward, so a late or repeated
 * mark never brings unread messages back; the own-message count is recomputed for what follows it.
 */
export async function markAsRead(ctx: AppContext, viewer: Viewer, input: ChatRequest<'mark_as_read'>) {
  const { network, chat } = await resolve(ctx, viewer, input.chat_id);
  const target = await messageSeq(ctx.db, chat, input.message_id);
  const row = await ensureChatRow(ctx.db, chat, viewer.id);
  const mine = await participant(ctx.db, row.id, viewer.id);
  let changed = false;
  if (!mine || target.seq > mine.lastReadSeq) {
    const [own] = await ctx.db
      .select({ n: count() })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.chatId, row.id),
          eq(chatMessages.authorId, viewer.id),
          gt(chatMessages.seq, target.seq),
        ),
      );
    const updated = await ctx.db
      .update(chatParticipants)
      .set({
        lastReadSeq: target.seq,
        lastReadMessageId: target.id,
        ownSinceRead: own?.n ?? 0,
        lastReceivedSeq: sql`greatest(${chatParticipants.lastReceivedSeq}, ${target.seq})`,
        lastReceivedMessageId: sql`case when ${chatParticipants.lastReceivedSeq} < ${target.seq} then ${target.id} else ${chatParticipants.lastReceivedMessageId} end`,
      })
      .where(
        and(
          eq(chatParticipants.chatId, row.id),
          eq(chatParticipants.memberId, viewer.id),
          sql`${chatParticipants.lastReadSeq} < ${target.seq}`,
        ),
      )
      .returning();
    changed = updated.length > 0;
  }
  const [current] = await ctx.db.select().from(chats).where(eq(chats.id, row.id));
  chat.row = current ?? row;
  const presented = await presentResolved(ctx.db, network, viewer, chat);
  if (changed) {
    await publishChatEvent(ctx, {
      topics: [memberTopic(viewer.id)],
      event: 'mark_as_read',
      data: { kind: 'plain', payload: { chat_id: chat.chatId, state: presented.state, partner_state: null } },
    });
    const partnerId = partnerOf(chat);
    if (partnerId) {
      const me = await participant(ctx.db, row.id, viewer.id);
      await publishChatEvent(ctx, {
        topics: [memberTopic(partnerId)],
        event: 'mark_as_read',
        data: {
          kind: 'plain',
          payload: { chat_id: memberChatId(viewer.id), state: null, partner_state: presentPartnerState(me) },
        },
      });
    }
    await unreadsChanged(ctx.bus, [viewer.id]);
  }
  return presented;
}

/** The recipient's client holds the message (delivery state received); told to the partner only. */
export async function markAsReceived(
  ctx: AppContext,
  viewer: Viewer,
  input: ChatRequest<'mark_as_received'>,
) {
  const { chat } = await resolve(ctx, viewer, input.chat_id);
  const target = await messageSeq(ctx.db, chat, input.message_id);
  const row = await ensureChatRow(ctx.db, chat, viewer.id);
  const [updated] = await ctx.db
    .update(chatParticipants)
    .set({ lastReceivedSeq: target.seq, lastReceivedMessageId: target.id })
    .where(
      and(
        eq(chatParticipants.chatId, row.id),
        eq(chatParticipants.memberId, viewer.id),
        sql`${chatParticipants.lastReceivedSeq} < ${target.seq}`,
      ),
    )
    .returning();
  const partnerId = partnerOf(chat);
  if (updated && partnerId) {
    await publishChatEvent(ctx, {
      topics: [memberTopic(partnerId)],
      event: 'mark_as_received',
      data: {
        kind: 'plain',
        payload: { chat_id: memberChatId(viewer.id), partner_state: presentPartnerState(updated) },
      },
    });
  }
  return {};
}

async function setMute(ctx: AppContext, viewer: Viewer, chatId: string, until: Date | null) {
  const { network, chat } = await resolve(ctx, viewer, chatId);
  const row = await ensureChatRow(ctx.db, chat, viewer.id);
  await ctx.db
    .update(chatParticipants)
    .set({ mutedUntil: until })
    .where(and(eq(chatParticipants.chatId, row.id), eq(chatParticipants.memberId, viewer.id)));
  const presented = await presentResolved(ctx.db, network, viewer, chat);
  await publishChatEvent(ctx, {
    topics: [memberTopic(viewer.id)],
    event: until ? 'mute_chat' : 'unmute_chat',
    data: { kind: 'plain', payload: { chat_id: chat.chatId, state: presented.state } },
  });
  return presented;
}

export async function muteChat(ctx: AppContext, viewer: Viewer, input: ChatRequest<'mute_chat'>) {
  const network = await ctx.network.get();
  const person = await loadPerson(ctx.db, network, viewer.id);
  return setMute(ctx, viewer, input.chat_id, mutedUntil(input.period, person?.timeZone ?? null));
}

export async function unmuteChat(ctx: AppContext, viewer: Viewer, input: ChatRequest<'unmute_chat'>) {
  return setMute(ctx, viewer, input.chat_id, null);
}

/** Relayed to the chat's other members; nothing is stored. */
export async function composing(ctx: AppContext, viewer: Viewer, input: ChatRequest<'composing'>) {
  const { network, chat } = await resolve(ctx, viewer, input.chat_id);
  if (!chat.canWrite) throw forbidden('You cannot write in this chat.');
  const person = await loadPerson(ctx.db, network, viewer.id);
  if (!person) throw notFound('member');
  const topics =
    chat.ref.kind === 'group' ? [`group:${chat.ref.groupId}`] : [memberTopic(chat.ref.partnerId)];
  await publishChatEvent(ctx, {
    topics,
    event: 'composing',
    data: { kind: 'chat', address: chat.address, payload: { member: person.chatMember } },
    exceptMemberId: viewer.id,
  });
  return {};
}

export async function myProfile(
  ctx: AppContext,
  viewer: Viewer,
  network?: NetworkRecord,
): Promise<MyProfile> {
  const db = ctx.db;
  const net = network ?? (await ctx.network.get());
  const [person, status] = await Promise.all([loadPerson(db, net, viewer.id), ownStatus(db, viewer.id)]);
  if (!person) throw notFound('member');
  const config = chatConfigOf(net);
  return {
    member: person.chatMember,
    network_id: net.id,
    status,
    show_online_status: net.config.show_online_status,
    can: { chat: true },
    config: {
      allow_update: config.allowUpdate,
      allow_destroy: config.allowDestroy,
      update_period_of_time: config.updatePeriodSeconds,
      destroy_period_of_time: config.destroyPeriodSeconds,
      max_file_attachments: config.maxFiles,
      max_image_attachments: config.maxImages,
    },
  };
}

/** Own status; other tabs get my_profile, everyone else the visible status on the network topic. */
export async function setStatus(ctx: AppContext, viewer: Viewer, input: ChatRequest<'set_status'>) {
  const network = await ctx.network.get();
  const status = await storeStatus(ctx.db, viewer.id, input);
  const profile = await myProfile(ctx, viewer, network);
  await publishChatEvent(ctx, {
    topics: [memberTopic(viewer.id)],
    event: 'my_profile',
    data: { kind: 'plain', payload: profile },
  });
  const partners = network.config.show_online_status ? await directPartnerIds(ctx.db, viewer.id) : [];
  if (partners.length > 0) {
    const online = (await onlineMembers(ctx.db, [viewer.id])).has(viewer.id);
    await publishChatEvent(ctx, {
      topics: partners.map(memberTopic),
      event: 'status',
      data: { kind: 'plain', payload: { member_id: viewer.id, status: visibleStatus(status, online) } },
    });
  }
  return profile;
}
