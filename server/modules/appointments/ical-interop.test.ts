import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { appointmentPayload, type Client, personalCalendarId, signedInMember } from './testing.js';
import { fromFloating } from './time.js';

/**
 * Calendar files as outside clients read them: every file is checked line by line against RFC 5545
 * rules strict parsers enforce, then parsed and expanded by node-ical (an iCalendar parser with its
 * own recurrence expansion, independent of ical.js and of our code) and compared with the month view.
 * node-ical cannot place New York's summer time from 2036 on (its zone rules end there): the New York
 * series with exceptions lies in 2030.
 */

/** Unfolded content lines of a calendar file. */
const contentLines = (body: string) =>
  body
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);

function checkRfc5545(body: string) {
  const lines = contentLines(body);
  // No property without a value (an empty EXDATE makes Python's icalendar and ical.js fail).
  for (const line of lines) expect(line, line).toMatch(/^[^:]+:.+$/);
  // Every zone a TZID names has its VTIMEZONE (section 3.2.19).
  const named = new Set(lines.flatMap((line) => [...line.matchAll(/;TZID=([^;:]+)/g)].map((m) => m[1])));
  const defined = new Set(lines.filter((l) => l.startsWith('TZID:')).map((l) => l.slice(5)));
  for (const zone of named) expect(defined, `VTIMEZONE for ${zone}`).toContain(zone);
  const vtimezones = lines.filter((line) => line === 'BEGIN:VTIMEZONE').length;
  expect(vtimezones).toBe(defined.size);
  return lines;
}

type Occurrence = { name: string; start: string };

/** Occurrences of a calendar file in [from, to), as node-ical expands them (cancelled ones left out). */
function expand(body: string, from: Date, to: Date): Occurrence[] {
  checkRfc5545(body);
  const parsed = ical.sync.parseICS(body);
  const events = Object.values(parsed).filter((c): c is VEvent => c?.type === 'VEVENT');
  const result: Occurrence[] = [];
  for (const event of events) {
    for (const instance of ical.expandRecurringEvent(event, { from, to: new Date(to.getTime() - 1) })) {
      if (instance.event.status === 'CANCELLED') continue;
      const start = instance.isFullDay
        ? `${instance.start.getFullYear()}-${String(instance.start.getMonth() + 1).padStart(2, '0')}-${String(instance.start.getDate()).padStart(2, '0')}`
        : instance.start.toISOString();
      result.push({ name: String(instance.summary), start });
    }
  }
  return result.sort((a, b) => a.start.localeCompare(b.start) || a.name.localeCompare(b.name));
}

type MonthRow = {
  name: string;
  canceled: boolean;
  date: { start: string; all_day: boolean; time_zone: string };
};

/** The month view of the day, as the same occurrences (cancelled ones left out). */
async function monthView(client: Client, day: string) {
  const month = (await client.get(`/appointments?date=${day}`)).json();
  const occurrences = (month.appointments as MonthRow[])
    .filter((row) => !row.canceled)
    .map((row) => ({
      name: row.name,
      start: row.date.all_day ? row.date.start.slice(0, 10) : new Date(row.date.start).toISOString(),
    }))
    .sort((a, b) => a.start.localeCompare(b.start) || a.name.localeCompare(b.name));
  // The month view covers whole weeks; node-ical gets the same days in UTC, widened by the zones.
  const from = new Date(`${month.start}T00:00:00Z`);
  const to = new Date(new Date(`${month.end}T00:00:00Z`).getTime() + 86_400_000);
  return { occurrences, from, to };
}

/** Only what starts inside the month view's days (in the viewer's zone, Europe/Berlin). */
const inside = (occurrences: Occurrence[], from: Date, to: Date) =>
  occurrences.filter((o) => {
    const start =
      o.start.length === 10
        ? fromFloating(new Date(`${o.start}T00:00:00Z`), 'Europe/Berlin')
        : new Date(o.start);
    return start >= fromFloating(from, 'Europe/Berlin') && start < fromFloating(to, 'Europe/Berlin');
  });

describe('calendar files read by an independent parser', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function feedOf(client: Client) {
    const token = (await client.post('/api/v1/members/me/authentication_token', {})).json().token;
    return (url = '/appointments.ics') => t.app.inject({ url: `${url}?auth_token=${token}` });
  }

  /** Feed and month view agree for every month the test names. */
  async function expectFeedMatchesMonths(client: Client, body: string, days: string[]) {
    for (const day of days) {
      const view = await monthView(client, day);
      expect(inside(expand(body, view.from, view.to), view.from, view.to), day).toEqual(view.occurrences);
    }
  }

  it('writes no empty EXDATE, a VTIMEZONE per zone, and agrees with the month view', async () => {
    const me = await signedInMember(t);
    const calendar = await personalCalendarId(me);
    const create = async (overrides: Record<string, unknown>) =>
      (await me.post('/appointments', appointmentPayload({ calendar_ids: [calendar], ...overrides }))).json();
    await create({
      name: 'Plain weekly',
      date: { start: '2030-03-02T09:00', end: '2030-03-02T10:00', time_zone: 'Europe/Berlin' },
      recurrence_pattern: {
        recurrence_frequency: 'weekly',
        recurrence_interval: 1,
        recurrence_end_time: null,
      },
    });
    const withExceptions = await create({
      name: 'Stand-up',
      date: { start: '2030-03-16T09:00', end: '2030-03-16T09:15', time_zone: 'America/New_York' },
      recurrence_pattern: {
        recurrence_frequency: 'daily',
        recurrence_interval: 2,
        recurrence_end_time: '2030-04-10',
      },
    });
    // On the 28th: node-ical's recurrence (rrule-temporal) moves a monthly series on the 31st to the 30th
    // in shorter months, where RFC 5545 (section 3.3.10) skips them, as we do.
    await create({
      name: 'All-day monthly',
      date: { start: '2030-03-28', end: '2030-03-28', all_day: true, time_zone: 'Europe/Berlin' },
      recurrence_pattern: {
        recurrence_frequency: 'monthly',
        recurrence_interval: 1,
        recurrence_end_time: null,
      },
    });
    await create({
      name: 'Single',
      date: { start: '2030-03-20T15:00', end: '2030-03-20T16:00', time_zone: 'Asia/Tokyo' },
    });
    await me.put(`/appointments/r-${withExceptions.id}-20300320T130000`, {
      name: 'Stand-up (moved)',
      date: { start: '2030-03-20T11:00', end: '2030-03-20T11:15' },
      apply_to: 'this',
    });
    await me.del(`/appointments/r-${withExceptions.id}-20300324T130000`, { apply_to: 'this' });

    const feed = await feedOf(me);
    const body = (await feed()).body;
    const lines = checkRfc5545(body);
    expect(lines.filter((l) => l.startsWith('EXDATE'))).toEqual([
      'EXDATE;TZID=America/New_York:20300324T090000',
    ]);
    expect(lines.filter((l) => l.startsWith('TZID:')).sort()).toEqual([
      'TZID:America/New_York',
      'TZID:Asia/Tokyo',
      'TZID:Europe/Berlin',
    ]);
    await expectFeedMatchesMonths(me, body, ['2030-03-15', '2030-04-15', '2030-05-15']);
    const single = await me.get(`/appointments/${withExceptions.id}.ics`);
    expect(expand(single.body, new Date('2030-03-01'), new Date('2030-05-01')).map((o) => o.start)).toEqual(
      expand(body, new Date('2030-03-01'), new Date('2030-05-01'))
        .filter((o) => o.name.startsWith('Stand-up'))
        .map((o) => o.start),
    );
  });

  it('ends a series on its last local day, west and east of UTC', async () => {
    const me = await signedInMember(t);
    const calendar = await personalCalendarId(me);
    // Friday 20:00 in New York is Saturday 01:00 UTC; Saturday 07:00 in Tokyo is Friday 22:00 UTC.
    for (const [name, start, zone] of [
      ['New York Friday', '2037-11-20T20:00', 'America/New_York'],
      ['Tokyo morning', '2037-12-12T07:00', 'Asia/Tokyo'],
    ] as const) {
      await me.post(
        '/appointments',
        appointmentPayload({
          name,
          calendar_ids: [calendar],
          date: {
            start,
            end: `${start.slice(0, 11)}${String(Number(start.slice(11, 13)) + 1).padStart(2, '0')}:00`,
            time_zone: zone,
          },
          recurrence_pattern: {
            recurrence_frequency: name === 'Tokyo morning' ? 'daily' : 'weekly',
            recurrence_interval: 1,
            recurrence_end_time: '2037-12-18',
          },
        }),
      );
    }
    const body = (await (await feedOf(me))()).body;
    const occurrences = expand(body, new Date('2037-11-01T00:00:00Z'), new Date('2038-01-01T00:00:00Z'));
    const newYork = occurrences.filter((o) => o.name === 'New York Friday').map((o) => o.start);
    expect(newYork.at(-1)).toBe('2037-12-19T01:00:00.000Z');
    expect(newYork).toHaveLength(5);
    const tokyo = occurrences.filter((o) => o.name === 'Tokyo morning').map((o) => o.start);
    expect(tokyo.at(-1)).toBe('2037-12-17T22:00:00.000Z');
    expect(tokyo).toHaveLength(7);
    await expectFeedMatchesMonths(me, body, ['2037-11-15', '2037-12-15']);
  });

  it('downloads an occurrence as the series VEVENT with RECURRENCE-ID, and raises SEQUENCE on edits', async () => {
    const me = await signedInMember(t);
    const calendar = await personalCalendarId(me);
    const series = (
      await me.post(
        '/appointments',
        appointmentPayload({
          name: 'Review',
          calendar_ids: [calendar],
          date: { start: '2037-06-01T14:00', end: '2037-06-01T15:00', time_zone: 'Europe/Berlin' },
          recurrence_pattern: {
            recurrence_frequency: 'weekly',
            recurrence_interval: 1,
            recurrence_end_time: null,
          },
        }),
      )
    ).json();
    const uidOf = (body: string) => contentLines(body).find((l) => l.startsWith('UID:'));
    const sequenceOf = (body: string) =>
      contentLines(body)
        .filter((l) => l.startsWith('SEQUENCE:'))
        .map((l) => Number(l.slice(9)));
    const seriesFile = (await me.get(`/appointments/${series.id}.ics`)).body;
    const [created] = sequenceOf(seriesFile) as [number];

    const occurrence = (await me.get(`/appointments/r-${series.id}-20370608T120000.ics`)).body;
    checkRfc5545(occurrence);
    expect(uidOf(occurrence)).toBe(uidOf(seriesFile));
    expect(contentLines(occurrence)).toContain('RECURRENCE-ID;TZID=Europe/Berlin:20370608T140000');
    const vevent = (body: string) => contentLines(body).slice(contentLines(body).indexOf('BEGIN:VEVENT'));
    expect(vevent(occurrence).some((l) => l.startsWith('RRULE'))).toBe(false);
    expect(vevent(seriesFile).some((l) => l.startsWith('RRULE'))).toBe(true);

    await me.put(`/appointments/${series.id}`, { name: 'Review (new name)', apply_to: 'all' });
    await me.put(`/appointments/${series.id}`, { name: 'Weekly review', apply_to: 'all' });
    expect(sequenceOf((await me.get(`/appointments/${series.id}.ics`)).body)).toEqual([created + 2]);
    // An occurrence edited on its own starts from the series' revision and counts its own edits.
    await me.put(`/appointments/r-${series.id}-20370615T120000`, {
      name: 'Special review',
      apply_to: 'this',
    });
    const edited = (await me.get(`/appointments/r-${series.id}-20370615T120000.ics`)).body;
    expect(uidOf(edited)).toBe(uidOf(seriesFile));
    expect(contentLines(edited)).toContain('RECURRENCE-ID;TZID=Europe/Berlin:20370615T140000');
    expect(sequenceOf(edited)[0]).toBeGreaterThan(created + 2);
  });

  it('answers feeds with ETag and Last-Modified, and 304 to a client whose copy is current', async () => {
    const me = await signedInMember(t);
    const calendar = await personalCalendarId(me);
    const id = (
      await me.post('/appointments', appointmentPayload({ name: 'Polled', calendar_ids: [calendar] }))
    ).json().id;
    const token = (await me.post('/api/v1/members/me/authentication_token', {})).json().token;
    const poll = (headers: Record<string, string> = {}) =>
      t.app.inject({ url: `/calendars/my/appointments.ics?auth_token=${token}`, headers });
    const first = await poll();
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(new Date(lastModified).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const again = await poll();
    expect(again.headers.etag).toBe(etag);
    const notModified = await poll({ 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect((await poll({ 'if-none-match': `W/${etag}, "other"` })).statusCode).toBe(304);
    expect((await poll({ 'if-modified-since': lastModified })).statusCode).toBe(304);
    expect((await poll({ 'if-none-match': '"other"', 'if-modified-since': lastModified })).statusCode).toBe(
      200,
    );

    // A change, and a deletion, make the copy stale.
    await me.put(`/appointments/${id}`, { name: 'Polled (renamed)', apply_to: 'all' });
    const changed = await poll({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('Polled (renamed)');
    const changedTag = String(changed.headers.etag);
    await me.del(`/appointments/${id}`);
    expect((await poll({ 'if-none-match': changedTag })).statusCode).toBe(200);
    // A revoked token is refused even with a current copy.
    await me.del('/api/v1/members/me/authentication_token');
    expect((await poll({ 'if-none-match': changedTag })).statusCode).toBe(401);
  });
});
