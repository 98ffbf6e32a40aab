import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, type TestApp } from '../../test/app.js';
import { upload } from '../files/testing.js';
import { appointmentPayload, type Client, personalCalendarId, signedInMember } from './testing.js';

/** Members invited to one occurrence of a series (POST participants with apply_to this). */
describe('participants of one occurrence', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const unread = async (c: Client) => (await c.get('/unreads/features')).json().Calendars;
  const memberIds = (list: { participants: { membership: { id: string } }[] }) =>
    list.participants.map((p) => p.membership.id).sort();
  const invites = async (c: Client, status: string) =>
    (await c.get(`/api/v1/invites?filter=appointments&status=${status}`)).json() as {
      total: number;
      invites: { id: string; inviteStatus: string; invitable: { id: string } }[];
    };

  async function weeklySeries(organiser: Client, invited: Client[], name: string) {
    const calendar = await personalCalendarId(organiser);
    const created = await organiser.post(
      '/appointments',
      appointmentPayload({
        name,
        calendar_ids: [calendar],
        // Sundays 10:00 Europe/Berlin (09:00Z in winter).
        date: { start: '2098-01-05T10:00', end: '2098-01-05T11:00', time_zone: 'Europe/Berlin' },
        recurrence_pattern: {
          recurrence_frequency: 'weekly',
          recurrence_interval: 1,
          recurrence_end_time: '2098-03-01',
        },
        membership_ids_to_invite: invited.map((c) => c.member.id),
      }),
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    return { id, occurrence: (day: string) => `r-${id}-${day}T090000` };
  }

  it('invites to one occurrence only: lists, visibility, invites, unreads, mails, feed and answers', async () => {
    const organiser = await signedInMember(t);
    const [series, guest] = [await signedInMember(t), await signedInMember(t)];
    const { id, occurrence } = await weeklySeries(organiser, [series], 'Planning');
    const second = occurrence('20980112');

    const added = await organiser.post(`/appointments/${second}/participants`, {
      participant: {
        membership_ids: [guest.member.id, series.member.id],
        send_email_notification: true,
      },
      apply_to: 'this',
    });
    expect(added.statusCode).toBe(200);
    expect(memberIds(added.json())).toEqual([series.member.id, guest.member.id].sort());
    expect(added.json().participants_summary).toEqual({ total: 2, accepted: 0, declined: 0, open: 2 });
    // The occurrence became an exception holding the guest's invitation.
    const detail = (await organiser.get(`/appointments/${second}`)).json();
    expect(detail.type).toBe('appointment');
    const exceptionId = detail.id as string;
    expect(exceptionId).not.toBe(second);
    expect(detail.participants_summary.total).toBe(2);
    // Other occurrences and the series keep their participants.
    for (const other of [occurrence('20980105'), occurrence('20980119'), id]) {
      const list = (await organiser.get(`/appointments/${other}/participants`)).json();
      expect(memberIds(list), other).toEqual([series.member.id]);
    }

    // The guest sees this occurrence (by either id) and its invitation, nothing else of the series.
    expect((await guest.get(`/appointments/${exceptionId}`)).json().my_invite).toMatchObject({
      status: 'open',
      inviteStatus: 'open',
      author: { id: organiser.member.id },
    });
    expect((await guest.get(`/appointments/${second}`)).statusCode).toBe(200);
    expect((await guest.get(`/appointments/${occurrence('20980119')}`)).statusCode).toBe(404);
    expect((await guest.get(`/appointments/${id}`)).statusCode).toBe(404);
    expect((await guest.get(`/appointments/${occurrence('20980119')}/participants`)).statusCode).toBe(404);
    expect(await unread(guest)).toBe(1);
    expect(await unread(series)).toBe(1);
    const open = await invites(guest, 'open');
    expect(open.total).toBe(1);
    expect(open.invites[0]).toMatchObject({ inviteStatus: 'open', invitable: { id: exceptionId } });

    // Only the guest was newly invited: one mail, pointing at the occurrence.
    await t.ctx.jobs.drain();
    const mails = t.mails.filter((m) => m.subject.includes('Planning'));
    expect(mails.map((m) => m.to)).toEqual([guest.member.email]);
    expect(mails[0]?.text).toContain(`/appointments/${exceptionId}`);

    // The guest's participating feed holds this occurrence alone.
    const token = (await guest.post('/api/v1/members/me/authentication_token', {})).json().token;
    const feed = await t.app.inject({ url: `/appointments/participating.ics?auth_token=${token}` });
    const vevents = new ICAL.Component(ICAL.parse(feed.body)).getAllSubcomponents('vevent');
    expect(vevents).toHaveLength(1);
    const event = new ICAL.Event(vevents[0]);
    expect(event.summary).toBe('Planning');
    expect(event.isRecurring()).toBe(false);
    expect(event.startDate.toString()).toBe('2098-01-12T10:00:00');

    // Month view and widget of the guest: this occurrence only.
    const month = (await guest.get('/appointments/participating?date=2098-01-15')).json().appointments;
    expect(month.map((a: { id: string; my_status: string | null }) => [a.id, a.my_status])).toEqual([
      [exceptionId, 'open'],
    ]);
    const widget = (await guest.get('/api/v1/widgets/appointments')).json().appointments;
    expect(widget.map((a: { id: string }) => a.id)).toEqual([exceptionId]);

    // Answering, with either apply_to, writes the guest's own invitation.
    expect(
      (await guest.put(`/appointments/${second}/participants/me`, { status: 'accepted', apply_to: 'this' }))
        .statusCode,
    ).toBe(200);
    expect(await unread(guest)).toBe(0);
    const upcoming = (await guest.get('/api/v1/participations?status=upcoming')).json().participations;
    expect(upcoming.map((p: { appointment: { id: string } }) => p.appointment.id)).toEqual([exceptionId]);
    const list = (await organiser.get(`/appointments/${exceptionId}/participants`)).json();
    const guestRow = list.participants.find(
      (p: { membership: { id: string } }) => p.membership.id === guest.member.id,
    );
    expect(guestRow.status).toBe('accepted');
    expect(list.participants_summary).toEqual({ total: 2, accepted: 1, declined: 0, open: 1 });
    expect(
      (
        await organiser.put(`/appointments/${exceptionId}/participants/${guestRow.id}`, {
          status: 'declined',
          apply_to: 'all',
        })
      ).statusCode,
    ).toBe(200);
    expect((await guest.get(`/appointments/${exceptionId}`)).json().my_invite.status).toBe('declined');
    const declined = (await guest.get('/api/v1/participations?status=declined')).json().participations;
    expect(declined).toHaveLength(1);

    // Removal with apply_to this takes the guest off the occurrence: the invitation is obsolete.
    expect(
      (await organiser.del(`/appointments/${second}/participants/${guestRow.id}`, { apply_to: 'this' }))
        .statusCode,
    ).toBe(204);
    expect((await guest.get(`/appointments/${exceptionId}`)).statusCode).toBe(404);
    expect((await invites(guest, 'obsolete')).invites.map((i) => i.invitable.id)).toEqual([exceptionId]);
    expect(memberIds((await organiser.get(`/appointments/${exceptionId}/participants`)).json())).toEqual([
      series.member.id,
    ]);
  });

  it('makes occurrence invitations obsolete when the occurrence or series is cancelled or deleted', async () => {
    const organiser = await signedInMember(t);
    const [a, b, c] = [await signedInMember(t), await signedInMember(t), await signedInMember(t)];
    const { id, occurrence } = await weeklySeries(organiser, [], 'Review');
    const invite = (day: string, guest: Client) =>
      organiser.post(`/appointments/${occurrence(day)}/participants`, {
        participant: { membership_ids: [guest.member.id] },
        apply_to: 'this',
      });
    await invite('20980112', a);
    await invite('20980119', b);
    await invite('20980126', c);
    expect([await unread(a), await unread(b), await unread(c)]).toEqual([1, 1, 1]);
    // a: the guest leaves on their own (DELETE me with apply_to all).
    expect(
      (await a.del(`/appointments/${occurrence('20980112')}/participants/me`, { apply_to: 'all' }))
        .statusCode,
    ).toBe(204);
    expect(await unread(a)).toBe(0);
    expect((await invites(a, 'obsolete')).total).toBe(1);
    // b: that occurrence is cancelled.
    await organiser.post(`/appointments/${occurrence('20980119')}/cancel`, { apply_to: 'this' });
    expect(await unread(b)).toBe(0);
    expect((await invites(b, 'obsolete')).invites[0]?.inviteStatus).toBe('obsolete');
    // c: the whole series is cancelled.
    await organiser.post(`/appointments/${id}/cancel`, { apply_to: 'all' });
    expect(await unread(c)).toBe(0);
    expect((await invites(c, 'obsolete')).total).toBe(1);
  });

  it('makes them obsolete when a pattern change deletes the occurrence', async () => {
    const organiser = await signedInMember(t);
    const guest = await signedInMember(t);
    const { id, occurrence } = await weeklySeries(organiser, [], 'Sync');
    await organiser.post(`/appointments/${occurrence('20980112')}/participants`, {
      participant: { membership_ids: [guest.member.id] },
      apply_to: 'this',
    });
    expect(await unread(guest)).toBe(1);
    await organiser.put(`/appointments/${id}`, {
      recurrence_pattern: {
        recurrence_frequency: 'weekly',
        recurrence_interval: 2,
        recurrence_end_time: '2098-03-01',
      },
      apply_to: 'all',
    });
    expect(await unread(guest)).toBe(0);
    expect((await invites(guest, 'obsolete')).total).toBe(1);
    expect((await guest.get(`/appointments/${occurrence('20980112')}`)).statusCode).toBe(404);
  });

  it('lets an unanswered invitation to a past occurrence expire', async () => {
    const organiser = await signedInMember(t);
    const guest = await signedInMember(t);
    const calendar = await personalCalendarId(organiser);
    const series = (
      await organiser.post(
        '/appointments',
        appointmentPayload({
          name: 'Old weekly',
          calendar_ids: [calendar],
          date: { start: '2024-01-07T10:00', end: '2024-01-07T11:00', time_zone: 'Europe/Berlin' },
          recurrence_pattern: {
            recurrence_frequency: 'weekly',
            recurrence_interval: 1,
            recurrence_end_time: null,
          },
        }),
      )
    ).json();
    const added = await organiser.post(`/appointments/r-${series.id}-20240114T090000/participants`, {
      participant: { membership_ids: [guest.member.id] },
      apply_to: 'this',
    });
    expect(added.statusCode).toBe(200);
    // The series runs on, but the guest's occurrence has ended.
    expect(await unread(guest)).toBe(0);
    expect((await invites(guest, 'open')).total).toBe(0);
    const expired = await invites(guest, 'expired');
    expect(expired.invites.map((i) => i.inviteStatus)).toEqual(['expired']);
  });

  it("lets a member invited to one occurrence read the event files it shows, not the series' others", async () => {
    const organiser = await signedInMember(t);
    const guest = await signedInMember(t);
    const outsider = await signedInMember(t);
    const headers = authHeaders(organiser.cookie);
    const uploadText = async (filename: string) =>
      (
        await upload(t, headers, { filename, content: Buffer.from(filename), contentType: 'text/plain' })
      ).json().id as string;
    const agenda = await uploadText('agenda.txt');
    const extra = await uploadText('extra.txt');
    const calendar = await personalCalendarId(organiser);
    const series = (
      await organiser.post(
        '/appointments',
        appointmentPayload({
          name: 'With files',
          calendar_ids: [calendar],
          date: { start: '2098-01-05T10:00', end: '2098-01-05T11:00', time_zone: 'Europe/Berlin' },
          recurrence_pattern: {
            recurrence_frequency: 'weekly',
            recurrence_interval: 1,
            recurrence_end_time: null,
          },
          event_files: [{ file_object_id: agenda }],
        }),
      )
    ).json();
    const second = `r-${series.id}-20980112T090000`;
    // A later occurrence shows a file of its own; the guest is invited to the second one only.
    await organiser.put(`/appointments/r-${series.id}-20980119T090000`, {
      event_files: [{ file_object_id: agenda }, { file_object_id: extra }],
      apply_to: 'this',
    });
    await organiser.post(`/appointments/${second}/participants`, {
      participant: { membership_ids: [guest.member.id] },
      apply_to: 'this',
    });
    const download = (c: Client, id: string, name: string) =>
      t.app
        .inject({
          method: 'GET',
          url: `/api/storage/files/${id}/get/${name}`,
          headers: authHeaders(c.cookie),
        })
        .then((r) => r.statusCode);
    expect(await download(guest, agenda, 'agenda.txt')).toBe(200);
    expect(await download(guest, extra, 'extra.txt')).toBe(404);
    expect(await download(outsider, agenda, 'agenda.txt')).toBe(404);
  });

  it('keeps adding to the series with apply_to all on an occurrence', async () => {
    const organiser = await signedInMember(t);
    const guest = await signedInMember(t);
    const { id, occurrence } = await weeklySeries(organiser, [], 'Retro');
    const added = await organiser.post(`/appointments/${occurrence('20980112')}/participants`, {
      participant: { membership_ids: [guest.member.id] },
      apply_to: 'all',
    });
    expect(added.statusCode).toBe(200);
    expect(memberIds((await organiser.get(`/appointments/${id}/participants`)).json())).toEqual([
      guest.member.id,
    ]);
    expect((await guest.get(`/appointments/${occurrence('20980119')}`)).statusCode).toBe(200);

    // Invited to one occurrence first and to the series later: one invitation, the series'.
    const late = await signedInMember(t);
    await organiser.post(`/appointments/${occurrence('20980126')}/participants`, {
      participant: { membership_ids: [late.member.id] },
      apply_to: 'this',
    });
    await organiser.post(`/appointments/${id}/participants`, {
      participant: { membership_ids: [late.member.id] },
      apply_to: 'all',
    });
    const list = (await organiser.get(`/appointments/${occurrence('20980126')}/participants`)).json();
    expect(memberIds(list)).toEqual([guest.member.id, late.member.id].sort());
    expect(list.participants_summary.total).toBe(2);
    expect((await invites(late, 'open')).invites.map((i) => i.invitable.id)).toEqual([id]);
    expect(await unread(late)).toBe(1);
  });
});
