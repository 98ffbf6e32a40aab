import type { WebSocket } from 'ws';
import type { z } from 'zod';
import { CHAT_LIST_MAX, CHAT_PAGE_SIZE } from '../../../contract/chat.js';
import {
  type ChatError,
  type ChatErrorCode,
  type ChatEventName,
  chatErrorCode,
  clientFrame,
  requests,
} from '../../../contract/chat-protocol.js';
import { type IssueFacts, issueMessageKey } from '../../../contract/field-errors.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentMember } from '../../platform/identity/viewer.js';
import { liveTopicKinds } from '../../platform/modules/extensions.js';
import { unstorableTextFields } from '../../platform/unstorable-text.js';
import { chatGroupsOfMember } from '../groups/service.js';
import {
  chatDetails,
  composing,
  createChat,
  markAsRead,
  markAsReceived,
  muteChat,
  myProfile,
  setStatus,
  unmuteChat,
} from './actions.js';
import { chatAttachments } from './attachments.js';
import { ensureGroupParticipants, groupChatRow, listMyChats, presentResolved, resolveChat } from './chats.js';
import { groupTopic, memberTopic, networkTopic } from './events.js';
import { type ChatHub, type Connection, send } from './hub.js';
import { chatLinks, previewLinks } from './links.js';
import { deleteMessage, messagesPage, sendMessage, updateMessage } from './messages.js';

/** Frames without a ref cannot be answered; after this many the socket is closed. */
const MAX_UNANSWERABLE = 10;
const MAX_FRAME_BYTES = 256 * 1024;

type Handler = (ctx: AppContext, hub: ChatHub, c: Connection, payload: never) => Promise<unknown>;

const handlers: {
  [E in ChatEventName]: (
    ctx: AppContext,
    hub: ChatHub,
    c: Connection,
    payload: z.infer<(typeof requests)[E]>,
  ) => Promise<unknown>;
} = {
  heartbeat: async () => ({}),
  join: async (ctx, hub, c, { topic }) => {
    if (!(await mayJoin(ctx, c.member, topic)))
      throw new AppError(404, 'not_found', 'The topic was not found.');
    hub.join(c, topic);
    return { topic };
  },
  leave: async (_ctx, hub, c, { topic }) => {
    hub.leave(c, topic);
    return { topic };
  },
  my_profile: async (ctx, _hub, c) => myProfile(ctx, c.member),
  my_chats: async (ctx, _hub, c, { limit }) => ({
    chats: await listMyChats(ctx.db, await ctx.network.get(), c.member, limit ?? CHAT_LIST_MAX),
  }),
  chat_details: async (ctx, _hub, c, { chat_id }) => ({ chat: await chatDetails(ctx, c.member, chat_id) }),
  open: async (ctx, _hub, c, { chat_id, limit }) => {
    const network = await ctx.network.get();
    const chat = await resolveChat(ctx, network, c.member, chat_id);
    if (chat.row && chat.address.kind === 'group')
      await ensureGroupParticipants(ctx.db, c.member.id, [chat.row]);
    const page = await messagesPage(ctx.db, network, c.member, chat, { limit: limit ?? CHAT_PAGE_SIZE });
    return { chat: await presentResolved(ctx.db, network, c.member, chat), ...page };
  },
  more_messages: async (ctx, _hub, c, input) => {
    const network = await ctx.network.get();
    const chat = await resolveChat(ctx, network, c.member, input.chat_id);
    return messagesPage(ctx.db, network, c.member, chat, input);
  },
  chat_attachments: async (ctx, _hub, c, input) => {
    const network = await ctx.network.get();
    const chat = await resolveChat(ctx, network, c.member, input.chat_id);
    return chatAttachments(ctx.db, network, chat, input);
  },
  message: async (ctx, _hub, c, input) => ({ message: await sendMessage(ctx, c.member, input) }),
  update_message: async (ctx, _hub, c, input) => ({ message: await updateMessage(ctx, c.member, input) }),
  delete_message: async (ctx, _hub, c, input) => ({ message: await deleteMessage(ctx, c.member, input) }),
  mark_as_read: async (ctx, _hub, c, input) => ({ chat: await markAsRead(ctx, c.member, input) }),
  mark_as_received: async (ctx, _hub, c, input) => markAsReceived(ctx, c.member, input),
  mute_chat: async (ctx, _hub, c, input) => ({ chat: await muteChat(ctx, c.member, input) }),
  unmute_chat: async (ctx, _hub, c, input) => ({ chat: await unmuteChat(ctx, c.member, input) }),
  composing: async (ctx, _hub, c, input) => composing(ctx, c.member, input),
  create_chat: async (ctx, hub, c, input) => {
    const chat = await createChat(ctx, c.member, input);
    if ('group_id' in input)
      for (const own of hub.connectionsOf(c.member.id)) hub.join(own, groupTopic(input.group_id));
    return { chat };
  },
  set_status: async (ctx, _hub, c, input) => setStatus(ctx, c.member, input),
  get_link_attachments: async (ctx, _hub, c, input) => {
    if ('urls' in input) return { link_attachments: await previewLinks(ctx, c.member, input.urls) };
    const network = await ctx.network.get();
    const chat = await resolveChat(ctx, network, c.member, input.chat_id);
    return { link_attachments: await chatLinks(ctx.db, chat, input.limit ?? CHAT_PAGE_SIZE) };
  },
};

/**
 * Topics a member may hear: their own, the network's, the chats of their groups, and the topics other
 * modules own (`liveTopicKinds`) when their owner agrees.
 */
async function mayJoin(ctx: AppContext, member: CurrentMember, topic: string): Promise<boolean> {
  const [kind, id] = topic.split(':');
  const owned = kind ? ctx.extensions.get(liveTopicKinds, kind) : undefined;
  if (owned) return id ? owned(member, id) : false;
  if (kind === 'member') return id === member.id;
  if (kind === 'network') return id === (await ctx.network.get()).id;
  if (kind === 'group' && id) {
    const [group] = await chatGroupsOfMember(ctx.db, member.id, id);
    return group !== undefined && (group.chatEnabled || (await groupChatRow(ctx.db, id)) !== null);
  }
  return false;
}

/** The topics a new socket starts with. */
export async function initialTopics(ctx: AppContext, member: CurrentMember): Promise<string[]> {
  const network = await ctx.network.get();
  const groups = await chatGroupsOfMember(ctx.db, member.id);
  return [memberTopic(member.id), networkTopic(network.id), ...groups.map((g) => groupTopic(g.id))];
}

function toChatError(error: unknown): { error: ChatError; internal: boolean } {
  if (error instanceof AppError) {
    const known = chatErrorCode.safeParse(error.code);
    let code: ChatErrorCode = known.success ? known.data : 'invalid';
    if (!known.success) {
      if (error.status === 404) code = 'not_found';
      else if (error.status === 403) code = 'forbidden';
      else if (error.status === 429) code = 'rate_limited';
    }
    return {
      error: { code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
      internal: false,
    };
  }
  return { error: { code: 'internal', message: 'Something went wrong. Please try again.' }, internal: true };
}

function fieldErrors(issues: (IssueFacts & { path: PropertyKey[] })[]) {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'payload';
    fields[key] = [...(fields[key] ?? []), issueMessageKey(issue)];
  }
  return fields;
}

/** Serves one authenticated socket until it closes. */
export function serveConnection(
  ctx: AppContext,
  hub: ChatHub,
  socket: WebSocket,
  c: Connection,
  topics: string[],
) {
  let unanswerable = 0;
  const ready = hub.add(c, topics);
  const reply = (frame: unknown) => send(c, JSON.stringify(frame));

  socket.on('pong', () => {
    c.lastSeenAt = Date.now();
  });
  socket.on('close', () => {
    void ready.then(() => hub.remove(c)).catch((err) => ctx.log.warn({ err }, 'chat socket cleanup failed'));
  });
  socket.on('message', (data, isBinary) => {
    c.lastSeenAt = Date.now();
    void (async () => {
      await ready;
      const text = isBinary ? '' : data.toString();
      let parsed: unknown;
      try {
        parsed = text.length <= MAX_FRAME_BYTES ? JSON.parse(text) : undefined;
      } catch {
        parsed = undefined;
      }
      const frame = clientFrame.safeParse(parsed);
      if (!frame.success) {
        const ref = (parsed as { ref?: unknown } | undefined)?.ref;
        if (typeof ref === 'string' && ref.length > 0 && ref.length <= 64) {
          reply({
            ref,
            ok: false,
            error: { code: 'bad_frame', message: 'A frame is { ref, event, payload }.' },
          });
        } else if (++unanswerable >= MAX_UNANSWERABLE) {
          socket.close(1003, 'unreadable frames');
        }
        return;
      }
      const { ref, event } = frame.data;
      if (!(await hub.sessionAlive(c))) return;
      const taken = hub.requests.take(c.member.id);
      if (!taken.ok) {
        reply({
          ref,
          ok: false,
          error: {
            code: 'rate_limited',
            message: 'Too many requests; slow down.',
            retry_after_ms: taken.retryAfterMs,
          },
        });
        return;
      }
      if (!Object.hasOwn(requests, event)) {
        reply({
          ref,
          ok: false,
          error: { code: 'unknown_event', message: `Unknown event ${event.slice(0, 40)}.` },
        });
        return;
      }
      const name = event as ChatEventName;
      // The same refusal as on every HTTP route (platform/http/input-text.ts), before the schema.
      const unstorable = unstorableTextFields(frame.data.payload);
      if (unstorable) {
        reply({
          ref,
          ok: false,
          error: {
            code: 'invalid',
            message: 'The payload holds characters that cannot be stored.',
            fields: unstorable,
          },
        });
        return;
      }
      const input = requests[name].safeParse(frame.data.payload ?? {});
      if (!input.success) {
        reply({
          ref,
          ok: false,
          error: {
            code: 'invalid',
            message: 'The payload is not valid.',
            fields: fieldErrors(input.error.issues),
          },
        });
        return;
      }
      try {
        const handler = handlers[name] as Handler;
        const payload = await handler(ctx, hub, c, input.data as never);
        reply({ ref, ok: true, payload });
      } catch (error) {
        const { error: chatError, internal } = toChatError(error);
        if (internal) ctx.log.error({ err: error, event: name }, 'chat event failed');
        reply({ ref, ok: false, error: chatError });
      }
    })().catch((err) => ctx.log.error({ err }, 'chat frame handling failed'));
  });

  void ready
    .then(async () => {
      const network = await ctx.network.get();
      send(
        c,
        JSON.stringify({
          event: 'ready',
          topic: memberTopic(c.member.id),
          payload: {
            member_id: c.member.id,
            network_id: network.id,
            topics: [...c.topics],
            server_time: new Date().toISOString(),
          },
        }),
      );
    })
    .catch((err) => {
      ctx.log.error({ err }, 'chat socket setup failed');
      socket.close(1011, 'setup failed');
    });
}

/** A member joined or left a group: their sockets follow, and their clients refetch the list. */
export async function followMembership(ctx: AppContext, hub: ChatHub, memberId: string, groupId: string) {
  const [group] = await chatGroupsOfMember(ctx.db, memberId, groupId);
  const topic = groupTopic(groupId);
  for (const c of hub.connectionsOf(memberId)) {
    if (group) hub.join(c, topic);
    else hub.leave(c, topic);
  }
  for (const c of hub.connectionsOf(memberId)) {
    send(c, JSON.stringify({ event: 'my_chats', topic: memberTopic(memberId), payload: {} }));
  }
}
