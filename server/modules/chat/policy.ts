import { TZDate } from '@date-fns/tz';
import { addHours, endOfDay, endOfWeek } from 'date-fns';
import type { MutePeriod } from '../../../contract/chat-protocol.js';
import { AppError, forbidden, notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import type { ChatGroup } from '../groups/service.js';
import { canChat } from '../network/policy.js';
import type { NetworkRecord } from '../network/service.js';
import type { Person } from './people.js';

/**
 * Who may do what in the chat. The same functions produce the `can` flags sent to clients and guard
 * the actions, so the composer's state and the server's answer cannot disagree.
 */

export type ChatConfig = {
  allowUpdate: boolean;
  allowDestroy: boolean;
  updatePeriodSeconds: number;
  destroyPeriodSeconds: number;
  maxFiles: number;
  maxImages: number;
};

export function chatConfigOf(network: NetworkRecord): ChatConfig {
  return {
    allowUpdate: network.settings.chat_message_allow_update,
    allowDestroy: network.settings.chat_message_allow_destroy,
    updatePeriodSeconds: network.config.chat.update_period_of_time,
    destroyPeriodSeconds: network.config.chat.destroy_period_of_time,
    maxFiles: network.config.chat.max_file_attachments,
    maxImages: network.config.chat.max_image_attachments,
  };
}

/** The socket and the token exist only for members who may chat at all. */
export function assertMayChat(viewer: Viewer, network: NetworkRecord): void {
  if (!canChat(viewer, network)) throw notFound('chat');
}

/** What the rules below need of another member (a chat `Person` has it). */
export type ChatPartner = Pick<Person, 'id' | 'isExternal' | 'isNetworkAdmin' | 'locked' | 'deleted'>;

export const chatPartnerOf = (record: {
  id: string;
  isExternal: boolean;
  isNetworkAdmin: boolean;
  lockedAt: Date | null;
  deletedAt: Date | null;
}): ChatPartner => ({
  id: record.id,
  isExternal: record.isExternal,
  isNetworkAdmin: record.isNetworkAdmin,
  locked: record.lockedAt !== null,
  deleted: record.deletedAt !== null,
});

/**
 * A direct chat partner: someone else, not locked or deleted, and allowed to chat on this network.
 * The member page's `can.chat` comes from here (module.ts).
 */
export function canWriteToMember(viewer: Viewer, partner: ChatPartner, network: NetworkRecord): boolean {
  if (partner.id === viewer.id || partner.locked || partner.deleted) return false;
  return canChat(viewer, network) && canChat(partner, network);
}

/**
 * Part 1 section 6: from a message one may start a private chat with its author, but not with an
 * external member (guest), a deleted or locked author, or in a member chat (it already is private).
 * Whether the author can be asked at all is the same for every reader (`canBeAskedFromMessage`,
 * computed once per message); the rest depends only on who reads (`canStartPrivateChat`).
 */
export function canBeAskedFromMessage(author: ChatPartner | undefined, network: NetworkRecord): boolean {
  return (
    author !== undefined &&
    !author.isExternal &&
    !author.locked &&
    !author.deleted &&
    canChat(author, network)
  );
}

export function canStartPrivateChat(
  viewerId: string,
  message: { authorId: string; chatKind: 'member' | 'group'; authorAskable: boolean },
): boolean {
  return message.chatKind === 'group' && message.authorId !== viewerId && message.authorAskable;
}

/** Archived groups and groups with chat switched off keep their history readable but take no posts. */
export function canWriteToGroup(viewer: Viewer, group: ChatGroup, network: NetworkRecord): boolean {
  return canChat(viewer, network) && group.chatEnabled && !group.archived;
}

type OwnMessage = { authorId: string; createdAt: Date; deletedAt: Date | null };

const withinSeconds = (since: Date, seconds: number, now: Date) =>
  now.getTime() - since.getTime() < seconds * 1000;

export function messageCan(viewerId: string, message: OwnMessage, config: ChatConfig, now = new Date()) {
  const own = message.authorId === viewerId && message.deletedAt === null;
  return {
    update: own && config.allowUpdate && withinSeconds(message.createdAt, config.updatePeriodSeconds, now),
    destroy: own && config.allowDestroy && withinSeconds(message.createdAt, config.destroyPeriodSeconds, now),
  };
}

export const periodExpired = (action: 'edit' | 'delete', seconds: number) =>
  new AppError(
    422,
    'period_expired',
    `The ${action} period of ${Math.round(seconds / 60)} minutes has ended.`,
    undefined,
  );

export function assertCanUpdate(viewerId: string, message: OwnMessage, config: ChatConfig, now = new Date()) {
  if (message.authorId !== viewerId || message.deletedAt)
    throw forbidden('Only the author may edit a message.');
  if (!config.allowUpdate) throw forbidden('Editing chat messages is switched off.');
  if (!withinSeconds(message.createdAt, config.updatePeriodSeconds, now)) {
    throw periodExpired('edit', config.updatePeriodSeconds);
  }
}

export function assertCanDestroy(
  viewerId: string,
  message: OwnMessage,
  config: ChatConfig,
  now = new Date(),
) {
  if (message.authorId !== viewerId || message.deletedAt) {
    throw forbidden('Only the author may delete a message.');
  }
  if (!config.allowDestroy) throw forbidden('Deleting chat messages is switched off.');
  if (!withinSeconds(message.createdAt, config.destroyPeriodSeconds, now)) {
    throw periodExpired('delete', config.destroyPeriodSeconds);
  }
}

/** "Forever" as the spec stores it: the last moment of the year 9999. */
export const MUTED_FOREVER = new Date('9999-12-31T23:59:59.999Z');

/** End of the mute, in the member's time zone (UTC when it is unknown). Weeks end on Sunday. */
export function mutedUntil(period: MutePeriod, timeZone: string | null, now = new Date()): Date {
  const zone = timeZone && isKnownTimeZone(timeZone) ? timeZone : 'UTC';
  const local = new TZDate(now.getTime(), zone);
  switch (period) {
    case 'one_hour':
      return addHours(now, 1);
    case 'end_of_day':
      return new Date(endOfDay(local).getTime());
    case 'end_of_week':
      return new Date(endOfWeek(local, { weekStartsOn: 1 }).getTime());
    case 'forever':
      return MUTED_FOREVER;
  }
}

function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
