import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentsWidget } from '../../../contract/my-appointments.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  addGroupMembership,
  createAppointment,
  createCalendar,
  createGroup,
  createGroupCalendar,
  createSharedCalendar,
  personalCalendar,
} from '../../test/factories.js';
import { appointmentPayload, type Client, personalCalendarId, signedInMember } from './testing.js';

type Item = { id: string; name: string; start: string; end: string | null; all_day: boolean };

describe('appointments widget data (GET /api/v1/widgets/appointments)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const widget = async (c: Client, query: string) => {
    const response = await c.get(`/api/v1/widgets/appointments?${query}`);
    expect(response.statusCode).toBe(200);
    return appointmentsWidget.parse(response.json()).appointments as Item[];
  };
  const names = async (c: Client, query: string) => (await widget(c, query)).map((a) => a.name);
  const at = (day: string, hour = '10:00') => ({
    start: `${day}T${hour}`,
    end: `${day}T${hour.replace(/^(\d\d)/, (h) => String(Number(h) + 1).padStart(2, '0'))}`,
    all_day: false,
    time_zone: 'Europe/Berlin',
  });
  const create = async (c: Client, name: string, calendarId: string, date: object, extra = {}) => {
    const response = await c.post(
      '/appointments',
      appointmentPayload({ name, calendar_ids: [calendarId], date, ...extra }),
    );
    expect(response.statusCode).toBe(201);
    return response.json().id as string;
  };

  it('answers the scopes with what the viewer may see, soonest first, without cancelled, deleted or past ones', async () => {
    const db = t.ctx.db;
    const me = await signedInMember(t);
    const other = await signedInMember(t);
    const mine = (await personalCalendar(db, me.member.id)).id;
    const theirs = (await personalCalendar(db, other.member.id)).id;
    const network = (await createCalendar(db, { name: 'Company' })).id;
    const shared = (await createSharedCalendar(db, other.member.id, [me.member.id], { name: 'Team' })).id;
    const group = await createGroup(db, { access: 'closed' });
    await addGroupMembership(db, group.id, me.member.id);
    const groupCalendar = (await createGroupCalendar(db, group.id)).id;
    const foreignGroup = await createGroup(db, { access: 'closed' });
    await addGroupMembership(db, foreignGroup.id, other.member.id);
    const foreignCalendar = (await createGroupCalendar(db, foreignGroup.id)).id;

    const build = (name: string, author: Client, calendarId: string, day: string, extra = {}) =>
      createAppointment(t.ctx, {
        name,
        authorId: author.member.id,
        calendarIds: [calendarId],
        start: `${day}T10:00`,
        ...extra,
      });
    await build('Mine', me, mine, '2097-01-05');
    await build('Invited', other, theirs, '2097-01-06', {
      participants: [{ memberId: me.member.id, status: 'open' }],
    });
    await build('Declined', other, theirs, '2097-01-07', {
      participants: [{ memberId: me.member.id, status: 'declined' }],
    });
    await build('Company day', other, network, '2097-01-08');
    await build('Shared', other, shared, '2097-01-09');
    await build('Group', me, groupCalendar, '2097-01-10');
    await build('Hidden', other, theirs, '2097-01-11');
    await build('Foreign group', other, foreignCalendar, '2097-01-12');
    await build('Cancelled', me, mine, '2097-01-13', { canceled: true });
    await build('Deleted', me, mine, '2097-01-14', { deletedAt: new Date() });
    await build('Past', me, mine, '2020-01-15');
    await build('Later', me, mine, '2096-12-31');

    expect(await names(me, '')).toEqual(['Later', 'Mine', 'Invited']);
    expect(await names(me, 'scope=personal')).toEqual(['Later', 'Mine', 'Invited']);
    const all = await names(me, 'scope=all');
    expect(all).toEqual(expect.arrayContaining(['Later', 'Mine', 'Company day', 'Shared', 'Group']));
    expect(all).not.toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^(Invited|Declined|Hidden|Foreign group|Cancelled|Deleted|Past)$/),
      ]),
    );
    expect(
      await names(me, `scope=additional_calendar_ids&additional_calendar_ids=${shared},${theirs}`),
    ).toEqual(['Later', 'Mine', 'Invited', 'Shared']);
    expect(await names(me, 'scope=groups')).toEqual(['Group']);
    expect(await names(me, `scope=groups&group_id=${group.id}`)).toEqual(['Group']);
    expect(
      (await me.get(`/api/v1/widgets/appointments?scope=groups&group_id=${foreignGroup.id}`)).statusCode,
    ).toBe(404);
    expect(await names(other, `scope=groups&group_id=${foreignGroup.slug}`)).toEqual(['Foreign group']);
    expect(await names(me, 'count=2')).toEqual(['Later', 'Mine']);
  });

  it('expands series from now on, applies their exceptions and shows date, location and meeting', async () => {
    const me = await signedInMember(t);
    const calendar = await personalCalendarId(me);
    // Every day since 2025, all day: today's occurrence has not ended yet.
    const daily = await create(
      me,
      'Daily',
      calendar,
      { start: '2025-01-01', end: '2025-01-01', all_day: true, time_zone: 'Europe/Berlin' },
      {
        recurrence_pattern: {
          recurrence_frequency: 'daily',
          recurrence_interval: 1,
          recurrence_end_time: null,
        },
      },
    );
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
    const first = await widget(me, 'count=2');
    expect(first.map((a) => [a.name, a.start, a.all_day])).toEqual([
      ['Daily', today, true],
      ['Daily', expect.any(String), true],
    ]);
    expect(first[0]?.id).toBe(`r-${daily}-${today.replaceAll('-', '')}T000000`);
    expect((first[1]?.start ?? '') > today).toBe(true);
    await me.del(`/appointments/${daily}`, { apply_to: 'all' });

    const weekly = await create(me, 'Weekly', calendar, at('2098-01-05', '09:00'), {
      recurrence_pattern: {
        recurrence_frequency: 'weekly',
        recurrence_interval: 1,
        recurrence_end_time: '2098-03-01',
      },
      location: { name: 'Room 4', link: 'https://zoom.example/j/1', meeting_link_type: 'zoom' },
    });
    await create(me, 'Single', calendar, at('2098-01-12', '12:00'), {
      location: { address1: 'Main street 1', zip: '10115', city: 'Berlin' },
    });
    await me.del(`/appointments/r-${weekly}-20980119T080000`, { apply_to: 'this' });
    await me.put(`/appointments/r-${weekly}-20980126T080000`, {
      name: 'Moved',
      date: { start: '2098-01-26T15:00', end: '2098-01-26T16:00' },
      apply_to: 'this',
    });
    await me.post(`/appointments/r-${weekly}-20980202T080000/cancel`, { apply_to: 'this' });
    const items = await widget(me, 'count=5');
    expect(items.map((a) => [a.name, a.start])).toEqual([
      ['Weekly', '2098-01-05T08:00:00.000Z'],
      ['Weekly', '2098-01-12T08:00:00.000Z'],
      ['Single', '2098-01-12T11:00:00.000Z'],
      ['Moved', '2098-01-26T14:00:00.000Z'],
      ['Weekly', '2098-02-09T08:00:00.000Z'],
    ]);
    expect(items[0]).toEqual({
      id: `r-${weekly}-20980105T080000`,
      name: 'Weekly',
      start: '2098-01-05T08:00:00.000Z',
      end: '2098-01-05T09:00:00.000Z',
      all_day: false,
      location: 'Room 4',
      meeting: { join_url: 'https://zoom.example/j/1' },
      html_url: `/appointments/r-${weekly}-20980105T080000`,
    });
    expect(items[2]).toMatchObject({ location: 'Main street 1, 10115 Berlin', meeting: null });
    // Default count 10: the six remaining weekly occurrences and the single one.
    expect((await widget(me, '')).length).toBe(7);
  });

  it('reads further when the first appointments by start are not shown', async () => {
    const me = await signedInMember(t);
    const mine = await personalCalendarId(me);
    // More hidden ones than the first page holds (count * 4 + 20), all before the shown ones.
    for (let day = 1; day <= 40; day++) {
      await createAppointment(t.ctx, {
        name: `Filler ${day}`,
        authorId: me.member.id,
        calendarIds: [mine],
        start: `2098-01-${String((day % 28) + 1).padStart(2, '0')}T10:00`,
        canceled: true,
      });
    }
    await create(me, 'Later one', mine, at('2098-03-01'));
    await create(me, 'Later two', mine, at('2098-03-02'));
    await create(me, 'Later three', mine, at('2098-03-03'));
    expect(await names(me, 'scope=personal&count=2')).toEqual(['Later one', 'Later two']);

    // A weekly series starting between them takes its place; its later occurrences do not.
    await create(me, 'Weekly', mine, at('2098-03-01', '09:00'), {
      recurrence_pattern: {
        recurrence_frequency: 'weekly',
        recurrence_interval: 1,
        recurrence_end_time: null,
      },
    });
    const next = await widget(me, 'scope=personal&count=3');
    expect(next.map((a) => [a.name, a.start.slice(0, 10)])).toEqual([
      ['Weekly', '2098-03-01'],
      ['Later one', '2098-03-01'],
      ['Later two', '2098-03-02'],
    ]);
  });

  it('refuses bad input with field errors', async () => {
    const me = await signedInMember(t);
    for (const [query, field] of [
      ['count=0', 'count'],
      ['count=31', 'count'],
      ['count=many', 'count'],
      ['scope=everything', 'scope'],
      ['scope=additional_calendar_ids&additional_calendar_ids=nope', 'additional_calendar_ids'],
      ['count=1&count=2', 'count'],
    ] as const) {
      const response = await me.get(`/api/v1/widgets/appointments?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json().error.fields), query).toEqual([field]);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/widgets/appointments' })).statusCode).toBe(401);
  });
});
