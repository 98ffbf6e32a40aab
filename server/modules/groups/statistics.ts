import { and, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { StatisticsCounter, StatisticsWindow } from '../../platform/modules/extensions.js';
import { activeDayFigures, daysOfWindow } from '../../platform/sessions/statistics.js';
import { memberActiveDays } from '../../platform/sessions/tables.js';
import { countsOf, inWindow, localDay } from '../../platform/statistics.js';
import { groupMemberships } from './tables.js';

/** Members who joined each group per day (accepted memberships, dated when they were asked for). */
async function countJoins(db: Db | Tx, window: StatisticsWindow) {
  const day = localDay(groupMemberships.createdAt, window.timeZone);
  const rows = await db
    .select({ day, scope: groupMemberships.groupId, value: count() })
    .from(groupMemberships)
    .where(and(inWindow(groupMemberships.createdAt, window), eq(groupMemberships.status, 'member')))
    .groupBy(day, groupMemberships.groupId);
  return countsOf(rows);
}

/** Each group's active members and their sign-ins per day: the active days of its current members. */
async function activeInGroups(db: Db | Tx, window: StatisticsWindow) {
  return db
    .select({ ...activeDayFigures, scope: groupMemberships.groupId })
    .from(memberActiveDays)
    .innerJoin(
      groupMemberships,
      and(eq(groupMemberships.memberId, memberActiveDays.memberId), eq(groupMemberships.status, 'member')),
    )
    .where(daysOfWindow(memberActiveDays.day, window))
    .groupBy(memberActiveDays.day, groupMemberships.groupId);
}

export const groupStatistics: StatisticsCounter[] = [
  { metric: 'new_members', count: countJoins },
  {
    metric: 'active_members',
    count: async (db, window) =>
      countsOf((await activeInGroups(db, window)).map((row) => ({ ...row, value: row.active }))),
  },
  {
    metric: 'sign_ins',
    count: async (db, window) =>
      countsOf((await activeInGroups(db, window)).map((row) => ({ ...row, value: row.signIns }))),
  },
];
