import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addGroupMembership, assignRole, createGroup, createRole } from '../../test/factories.js';
import { appointmentPayload, type Client, personalCalendarId, signedInMember } from './testing.js';

/**
 * Inviting groups and roles expands them only to members the inviter may see, through groups whose
 * members the inviter may see; participant lists and attendee exports show only members the viewer
 * may see. A guest must not read the staff directory through an appointment.
 */
describe('invitations reveal only members the inviter may see', () => {
  let t: TestApp;
  let guest: Client;
  let colleague: Client;
  let internal: Client;
  let staff: Client[];
  let staffRole: string;
  let hiddenRole: string;
  let staffGroup: string;
  let board: string;
  let closed: string;
  let project: { id: string; slug: string };

  const future = { start: '2099-05-04T10:00', end: '2099-05-04T11:00', time_zone: 'Europe/Berlin' };
  const names = (participants: { membership: { name: string } }[]) =>
    participants.map((p) => p.membership.name).sort();
  const nameOf = (c: Client) => `${c.member.firstName} ${c.member.lastName}`;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.ctx.db;
    guest = await signedInMember(t, { isExternal: true });
    colleague = await signedInMember(t);
    internal = await signedInMember(t);
    // Names no other name contains, so the assertions on text cannot match by accident.
    staff = await Promise.all(
      [...'ABCDEFGHIJKLM'].map((letter) =>
        signedInMember(t, { firstName: 'Staff', lastName: `Person${letter}` }),
      ),
    );
    staffRole = (await createRole(db, { name: 'Staff' })).id;
    hiddenRole = (await createRole(db, { name: 'Internal audit', displayType: 'hidden' })).id;
    staffGroup = (await createGroup(db, { name: 'Staff' })).id;
    board = (await createGroup(db, { name: 'Board', access: 'hidden' })).id;
    closed = (await createGroup(db, { name: 'Works council', access: 'closed' })).id;
    const projectGroup = await createGroup(db, { name: 'Project', externallyVisible: true });
    project = { id: projectGroup.id, slug: projectGroup.slug };
    for (const s of staff) {
      await assignRole(db, s.member.id, staffRole);
      await assignRole(db, s.member.id, hiddenRole);
      await addGroupMembership(db, staffGroup, s.member.id);
      await addGroupMembership(db, board, s.member.id);
      await addGroupMembership(db, closed, s.member.id);
    }
    // The guest and one colleague work together in the project group; the colleague is staff too.
    await addGroupMembership(db, project.id, guest.member.id);
    await addGroupMembership(db, project.id, colleague.member.id);
    await assignRole(db, colleague.member.id, staffRole);
  });
  afterAll(() => t.close());

  async function guestAppointment(extra: Record<string, unknown> = {}) {
    const created = await guest.post(
      '/appointments',
      appointmentPayload({ calendar_ids: [await personalCalendarId(guest)], date: future, ...extra }),
    );
    expect(created.statusCode).toBe(201);
    return created.json();
  }

  it('expands a role a guest invites on creation only to members the guest sees', async () => {
    const created = await guestAppointment({ membership_role_ids_to_invite: [staffRole] });
    expect(names(created.participants)).toEqual([nameOf(colleague)]);
    const csv = (await guest.get(`/appointments/${created.id}/attendees.csv`)).body;
    expect(csv).toContain(colleague.member.email);
    for (const s of staff) expect(csv).not.toContain(s.member.email);
    // Nobody the guest cannot see got an invitation.
    expect((await (staff[0] as Client).get(`/appointments/${created.id}`)).statusCode).toBe(404);
  });

  it('answers groups, roles and members the inviter may not use like unknown ones', async () => {
    const { id } = await guestAppointment();
    const add = (participant: Record<string, unknown>) =>
      guest.post(`/appointments/${id}/participants`, { participant, apply_to: 'all' });
    const unknown = await add({ group_ids: ['0123456789abcdef01234567'] });
    expect(unknown.statusCode).toBe(422);
    for (const participant of [
      { group_ids: [staffGroup] },
      { group_ids: [board] },
      { membership_role_ids: [hiddenRole] },
      { membership_ids: [(staff[0] as Client).member.id] },
    ]) {
      const refused = await add(participant);
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({
        status: unknown.statusCode,
        body: unknown.json(),
      });
    }
    const viaRole = await add({ membership_role_ids: [staffRole] });
    expect(names(viaRole.json().participants)).toEqual([nameOf(colleague)]);
    expect(viaRole.json().participants_summary.total).toBe(1);
  });

  it('names as organiser, consultant or contact only members the author may see', async () => {
    const calendar = await personalCalendarId(guest);
    const hidden = (staff[2] as Client).member.id;
    for (const field of [{ organizer: hidden }, { consultants: [hidden] }, { contact_ids: [hidden] }]) {
      const refused = await guest.post(
        '/appointments',
        appointmentPayload({ calendar_ids: [calendar], date: future, ...field }),
      );
      expect(refused.statusCode).toBe(422);
      expect(Object.values(refused.json().error.fields)).toEqual([['errors.appointments.not_a_member']]);
    }
    const allowed = await guest.post(
      '/appointments',
      appointmentPayload({ calendar_ids: [calendar], date: future, contact_ids: [colleague.member.id] }),
    );
    expect(allowed.statusCode).toBe(201);
  });

  it('does not expand a hidden group or a closed group for a member outside them', async () => {
    const calendar = await personalCalendarId(internal);
    const { id } = (
      await internal.post('/appointments', appointmentPayload({ calendar_ids: [calendar], date: future }))
    ).json();
    for (const group of [board, closed]) {
      const refused = await internal.post(`/appointments/${id}/participants`, {
        participant: { group_ids: [group] },
        apply_to: 'all',
      });
      expect(refused.statusCode).toBe(422);
    }
    const open = await internal.post(`/appointments/${id}/participants`, {
      participant: { group_ids: [staffGroup] },
      apply_to: 'all',
    });
    expect(open.json().participants).toHaveLength(13);
  });

  it('shows participants and attendee exports only with members the viewer may see', async () => {
    const calendarId = (await colleague.get(`/groups/${project.slug}/calendars`)).json().calendars[0].id;
    const created = await colleague.post(
      '/appointments',
      appointmentPayload({
        calendar_ids: [calendarId],
        date: future,
        organizer: guest.member.id,
        membership_role_ids_to_invite: [staffRole],
        membership_ids_to_invite: [guest.member.id],
      }),
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json().participants).toHaveLength(15);

    const listed = (await guest.get(`/appointments/${id}/participants`)).json();
    expect(names(listed.participants)).toEqual([nameOf(colleague), nameOf(guest)].sort());
    const detail = (await guest.get(`/appointments/${id}`)).json();
    expect(names(detail.participants)).toEqual([nameOf(colleague), nameOf(guest)].sort());
    const csv = (await guest.get(`/appointments/${id}/attendees.csv`)).body;
    for (const s of staff) {
      expect(csv).not.toContain(s.member.email);
      expect(csv).not.toContain(s.member.lastName);
    }
    expect(csv).toContain(colleague.member.email);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await guest.get(`/appointments/${id}/attendees.xlsx`)).rawPayload as unknown as ArrayBuffer,
    );
    const emails: unknown[] = [];
    workbook.getWorksheet('Attendees')?.eachRow((row) => {
      emails.push(row.getCell(3).value);
    });
    expect(emails.slice(1).sort()).toEqual([colleague.member.email, guest.member.email].sort());
  });

  it('does not echo a member the calendar owner may not see when sharing', async () => {
    const calendar = await personalCalendarId(guest);
    const hidden = staff[1] as Client;
    const shared = await guest.put(`/calendars/${calendar}`, {
      calendar: { membership_ids: [hidden.member.id, colleague.member.id] },
    });
    expect(shared.statusCode).toBe(200);
    expect(shared.body).not.toContain(hidden.member.lastName);
    expect(shared.json().memberships.map((m: { id: string }) => m.id)).toEqual([colleague.member.id]);
    expect((await hidden.get(`/calendars/${calendar}`)).statusCode).toBe(404);
    expect((await colleague.get(`/calendars/${calendar}`)).statusCode).toBe(200);
  });
});
