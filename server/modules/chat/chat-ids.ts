import type { ChatId } from '../../../contract/chat.js';
import { notFound } from '../../platform/errors.js';
import { isId } from '../../platform/ids.js';

/**
 * Chat ids on the wire: 'member/<partner id>' as the viewer sees a direct chat, 'group/<group id>'.
 * The same direct chat has two names (each member sees the other's id); rows know both members.
 */
export type ChatRef = { kind: 'member'; partnerId: string } | { kind: 'group'; groupId: string };

export function parseChatId(value: string): ChatRef {
  const [kind, id, ...rest] = value.split('/');
  if (rest.length > 0 || !isId(id)) throw notFound('chat');
  if (kind === 'member') return { kind, partnerId: id };
  if (kind === 'group') return { kind, groupId: id };
  throw notFound('chat');
}

export const memberChatId = (partnerId: string): ChatId => `member/${partnerId}`;
export const groupChatId = (groupId: string): ChatId => `group/${groupId}`;

/** Orders the two members of a direct chat as stored (low, high). */
export function memberPair(a: string, b: string): [string, string] {
  return a < b ? [a, b] : [b, a];
}

export type ChatAddress = {
  kind: 'member' | 'group';
  groupId: string | null;
  memberLowId: string | null;
  memberHighId: string | null;
};

/** The id under which `viewerId` knows the chat. */
export function chatIdFor(chat: ChatAddress, viewerId: string): string {
  if (chat.kind === 'group') return groupChatId(chat.groupId ?? '');
  return memberChatId(chat.memberLowId === viewerId ? (chat.memberHighId ?? '') : (chat.memberLowId ?? ''));
}

/** Topics that carry a chat's events: the group's, or both members' own topics. */
export function chatTopics(chat: ChatAddress): string[] {
  if (chat.kind === 'group') return [`group:${chat.groupId}`];
  return [`member:${chat.memberLowId}`, `member:${chat.memberHighId}`];
}
