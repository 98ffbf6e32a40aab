import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statisticsReport } from '../../../contract/statistics.js';
import { memberActiveDays } from '../../platform/sessions/tables.js';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import {
  addChatMessage,
  addGroupMembership,
  createActivity,
  createGroup,
  createGroupChat,
  createMember,
  setNetworkConfig,
} from '../../test/factories.js';
import { aggregateStatistics, STATISTICS_JOB } from './aggregate.js';
import { addDays, localToday } from './days.js';
import { statisticsDays } from './tables.js';

type Member = Awaited<ReturnType<typeof createMember>>;
let t: TestApp;
let admin: Member;
let member: Member;
let groupAdmin: Member;
let group: Awaited<ReturnType<typeof createGroup>>;
const cookies = new Map<string, string>();

const as = async (who: Member) => {
  if (!cookies.has(who.id)) cookies.set(who.id, await signIn(t.app, who.email));
  return authHeaders(cookies.get(who.id) as string);
};
const get = async (who: Member, url: string) => t.app.inject({ url, headers: await as(who) });
const report = async (who: Member, url: string) => {
  const response = await get(who, url);
  expect(response.statusCode, response.body).toBe(200);
  return statisticsReport.parse(response.json());
};
const custom = (start: string, end: string) => `range=custom&start_date=${start}&end_date=${end}`;

beforeAll(async () => {
  t = await createTestApp();
  await setNetworkConfig(t.ctx, { time_zone: 'Europe/Berlin' });
  admin = await createMember(t.database.db, { isNetworkAdmin: true });
  member = await createMember(t.database.db);
  groupAdmin = await createMember(t.database.db);
  group = await createGroup(t.database.db);
  await addGroupMembership(t.database.db, group.id, groupAdmin.id, { isAdmin: true });
  await addGroupMembership(t.database.db, group.id, member.id);
});
afterAll(async () => {
  await t?.close();
});

describe('statistics', () => {
  it('answers the network figures to network administrators only, and a group’s to its administrators', async () => {
    expect((await get(member, '/administration/statistics.json')).statusCode).toBe(404);
    expect((await get(member, '/administration/statistics.csv')).statusCode).toBe(404);
    expect((await get(groupAdmin, '/administration/statistics.json')).statusCode).toBe(404);
    const path = `/groups/${group.slug}/administration/statistics`;
    expect((await get(member, `${path}.json`)).statusCode).toBe(404);
    expect((await get(member, `${path}.csv`)).statusCode).toBe(404);
    expect((await get(groupAdmin, '/groups/no-such-group/administration/statistics.json')).statusCode).toBe(
      404,
    );
    const own = await report(groupAdmin, `${path}.json`);
    expect(own.group?.id).toBe(group.id);
    expect(own.metrics).not.toContain('messages');
    const network = await report(admin, '/administration/statistics.json');
    expect(network.group).toBeNull();
    expect(network.metrics).toContain('messages');
  });

  it('counts by the network’s days across midnight and both daylight-saving changes', async () => {
    const author = await createMember(t.database.db);
    // Berlin goes to summer time on 2026-03-29 (UTC+1 → UTC+2) and back on 2026-10-25.
    const instants = [
      '2026-03-28T22:30:00Z', // 23:30 on the 28th
      '2026-03-28T23:30:00Z', // 00:30 on the 29th (UTC still says the 28th)
      '2026-03-29T21:30:00Z', // 23:30 on the 29th, summer time
      '2026-03-29T22:30:00Z', // 00:30 on the 30th
      '2026-10-24T21:59:00Z', // 23:59 on the 24th, summer time
      '2026-10-24T22:00:00Z', // 00:00 on the 25th
      '2026-10-25T22:59:00Z', // 23:59 on the 25th, winter time: the 25th had 25 hours
      '2026-10-25T23:00:00Z', // 00:00 on the 26th
    ];
    for (const at of instants) {
      await createActivity(t.database.db, author.id, { createdAt: new Date(at) });
    }
    const chat = await createGroupChat(t.database.db, group.id, [member.id]);
    await addChatMessage(t.ctx, chat, member.id, { at: new Date('2026-03-28T23:30:00Z') });
    await aggregateStatistics(t.ctx, new Date('2026-11-01T12:00:00Z'));

    const spring = await report(
      admin,
      `/administration/statistics.json?${custom('2026-03-27', '2026-03-31')}`,
    );
    expect(spring.days.map((day) => [day.date, day.counts.activities])).toEqual([
      ['2026-03-27', 0],
      ['2026-03-28', 1],
      ['2026-03-29', 2],
      ['2026-03-30', 1],
      ['2026-03-31', 0],
    ]);
    expect(spring.days[2]?.counts.chat_messages).toBe(1);
    const autumn = await report(
      admin,
      `/administration/statistics.json?${custom('2026-10-24', '2026-10-26')}`,
    );
    expect(autumn.days.map((day) => day.counts.activities)).toEqual([1, 2, 1]);
    expect(autumn.totals.activities).toBe(4);

    // The group's figures hold its chat, not the network's posts.
    const groupSpring = await report(
      groupAdmin,
      `/groups/${group.slug}/administration/statistics.json?${custom('2026-03-27', '2026-03-31')}`,
    );
    expect(groupSpring.days.map((day) => day.counts.chat_messages)).toEqual([0, 0, 1, 0, 0]);
    expect(groupSpring.totals.activities).toBe(0);
  });

  it('counts a group’s posts for the group and the network, and marks past days counted', async () => {
    const author = await createMember(t.database.db);
    await addGroupMembership(t.database.db, group.id, author.id);
    const at = new Date('2025-02-10T10:00:00Z');
    await createActivity(t.database.db, author.id, { groupId: group.id, createdAt: at });
    // 2025-02-10 was counted by the first run (backfill): only a day never counted is counted again.
    await t.database.db.delete(statisticsDays);
    await aggregateStatistics(t.ctx, new Date('2026-11-01T12:00:00Z'));
    const range = custom('2025-02-09', '2025-02-11');
    const groupDays = await report(
      groupAdmin,
      `/groups/${group.slug}/administration/statistics.json?${range}`,
    );
    expect(groupDays.days.map((day) => day.counts.activities)).toEqual([0, 1, 0]);
    const networkDays = await report(admin, `/administration/statistics.json?${range}`);
    expect(networkDays.days.map((day) => day.counts.activities)).toEqual([0, 1, 0]);
  });

  it('counts active members and sign-ins, and forgets who they were once the day is counted', async () => {
    const visitor = await createMember(t.database.db);
    await addGroupMembership(t.database.db, group.id, visitor.id);
    await signIn(t.app, visitor.email);
    await signIn(t.app, visitor.email);
    const today = localToday(new Date(), 'Europe/Berlin');
    await aggregateStatistics(t.ctx);
    const now = await report(admin, '/administration/statistics.json?range=7d');
    const todays = now.days.at(-1);
    expect(todays?.date).toBe(today);
    expect(todays?.counts.sign_ins).toBeGreaterThanOrEqual(2);
    expect(todays?.counts.active_members).toBeGreaterThanOrEqual(1);
    const inGroup = await report(groupAdmin, `/groups/${group.slug}/administration/statistics.json?range=7d`);
    expect(inGroup.days.at(-1)?.counts.sign_ins).toBeGreaterThanOrEqual(2);
    // Today stays open; once tomorrow's run counted it, the rows naming members are gone.
    expect((await t.database.db.select().from(memberActiveDays)).length).toBeGreaterThan(0);
    await aggregateStatistics(t.ctx, new Date(Date.now() + 86_400_000));
    expect(await t.database.db.select().from(memberActiveDays)).toEqual([]);
    const after = await report(admin, `/administration/statistics.json?${custom(addDays(today, -1), today)}`);
    expect(after.days.at(-1)?.counts.sign_ins).toBe(todays?.counts.sign_ins);
  });

  it('counts page views without storing who viewed', async () => {
    const headers = await as(admin);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pages',
      headers,
      payload: { title: 'Counted page', content: '<p>Hello</p>' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const slug = created.json().slug as string;
    for (let i = 0; i < 3; i++) {
      const seen = await t.app.inject({ url: `/api/v1/pages/find?slug=${slug}`, headers });
      expect(seen.statusCode).toBe(200);
    }
    const week = await report(admin, '/administration/statistics.json?range=7d');
    expect(week.days.at(-1)?.counts.page_views).toBe(3);
    // The hourly run counts the other metrics again and leaves the views alone.
    await aggregateStatistics(t.ctx);
    expect((await report(admin, '/administration/statistics.json?range=7d')).totals.page_views).toBe(3);
  });

  it('reads the preset ranges, 3 months by default', async () => {
    const today = localToday(new Date(), 'Europe/Berlin');
    const lengths: Record<string, number> = { '7d': 7, '30d': 30 };
    for (const [range, days] of Object.entries(lengths)) {
      const answer = await report(admin, `/administration/statistics.json?range=${range}`);
      expect(answer.days).toHaveLength(days);
      expect(answer.end_date).toBe(today);
    }
    const byDefault = await report(admin, '/administration/statistics.json');
    expect(byDefault.range).toBe('3m');
    expect(byDefault.days.length).toBeGreaterThanOrEqual(89);
    expect(byDefault.days.length).toBeLessThanOrEqual(92);
    const year = await report(admin, '/administration/statistics.json?range=12m');
    expect(year.days.length).toBeGreaterThanOrEqual(365);
    expect(year.start_date).toBe(addDays(year.days[0]?.date as string, 0));
  });

  it('refuses custom ranges outside the rules with 422 and field keys', async () => {
    const today = localToday(new Date(), 'Europe/Berlin');
    const cases: [string, Record<string, string[]>][] = [
      [custom('2021-05-31', '2021-07-01'), { start_date: ['errors.statistics.start_too_early'] }],
      [custom('2024-01-01', addDays(today, 1)), { end_date: ['errors.statistics.end_after_today'] }],
      [custom('2024-02-02', '2024-02-01'), { start_date: ['errors.statistics.start_not_before_end'] }],
      [custom('2024-02-01', '2024-02-01'), { start_date: ['errors.statistics.start_not_before_end'] }],
      [
        custom('2024-02-30', 'yesterday'),
        {
          start_date: ['errors.statistics.date_invalid'],
          end_date: ['errors.statistics.date_invalid'],
        },
      ],
      [
        'range=custom',
        { start_date: ['errors.statistics.date_invalid'], end_date: ['errors.statistics.date_invalid'] },
      ],
    ];
    for (const [query, fields] of cases) {
      const response = await get(admin, `/administration/statistics.json?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().error.fields, query).toEqual(fields);
    }
    // Wrong types and bytes PostgreSQL cannot store are refused before the service (400), never a 5xx.
    for (const query of [
      'range=1y',
      custom('2024-01-01%00', '2024-02-01'),
      `${custom('2024-01-01', '2024-02-01')}&range=7d`,
    ]) {
      expect((await get(admin, `/administration/statistics.json?${query}`)).statusCode, query).toBe(400);
    }
    const huge = await get(
      admin,
      `/administration/statistics.json?${custom('99999999999-01-01', '2024-02-01')}`,
    );
    expect(huge.statusCode).toBe(422);
    expect(
      (await get(admin, `/administration/statistics.json?${custom('2021-06-01', today)}`)).statusCode,
    ).toBe(200);
  });

  it('exports CSV with translated headers, one line a day, inert cells', async () => {
    const response = await get(
      admin,
      `/administration/statistics.csv?locale=de&${custom('2026-03-28', '2026-03-30')}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const [header, ...lines] = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(header).toBe(
      'Datum,Aktive Mitglieder,Anmeldungen,Neue Mitglieder,Aktivitäten,Antworten,Gefällt mir,Nachrichten,Chat-Nachrichten,Hochgeladene Dateien,Seitenaufrufe',
    );
    expect(lines.map((line) => line.split(',').slice(0, 5).join(','))).toEqual([
      '2026-03-28,0,0,0,1',
      '2026-03-29,0,0,0,2',
      '2026-03-30,0,0,0,1',
    ]);
    const group = await get(
      groupAdmin,
      `/groups/${encodeURIComponent(groupSlug())}/administration/statistics.csv?locale=fr&range=7d`,
    );
    expect(group.statusCode).toBe(200);
    expect(group.body.replace(/^\uFEFF/, '').split('\n')[0]).toContain('Membres actifs');
    expect(group.body).not.toContain('Messages,');
  });

  it('queues its job at start', async () => {
    const queued = await t.database.db.query.jobs.findFirst({
      where: (jobs, { eq }) => eq(jobs.type, STATISTICS_JOB),
    });
    expect(queued).toBeDefined();
  });
});

const groupSlug = () => group.slug;
