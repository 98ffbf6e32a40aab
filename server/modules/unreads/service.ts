import type { UnreadFeatures, Unreads } from '../../../contract/unreads.js';
import type { Db } from '../../db/client.js';
import type { Bus } from '../../platform/bus/bus.js';
import type { UnreadCounts } from './cache.js';

/**
 * Unread counters. Each module that owns something unread registers one counter when it is loaded
 * (e.g. `registerUnreadCounter('Messages', countUnreadMessages)` in messages/service.ts); this module
 * never queries other modules' tables. With no counter registered the answer costs no query at all,
 * and registered counters run in parallel: /unreads/features is polled every minute by every open tab.
 */
export type UnreadFeature = keyof UnreadFeatures | 'Chat';
export type UnreadCounter = (db: Db, memberId: string) => Promise<number>;
/** Unread activities per stream slug (`all` for the network stream). */
export type ActivityUnreadCounter = (db: Db, memberId: string) => Promise<Record<string, number>>;

const counters = new Map<UnreadFeature, UnreadCounter>();
let activityCounter: ActivityUnreadCounter | null = null;
/** Rises with every registration, so that counts cached before a counter existed are not served. */
let countersGeneration = 0;
export const unreadCountersGeneration = () => countersGeneration;

/** Registers (or replaces) the counter of a feature. */
export function registerUnreadCounter(feature: UnreadFeature, counter: UnreadCounter): void {
  counters.set(feature, counter);
  countersGeneration += 1;
}

export const UNREADS_CHANNEL = 'unreads';

/**
 * Tells every instance that these members' unread counts changed (a message arrived or was read,
 * an invitation was answered, ...). Call it after the change has committed.
 */
export async function unreadsChanged(bus: Bus, memberIds: string[] | 'all'): Promise<void> {
  if (memberIds !== 'all' && memberIds.length === 0) return;
  await bus.publish(UNREADS_CHANNEL, { type: 'changed', payload: { memberIds } });
}

export function registerActivityUnreadCounter(counter: ActivityUnreadCounter): void {
  activityCounter = counter;
}

const ZERO: UnreadCounts = { Activitystreams: 0, Calendars: 0, Messages: 0, Chat: 0 };

export async function countUnreads(db: Db, memberId: string): Promise<UnreadCounts> {
  if (counters.size === 0) return ZERO;
  const entries = await Promise.all(
    [...counters].map(
      async ([feature, counter]) => [feature, Math.max(0, await counter(db, memberId))] as const,
    ),
  );
  return { ...ZERO, ...Object.fromEntries(entries) };
}

export function presentFeatures(counts: UnreadCounts): UnreadFeatures {
  return { Activitystreams: counts.Activitystreams, Calendars: counts.Calendars, Messages: counts.Messages };
}

/** The derived counts of part 1 section 3: appointments are the Calendars count. */
export function presentTotals(counts: UnreadCounts): Unreads {
  return {
    activitystreams: counts.Activitystreams,
    appointments: counts.Calendars,
    messages: counts.Messages,
    chat: counts.Chat,
    total: counts.Activitystreams + counts.Calendars + counts.Messages + counts.Chat,
  };
}

export async function unreadActivities(db: Db, memberId: string) {
  const streams = activityCounter ? await activityCounter(db, memberId) : {};
  return { streams, total: Object.values(streams).reduce((sum, n) => sum + n, 0) };
}
