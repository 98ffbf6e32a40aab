import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { appointmentMonth } from '../../../contract/appointments.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  addGroupMembership,
  assignRole,
  createGroup,
  createInvite,
  createRole,
  setNetworkConfig,
} from '../../test/factories.js';
import { appointmentPayload, type Client, personalCalendarId, signedInMember } from './testing.js';

describe('participants, invites and participations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const future = { start: '2099-05-04T10:00', end: '2099-05-04T11:00', time_zone: 'Europe/Berlin' };
  const unread = async (c: Client) => (await c.get('/unreads/features')).json().Calendars;

  it('invites members, groups and roles (expanded now), counts open invites and answers them', async () => {
    const organiser = await signedInMember(t);
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => signedInMember(t)));
    const group = await createGroup(t.ctx.db);
    await addGroupMembership(t.ctx.db, group.id, (b as Client).member.id);
    const role = await createRole(t.ctx.db);
    await assignRole(t.ctx.db, (c as Client).member.id, role.id);
    const calendar = await personalCalendarId(organiser);
    const created = await organiser.post(
      '/appointments',
      appointmentPayload({
        calendar_ids: [calendar],
        date: future,
        membership_ids_to_invite: [(a as Client).member.id],
      }),
    );
    const id = created.json().id;
    const added = await organiser.post(`/appointments/${id}/participants`, {
      participant: { group_ids: [group.id], membership_role_ids: [role.id], send_email_notification: true },
      apply_to: 'all',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().participants_summary).toEqual({ total: 3, accepted: 0, declined: 0, open: 3 });
    await t.ctx.jobs.drain();
    expect(
      t.mails
        .filter((m) => m.subject.includes(created.json().name))
        .map((m) => m.to)
        .sort(),
    ).toEqual([(b as Client).member.email, (c as Client).member.email].sort());
    // A member who joins the group later is not invited.
    await addGroupMembership(t.ctx.db, group.id, (d as Client).member.id);
    expect(await unread(d as Client)).toBe(0);
    expect(await unread(a as Client)).toBe(1);
    expect((await (d as Client).get(`/appointments/${id}`)).statusCode).toBe(404);

    const seen = (await (a as Client).get(`/appointments/${id}`)).json();
    expect(seen.my_invite).toMatchObject({
      status: 'open',
      inviteStatus: 'open',
      author: { id: organiser.member.id },
    });
    expect(seen.can.opt).toBe(true);
    const invites = (
      await (a as Client).get('/api/v1/invites?filter=appointments&status=open&limit=10')
    ).json();
    expect(invites).toMatchObject({ total: 1, nextPage: null });
    expect(invites.invites[0]).toMatchObject({
      invitable_type: 'Appointment',
      inviteStatus: 'open',
      invitable: { id },
    });
    const accepted = await (a as Client).post(`/api/v1/invites/${invites.invites[0].id}/accept`, {});
    expect(accepted.json()).toMatchObject({ status: 'accepted', inviteStatus: 'accepted' });
    expect(await unread(a as Client)).toBe(0);
    const upcoming = (await (a as Client).get('/api/v1/participations?status=upcoming&limit=20')).json();
    expect(upcoming.participations.map((p: { appointment: { id: string } }) => p.appointment.id)).toEqual([
      id,
    ]);

    await (b as Client).put(`/appointments/${id}/participants/me`, { status: 'declined', apply_to: 'all' });
    const declined = (await (b as Client).get('/api/v1/participations?status=declined')).json();
    expect(declined.participations).toHaveLength(1);
    const summary = (await organiser.get(`/appointments/${id}`)).json().participants_summary;
    expect(summary).toEqual({ total: 3, accepted: 1, declined: 1, open: 1 });
    // Someone else's answer only by who may update participants.
    const cParticipant = (await organiser.get(`/appointments/${id}/participants`))
      .json()
      .participants.find((p: { membership: { id: string } }) => p.membership.id === (c as Client).member.id);
    expect(
      (
        await (a as Client).put(`/appointments/${id}/participants/${cParticipant.id}`, {
          participant: { status: 'accepted' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await organiser.put(`/appointments/${id}/participants/${cParticipant.id}`, {
          participant: { status: 'accepted' },
          apply_to: 'all',
        })
      ).json().participants_summary.accepted,
    ).toBe(2);

    // Removing a participant makes their invitation obsolete.
    expect(
      (await organiser.del(`/appointments/${id}/participants/${cParticipant.id}`, { apply_to: 'all' }))
        .statusCode,
    ).toBe(204);
    const obsolete = (await (c as Client).get('/api/v1/invites?status=obsolete')).json();
    expect(obsolete.invites[0]).toMatchObject({ inviteStatus: 'obsolete', invitable: { id } });
  });

  it('enforces the lock, the enforced total and retroactive answering', async () => {
    const organiser = await signedInMember(t);
    const [a, b] = await Promise.all([1, 2].map(() => signedInMember(t)));
    const calendar = await personalCalendarId(organiser);
    const id = (
      await organiser.post(
        '/appointments',
        appointmentPayload({
          calendar_ids: [calendar],
          date: future,
          membership_ids_to_invite: [(a as Client).member.id, (b as Client).member.id],
          attendee_configuration: { total: 1, total_attendees_enforced: true },
        }),
      )
    ).json().id;
    expect(
      (await (a as Client).put(`/appointments/${id}/participants/me`, { status: 'accepted' })).statusCode,
    ).toBe(200);
    const full = await (b as Client).put(`/appointments/${id}/participants/me`, { status: 'accepted' });
    expect(full.json().error.fields.status).toEqual(['calendars.validation_errors.total_attendees_exceeded']);
    expect(
      (await (b as Client).get(`/appointments/${id}`)).json().total_attendees_enforced_and_exceeded,
    ).toBe(true);
    await organiser.patch(`/appointments/${id}`, {
      appointment: { attendee_configuration: { participation_locked: true } },
    });
    const locked = await (a as Client).put(`/appointments/${id}/participants/me`, { status: 'declined' });
    expect(locked.json().error.fields.status).toEqual(['calendars.validation_errors.participation_locked']);

    const { id: past } = await createInvite(t.ctx, (a as Client).member.id, 'expired', {
      authorId: organiser.member.id,
      calendarIds: [calendar],
    });
    const expired = (await (a as Client).get('/api/v1/invites?status=expired')).json();
    expect(expired.invites.map((i: { invitable: { id: string } }) => i.invitable.id)).toEqual([past]);
    expect((await (a as Client).get(`/appointments/${past}`)).json().can.opt).toBe(false);
    expect(
      (await (a as Client).put(`/appointments/${past}/participants/me`, { status: 'accepted' })).statusCode,
    ).toBe(422);
    onTestFinished(await setNetworkConfig(t.ctx, { appointments_opt_retroactively: true }));
    expect(
      (await (a as Client).put(`/appointments/${past}/participants/me`, { status: 'accepted' })).statusCode,
    ).toBe(200);
  });

  it('shows an accepted appointment of a colleague\'s calendar under "All calendars", an open one only under "Participating"', async () => {
    const organiser = await signedInMember(t);
    const guest = await signedInMember(t);
    const calendar = await personalCalendarId(organiser);
    const invite = async (name: string) =>
      (
        await organiser.post(
          '/appointments',
          appointmentPayload({
            name,
            calendar_ids: [calendar],
            date: { start: '2097-03-10T09:00', end: '2097-03-10T10:00', time_zone: 'Europe/Berlin' },
            membership_ids_to_invite: [guest.member.id],
          }),
        )
      ).json().id as string;
    const acceptedId = await invite('Accepted review');
    const openId = await invite('Open review');
    await guest.put(`/appointments/${acceptedId}/participants/me`, { status: 'accepted', apply_to: 'all' });
    const ids = async (path: string) =>
      ((await guest.get(`${path}?date=2097-03-10`)).json().appointments as { id: string }[]).map((a) => a.id);
    expect(await ids('/appointments')).toContain(acceptedId);
    expect(await ids('/appointments')).not.toContain(openId);
    expect(await ids('/appointments/participating')).toEqual(expect.arrayContaining([acceptedId, openId]));
    // A chosen calendar shows that calendar only.
    const own = await personalCalendarId(guest);
    const filtered = (await guest.get(`/appointments?date=2097-03-10&calendar_ids=${own}`)).json();
    expect(filtered.appointments.map((a: { id: string }) => a.id)).not.toContain(acceptedId);
  });

  it('answers one occurrence (this) or the whole series (all)', async () => {
    const organiser = await signedInMember(t);
    const guest = await signedInMember(t);
    const calendar = await personalCalendarId(organiser);
    const series = (
      await organiser.post(
        '/appointments',
        appointmentPayload({
          calendar_ids: [calendar],
          date: { start: '2099-01-05T09:00', end: '2099-01-05T10:00', time_zone: 'Europe/Berlin' },
          recurrence_pattern: { recurrence_frequency: 'weekly', recurrence_interval: 1 },
          membership_ids_to_invite: [guest.member.id],
        }),
      )
    ).json();
    const first = `r-${series.id}-20990105T080000`;
    const second = `r-${series.id}-20990112T080000`;
    await guest.put(`/appointments/${first}/participants/me`, { status: 'accepted', apply_to: 'all' });
    await guest.put(`/appointments/${second}/participants/me`, { status: 'declined', apply_to: 'this' });
    const answer = (await guest.get('/appointments/participating?date=2099-01-10')).json();
    // Serialised without the response schema: occurrences must still match it exactly.
    expect(appointmentMonth.parse(answer)).toEqual(answer);
    const month = answer.appointments;
    const status = (id: string) => month.find((a: { id: string }) => a.id === id)?.my_status;
    expect(status(first)).toBe('accepted');
    expect(status(second)).toBe('declined');
    expect((await guest.get(`/appointments/${second}`)).json().participants_summary.declined).toBe(1);
    expect((await guest.get(`/appointments/${first}`)).json().participants_summary.accepted).toBe(1);
    const invite = (await guest.get('/api/v1/invites?status=obsolete')).json();
    expect(invite.total).toBe(0);
    // Answering all again clears the occurrence's own answer.
    await guest.put(`/appointments/${first}/participants/me`, { status: 'accepted', apply_to: 'all' });
    expect((await guest.get(`/appointments/${second}`)).json().my_invite.status).toBe('accepted');
    const participating = (await guest.get('/appointments/participating?date=2099-01-10')).json()
      .appointments;
    expect(participating.length).toBeGreaterThanOrEqual(4);
  });
});
