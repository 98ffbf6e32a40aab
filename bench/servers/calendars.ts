import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app.js';
import { createContext } from '../../server/platform/create-context.js';
import { listenAndAnnounce, openSeededPlatform } from '../lib/platform.js';

// The platform on the demo network plus CALENDARS calendars shared with member@example.com holding
// APPOINTMENTS appointments (RECURRING of them weekly series) spread over two years around today,
// with the server's own time per request in a Server-Timing header.
const CALENDARS = Number(process.env.BENCH_CALENDARS ?? 20);
const APPOINTMENTS = Number(process.env.BENCH_APPOINTMENTS ?? 10_000);
const RECURRING = Number(process.env.BENCH_RECURRING ?? 500);
const { config, database } = await openSeededPlatform();
const db = database.db;
const hex = (prefix: string, n: string) => sql.raw(`'${prefix}' || lpad(to_hex(${n}), 16, '0')`);

await db.execute(sql`
  insert into calendars (id, type, name, color, owner_id, author_id)
  select ${hex('bbbb0001', 'n')}, 'shared', 'Bench calendar ' || n, '3366cc',
    (select id from members where email = 'admin@example.com'), (select id from members where email = 'admin@example.com')
  from generate_series(1, ${CALENDARS}) as n`);
await db.execute(sql`
  insert into calendar_shares (calendar_id, member_id)
  select c.id, (select id from members where email = 'member@example.com') from calendars c where c.name like 'Bench calendar %'`);
// Single appointments: one to three hours, starting at a random full quarter hour within a year either side.
await db.execute(sql`
  insert into appointments (id, name, starts_at, ends_at, span_end, time_zone, recurrence_frequency, location, teams, attendees, application)
  select ${hex('bbbb0002', 'n')}, 'Bench appointment ' || n, s, s + e, s + e, 'Europe/Berlin',
    case when n <= ${RECURRING} then 'weekly' else 'never' end,
    '{"name":"","address1":"","address2":"","zip":"","city":"","country":"","link":"","meeting_link_type":null}',
    '{"teams_sync_enabled":false,"online_meeting":false,"bypass_lobby":false}',
    '{"total":0,"total_attendees_enforced":false,"user_can_opt":true,"show_participants_to_admins_only":false,"participation_locked":false}',
    '{"registration_with_costs":false,"costs":0,"currency":"€","registration_required":false,"registration_deadline":null,"url":""}'
  from (
    select n, date_trunc('hour', now()) - interval '365 days' + (floor(random() * 730 * 96) * interval '15 minutes') as s,
      (1 + floor(random() * 3)) * interval '1 hour' as e
    from generate_series(1, ${APPOINTMENTS}) as n
  ) as planned`);
// The recurring ones run for 26 weeks, or without end for every tenth of them.
await db.execute(sql`
  update appointments set
    recurrence_end_date = case when right(id, 1) = '0' then null else to_char(starts_at + interval '26 weeks', 'YYYY-MM-DD') end,
    span_end = case when right(id, 1) = '0' then '9999-12-31'::timestamptz else starts_at + interval '26 weeks' + (ends_at - starts_at) end
  where recurrence_frequency = 'weekly' and name like 'Bench appointment %'`);
await db.execute(sql`
  insert into appointment_calendars (appointment_id, calendar_id)
  select a.id, ${hex('bbbb0001', `(1 + (('x' || right(a.id, 8))::bit(32)::int % ${CALENDARS}))`)}
  from appointments a where a.name like 'Bench appointment %'`);
await db.execute(sql`vacuum analyze`);

const ctx = await createContext(config, db);
const app = await buildApp(ctx);
app.addHook('onSend', async (_request, reply, payload) => {
  reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(2)}`);
  return payload;
});
await listenAndAnnounce(app);
