import type { Column } from 'drizzle-orm';
import { and, count, gte, lt, type SQL, sql, sum } from 'drizzle-orm';
import type { StatisticsWindow } from '../modules/extensions.js';
import { memberActiveDays } from './tables.js';

/** The window's days as conditions on a `date` column: [local day of from, local day of to). */
export function daysOfWindow(column: Column, window: StatisticsWindow): SQL | undefined {
  return and(
    gte(column, sql`(${window.from} at time zone ${window.timeZone})::date`),
    lt(column, sql`(${window.to} at time zone ${window.timeZone})::date`),
  );
}

/** What the active-day rows give per day: how many members were active and how often they signed in. */
export const activeDayFigures = {
  day: sql<string>`to_char(${memberActiveDays.day}, 'YYYY-MM-DD')`,
  active: count(),
  signIns: sum(memberActiveDays.signIns).mapWith(Number),
};
