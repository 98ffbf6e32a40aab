import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app.js';
import { createContext } from '../../server/platform/create-context.js';
import { listenAndAnnounce, openSeededPlatform } from '../lib/platform.js';

// The platform on the demo network plus ACTIVITIES posts in the `all` stream, every other one with
// three replies and each with three likes (one of them on a reply where there are replies), with the
// server's own time per request in a Server-Timing header.
const ACTIVITIES = Number(process.env.BENCH_ACTIVITIES ?? 200_000);
// Filling 200,000 activities takes longer than a request's statement timeout on a busy machine.
const { config, database } = await openSeededPlatform({ DATABASE_STATEMENT_TIMEOUT_MS: '600000' });
const db = database.db;

// Ids are 24 hex: 8 of time and 16 of a series number, a different time prefix per table.
const id = (prefix: number, n: string) =>
  sql.raw(`lpad(to_hex(${prefix} + ${n}), 8, '0') || lpad(to_hex(${n}), 16, '0')`);
await db.execute(sql`
  insert into activity_streams (id, kind, slug, name, posting_audience)
  values ('000000000000000000000a11', 'network', 'all', 'All', '{internal}') on conflict do nothing`);
await db.execute(sql`
  with people as (
    select array_agg(id order by email) as ids, count(*)::int as total from members where deleted_at is null
  )
  insert into activities (id, stream_id, author_id, html, plain, language, visibility, reply_count, like_count, created_at, updated_at)
  select ${id(1_500_000_000, 'n')}, (select id from activity_streams where slug = 'all'),
    people.ids[1 + n % people.total],
    '<p>Bench activity ' || n || ' about the roadmap and #bench</p>', 'Bench activity ' || n || ' about the roadmap and #bench',
    'en', '{all}', case when n % 2 = 0 then 3 else 0 end, 3,
    now() - (${ACTIVITIES} - n) * interval '1 minute', now() - (${ACTIVITIES} - n) * interval '1 minute'
  from generate_series(1, ${ACTIVITIES}) as n, people`);
await db.execute(sql`
  with people as (
    select array_agg(id order by email) as ids, count(*)::int as total from members where deleted_at is null
  )
  insert into activity_replies (id, activity_id, author_id, html, plain, language, like_count, created_at, updated_at)
  select ${id(1_600_000_000, 'n * 3 + k')}, ${id(1_500_000_000, 'n')}, people.ids[1 + (n + k + 1) % people.total],
    '<p>Reply ' || k || ' to ' || n || '</p>', 'Reply ' || k || ' to ' || n, 'en', case when k = 0 then 1 else 0 end,
    now() - (${ACTIVITIES} - n) * interval '1 minute' + k * interval '10 seconds',
    now() - (${ACTIVITIES} - n) * interval '1 minute' + k * interval '10 seconds'
  from generate_series(2, ${ACTIVITIES}, 2) as n, generate_series(0, 2) as k, people`);
await db.execute(sql`
  with people as (
    select array_agg(id order by email) as ids, count(*)::int as total from members where deleted_at is null
  )
  insert into activity_likes (id, activity_id, reply_id, member_id, created_at)
  select ${id(1_700_000_000, 'n * 4 + k')}, ${id(1_500_000_000, 'n')}, null, people.ids[1 + (n + k) % people.total],
    now() - (${ACTIVITIES} - n) * interval '1 minute'
  from generate_series(1, ${ACTIVITIES}) as n, generate_series(0, 2) as k, people`);
await db.execute(sql`
  with people as (
    select array_agg(id order by email) as ids, count(*)::int as total from members where deleted_at is null
  )
  insert into activity_likes (id, activity_id, reply_id, member_id, created_at)
  select ${id(1_700_000_000, 'n * 4 + 3')}, ${id(1_500_000_000, 'n')}, ${id(1_600_000_000, 'n * 3')},
    people.ids[1 + (n + 5) % people.total], now() - (${ACTIVITIES} - n) * interval '1 minute'
  from generate_series(2, ${ACTIVITIES}, 2) as n, people`);
await db.execute(sql`vacuum analyze`);

const ctx = await createContext(config, db);
const app = await buildApp(ctx);
app.addHook('onSend', async (_request, reply, payload) => {
  reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(2)}`);
  return payload;
});
await listenAndAnnounce(app);
ctx.jobs.start();
