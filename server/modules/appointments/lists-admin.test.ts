import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessions, type Caller, policyAudit } from '../../test/admin-session.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAppointment, createAppointmentCategory, createMeetingRoom } from '../../test/factories.js';
import { appointmentCategories, appointments, meetingRooms } from './tables.js';

let t: TestApp;
let asAdmin: Caller;
let asMember: Caller;

beforeAll(async () => {
  t = await createTestApp();
  ({ asAdmin, asMember } = await adminSessions(t));
});
afterAll(() => t?.close());

const CATEGORIES = '/administration/appointment_categories';
const ROOMS = '/administration/meeting_rooms';
const labels = async () =>
  (await asAdmin('GET', CATEGORIES)).json().custom_categories.map((c: { label: string }) => c.label);

describe('custom appointment categories', () => {
  it('creates (label as temporary id), renames, reorders and deletes in one save', async () => {
    const kept = await createAppointmentCategory(t.database.db, { label: 'Meeting', position: 0 });
    const gone = await createAppointmentCategory(t.database.db, { label: 'Party', position: 1 });
    const filed = await createAppointment(t.ctx, { categoryId: gone.id });
    const response = await asAdmin('PUT', CATEGORIES, {
      custom_categories: [
        { id: 'Training', label: 'Training' },
        { id: kept.id, label: ' Team meeting ' },
        { id: gone.id, label: 'Party', _destroy: true },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().custom_categories.map((c: { label: string }) => c.label)).toEqual([
      'Training',
      'Team meeting',
    ]);
    expect(response.json().custom_categories[1].id).toBe(kept.id);
    const [appointment] = await t.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, filed.id));
    expect(appointment?.categoryId).toBeNull();
    const offered = await asMember('GET', '/appointments/categories');
    expect(offered.json().map((c: { label: string }) => c.label)).toEqual(['Training', 'Team meeting']);
    const [entry] = (await policyAudit(t, 'appointment_categories')).slice(-1);
    expect(entry?.details).toMatchObject({
      before: ['Meeting', 'Party'],
      after: ['Training', 'Team meeting'],
    });
  });

  it('refuses duplicated labels in any spelling and empty labels, saving nothing', async () => {
    const before = await labels();
    const response = await asAdmin('PUT', CATEGORIES, {
      custom_categories: [
        { id: 'Workshop', label: 'Workshop' },
        { id: 'workshop ', label: 'workshop ' },
        { id: '', label: '  ' },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toEqual({
      'custom_categories.1.label': ['errors.appointment_categories.duplicated_category'],
      'custom_categories.2.label': ['errors.appointment_categories.label_empty'],
    });
    const againstStored = await asAdmin('PUT', CATEGORIES, {
      custom_categories: [{ id: 'TRAINING', label: 'TRAINING' }],
    });
    expect(againstStored.json().error.fields).toEqual({
      'custom_categories.0.label': ['errors.appointment_categories.duplicated_category'],
    });
    expect(await labels()).toEqual(before);
  });
});

describe('meeting rooms', () => {
  it('creates, renames and deletes rooms, which the appointment form then offers', async () => {
    const created = await asAdmin('POST', ROOMS, { meeting_room: { name: ' Blue room ' } });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(created.json()).toEqual({ id, name: 'Blue room' });
    const renamed = await asAdmin('PUT', `${ROOMS}/${id}`, { meeting_room: { name: 'Green room' } });
    expect(renamed.json()).toEqual({ id, name: 'Green room' });
    expect((await asAdmin('GET', ROOMS)).json().entries).toContainEqual({ id, name: 'Green room' });
    const held = await createAppointment(t.ctx);
    await t.database.db.update(appointments).set({ meetingRoomId: id }).where(eq(appointments.id, held.id));
    expect((await asAdmin('DELETE', `${ROOMS}/${id}`)).statusCode).toBe(204);
    expect(await t.database.db.select().from(meetingRooms).where(eq(meetingRooms.id, id))).toEqual([]);
    const [appointment] = await t.database.db.select().from(appointments).where(eq(appointments.id, held.id));
    expect(appointment?.meetingRoomId).toBeNull();
    const actions = (await policyAudit(t, 'meeting_room')).map((e) => e.details.action);
    expect(actions).toEqual(['create', 'update', 'destroy']);
  });

  it('refuses empty names and names of other rooms; 404 for unknown rooms', async () => {
    const room = await createMeetingRoom(t.database.db, { name: 'Library' });
    const other = await createMeetingRoom(t.database.db, { name: 'Studio' });
    const empty = await asAdmin('POST', ROOMS, { meeting_room: { name: ' ' } });
    expect(empty.json().error.fields).toEqual({ 'meeting_room.name': ['errors.meeting_rooms.name_empty'] });
    const taken = await asAdmin('PUT', `${ROOMS}/${other.id}`, { meeting_room: { name: 'library' } });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().error.fields).toEqual({ 'meeting_room.name': ['errors.meeting_rooms.name_taken'] });
    expect(
      (await asAdmin('PUT', `${ROOMS}/${room.id}`, { meeting_room: { name: 'LIBRARY' } })).statusCode,
    ).toBe(200);
    expect((await asAdmin('DELETE', `${ROOMS}/0123456789abcdef01234567`)).statusCode).toBe(404);
  });
});

describe('rights', () => {
  it('answers 404 to members who are not network administrators', async () => {
    const room = await createMeetingRoom(t.database.db);
    const category = await createAppointmentCategory(t.database.db);
    expect((await asMember('GET', CATEGORIES)).statusCode).toBe(404);
    const destroy = { custom_categories: [{ id: category.id, label: category.label, _destroy: true }] };
    expect((await asMember('PUT', CATEGORIES, destroy)).statusCode).toBe(404);
    expect((await asMember('GET', ROOMS)).statusCode).toBe(404);
    expect((await asMember('POST', ROOMS, { meeting_room: { name: 'Mine' } })).statusCode).toBe(404);
    expect(
      (await asMember('PUT', `${ROOMS}/${room.id}`, { meeting_room: { name: 'Mine' } })).statusCode,
    ).toBe(404);
    expect((await asMember('DELETE', `${ROOMS}/${room.id}`)).statusCode).toBe(404);
    const left = await t.database.db
      .select()
      .from(appointmentCategories)
      .where(eq(appointmentCategories.id, category.id));
    expect(left).toHaveLength(1);
  });
});
