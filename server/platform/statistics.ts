import { and, type Column, gte, lt, type SQL, sql } from 'drizzle-orm';
import {
  type Extensions,
  type StatisticsCount,
  type StatisticsCounter,
  type StatisticsWindow,
  statisticsCounters,
} from './modules/extensions.js';

/**
 * Helpers for the modules' statistics counters (the `statisticsCounters` extension point): a row's
 * local day in the network's zone, computed by PostgreSQL so that days across a daylight-saving
 * change have their 23 or 25 hours.
 */
export const localDay = (column: Column | SQL, timeZone: string) =>
  sql<string>`to_char(${column} at time zone ${zoneLiteral(timeZone)}, 'YYYY-MM-DD')`;

/**
 * The zone as an SQL literal: a bound parameter would make the expression in `select` and in
 * `group by` two different ones to PostgreSQL. Zone names are letters, digits and `_+-/` only.
 */
function zoneLiteral(timeZone: string) {
  if (!/^[A-Za-z0-9_+\-/]+$/.test(timeZone)) throw new Error(`not a time zone: ${timeZone}`);
  return sql.raw(`'${timeZone}'`);
}

/** The rows of the window: [from, to). */
export const inWindow = (column: Column, window: StatisticsWindow) =>
  and(gte(column, window.from), lt(column, window.to));

/** Counts as numbers (PostgreSQL answers count(*) as a bigint string) for one scope or per group. */
export const countsOf = (
  rows: readonly { day: string; value: number | string; scope?: string | null }[],
  scope?: string,
): StatisticsCount[] =>
  rows.flatMap((row) => {
    const owner = scope ?? row.scope;
    return owner ? [{ day: row.day, scope: owner, value: Number(row.value) }] : [];
  });

/** Registers a module's counters (in its module.ts setup). */
export function addStatisticsCounters(extensions: Extensions, module: string, counters: StatisticsCounter[]) {
  for (const counter of counters) extensions.add(statisticsCounters, `${counter.metric}:${module}`, counter);
}
