import type { UnreadFeatures, Unreads } from '../../../contract/unreads.js';
import type { Db } from '../../db/client.js';
import type { Bus } from '../../platform/bus/bus.js';
import type { AppContext } from '../../platform/context.js';
import { extensionPoint } from '../../platform/modules/extensions.js';
import type { UnreadCounts } from './cache.js';

/**
 * Unread counters. Each module that owns something unread adds one counter in its module.ts
 * (`ctx.extensions.add(unreadCounters, 'Messages', countUnreadMessages)`); this module never queries
 * other modules' tables. With no counter registered the answer costs no query at all, and the
 * counters run in parallel: /unreads/features is polled every minute by every open tab.
 */
export type UnreadFeature = keyof UnreadFeatures | 'Chat';
export type UnreadCounter = (db: Db, memberId: string) => Promise<number>;
/** Unread activities per stream slug (`all` for the network stream). */
export type ActivityUnreadCounter = (db: Db, memberId: string) => Promise<Record<string, number>>;

export const unreadCounters = extensionPoint<UnreadCounter>('unreads.counters');
/** One entry at most, named 'streams': the activity streams module's count per stream. */
export const activityUnreadCounters = extensionPoint<ActivityUnreadCounter>('unreads.activity-counters');

export const UNREADS_CHANNEL = 'unreads';

/**
 * Tells every instance that these members' unread counts changed (a message arrived or was read,
 * an invitation was answered, ...). Call it after the change has committed.
 */
export async function unreadsChanged(bus: Bus, memberIds: string[] | 'all'): Promise<void> {
  if (memberIds !== 'all' && memberIds.length === 0) return;
  await bus.publish(UNREADS_CHANNEL, { type: 'changed', payload: { memberIds } });
}

const ZERO: UnreadCounts = { Activitystreams: 0, Calendars: 0, Messages: 0, Chat: 0 };

export async function countUnreads(ctx: AppContext, memberId: string): Promise<UnreadCounts> {
  const counters = ctx.extensions.all(unreadCounters);
  if (counters.size === 0) return ZERO;
  const entries = await Promise.all(
    [...counters].map(
      async ([feature, counter]) => [feature, Math.max(0, await counter(ctx.db, memberId))] as const,
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

export async function unreadActivities(ctx: AppContext, memberId: string) {
  const counter = ctx.extensions.get(activityUnreadCounters, 'streams');
  const streams = counter ? await counter(ctx.db, memberId) : {};
  return { streams, total: Object.values(streams).reduce((sum, n) => sum + n, 0) };
}
