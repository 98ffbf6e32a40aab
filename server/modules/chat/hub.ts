import { randomBytes } from 'node:crypto';
import type { WebSocket } from 'ws';
import { CHAT_CLOSE, CHAT_HEARTBEAT_MS, CHAT_MAX_SOCKETS_PER_MEMBER } from '../../../contract/chat.js';
import type { BusEvent, BusResume } from '../../platform/bus/bus.js';
import type { AppContext } from '../../platform/context.js';
import type { CurrentMember } from '../../platform/identity/viewer.js';
import { LIVE_CHANNEL, liveTopicKinds } from '../../platform/modules/extensions.js';
import { endsSession, type SessionChange } from '../../platform/sessions/session-cache.js';
import { liveSessions } from '../../platform/sessions/sessions.js';
import { groupIdsOfMembers } from '../groups/service.js';
import { memberRecordById } from '../members/service.js';
import { canChat } from '../network/policy.js';
import { UNREADS_CHANNEL } from '../unreads/service.js';
import { chatIdFor } from './chat-ids.js';
import { directPartnerIds } from './chats.js';
import { CHAT_CHANNEL, type ChatEvent, memberTopic } from './events.js';
import { MemberRequestRate } from './limits.js';
import { chatConfigOf } from './policy.js';
import { forViewer } from './present.js';
import {
  clearPresence,
  onlineMembers,
  ownStatus,
  PRESENCE_REFRESH_MS,
  recordPresence,
  refreshPresence,
  socketsElsewhere,
  visibleStatus,
} from './status.js';

/** One open socket of one member. */
export type Connection = {
  socket: WebSocket;
  member: CurrentMember;
  /** Session that asked for the token: signing it out closes the socket. */
  sessionTokenHash: string;
  topics: Set<string>;
  lastSeenAt: number;
};

const GROUPS_CHANNEL = 'groups';
/** Sockets silent (no frame, no pong) for this long are closed. */
const SILENCE_LIMIT_MS = 3 * CHAT_HEARTBEAT_MS;
/** Members (or sessions) per query of the rechecks (far below PostgreSQL's parameter limit). */
const RECHECK_BATCH = 5_000;
/** Catch-up reaches back this much before the loss began: the instances' clocks may differ a little. */
const CATCH_UP_MARGIN_MS = 5_000;

/**
 * The sockets of this instance and their topics. Every chat event comes through the bus (Redis with
 * several instances), and the hub hands it to the local sockets subscribed to one of its topics,
 * finishing message payloads per viewer. Presence (who has a socket open anywhere) is kept in the
 * database per instance, so a member is online while any instance holds a socket of theirs.
 */
export class ChatHub {
  readonly instanceId = randomBytes(8).toString('hex');
  private readonly topics = new Map<string, Set<Connection>>();
  private readonly byMember = new Map<string, Set<Connection>>();
  private readonly unsubscribers: (() => Promise<void>)[] = [];
  private timers: NodeJS.Timeout[] = [];
  readonly requests = new MemberRequestRate();
  private onMembershipChange: ((memberId: string, groupId: string) => Promise<void>) | null = null;

  constructor(private readonly ctx: AppContext) {}

  async start(onMembershipChange: (memberId: string, groupId: string) => Promise<void>): Promise<void> {
    this.onMembershipChange = onMembershipChange;
    const stopSessions = this.ctx.sessions.onChange((change) => this.onSessionChange(change));
    const stopResume = this.ctx.bus.onResume((resume) => this.catchUp(resume));
    this.unsubscribers.push(
      await this.ctx.bus.subscribe(CHAT_CHANNEL, (event) => this.deliver(event)),
      await this.ctx.bus.subscribe(GROUPS_CHANNEL, (event) => this.onGroupEvent(event)),
      await this.ctx.bus.subscribe(UNREADS_CHANNEL, (event) => this.unreadsChanged(event)),
      await this.ctx.bus.subscribe(LIVE_CHANNEL, (event) => this.deliverLive(event)),
      async () => stopSessions(),
      async () => stopResume(),
    );
    const refresh = setInterval(() => {
      refreshPresence(this.ctx.db, this.instanceId).catch((err) =>
        this.ctx.log.warn({ err }, 'chat presence refresh failed'),
      );
    }, PRESENCE_REFRESH_MS);
    const heartbeat = setInterval(() => this.checkHeartbeats(), CHAT_HEARTBEAT_MS);
    const recheck = setInterval(() => {
      this.recheckGroupTopics().catch((err) => this.ctx.log.warn({ err }, 'chat membership recheck failed'));
    }, this.ctx.config.chat.membershipRecheckMs);
    const sessions = setInterval(() => {
      this.recheckSessions().catch((err) => this.ctx.log.warn({ err }, 'chat session recheck failed'));
    }, this.ctx.config.chat.sessionRecheckMs);
    this.timers = [refresh, heartbeat, recheck, sessions];
    for (const timer of this.timers) timer.unref();
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    for (const unsubscribe of this.unsubscribers.splice(0)) await unsubscribe();
    for (const connections of this.byMember.values()) {
      for (const connection of connections)
        connection.socket.close(CHAT_CLOSE.goingAway, 'server shutting down');
    }
    this.byMember.clear();
    this.topics.clear();
    await clearPresence(this.ctx.db, this.instanceId).catch(() => undefined);
  }

  get socketCount(): number {
    let n = 0;
    for (const set of this.byMember.values()) n += set.size;
    return n;
  }

  /** The member's open sockets on the other instances, for the cap (mayOpen). */
  socketsElsewhere(memberId: string): Promise<number> {
    return socketsElsewhere(this.ctx.db, memberId, this.instanceId);
  }

  /**
   * Whether the member may open one more socket: at most CHAT_MAX_SOCKETS_PER_MEMBER over all
   * instances. Synchronous, so that it and add() see the same count on this instance; the other
   * instances' count comes from their presence rows, written on every change (sockets opening on two
   * instances in the same moment may both pass: the cap is exact per instance, close to it overall).
   */
  mayOpen(memberId: string, elsewhere: number): boolean {
    return (this.byMember.get(memberId)?.size ?? 0) + elsewhere < CHAT_MAX_SOCKETS_PER_MEMBER;
  }

  async add(connection: Connection, topics: string[]): Promise<void> {
    const memberId = connection.member.id;
    let mine = this.byMember.get(memberId);
    if (!mine) {
      mine = new Set();
      this.byMember.set(memberId, mine);
    }
    mine.add(connection);
    for (const topic of topics) this.join(connection, topic);
    await this.presenceChanged(memberId, mine.size === 1 ? 'up' : null);
  }

  async remove(connection: Connection): Promise<void> {
    const memberId = connection.member.id;
    for (const topic of connection.topics) this.leave(connection, topic);
    const mine = this.byMember.get(memberId);
    if (!mine?.delete(connection)) return;
    if (mine.size === 0) this.byMember.delete(memberId);
    await this.presenceChanged(memberId, mine.size === 0 ? 'down' : null);
  }

  join(connection: Connection, topic: string): void {
    connection.topics.add(topic);
    let set = this.topics.get(topic);
    if (!set) {
      set = new Set();
      this.topics.set(topic, set);
    }
    set.add(connection);
  }

  leave(connection: Connection, topic: string): void {
    connection.topics.delete(topic);
    const set = this.topics.get(topic);
    if (!set) return;
    set.delete(connection);
    if (set.size === 0) this.topics.delete(topic);
  }

  connectionsOf(memberId: string): Connection[] {
    return [...(this.byMember.get(memberId) ?? [])];
  }

  /** Records the member's socket count of this instance and announces a visible change of status. */
  private async presenceChanged(memberId: string, change: 'up' | 'down' | null): Promise<void> {
    // Every change is written: the other instances cap the member's sockets by this count.
    await recordPresence(this.ctx.db, this.instanceId, memberId, this.byMember.get(memberId)?.size ?? 0);
    if (!change) return;
    const elsewhere = (await onlineMembers(this.ctx.db, [memberId], this.instanceId)).has(memberId);
    if (elsewhere) return;
    const network = await this.ctx.network.get();
    if (!network.config.show_online_status) return;
    const status = await ownStatus(this.ctx.db, memberId);
    if (status.type === 'invisible') return;
    const partners = await directPartnerIds(this.ctx.db, memberId);
    if (partners.length === 0) return;
    const event: ChatEvent = {
      topics: partners.map(memberTopic),
      event: 'status',
      data: {
        kind: 'plain',
        payload: { member_id: memberId, status: visibleStatus(status, change === 'up') },
      },
    };
    await this.ctx.bus.publish(CHAT_CHANNEL, {
      type: 'push',
      payload: event as unknown as Record<string, unknown>,
    });
  }

  /** Hands one bus event to the local sockets of its topics, once per socket. */
  private async deliver(busEvent: BusEvent): Promise<void> {
    const event = busEvent.payload as unknown as ChatEvent;
    const targets = new Set<Connection>();
    for (const topic of event.topics) {
      for (const connection of this.topics.get(topic) ?? []) {
        if (connection.member.id !== event.exceptMemberId) targets.add(connection);
      }
    }
    if (targets.size === 0) return;
    const topic = event.topics[0] ?? '';
    const { data } = event;
    if (data.kind === 'plain') {
      const frame = JSON.stringify({ event: event.event, topic, payload: data.payload });
      for (const connection of targets) send(connection, frame);
      return;
    }
    // Per-viewer payloads differ only by chat id and authorship: serialise once per variant.
    const frames = new Map<string, string>();
    const network = data.kind === 'message' ? await this.ctx.network.get() : null;
    const now = new Date();
    for (const connection of targets) {
      const viewerId = connection.member.id;
      const chatId = chatIdFor(data.address, viewerId);
      const own = data.kind === 'message' && data.message.author_id === viewerId;
      const key = own ? `own:${viewerId}` : chatId;
      let frame = frames.get(key);
      if (!frame) {
        const payload =
          data.kind === 'message'
            ? {
                chat_id: chatId,
                message: forViewer(
                  data.message,
                  viewerId,
                  chatId,
                  chatConfigOf(network ?? (await this.ctx.network.get())),
                  now,
                ),
              }
            : { ...data.payload, chat_id: chatId };
        frame = JSON.stringify({ event: event.event, topic: chatTopicFor(data.address, viewerId), payload });
        frames.set(key, frame);
      }
      send(connection, frame);
    }
  }

  /**
   * A member's unread counts changed (published after the commit by whichever module changed them,
   * on every instance): their sockets here are told to fetch the counts again, so the header's badges
   * follow within a moment instead of at the next poll. The push carries no counts: the client's
   * fetch after it sees the change, and a count fetched earlier can be discarded (never applied after).
   */
  private unreadsChanged(busEvent: BusEvent): void {
    const { memberIds } = busEvent.payload;
    const members =
      memberIds === 'all' ? [...this.byMember.keys()] : Array.isArray(memberIds) ? memberIds : [];
    for (const memberId of members) {
      if (typeof memberId !== 'string') continue;
      const connections = this.byMember.get(memberId);
      if (!connections) continue;
      const frame = JSON.stringify({ event: 'unreads', topic: memberTopic(memberId), payload: {} });
      for (const connection of connections) send(connection, frame);
    }
  }

  /**
   * A push to a topic another module owns (LIVE_CHANNEL): each listening member is asked again whether
   * they may hear it (once per member), since a membership may have ended after they joined.
   */
  private async deliverLive(busEvent: BusEvent): Promise<void> {
    const { topic, event, payload } = busEvent.payload;
    if (typeof topic !== 'string' || typeof event !== 'string') return;
    const listeners = this.topics.get(topic);
    const [kind, id] = topic.split(':');
    const mayHear = kind ? this.ctx.extensions.get(liveTopicKinds, kind) : undefined;
    if (!listeners || !mayHear || !id) return;
    const frame = JSON.stringify({ event, topic, payload: payload ?? {} });
    const answers = new Map<string, Promise<boolean>>();
    for (const connection of [...listeners]) {
      const memberId = connection.member.id;
      if (!answers.has(memberId)) answers.set(memberId, mayHear(connection.member, id));
      if (await answers.get(memberId)) send(connection, frame);
      else this.leave(connection, topic);
    }
  }

  /** Ended sessions close their sockets; a changed member (locked, deleted) is checked again. */
  private async onSessionChange(change: SessionChange): Promise<void> {
    const connections = this.connectionsOf(change.memberId);
    if (connections.length === 0) return;
    if (change.kind === 'ended') {
      for (const c of connections) {
        if (endsSession(change, c.sessionTokenHash)) c.socket.close(CHAT_CLOSE.forbidden, 'signed out');
      }
      return;
    }
    const network = await this.ctx.network.get();
    const record = await memberRecordById(this.ctx.db, change.memberId);
    const mayChat = record && !record.lockedAt && !record.deletedAt && canChat(record, network);
    if (!mayChat) for (const c of connections) c.socket.close(CHAT_CLOSE.forbidden, 'may no longer chat');
  }

  /**
   * Closes the sockets whose session ended (signed out, expired, member locked or deleted). Runs every
   * CHAT_SESSION_RECHECK_MS and when the bus resumes: the bus may have lost the event that ended it.
   */
  async recheckSessions(): Promise<void> {
    const all = [...this.byMember.values()].flatMap((set) => [...set]);
    const ids = [...new Set(all.map((c) => c.sessionTokenHash))];
    const live = new Set<string>();
    for (let i = 0; i < ids.length; i += RECHECK_BATCH) {
      for (const id of await liveSessions(this.ctx.db, ids.slice(i, i + RECHECK_BATCH))) live.add(id);
    }
    for (const c of all) {
      if (!live.has(c.sessionTokenHash)) c.socket.close(CHAT_CLOSE.forbidden, 'session ended');
    }
  }

  /**
   * Whether the socket's session may still act. While the bus delivers, ended sessions arrive as
   * events and this costs nothing; while it is degraded, every request asks the database (one lookup
   * by primary key), so that a sign-out on another instance stops this socket at its next request.
   */
  async sessionAlive(c: Connection): Promise<boolean> {
    if (this.ctx.bus.health() === 'ok') return true;
    if ((await liveSessions(this.ctx.db, [c.sessionTokenHash])).has(c.sessionTokenHash)) return true;
    c.socket.close(CHAT_CLOSE.forbidden, 'session ended');
    return false;
  }

  /**
   * The bus lost events (Redis was away): ended sessions are found in the database, and every socket
   * is told to catch up on what it may have missed (docs/chat-protocol.md, section 6).
   */
  private async catchUp({ since }: BusResume): Promise<void> {
    await this.recheckSessions().catch((err) => this.ctx.log.warn({ err }, 'chat session recheck failed'));
    const from = new Date(since.getTime() - CATCH_UP_MARGIN_MS).toISOString();
    for (const connections of this.byMember.values()) {
      for (const c of connections) {
        const topic = memberTopic(c.member.id);
        send(c, JSON.stringify({ event: 'catch_up', topic, payload: { since: from } }));
      }
    }
    await this.recheckGroupTopics().catch((err) =>
      this.ctx.log.warn({ err }, 'chat membership recheck failed'),
    );
  }

  private async onGroupEvent(event: BusEvent): Promise<void> {
    if (event.type !== 'group.membership_changed') return;
    const memberId = event.payload.member_id;
    const groupId = event.payload.group_id;
    if (typeof memberId !== 'string' || typeof groupId !== 'string') return;
    await this.onMembershipChange?.(memberId, groupId);
  }

  /**
   * Membership events travel over the bus, which may lose them (Redis keeps nothing). Every
   * CHAT_MEMBERSHIP_RECHECK_MS the group topics of this instance's sockets are compared with the
   * memberships, and a member who left a group is handled as if the event had come: their sockets
   * stop hearing it. (Joining goes the other way: the client asks with `join`, and may leave topics
   * of its own accord, so the recheck never adds one.)
   */
  async recheckGroupTopics(): Promise<void> {
    const handle = this.onMembershipChange;
    const memberIds = [...this.byMember.keys()];
    if (!handle) return;
    for (let i = 0; i < memberIds.length; i += RECHECK_BATCH) {
      const batch = memberIds.slice(i, i + RECHECK_BATCH);
      const current = await groupIdsOfMembers(this.ctx.db, batch);
      for (const memberId of batch) {
        const heard = new Set<string>();
        for (const c of this.byMember.get(memberId) ?? []) {
          for (const topic of c.topics)
            if (topic.startsWith('group:')) heard.add(topic.slice('group:'.length));
        }
        const belongs = current.get(memberId) ?? new Set<string>();
        for (const groupId of heard) if (!belongs.has(groupId)) await handle(memberId, groupId);
      }
    }
  }

  private checkHeartbeats(): void {
    this.requests.prune((memberId) => this.byMember.has(memberId));
    const limit = Date.now() - SILENCE_LIMIT_MS;
    for (const connections of this.byMember.values()) {
      for (const c of connections) {
        if (c.lastSeenAt < limit) c.socket.close(CHAT_CLOSE.timeout, 'no heartbeat');
        else if (c.socket.readyState === c.socket.OPEN) c.socket.ping();
      }
    }
  }
}

function chatTopicFor(address: { kind: 'member' | 'group'; groupId: string | null }, viewerId: string) {
  return address.kind === 'group' ? `group:${address.groupId}` : `member:${viewerId}`;
}

export function send(connection: Connection, frame: string): void {
  if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(frame);
}
