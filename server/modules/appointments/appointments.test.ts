import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { appointmentMonth } from '../../../contract/appointments.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  addGroupMembership,
  createAppointmentCategory,
  createGroup,
  createMeetingRoom,
  setNetworkConfig,
} from '../../test/factories.js';
import { appointmentPayload, personalCalendarId, signedInMember } from './testing.js';

describe('appointments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates, shows, edits and deletes an appointment in the personal calendar', async () => {
    const me = await signedInMember(t);
    const calendar = await personalCalendarId(me);
    const created = await me.post(
      '/appointments',
      appointmentPayload({ calendar_ids: [calendar], description: '<p>Hi<script>x</script></p>' }),
    );
    expect(created.statusCode).toBe(201);
    const a = created.json();
    expect(a).toMatchObject({
      type: 'appointment',
      name: 'Team meeting',
      date: {
        start: '2026-03-10T08:00:00.000Z',
        end: '2026-03-10T09:00:00.000Z',
        all_day: false,
        time_zone: 'Europe/Berlin',
        same_day: true,
      },
      calendar_ids: [calendar],
      description_rendered: '<p>Hi</p>',
      recurrence_pattern: {
        recurrence_frequency: 'never',
        recurrence_interval: 1,
        recurrence_end_time: null,
      },
      application_configuration: { currency: '€', costs: 0 },
      participants_summary: { total: 0, accepted: 0, declined: 0, open: 0 },
      html_url: `/appointments/${a.id}`,
    });
    expect(a.can).toMatchObject({
      update: true,
      destroy: true,
      download_attendees: false,
      lock_participation: true,
    });
    const edited = await me.put(`/appointments/${a.id}`, {
      name: 'Renamed',
      location: { name: 'Room 1', zip: '12345' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Renamed',
      location: { name: 'Room 1', zip: '12345' },
      date: a.date,
    });
    const deleted = await me.del(`/appointments/${a.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await me.get(`/appointments/${a.id}`)).statusCode).toBe(404);
  });

  it('answers the spec validation keys as field errors', async () => {
    const me = await signedInMember(t);
    const calendar = await personalCalendarId(me);
    const response = await me.post('/appointments', {
      name: ' ',
      calendar_ids: [],
      date: { start: '2026-03-10T10:00', end: '2026-03-10T09:00', time_zone: 'Europe/Berlin' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toMatchObject({
      name: ['calendars.validation_errors.name_empty'],
      calendar_ids: ['calendars.validation_errors.calendars_empty'],
      date: ['calendars.validation_errors.end_lt_start'],
    });
    const other = await me.post(
      '/appointments',
      appointmentPayload({
        calendar_ids: [calendar],
        location: { zip: '12345678901', link: 'not a url' },
        attendee_configuration: { total: -1 },
        application_configuration: { costs: -5, url: 'javascript:alert(1)' },
        recurrence_pattern: { recurrence_frequency: 'weekly', recurrence_interval: 0 },
        teams_configuration: { teams_sync_enabled: true },
      }),
    );
    expect(other.statusCode).toBe(422);
    expect(Object.keys(other.json().error.fields).sort()).toEqual(
      [
        'application_configuration.costs',
        'application_configuration.url',
        'attendee_configuration.total',
        'location.link',
        'location.zip',
        'recurrence_pattern.recurrence_interval',
        'teams_configuration',
        'teams_configuration.teams_sync_enabled',
      ].sort(),
    );
  });

  it('creates group appointments only in calendars with can.create_appointments; invisible ones are 404', async () => {
    const admin = await signedInMember(t);
    const member = await signedInMember(t);
    const visitor = await signedInMember(t);
    const outsider = await signedInMember(t);
    const group = await createGroup(t.ctx.db, { access: 'closed' });
    await addGroupMembership(t.ctx.db, group.id, admin.member.id, { isAdmin: true });
    await addGroupMembership(t.ctx.db, group.id, member.member.id);
    const [calendar] = (await member.get(`/groups/${group.slug}/calendars`)).json().calendars;
    const created = await member.post('/appointments', appointmentPayload({ calendar_ids: [calendar.id] }));
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    // The author edits; the group administrator manages; a plain member may not edit someone else's.
    expect((await admin.get(`/appointments/${id}`)).json().can.update).toBe(true);
    expect((await outsider.get(`/appointments/${id}`)).statusCode).toBe(404);
    expect(
      (await outsider.post('/appointments', appointmentPayload({ calendar_ids: [calendar.id] }))).json().error
        .fields.calendar_ids,
    ).toEqual(['calendars.validation_errors.calendar_not_permitted']);
    const networkAdmin = await signedInMember(t, { isNetworkAdmin: true });
    expect((await networkAdmin.get(`/appointments/${id}`)).json().can.update).toBe(true);
    const other = await signedInMember(t);
    await addGroupMembership(t.ctx.db, group.id, other.member.id);
    const seen = (await other.get(`/appointments/${id}`)).json();
    expect(seen.can).toMatchObject({ update: false, destroy: false, create_appointments: true });
    expect((await other.put(`/appointments/${id}`, { name: 'x' })).statusCode).toBe(404);
    void visitor;
  });

  it('lists the whole ISO weeks of a month, all-day and multi-day included, filtered by calendar', async () => {
    const me = await signedInMember(t);
    const personal = await personalCalendarId(me);
    const second = (await me.post('/calendars', { calendar: { name: 'Second', type: 'shared' } })).json().id;
    const make = (name: string, date: object, calendar = personal, extra: object = {}) =>
      me.post('/appointments', {
        name,
        calendar_ids: [calendar],
        date: { time_zone: 'Europe/Berlin', ...date },
        ...extra,
      });
    // March 2026: Sunday the 1st, so the sheet runs Monday 23 February to Sunday 5 April.
    await make('before', { start: '2026-02-22T10:00', end: '2026-02-22T11:00' });
    await make('first monday', { start: '2026-02-23T00:30', end: '2026-02-23T01:00' });
    await make('video call', { start: '2026-03-10T10:00', end: '2026-03-10T11:00' }, personal, {
      location: { name: 'Room 7', link: 'https://meet.example.com/abc', meeting_link_type: 'zoom' },
    });
    await make('all day', { start: '2026-03-15', end: '2026-03-15', all_day: true });
    await make('multi day', { start: '2026-04-04', end: '2026-04-08', all_day: true });
    await make('last sunday', { start: '2026-04-05T23:00', end: '2026-04-05T23:30' }, second);
    await make('after', { start: '2026-04-06T00:00', end: '2026-04-06T01:00' });
    const month = (await me.get('/appointments?date=2026-03-15&type=month')).json();
    // The month routes skip the response schema when serialising: the answer must still match it exactly.
    expect(appointmentMonth.parse(month)).toEqual(month);
    expect(month).toMatchObject({ start: '2026-02-23', end: '2026-04-05' });
    expect(month.appointments.map((a: { name: string }) => a.name)).toEqual([
      'first monday',
      'video call',
      'all day',
      'multi day',
      'last sunday',
    ]);
    const named = (name: string) => month.appointments.find((a: { name: string }) => a.name === name);
    expect(named('video call')).toMatchObject({ has_meeting: true, location_name: 'Room 7' });
    expect(named('first monday')).toMatchObject({ has_meeting: false, location_name: '' });
    const multi = named('multi day');
    expect(multi.date).toMatchObject({
      start: '2026-04-04',
      end: '2026-04-08',
      all_day: true,
      same_day: false,
    });
    const encoded = Buffer.from(second).toString('base64url');
    const filtered = (await me.get(`/appointments?date=2026-03-15&calendarIds=${encoded}`)).json();
    expect(filtered.appointments.map((a: { name: string }) => a.name)).toEqual(['last sunday']);
    expect(
      (await me.get(`/appointments?date=2026-03-15&calendar_ids=${personal}`)).json().appointments,
    ).toHaveLength(4);
    expect((await me.get('/appointments?date=2026-02-30')).statusCode).toBe(400);
  });

  it('locks participation with PATCH, cancels, and refuses cancelling twice', async () => {
    const me = await signedInMember(t);
    const calendar = await personalCalendarId(me);
    const a = (
      await me.post(
        '/appointments',
        appointmentPayload({
          calendar_ids: [calendar],
          date: { start: '2099-01-01T10:00', end: '2099-01-01T11:00' },
        }),
      )
    ).json();
    const locked = await me.patch(`/appointments/${a.id}`, {
      appointment: { attendee_configuration: { participation_locked: true } },
    });
    expect(locked.json().attendee_configuration.participation_locked).toBe(true);
    const canceled = await me.post(`/appointments/${a.id}/cancel`, {});
    expect(canceled.json()).toMatchObject({
      canceled: true,
      cancel_prohibited_reason: 'canceled',
      can: { cancel: false },
    });
    expect((await me.post(`/appointments/${a.id}/cancel`, {})).statusCode).toBe(422);
  });

  it('offers categories and meeting rooms; an overlapping reservation occupies a room', async () => {
    onTestFinished(await setNetworkConfig(t.ctx, { meeting_rooms_enabled: true }));
    const room = await createMeetingRoom(t.ctx.db, { name: 'Blue' });
    await createMeetingRoom(t.ctx.db, { name: 'Green' });
    const category = await createAppointmentCategory(t.ctx.db, { label: 'Training' });
    const me = await signedInMember(t);
    const calendar = await personalCalendarId(me);
    expect((await me.get('/appointments/categories')).json()).toEqual([
      { id: category.id, label: 'Training' },
    ]);
    const a = await me.post(
      '/appointments',
      appointmentPayload({
        calendar_ids: [calendar],
        meeting: { room_id: room.id },
        category: category.id,
      }),
    );
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({
      meeting: { room_id: room.id, room_name: 'Blue' },
      category: { label: 'Training' },
    });
    const rooms = (
      await me.get('/meeting_rooms?filter=reservable&start=2026-03-10T08:30:00Z&end=2026-03-10T08:45:00Z')
    ).json();
    expect(rooms).toEqual([
      { id: room.id, name: 'Blue', occupied: true },
      expect.objectContaining({ name: 'Green', occupied: false }),
    ]);
    const mine = (
      await me.get(
        `/meeting_rooms?start=2026-03-10T08:30:00Z&end=2026-03-10T08:45:00Z&appointment_id=${a.json().id}`,
      )
    ).json();
    expect(mine[0].occupied).toBe(false);
    const clash = await me.post(
      '/appointments',
      appointmentPayload({ calendar_ids: [calendar], meeting: { room_id: room.id } }),
    );
    expect(clash.json().error.fields['meeting.room_id']).toEqual(['errors.appointments.room_occupied']);
  });
});
