import type { ChatPushName } from '../../../contract/chat-protocol.js';
import type { AppContext } from '../../platform/context.js';
import type { ChatAddress } from './chat-ids.js';
import type { NeutralMessage } from './present.js';

/**
 * Chat events on the bus (channel `chat`). Every instance receives every event and hands it to its
 * own sockets subscribed to one of `topics` (hub.ts). Events are published after the commit; what a
 * client must not miss is in the database and comes back with `more_messages { after_seq }`.
 */
export const CHAT_CHANNEL = 'chat';

export type PushData =
  /** The same payload for everyone. */
  | { kind: 'plain'; payload: Record<string, unknown> }
  /** A payload whose chat_id is filled in per receiving member. */
  | { kind: 'chat'; address: ChatAddress; payload: Record<string, unknown> }
  /** A message finished per viewer (chat id, client id, can flags). */
  | { kind: 'message'; address: ChatAddress; message: NeutralMessage };

export type ChatEvent = {
  topics: string[];
  event: ChatPushName;
  data: PushData;
  /** Sockets of this member do not get it (composing goes to the others only). */
  exceptMemberId?: string;
};

export async function publishChatEvent(ctx: AppContext, event: ChatEvent): Promise<void> {
  await ctx.bus.publish(CHAT_CHANNEL, { type: 'push', payload: event as unknown as Record<string, unknown> });
}

export const memberTopic = (memberId: string) => `member:${memberId}`;
export const groupTopic = (groupId: string) => `group:${groupId}`;
export const networkTopic = (networkId: string) => `network:${networkId}`;
