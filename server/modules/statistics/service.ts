import { and, eq, gte, lte, sql } from 'drizzle-orm';
import {
  GROUP_STATISTICS_METRICS,
  STATISTICS_METRICS,
  type StatisticsQuery,
  type StatisticsReport,
} from '../../../contract/statistics.js';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import type { CurrentMember } from '../../platform/identity/viewer.js';
import { networkTimeZone } from './aggregate.js';
import { addDays, daysBetween, localToday, resolveRange } from './days.js';
import { statisticsScope } from './policy.js';
import { statisticsDaily } from './tables.js';

/** A stored count: days after the range's start, metric, value. */
type StatisticsCell = [offset: number, metric: string, value: number];

/**
 * GET {admin}/statistics.json: every day of the range with each metric's count, read from the daily
 * aggregates only (one index range), so a year answers in milliseconds.
 */
export async function statisticsReport(
  ctx: AppContext,
  viewer: CurrentMember,
  groupRef: string | null,
  query: StatisticsQuery,
  now = new Date(),
): Promise<StatisticsReport> {
  const scope = await statisticsScope(ctx.db, viewer, groupRef);
  const timeZone = await networkTimeZone(ctx);
  const today = localToday(now, timeZone);
  const { range, start, end } = resolveRange(query, today);
  const metrics = scope.group ? [...GROUP_STATISTICS_METRICS] : [...STATISTICS_METRICS];
  // One JSON value instead of a row per day and metric: a year is 3,660 cells, and decoding that many
  // rows cost most of the request (on PGlite above all); the offset saves parsing each day again.
  const [read] = await ctx.db
    .select({
      cells: sql<StatisticsCell[]>`coalesce(json_agg(json_build_array(
        ${statisticsDaily.day} - ${start}::date, ${statisticsDaily.metric}, ${statisticsDaily.value})), '[]'::json)`,
    })
    .from(statisticsDaily)
    .where(
      and(
        eq(statisticsDaily.scope, scope.key),
        gte(statisticsDaily.day, start),
        lte(statisticsDaily.day, end),
      ),
    );
  const empty = () => Object.fromEntries(metrics.map((metric) => [metric, 0]));
  const days = Array.from({ length: daysBetween(start, end) + 1 }, (_, i) => ({
    date: addDays(start, i),
    counts: empty(),
  }));
  const totals = empty();
  for (const [offset, metric, value] of read?.cells ?? []) {
    const day = days[offset];
    if (!day || !(metric in totals)) continue;
    day.counts[metric] = value;
    totals[metric] = (totals[metric] ?? 0) + value;
  }
  return {
    range,
    start_date: start,
    end_date: end,
    time_zone: timeZone,
    today,
    metrics,
    days,
    totals,
    group: scope.group,
  };
}

/**
 * Counts one view of a page (or, later, an article) for today: the network's figure and, for a group's
 * page, the group's. Only the number grows; who looked is not stored.
 */
export async function countView(ctx: AppContext, db: Db | Tx, groupId: string | null, now = new Date()) {
  const day = localToday(now, await networkTimeZone(ctx));
  const scopes = groupId ? ['network', groupId] : ['network'];
  await db
    .insert(statisticsDaily)
    .values(scopes.map((scope) => ({ scope, day, metric: 'page_views', value: 1 })))
    .onConflictDoUpdate({
      target: [statisticsDaily.scope, statisticsDaily.day, statisticsDaily.metric],
      set: { value: sql`${statisticsDaily.value} + 1` },
    });
}
