import { count } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { members } from '../../platform/identity/tables.js';
import type { StatisticsCounter, StatisticsWindow } from '../../platform/modules/extensions.js';
import { countsOf, inWindow, localDay } from '../../platform/statistics.js';

/** Accounts created per day (the network figure; groups count their joins in the groups module). */
async function countNewMembers(db: Db | Tx, window: StatisticsWindow) {
  const day = localDay(members.createdAt, window.timeZone);
  const rows = await db
    .select({ day, value: count() })
    .from(members)
    .where(inWindow(members.createdAt, window))
    .groupBy(day);
  return countsOf(rows, 'network');
}

export const memberStatistics: StatisticsCounter[] = [{ metric: 'new_members', count: countNewMembers }];
