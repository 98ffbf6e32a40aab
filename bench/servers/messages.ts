import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app.js';
import { createContext } from '../../server/platform/create-context.js';
import { listenAndAnnounce, openSeededPlatform } from '../lib/platform.js';

// The platform on the demo network plus MESSAGES messages in member@example.com's inbox, with the
// server's own time per request in a Server-Timing header (so the client's overhead is not measured).
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 100_000);
const { config, database } = await openSeededPlatform();
const db = database.db;
// One statement per table: ids are 24 hex (8 of time, 16 of the series number), a fifth unread,
// every tenth from a second author, timestamps a minute apart.
await db.execute(sql`
  insert into messages (id, author_id, subject, content, plain_content, conversation_starter_id, to_count, created_at)
  select lpad(to_hex(1700000000 + n), 8, '0') || lpad(to_hex(n), 16, '0'),
    case when n % 10 = 0 then (select id from members where email = 'admin@example.com')
      else (select id from members where email <> 'member@example.com' order by email limit 1) end,
    'Bench message ' || n, '<p>Body of message ' || n || '</p>', 'Body of message ' || n,
    lpad(to_hex(1700000000 + n), 8, '0') || lpad(to_hex(n), 16, '0'), 1,
    now() - (${MESSAGES} - n) * interval '1 minute'
  from generate_series(1, ${MESSAGES}) as n`);
await db.execute(sql`
  insert into message_recipients (message_id, member_id, addressed, read_at, notified_at, created_at)
  select m.id, r.id, true, case when random() < 0.8 then m.created_at end, m.created_at, m.created_at
  from messages m, (select id from members where email = 'member@example.com') r
  where m.subject like 'Bench message %'`);
await db.execute(sql`
  insert into message_counters (member_id, inbox, unread, sent)
  select member_id, count(*), count(*) filter (where read_at is null), 0 from message_recipients
  where deleted_at is null group by member_id
  on conflict (member_id) do update set inbox = excluded.inbox, unread = excluded.unread`);
await db.execute(sql`vacuum analyze`);

const ctx = await createContext(config, db);
const app = await buildApp(ctx);
app.addHook('onSend', async (_request, reply, payload) => {
  reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(2)}`);
  return payload;
});
await listenAndAnnounce(app);
