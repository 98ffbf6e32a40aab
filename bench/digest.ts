import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app.js';
import { rowsOf } from '../server/db/from-driver.js';
import { networkStreamKeys } from '../server/modules/activities/policy.js';
import { ensureGroupStream, networkStreamBySlug } from '../server/modules/activities/streams.js';
import { localTime, SLOT_HOURS } from '../server/modules/digests/local-time.js';
import { queueHour } from '../server/modules/digests/schedule.js';
import { groupContentKeys } from '../server/modules/groups/policy.js';
import { groups } from '../server/modules/groups/tables.js';
import { createContext } from '../server/platform/create-context.js';
import type { Mail, MailSender } from '../server/platform/mail/mail.js';
import { openSeededPlatform } from './lib/platform.js';

/**
 * Issue 20's figure: one digest run for MEMBERS members (time, memory, mails per second) with the
 * in-process mail sender (mails go through the layout, are counted and dropped, so the memory is the
 * run's own). Every member wants the digest of all their groups and the network level, is in
 * GROUPS_PER_MEMBER of GROUPS groups (following their streams), and has unseen posts: ACTIVITIES
 * posts of the last day spread over the `all` stream and the groups, every third with two replies.
 */
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const GROUPS = Number(process.env.BENCH_GROUPS ?? 50);
const GROUPS_PER_MEMBER = 3;
const ACTIVITIES = Number(process.env.BENCH_ACTIVITIES ?? 2_000);
const HOUR_MS = 3_600_000;

let mails = 0;
let bytes = 0;
const counting: MailSender = {
  async send(mail: Mail) {
    mails++;
    bytes += mail.text.length + (mail.html?.length ?? 0);
    if (mails % 1_000 === 0) console.error(`${mails} mails, ${new Date().toISOString()}`);
  },
  async close() {},
};

const { config, database } = await openSeededPlatform();
const ctx = await createContext(config, database.db, { mail: counting });
await buildApp(ctx);
const db = database.db;

const seedStarted = performance.now();
await db.execute(sql`
  insert into members (id, email, first_name, last_name, time_zone, locale, onboarded_at)
  select substr(md5('m' || i), 1, 24), 'bench' || i || '@example.test', 'Bench', 'Member ' || i,
         'Europe/Berlin', (array['de','de_DU','en','es','fr'])[1 + i % 5], now()
  from generate_series(1, ${MEMBERS}) i`);
await db.execute(sql`
  insert into groups (id, slug, name, category_id)
  select substr(md5('g' || i), 1, 24), 'bench-group-' || i, 'Bench group ' || i,
         (select id from group_categories limit 1)
  from generate_series(1, ${GROUPS}) i`);
await db.execute(sql`
  insert into group_memberships (group_id, member_id, status, activitystream_subscribed)
  select substr(md5('g' || (1 + (i + k * 7) % ${GROUPS})), 1, 24), substr(md5('m' || i), 1, 24), 'member', true
  from generate_series(1, ${MEMBERS}) i, generate_series(0, ${GROUPS_PER_MEMBER - 1}) k
  on conflict do nothing`);
await db.execute(sql`
  insert into member_notification_settings (member_id, email_digests, email_daily_digests)
  select substr(md5('m' || i), 1, 24),
         '{"switch":"all","groupIds":[],"includeNetworkLevel":true}'::jsonb,
         '{"switch":"disabled","groupIds":[],"includeNetworkLevel":true}'::jsonb
  from generate_series(1, ${MEMBERS}) i`);

// Streams and their keys as the product writes them; posts by bench members, spread over the last day.
const all = await networkStreamBySlug(db, 'all');
if (!all) throw new Error('all stream missing');
const targets = [{ streamId: all.id, keys: networkStreamKeys('all') }];
for (const group of await db.select().from(groups).where(sql`${groups.slug} like 'bench-group-%'`)) {
  targets.push({ streamId: (await ensureGroupStream(db, group.id)).id, keys: groupContentKeys(group) });
}
for (const [index, target] of targets.entries()) {
  const count = Math.floor(ACTIVITIES / targets.length) + (index === 0 ? ACTIVITIES % targets.length : 0);
  await db.execute(sql`
    insert into activities (id, stream_id, author_id, html, plain, visibility, created_at)
    select substr(md5('a' || ${index} || '-' || i), 1, 24), ${target.streamId},
           substr(md5('m' || (1 + (i * 13) % ${MEMBERS})), 1, 24),
           '<p>Bench post ' || i || '</p>', 'Bench post ' || i || ' with a few words of text to read',
           ${sql.param(target.keys)}::text[], now() - (i || ' minutes')::interval
    from generate_series(1, ${count}) i`);
}
await db.execute(sql`
  insert into activity_replies (id, activity_id, author_id, html, plain)
  select substr(md5('r' || a.id || k), 1, 24), a.id, substr(md5('m' || (1 + k)), 1, 24), '<p>A reply</p>', 'A reply'
  from (select id, row_number() over () n from activities) a, generate_series(1, 2) k
  where a.n % 3 = 0`);
await db.execute(sql`vacuum analyze`);
const seedMs = performance.now() - seedStarted;

// The digest hour: every day at 07:00 in Berlin.
await db.execute(
  sql`update networks set settings = jsonb_set(settings, '{digest_sending_days}', ${JSON.stringify(
    [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, time: 'am' })),
  )}::jsonb)`,
);
await ctx.network.changed();
let at = new Date((Math.floor(Date.now() / HOUR_MS) + 1) * HOUR_MS);
while (localTime(at, 'Europe/Berlin').hour !== SLOT_HOURS.am) at = new Date(at.getTime() + HOUR_MS);

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 100);
const rssBefore = process.memoryUsage().rss;
const started = performance.now();
const queued = await queueHour(ctx, at);
const queuedMs = performance.now() - started;
await ctx.jobs.drain();
const totalMs = performance.now() - started;
clearInterval(sampler);

const [items] = rowsOf(await db.execute(sql`select count(*)::int as n from digest_items`));
console.log(
  JSON.stringify(
    {
      database: process.env.BENCH_DATABASE_URL ? 'postgresql' : 'pglite',
      members: MEMBERS,
      groups: GROUPS,
      activities: ACTIVITIES,
      seed_s: Number((seedMs / 1000).toFixed(1)),
      queued,
      schedule_ms: Math.round(queuedMs),
      run_s: Number((totalMs / 1000).toFixed(1)),
      mails,
      mails_per_s: Number((mails / (totalMs / 1000)).toFixed(1)),
      avg_mail_kb: Number((bytes / Math.max(mails, 1) / 1024).toFixed(1)),
      items_recorded: items?.n,
      rss_before_mb: Math.round(rssBefore / 2 ** 20),
      rss_peak_mb: Math.round(peakRss / 2 ** 20),
    },
    null,
    2,
  ),
);
await ctx.jobs.stop();
await database.close();
process.exit(0);
