import { randomBytes } from 'node:crypto';
import type { WebSocket } from 'ws';
import { CHAT_CLOSE, CHAT_HEARTBEAT_MS } from '../../../contract/chat.js';
import type { BusEvent } from '../../platform/bus/bus.js';
import type { AppContext } from '../../platform/context.js';
import type { CurrentMember } from '../../platform/sessions/current-member.js';
import { groupIdsOfMembers } from '../groups/service.js';
import { getMemberRecord } from '../members/service.js';
import { canChat } from '../network/policy.js';
import { chatIdFor } from './chat-ids.js';
import { directPartnerIds } from './chats.js';
import { CHAT_CHANNEL, type ChatEvent, memberTopic } from './events.js';
import { chatNetwork } from './network-cache.js';
import { chatConfigOf } from './policy.js';
import { forViewer } from './present.js';
import {
  clearPresence,
  onlineMembers,
  ownStatus,
  PRESENCE_REFRESH_MS,
  recordPresence,
  refreshPresence,
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

const SESSIONS_CHANNEL = 'platform.sessions';
const GROUPS_CHANNEL = 'groups';
/** Sockets silent (no frame, no pong) for this long are closed. */
const SILENCE_LIMIT_MS = 3 * CHAT_HEARTBEAT_MS;
/** Members per membership query of the recheck (far below PostgreSQL's parameter limit). */
const RECHECK_BATCH = 5_000;

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
  private onMembershipChange: ((memberId: string, groupId: string) => Promise<void>) | null = null;

  constructor(private readonly ctx: AppContext) {}

  async start(onMembershipChange: (memberId: string, groupId: string) => Promise<void>): Promise<void> {
    this.onMembershipChange = onMembershipChange;
    this.unsubscribers.push(
      await this.ctx.bus.subscribe(CHAT_CHANNEL, (event) => this.deliver(event)),
      await this.ctx.bus.subscribe(SESSIONS_CHANNEL, (event) => this.onSessionEvicted(event)),
      await this.ctx.bus.subscribe(GROUPS_CHANNEL, (event) => this.onGroupEvent(event)),
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
    for (const timer of [refresh, heartbeat, recheck]) timer.unref();
    this.timers = [refresh, heartbeat, recheck];
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
    const sockets = this.byMember.get(memberId)?.size ?? 0;
    if (!change) return;
    const elsewhere = (await onlineMembers(this.ctx.db, [memberId], this.instanceId)).has(memberId);
    await recordPresence(this.ctx.db, this.instanceId, memberId, sockets);
    if (elsewhere) return;
    const network = await chatNetwork(this.ctx.db);
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
    const network = data.kind === 'message' ? await chatNetwork(this.ctx.db) : null;
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
                  chatConfigOf(network ?? (await chatNetwork(this.ctx.db))),
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

  /** Sign-out ends the sockets of that session; a changed member (locked, deleted) is checked again. */
  private async onSessionEvicted(event: BusEvent): Promise<void> {
    const { tokenHash, memberId } = event.payload;
    if (typeof tokenHash === 'string') {
      for (const connections of this.byMember.values()) {
        for (const c of connections) {
          if (c.sessionTokenHash === tokenHash) c.socket.close(CHAT_CLOSE.forbidden, 'signed out');
        }
      }
    }
    if (typeof memberId === 'string' && this.byMember.has(memberId)) {
      const network = await chatNetwork(this.ctx.db);
      const record = await getMemberRecord(this.ctx.db, memberId).catch(() => null);
      const mayChat = record && !record.lockedAt && !record.deletedAt && canChat(record, network);
      if (!mayChat) {
        for (const c of this.connectionsOf(memberId))
          c.socket.close(CHAT_CLOSE.forbidden, 'may no longer chat');
      }
    }
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
