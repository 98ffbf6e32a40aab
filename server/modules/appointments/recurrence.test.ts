import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { appointmentPayload, personalCalendarId, signedInMember } from './testing.js';

type Summary = { id: string; name: string; type: string; canceled: boolean; date: { start: string } };

describe('recurring appointments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const weekly = (calendar: string, overrides: Record<string, unknown> = {}) =>
    appointmentPayload({
      name: 'Weekly',
      calendar_ids: [calendar],
      date: { start: '2026-03-16T09:00', end: '2026-03-16T10:00', time_zone: 'Europe/Berlin' },
      recurrence_pattern: {
        recurrence_frequency: 'weekly',
        recurrence_interval: 1,
        recurrence_end_time: '2026-11-30',
      },
      ...overrides,
    });

  it('keeps 09:00 Europe/Berlin across both daylight-saving changes', async () => {
    const me = await signedInMember(t);
    const calendar = await personalCalendarId(me);
    const series = (await me.post('/appointments', weekly(calendar))).json();
    expect(series.type).toBe('recurring_appointment');
    const march = (await me.get('/appointments?date=2026-03-20')).json().appointments as Summary[];
    // Last Sunday of March is the 29th: 09:00 CET is 08:00Z, 09:00 CEST is 07:00Z.
    expect(march.map((a) => a.date.start)).toEqual([
      '2026-03-16T08:00:00.000Z',
      '2026-03-23T08:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
    ]);
    expect(march[0]?.id).toBe(`r-${series.id}-20260316T080000`);
    expect(march.every((a) => a.type === 'virtual_appointment')).toBe(true);
    const october = (await me.get('/appointments?date=2026-10-20')).json().appointments as Summary[];
    // Last Sunday of October is the 25th.
    expect(october.map((a) => a.date.start)).toContain('2026-10-19T07:00:00.000Z');
    expect(october.map((a) => a.date.start)).toContain('2026-10-26T08:00:00.000Z');
    // The series ends on 30 November: nothing in December.
    const december = (await me.get('/appointments?date=2026-12-15')).json().appointments as Summary[];
    expect(december.filter((a) => a.date.start > '2026-12-01')).toEqual([]);
  });

  it('shows an occurrence with its neighbours and edits this one or all', async () => {
    const me = await signedInMember(t);
    const calendar = await personalCalendarId(me);
    const series = (
      await me.post(
        '/appointments',
        weekly(calendar, {
          date: { start: '2027-03-15T09:00', end: '2027-03-15T10:00', time_zone: 'Europe/Berlin' },
          recurrence_pattern: {
            recurrence_frequency: 'weekly',
            recurrence_interval: 1,
            recurrence_end_time: '2027-11-30',
          },
        }),
      )
    ).json();
    const id = `r-${series.id}-20270322T080000`;
    const occurrence = (await me.get(`/appointments/${id}`)).json();
    expect(occurrence).toMatchObject({
      id,
      type: 'virtual_appointment',
      recurring_appointment_url: `/appointments/${series.id}`,
      previous_occurrence_url: `/appointments/r-${series.id}-20270315T080000`,
      next_occurrence_url: `/appointments/r-${series.id}-20270329T070000`,
      can: { lock_participation: false },
    });
    expect((await me.get(`/appointments/r-${series.id}-20270323T080000`)).statusCode).toBe(404);

    const edited = await me.put(`/appointments/${id}`, {
      name: 'Moved once',
      date: { start: '2027-03-23T14:00', end: '2027-03-23T15:00' },
      apply_to: 'this',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      type: 'appointment',
      name: 'Moved once',
      recurring_appointment_url: `/appointments/${series.id}`,
    });
    const exceptionId = edited.json().id;
    const cancelled = await me.post(`/appointments/r-${series.id}-20270329T070000/cancel`, {
      apply_to: 'this',
    });
    expect(cancelled.json().canceled).toBe(true);
    expect(
      (await me.del(`/appointments/r-${series.id}-20270405T070000`, { apply_to: 'this' })).statusCode,
    ).toBe(204);

    const april = (await me.get('/appointments?date=2027-03-25')).json().appointments as Summary[];
    const names = april.map((a) => `${a.name}${a.canceled ? ' (cancelled)' : ''} ${a.date.start}`);
    expect(names).toEqual([
      'Weekly 2027-03-15T08:00:00.000Z',
      'Moved once 2027-03-23T13:00:00.000Z',
      'Weekly (cancelled) 2027-03-29T07:00:00.000Z',
    ]);
    // The deleted occurrence is skipped by the neighbour links too.
    const cancelledDetail = (await me.get(`/appointments/${cancelled.json().id}`)).json();
    expect(cancelledDetail.next_occurrence_url).toBe(`/appointments/r-${series.id}-20270412T070000`);

    // Editing all from an occurrence changes the series; the exception keeps its own name.
    await me.put(`/appointments/r-${series.id}-20270412T070000`, { name: 'Weekly sync', apply_to: 'all' });
    const after = (await me.get('/appointments?date=2027-04-15')).json().appointments as Summary[];
    expect(after.find((a) => a.date.start === '2027-04-12T07:00:00.000Z')?.name).toBe('Weekly sync');
    expect((await me.get(`/appointments/${exceptionId}`)).json().name).toBe('Moved once');
    // Moving the series by an hour from an occurrence shifts every occurrence.
    await me.put(`/appointments/r-${series.id}-20270412T070000`, {
      date: { start: '2027-04-12T10:00', end: '2027-04-12T11:00' },
      apply_to: 'all',
    });
    const moved = (await me.get('/appointments?date=2027-04-15')).json().appointments as Summary[];
    expect(moved.map((a) => a.date.start)).toContain('2027-04-19T08:00:00.000Z');
  });

  it('expands all-day and monthly series, and deleting the series removes every occurrence', async () => {
    const me = await signedInMember(t);
    const calendar = await personalCalendarId(me);
    const series = (
      await me.post(
        '/appointments',
        appointmentPayload({
          name: 'Month end',
          calendar_ids: [calendar],
          date: { start: '2026-01-31', end: '2026-01-31', all_day: true, time_zone: 'Europe/Berlin' },
          recurrence_pattern: { recurrence_frequency: 'monthly', recurrence_interval: 2 },
        }),
      )
    ).json();
    const march = (await me.get('/appointments?date=2026-03-10')).json().appointments as Summary[];
    expect(march.map((a) => a.date.start)).toEqual(['2026-03-31']);
    expect(march[0]?.id).toBe(`r-${series.id}-20260331T000000`);
    expect((await me.del(`/appointments/${series.id}`)).statusCode).toBe(204);
    expect((await me.get('/appointments?date=2026-03-10')).json().appointments).toEqual([]);
    expect((await me.get(`/appointments/r-${series.id}-20260331T000000`)).statusCode).toBe(404);
  });
});
