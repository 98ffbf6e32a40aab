import { count } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { StatisticsCounter, StatisticsWindow } from '../../platform/modules/extensions.js';
import { countsOf, inWindow, localDay } from '../../platform/statistics.js';
import { messages } from './tables.js';

/** Messages sent per day. A network figure only: a message to a group is its members' mail, not the group's content. */
async function countMessages(db: Db | Tx, window: StatisticsWindow) {
  const day = localDay(messages.createdAt, window.timeZone);
  const rows = await db
    .select({ day, value: count() })
    .from(messages)
    .where(inWindow(messages.createdAt, window))
    .groupBy(day);
  return countsOf(rows, 'network');
}

export const messageStatistics: StatisticsCounter[] = [{ metric: 'messages', count: countMessages }];
