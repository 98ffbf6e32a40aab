import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHAT_CLOSE, chatPaths, chatToken } from '../../../contract/chat.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { isSameOrigin } from '../../platform/http/security.js';
import type { CurrentMember } from '../../platform/identity/viewer.js';
import { liveSessions } from '../../platform/sessions/sessions.js';
import { memberRecordById } from '../members/service.js';
import { canChat } from '../network/policy.js';
import { unreadsChanged } from '../unreads/service.js';
import { ChatHub } from './hub.js';
import { followMembership, initialTopics, serveConnection } from './socket.js';
import { issueChatToken, redeemChatToken } from './tokens.js';
import { syncGroupParticipant } from './unreads.js';

const socketQuery = z.object({ token: z.string().max(200).optional() });

type SocketAuth = { member: CurrentMember; sessionTokenHash: string } | null;
/** What the upgrade prepared: the member, their sockets on other instances, the topics to start with. */
type Admission = { who: SocketAuth; elsewhere: number; topics: string[] };

/**
 * Chat: the token route and the socket (docs/chat-protocol.md). All chat actions travel over the
 * socket; the hub of this instance holds its sockets and hears every instance's events on the bus.
 */
export async function chatRoutes(app: FastifyInstance, ctx: AppContext) {
  const hub = new ChatHub(ctx);
  await hub.start(async (memberId, groupId) => {
    await syncGroupParticipant(ctx.db, memberId, groupId);
    await followMembership(ctx, hub, memberId, groupId);
    await unreadsChanged(ctx.bus, [memberId]);
  });
  // Our sockets close with 1001 (going away: reconnect to another instance) in a preClose hook added
  // before the websocket plugin's, which closes every socket without a code (1005).
  app.addHook('preClose', async () => hub.stop());
  // Frames are small JSON; a larger one is refused by ws itself.
  await app.register(websocket, { options: { maxPayload: 256 * 1024 } });

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    chatPaths.token,
    { config: { auth: 'member' }, schema: { response: { 200: chatToken } } },
    async (request) => {
      const member = request.viewer;
      if (!canChat(member, await ctx.network.get())) throw notFound('chat');
      return issueChatToken(ctx.db, member.id, member.sessionTokenHash);
    },
  );

  // Authenticated by the token in the query, not the session cookie: apps and other clients hold
  // only the token. Checked before the upgrade; see authenticateSocket. Everything that needs the
  // database is done then, so the handler attaches its listeners at once: frames a client sends right
  // after the upgrade would otherwise arrive before anyone listens, and be lost.
  const admissions = new WeakMap<FastifyRequest, Admission>();
  api.get(
    chatPaths.socket,
    {
      websocket: true,
      config: { auth: 'public', credentials: ['chatToken'] },
      schema: { querystring: socketQuery },
      preValidation: async (request) => {
        // Cross-site WebSocket hijacking: browsers send cookies and any origin on upgrades.
        if (!isSameOrigin(request, ctx.config)) {
          throw new AppError(403, 'csrf', 'The request did not come from this site.');
        }
        const who = await authenticateSocket(ctx, (request.query as { token?: string }).token);
        if (!who) return void admissions.set(request, { who, elsewhere: 0, topics: [] });
        const [elsewhere, topics] = await Promise.all([
          hub.socketsElsewhere(who.member.id),
          initialTopics(ctx, who.member),
        ]);
        admissions.set(request, { who, elsewhere, topics });
      },
    },
    (socket, request) => {
      const admission = admissions.get(request);
      const who = admission?.who;
      // Accepted and closed at once: browsers cannot read the status of a refused upgrade.
      if (!admission || !who) return socket.close(CHAT_CLOSE.unauthorized, 'invalid token');
      if (!hub.mayOpen(who.member.id, admission.elsewhere)) {
        return socket.close(CHAT_CLOSE.tooManySockets, 'too many sockets');
      }
      const connection = {
        socket,
        member: who.member,
        sessionTokenHash: who.sessionTokenHash,
        topics: new Set<string>(),
        lastSeenAt: Date.now(),
      };
      serveConnection(ctx, hub, socket, connection, admission.topics);
    },
  );
}

/** The member behind a socket token, if the token is valid and the member may still chat. */
async function authenticateSocket(ctx: AppContext, token: string | undefined): Promise<SocketAuth> {
  const row = await redeemChatToken(ctx.db, token);
  if (!row) return null;
  // The token lives as long as the session that asked for it: a sign-out ends both.
  if (!(await liveSessions(ctx.db, [row.sessionTokenHash])).has(row.sessionTokenHash)) return null;
  const record = await memberRecordById(ctx.db, row.memberId);
  if (!record || record.lockedAt || record.deletedAt) return null;
  if (!canChat(record, await ctx.network.get())) return null;
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
      // liveSessions above admits only sessions that satisfy the network's two-factor rule.
      twoFactorVerified: true,
      sessionTokenHash: row.sessionTokenHash,
    },
    sessionTokenHash: row.sessionTokenHash,
  };
}
