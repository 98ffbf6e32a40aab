import type { ChatMessage } from '../types';

/** A message in the room's list: sent ones, and my own that the server has not confirmed yet. */
export type ListedMessage = ChatMessage & { pending?: boolean };

const versionOf = (message: ChatMessage) =>
  Math.max(
    new Date(message.updated_at ?? message.created_at).getTime(),
    message.deleted_at ? new Date(message.deleted_at).getTime() : 0,
  );

/** The later version of the same message wins (an edit or deletion may overtake a resync page). */
const newer = (a: ListedMessage, b: ListedMessage) => (versionOf(b) >= versionOf(a) ? b : a);

const order = (a: ListedMessage, b: ListedMessage) => {
  if (a.pending !== b.pending) return a.pending ? 1 : -1;
  if (a.pending && b.pending) return a.created_at.localeCompare(b.created_at);
  return a.seq - b.seq;
};

/**
 * Merges messages by id, so a resync after a reconnect leaves no gap and no duplicate. A confirmed
 * message replaces my pending one with the same client id. Ordered by the chat's sequence, pending last.
 */
export const mergeMessages = (existing: ListedMessage[], incoming: ListedMessage[]): ListedMessage[] => {
  const byId = new Map<string, ListedMessage>();
  const confirmedClientIds = new Set<string>();
  for (const message of [...existing, ...incoming]) {
    if (!message.pending && message.client_id) confirmedClientIds.add(message.client_id);
  }
  for (const message of [...existing, ...incoming]) {
    if (message.pending && message.client_id && confirmedClientIds.has(message.client_id)) continue;
    const key = message.pending ? `pending:${message.client_id ?? message.id}` : message.id;
    const known = byId.get(key);
    byId.set(key, known ? newer(known, message) : message);
  }
  return [...byId.values()].sort(order);
};

/** The highest sequence number the list holds (what a resync continues after). */
export const lastSeq = (messages: ListedMessage[]) =>
  messages.reduce((max, message) => (message.pending ? max : Math.max(max, message.seq)), 0);

/**
 * Where fetching what is missing continues: the seq just before the first one missing among the
 * confirmed messages held, or the newest when none is missing. Pushes come through several server
 * instances and may arrive out of order or not at all, so holding a high seq does not prove holding
 * everything below it. (Nothing below the oldest message held counts: older pages are not loaded.)
 */
export const catchUpAfter = (messages: ListedMessage[]) => {
  const seqs = messages.filter((message) => !message.pending).map((message) => message.seq);
  seqs.sort((a, b) => a - b);
  for (let i = 1; i < seqs.length; i++) {
    const previous = seqs[i - 1] as number;
    if ((seqs[i] as number) > previous + 1) return previous;
  }
  return seqs.at(-1) ?? 0;
};
