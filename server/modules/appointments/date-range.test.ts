import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { setNetworkRow } from '../../test/factories.js';
import { meetingRooms } from './tables.js';
import { appointmentPayload, type Client, personalCalendarId, signedInMember } from './testing.js';

/**
 * Dates are held within the years 1000-9999: before, JavaScript reads the years 0-99 as 1900-1999
 * and PostgreSQL knows no year 0; after, an instant's ISO form is one PostgreSQL does not read.
 */
describe('appointment dates at the edges of the calendar', () => {
  let t: TestApp;
  let me: Client;
  let calendar: string;
  beforeAll(async () => {
    t = await createTestApp();
    me = await signedInMember(t);
    calendar = await personalCalendarId(me);
  });
  afterAll(() => t.close());

  const create = (date: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    me.post('/appointments', appointmentPayload({ calendar_ids: [calendar], date, ...extra }));

  it('refuses starts before the year 1000 with a field error', async () => {
    for (const date of [
      { start: '0000-01-01T00:00:00Z', end: null },
      { start: '0000-01-01T10:00', end: null, time_zone: 'UTC' },
      { start: '0050-06-01T10:00', end: null, time_zone: 'UTC' },
      { start: '0000-01-01', end: '0000-01-01', all_day: true },
    ]) {
      const response = await create(date);
      expect(response.statusCode, date.start).toBe(422);
      expect(response.json().error.fields['date.start'], date.start).toEqual([
        'errors.validation.invalid_date',
      ]);
    }
  });

  it('refuses ends past the last day of 9999, and takes the days before', async () => {
    const lastDay = await create({ start: '9999-12-31', end: '9999-12-31', all_day: true });
    expect(lastDay.statusCode).toBe(422);
    expect(lastDay.json().error.fields['date.end']).toEqual(['errors.validation.date_out_of_range']);
    const intoTheNextYear = await create({
      start: '9999-12-31T20:00',
      end: '9999-12-31T23:00',
      time_zone: 'America/New_York',
    });
    expect(intoTheNextYear.statusCode).toBe(422);
    expect(intoTheNextYear.json().error.fields['date.start']).toEqual(['errors.validation.invalid_date']);
    expect((await create({ start: '9999-12-30', end: '9999-12-30', all_day: true })).statusCode).toBe(201);
    expect((await create({ start: '1000-01-01T10:00', end: null, time_zone: 'UTC' })).statusCode).toBe(201);
  });

  it('stores a series running to the end of 9999 and shows that month', async () => {
    const series = await create(
      { start: '9999-12-20', end: '9999-12-22', all_day: true },
      {
        name: 'Last days',
        recurrence_pattern: {
          recurrence_frequency: 'daily',
          recurrence_interval: 1,
          recurrence_end_time: '9999-12-31',
        },
      },
    );
    expect(series.statusCode, series.body).toBe(201);
    const month = await me.get('/appointments?date=9999-12-31');
    expect(month.statusCode, month.body).toBe(200);
    expect(month.json()).toMatchObject({ start: '9999-11-29', end: '9999-12-31' });
    expect(month.json().appointments.filter((a: { name: string }) => a.name === 'Last days').length).toBe(12);
  });

  it('refuses month views outside the years 1000-9999', async () => {
    for (const date of ['0000-01-01', '0999-12-31']) {
      const response = await me.get(`/appointments?date=${date}`);
      expect(response.statusCode, date).toBe(400);
      expect(response.json().error.fields.date, date).toEqual(['errors.validation.date_out_of_range']);
    }
    expect((await me.get('/appointments?date=1000-01-01')).json().start).toBe('0999-12-30');
  });

  it('reads room reservations at unreadable times as no time given', async () => {
    await setNetworkRow(t.ctx, { config: { meeting_rooms_enabled: true } as never });
    await t.ctx.db.insert(meetingRooms).values({ name: 'Edge' });
    const rooms = await me.get('/meeting_rooms?start=0000-01-01T00:00:00Z&end=2030-01-01T00:00:00Z');
    expect(rooms.statusCode, rooms.body).toBe(200);
    expect(rooms.json()).toEqual([expect.objectContaining({ name: 'Edge', occupied: false })]);
  });
});
