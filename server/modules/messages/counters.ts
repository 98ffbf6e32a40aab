import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { messageCounters } from './tables.js';

/**
 * message_counters hold each member's inbox, unread and sent totals. Every writer changes them in the
 * transaction that changes the rows they count, by the number of rows the change really touched
 * (UPDATE ... RETURNING), so they stay exact under concurrent requests.
 */
export type CounterDelta = { memberId: string; inbox?: number; unread?: number; sent?: number };

export async function bumpCounters(tx: Db | Tx, deltas: CounterDelta[]): Promise<void> {
  // One row per member: an upsert may not touch the same row twice (the author writing to themselves).
  const merged = new Map<string, Required<CounterDelta>>();
  for (const d of deltas) {
    const row = merged.get(d.memberId) ?? { memberId: d.memberId, inbox: 0, unread: 0, sent: 0 };
    row.inbox += d.inbox ?? 0;
    row.unread += d.unread ?? 0;
    row.sent += d.sent ?? 0;
    merged.set(d.memberId, row);
  }
  const rows = [...merged.values()]
    .filter((d) => d.inbox !== 0 || d.unread !== 0 || d.sent !== 0)
    // One order for every writer, so two fan-outs over the same members cannot deadlock.
    .sort((a, b) => (a.memberId < b.memberId ? -1 : a.memberId > b.memberId ? 1 : 0));
  for (let i = 0; i < rows.length; i += 1000) {
    await tx
      .insert(messageCounters)
      .values(rows.slice(i, i + 1000))
      .onConflictDoUpdate({
        target: messageCounters.memberId,
        set: {
          inbox: sql`${messageCounters.inbox} + excluded.inbox`,
          unread: sql`${messageCounters.unread} + excluded.unread`,
          sent: sql`${messageCounters.sent} + excluded.sent`,
        },
      });
  }
}

export async function countersOf(db: Db, memberId: string) {
  const [row] = await db.select().from(messageCounters).where(eq(messageCounters.memberId, memberId));
  return { inbox: row?.inbox ?? 0, unread: row?.unread ?? 0, sent: row?.sent ?? 0 };
}

/** The unread counter of GET /unreads/features (registered in routes.ts). */
export async function countUnreadMessages(db: Db, memberId: string): Promise<number> {
  return (await countersOf(db, memberId)).unread;
}
