import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHAT_CLOSE, chatPaths, chatToken } from '../../../contract/chat.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { isSameOrigin } from '../../platform/http/security.js';
import type { CurrentMember } from '../../platform/sessions/current-member.js';
import { onCrawlFinished } from '../crawls/service.js';
import { registerAttachmentOwner } from '../files/service.js';
import { getMemberRecord } from '../members/service.js';
import { canChat, requireViewer } from '../network/policy.js';
import { registerUnreadCounter, unreadsChanged } from '../unreads/service.js';
import { ChatHub } from './hub.js';
import { fillLateLinks } from './late-links.js';
import { CHAT_MESSAGE_OWNER } from './messages.js';
import { chatNetwork } from './network-cache.js';
import { followMembership, initialTopics, serveConnection } from './socket.js';
import { issueChatToken, redeemChatToken } from './tokens.js';
import { canReadChatAttachment, countUnreadChats, syncGroupParticipant } from './unreads.js';

const socketQuery = z.object({ token: z.string().max(200).optional() });

type SocketAuth = { member: CurrentMember; sessionTokenHash: string } | null;

/**
 * Chat: the token route and the socket (docs/chat-protocol.md). All chat actions travel over the
 * socket; the hub of this instance holds its sockets and hears every instance's events on the bus.
 */
export async function chatRoutes(app: FastifyInstance, ctx: AppContext) {
  registerUnreadCounter('Chat', countUnreadChats);
  registerAttachmentOwner(CHAT_MESSAGE_OWNER, canReadChatAttachment);
  onCrawlFinished(fillLateLinks);
  const hub = new ChatHub(ctx);
  await hub.start(async (memberId, groupId) => {
    await syncGroupParticipant(ctx.db, memberId, groupId);
    await followMembership(ctx, hub, memberId, groupId);
    await unreadsChanged(ctx.bus, [memberId]);
  });
  app.addHook('onClose', async () => hub.stop());

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    chatPaths.token,
    { config: { auth: 'member' }, schema: { response: { 200: chatToken } } },
    async (request) => {
      const member = requireViewer(request.member);
      if (!canChat(member, await chatNetwork(ctx.db))) throw notFound('chat');
      return issueChatToken(ctx.db, member.id, member.sessionTokenHash);
    },
  );

  // Authenticated by the token in the query, not the session cookie: apps and other clients hold
  // only the token. Checked before the upgrade; see authenticateSocket.
  const auth = new WeakMap<FastifyRequest, SocketAuth>();
  api.get(
    chatPaths.socket,
    {
      websocket: true,
      config: { auth: 'public' },
      schema: { querystring: socketQuery },
      preValidation: async (request) => {
        // Cross-site WebSocket hijacking: browsers send cookies and any origin on upgrades.
        if (!isSameOrigin(request, ctx.config)) {
          throw new AppError(403, 'csrf', 'The request did not come from this site.');
        }
        auth.set(request, await authenticateSocket(ctx, (request.query as { token?: string }).token));
      },
    },
    (socket, request) => {
      const who = auth.get(request);
      if (!who) {
        // Accepted and closed at once: browsers cannot read the status of a refused upgrade.
        socket.close(CHAT_CLOSE.unauthorized, 'invalid token');
        return;
      }
      const connection = {
        socket,
        member: who.member,
        sessionTokenHash: who.sessionTokenHash,
        topics: new Set<string>(),
        lastSeenAt: Date.now(),
      };
      void initialTopics(ctx, who.member).then(
        (topics) => serveConnection(ctx, hub, socket, connection, topics),
        (err) => {
          ctx.log.error({ err }, 'chat socket setup failed');
          socket.close(1011, 'setup failed');
        },
      );
    },
  );
}

/** The member behind a socket token, if the token is valid and the member may still chat. */
async function authenticateSocket(ctx: AppContext, token: string | undefined): Promise<SocketAuth> {
  const row = await redeemChatToken(ctx.db, token);
  if (!row) return null;
  const record = await getMemberRecord(ctx.db, row.memberId).catch(() => null);
  if (!record || record.lockedAt || record.deletedAt) return null;
  if (!canChat(record, await chatNetwork(ctx.db))) return null;
  return {
    member: {
      id: record.id,
      email: record.email,
      firstName: record.firstName,
      lastName: record.lastName,
      locale: record.locale,
      timeZone: record.timeZone,
      isExternal: record.isExternal,
      isNetworkAdmin: record.isNetworkAdmin,
      sessionTokenHash: row.sessionTokenHash,
    },
    sessionTokenHash: row.sessionTokenHash,
  };
}
