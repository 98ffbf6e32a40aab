import { and, gte, inArray, lte, sql } from 'drizzle-orm';
import { STATISTICS_FIRST_DAY } from '../../../contract/statistics.js';
import type { Db, Tx } from '../../db/client.js';
import { rowsOf } from '../../db/from-driver.js';
import type { AppContext } from '../../platform/context.js';
import {
  type StatisticsCount,
  type StatisticsWindow,
  statisticsCounters,
} from '../../platform/modules/extensions.js';
import { DEFAULT_NETWORK_TIME_ZONE } from '../../platform/network/defaults.js';
import { memberActiveDays } from '../../platform/sessions/tables.js';
import { addDays, daysBetween, localToday } from './days.js';
import { statisticsDaily, statisticsDays } from './tables.js';

export const STATISTICS_JOB = 'statistics.aggregate';
/** Days counted by one round of queries: a year of backfill is one query per counter. */
const CHUNK_DAYS = 366;
const INSERT_BATCH = 1_000;

/** The network's zone, or the default when its config names none PostgreSQL knows. */
export async function networkTimeZone(ctx: AppContext) {
  const zone = (await ctx.network.get()).config.time_zone;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return DEFAULT_NETWORK_TIME_ZONE;
  }
}

/** The instant a local day begins, from PostgreSQL's zone rules (23 or 25 hours at a change). */
async function midnight(db: Db | Tx, day: string, timeZone: string): Promise<Date> {
  const result = await db.execute(sql`select (${day}::date::timestamp at time zone ${timeZone}) as at`);
  return new Date(rowsOf(result)[0]?.at as string | Date);
}

/** Every counter's figures for the window, those of one metric and scope from several modules added up. */
async function countWindow(ctx: AppContext, window: StatisticsWindow) {
  const counted = new Map<string, StatisticsCount & { metric: string }>();
  for (const counter of ctx.extensions.all(statisticsCounters).values()) {
    for (const row of await counter.count(ctx.db, window)) {
      const key = `${row.scope}|${row.day}|${counter.metric}`;
      const known = counted.get(key);
      if (known) known.value += row.value;
      else counted.set(key, { ...row, metric: counter.metric });
    }
  }
  return [...counted.values()].filter((row) => row.value > 0);
}

/**
 * Counts the days [first, last] again and replaces their counted metrics in one transaction (page
 * views, added as they happen, stay). Days before today are then marked counted, and their active-day
 * rows, which name members, are deleted.
 */
export async function countDays(
  ctx: AppContext,
  first: string,
  last: string,
  today: string,
  timeZone: string,
) {
  const window = {
    from: await midnight(ctx.db, first, timeZone),
    to: await midnight(ctx.db, addDays(last, 1), timeZone),
    timeZone,
  };
  const rows = await countWindow(ctx, window);
  const metrics = [...new Set([...ctx.extensions.all(statisticsCounters).values()].map((c) => c.metric))];
  const lastOver = last < today ? last : addDays(today, -1);
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(statisticsDaily)
      .where(
        and(
          gte(statisticsDaily.day, first),
          lte(statisticsDaily.day, last),
          inArray(statisticsDaily.metric, metrics),
        ),
      );
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      await tx.insert(statisticsDaily).values(rows.slice(i, i + INSERT_BATCH));
    }
    if (lastOver < first) return;
    const over = Array.from({ length: daysBetween(first, lastOver) + 1 }, (_, i) => ({
      day: addDays(first, i),
    }));
    for (let i = 0; i < over.length; i += INSERT_BATCH) {
      await tx
        .insert(statisticsDays)
        .values(over.slice(i, i + INSERT_BATCH))
        .onConflictDoNothing();
    }
    await tx.delete(memberActiveDays).where(lte(memberActiveDays.day, lastOver));
  });
}

/** The days from 2021-06-01 to yesterday that were never counted, as runs of consecutive days. */
async function uncountedRuns(db: Db, today: string): Promise<[string, string][]> {
  const result = await db.execute(sql`
    with missing as (
      select d::date as day from generate_series(${STATISTICS_FIRST_DAY}::date, ${today}::date - 1, interval '1 day') d
      where not exists (select 1 from ${statisticsDays} s where s.day = d::date)
    ), runs as (
      select day, day - (row_number() over (order by day))::int as run from missing
    )
    select to_char(min(day), 'YYYY-MM-DD') as first, to_char(max(day), 'YYYY-MM-DD') as last
    from runs group by run order by first`);
  return rowsOf(result).map((row) => [String(row.first), String(row.last)]);
}

/**
 * The job's work: count every day not yet counted (the backfill after installing, or days a stopped
 * server missed), then today so far. Runs hourly, so today's figures are at most an hour old and a
 * day is final after the first run past its midnight.
 */
export async function aggregateStatistics(ctx: AppContext, now = new Date()) {
  const timeZone = await networkTimeZone(ctx);
  const today = localToday(now, timeZone);
  const runs = [...(await uncountedRuns(ctx.db, today)), [today, today] as [string, string]];
  for (const [first, last] of runs) {
    for (let start = first; start <= last; start = addDays(start, CHUNK_DAYS)) {
      const end = addDays(start, CHUNK_DAYS - 1);
      await countDays(ctx, start, end < last ? end : last, today, timeZone);
    }
  }
}

const HOUR_MS = 3_600_000;

/** Queues the next run (a queued one is kept): five minutes past the next full hour. */
export function scheduleStatistics(ctx: AppContext, runAt?: Date) {
  const next = runAt ?? new Date((Math.floor(Date.now() / HOUR_MS) + 1) * HOUR_MS + 5 * 60_000);
  return ctx.db.transaction((tx) =>
    ctx.jobs.enqueue(tx, STATISTICS_JOB, {}, { runAt: next, uniqueKey: STATISTICS_JOB }),
  );
}

export function defineStatisticsJob(ctx: AppContext) {
  ctx.jobs.define(STATISTICS_JOB, async () => {
    // Scheduled first, so that a failing run does not end the hourly rhythm.
    await scheduleStatistics(ctx);
    await aggregateStatistics(ctx);
  });
}
