import { sql } from 'drizzle-orm';
import { STATISTICS_METRICS } from '../contract/statistics.js';
import { buildApp } from '../server/app.js';
import { rowsOf } from '../server/db/from-driver.js';
import { activities } from '../server/modules/activities/tables.js';
import { aggregateStatistics } from '../server/modules/statistics/aggregate.js';
import { addDays, localToday } from '../server/modules/statistics/days.js';
import { statisticsDaily, statisticsDays } from '../server/modules/statistics/tables.js';
import { createContext } from '../server/platform/create-context.js';
import { BENCH_PASSWORD, openSeededPlatform } from './lib/platform.js';

/**
 * Budget of issue 23: the statistics of 12 months at 50,000 events a day, p95 under 50 ms
 * (`GET /administration/statistics.json?range=12m`, server side through inject, one at a time).
 * The report reads only the daily aggregates, so the year is filled as the job leaves it: every
 * metric of every day for the network and GROUPS groups, the network's figures adding up to
 * EVENTS a day. The job's side is measured too: counting today with EVENTS posts in it.
 */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const EVENTS = Number(process.env.BENCH_EVENTS_PER_DAY ?? 50_000);
const GROUPS = Number(process.env.BENCH_GROUPS ?? 100);
const ALL = STATISTICS_METRICS;

const percentile = (sorted: number[], p: number) =>
  Number((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(2));

const { config, database } = await openSeededPlatform();
const ctx = await createContext(config, database.db);
const app = await buildApp(ctx);
const db = database.db;
const today = localToday(new Date(), (await ctx.network.get()).config.time_zone);

// A year of aggregates: the network's events split over the metrics, each group a share of them.
const fillStarted = performance.now();
const perMetric = Math.floor(EVENTS / ALL.length);
for (let day = 0; day < 366; day++) {
  const date = addDays(today, -day);
  const rows = ['network', ...Array.from({ length: GROUPS }, (_, g) => `bench-group-${g}`)].flatMap((scope) =>
    ALL.map((metric) => ({
      scope,
      day: date,
      metric,
      value: scope === 'network' ? perMetric : perMetric / 100,
    })),
  );
  for (let i = 0; i < rows.length; i += 1_000)
    await db.insert(statisticsDaily).values(rows.slice(i, i + 1_000));
  await db.insert(statisticsDays).values({ day: date }).onConflictDoNothing();
}
const fillMs = performance.now() - fillStarted;
const [stored] = rowsOf(await db.execute(sql`select count(*)::int as n from ${statisticsDaily}`));

const signIn = await app.inject({
  method: 'POST',
  url: '/users/sign_in',
  headers: { origin: 'http://localhost:3000' },
  payload: { user: { email: 'admin@example.com', password: BENCH_PASSWORD } },
});
const cookie = String(signIn.headers['set-cookie']).split(';')[0] ?? '';
const times: number[] = [];
for (let i = 0; i < REQUESTS + 20; i++) {
  const started = performance.now();
  const response = await app.inject({
    url: '/administration/statistics.json?range=12m',
    headers: { cookie },
  });
  const elapsed = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`statistics: ${response.statusCode} ${response.body}`);
  if (i >= 20) times.push(elapsed);
}
const sorted = times.sort((a, b) => a - b);

// The job's side: today with EVENTS posts, counted as the hourly run counts it.
const author = rowsOf(await db.execute(sql`select id from members where email = 'admin@example.com'`))[0] as {
  id: string;
};
const stream = rowsOf(await db.execute(sql`select id from activity_streams where slug = 'all'`))[0] as {
  id: string;
};
for (let i = 0; i < EVENTS; i += 1_000) {
  await db.insert(activities).values(
    Array.from({ length: Math.min(1_000, EVENTS - i) }, (_, n) => ({
      streamId: stream.id,
      authorId: author.id,
      html: `<p>${i + n}</p>`,
      plain: String(i + n),
      visibility: ['all'],
    })),
  );
}
const countStarted = performance.now();
await aggregateStatistics(ctx);
const countMs = performance.now() - countStarted;

console.log(
  JSON.stringify({
    requests: REQUESTS,
    rowsInAggregates: stored?.n,
    fillMs: Math.round(fillMs),
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    maxMs: percentile(sorted, 100),
    budgetP95Ms: 50,
    countTodayWithEventsMs: Math.round(countMs),
  }),
);
await app.close();
await database.close();
