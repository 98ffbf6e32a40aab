import ExcelJS from 'exceljs';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUpload, setNetworkConfig } from '../../test/factories.js';
import { ATTENDEE_EXPORT_TEXTS } from './exports.js';
import { appointmentPayload, type Client, personalCalendarId, signedInMember } from './testing.js';

const events = (body: string) =>
  new ICAL.Component(ICAL.parse(body)).getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));

describe('exports, feeds and contact mails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function seriesWithExceptions(me: Client) {
    const calendar = await personalCalendarId(me);
    const series = (
      await me.post(
        '/appointments',
        appointmentPayload({
          name: 'Stand-up',
          calendar_ids: [calendar],
          date: { start: '2099-03-16T09:00', end: '2099-03-16T09:15', time_zone: 'Europe/Berlin' },
          recurrence_pattern: {
            recurrence_frequency: 'weekly',
            recurrence_interval: 1,
            recurrence_end_time: '2099-06-30',
          },
        }),
      )
    ).json();
    await me.put(`/appointments/r-${series.id}-20990323T080000`, {
      name: 'Stand-up (moved)',
      date: { start: '2099-03-24T09:00', end: '2099-03-24T09:15' },
      apply_to: 'this',
    });
    await me.post(`/appointments/r-${series.id}-20990330T070000/cancel`, { apply_to: 'this' });
    await me.del(`/appointments/r-${series.id}-20990406T070000`, { apply_to: 'this' });
    return { calendar, series };
  }

  it('feeds a series as RRULE with EXDATE and RECURRENCE-ID, by token; a revoked token stops working', async () => {
    const me = await signedInMember(t);
    const stranger = await signedInMember(t);
    const { calendar, series } = await seriesWithExceptions(me);
    await stranger.post(
      '/appointments',
      appointmentPayload({ name: 'Private', calendar_ids: [await personalCalendarId(stranger)] }),
    );
    expect((await me.get('/appointments.ics')).statusCode).toBe(401);
    const token = (await me.post('/api/v1/members/me/authentication_token', {})).json().token;
    expect(token).toMatch(/^[\w-]{20,}$/);

    for (const url of [
      '/appointments.ics',
      '/calendars/my/appointments.ics',
      `/calendars/${calendar}/appointments.ics`,
    ]) {
      const response = await t.app.inject({ url: `${url}?auth_token=${token}` });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/calendar');
      const parsed = events(response.body);
      expect(parsed.map((e) => e.summary).sort(), url).toEqual(['Stand-up', 'Stand-up (moved)']);
      const master = parsed.find((e) => e.summary === 'Stand-up') as ICAL.Event;
      expect(master.isRecurring()).toBe(true);
      expect(master.component.getFirstPropertyValue('rrule')?.toString()).toContain('FREQ=WEEKLY');
      expect(master.startDate.toString()).toBe('2099-03-16T09:00:00');
      expect(master.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Berlin');
      const exdates = master.component.getAllProperties('exdate').flatMap((p) => p.getValues().map(String));
      expect(exdates.sort()).toEqual(['2099-03-30T09:00:00', '2099-04-06T09:00:00']);
      const moved = parsed.find((e) => e.summary === 'Stand-up (moved)') as ICAL.Event;
      expect(moved.uid).toBe(master.uid);
      expect(moved.recurrenceId?.toString()).toBe('2099-03-23T09:00:00');
    }
    // What the member may not see stays out; a calendar the member may not see is 404.
    const strangerCalendar = await personalCalendarId(stranger);
    expect(
      (await t.app.inject({ url: `/calendars/${strangerCalendar}/appointments.ics?auth_token=${token}` }))
        .statusCode,
    ).toBe(404);
    expect(
      events((await t.app.inject({ url: `/calendars/shared/appointments.ics?auth_token=${token}` })).body),
    ).toEqual([]);

    expect((await me.del('/api/v1/members/me/authentication_token')).statusCode).toBe(204);
    expect((await t.app.inject({ url: `/appointments.ics?auth_token=${token}` })).statusCode).toBe(401);
    const fresh = (await me.post('/api/v1/members/me/authentication_token', {})).json().token;
    expect(fresh).not.toBe(token);
    expect((await t.app.inject({ url: `/appointments.ics?auth_token=${token}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/appointments.ics?auth_token=${fresh}` })).statusCode).toBe(200);

    const single = await me.get(`/appointments/${series.id}.ics`);
    expect(single.statusCode).toBe(200);
    expect(events(single.body)).toHaveLength(2);
    const occurrence = events((await me.get(`/appointments/r-${series.id}-20990413T070000.ics`)).body);
    expect(occurrence.map((e) => [e.summary, e.startDate.toString(), e.isRecurring()])).toEqual([
      ['Stand-up', '2099-04-13T09:00:00', false],
    ]);
    expect((await stranger.get(`/appointments/${series.id}.ics`)).statusCode).toBe(404);
  });

  it('exports attendees as CSV (UTF-8 with BOM) and XLSX only with participants and the right to', async () => {
    const me = await signedInMember(t, { locale: 'en' });
    const guest = await signedInMember(t, { firstName: 'Jürgen', lastName: 'Öztürk' });
    const calendar = await personalCalendarId(me);
    const id = (
      await me.post(
        '/appointments',
        appointmentPayload({
          name: 'Grüße aus München',
          calendar_ids: [calendar],
          date: { start: '2099-01-01T10:00', end: '2099-01-01T11:00' },
        }),
      )
    ).json().id;
    expect((await me.get(`/appointments/${id}/attendees.csv`)).statusCode).toBe(404);
    await me.post(`/appointments/${id}/participants`, { participant: { membership_ids: [guest.member.id] } });
    await guest.put(`/appointments/${id}/participants/me`, { status: 'accepted' });
    expect((await guest.get(`/appointments/${id}`)).json().can.download_attendees).toBe(false);
    expect((await guest.get(`/appointments/${id}/attendees.csv`)).statusCode).toBe(404);

    const csv = await me.get(`/appointments/${id}/attendees.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.rawPayload.toString('utf8').slice(1).split('\n').slice(0, 2)).toEqual([
      'Last name,First name,E-mail,Status,Answered at',
      expect.stringMatching(
        new RegExp(`^Öztürk,Jürgen,${guest.member.email},Accepted,20\\d\\d-\\d\\d-\\d\\d \\d\\d:\\d\\d$`),
      ),
    ]);
    // An ASCII fallback for clients that read only filename, the exact name in filename*.
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="Grusse aus Munchen Attendees.csv"; filename*=UTF-8''${encodeURIComponent('Grüße aus München Attendees.csv')}`,
    );
    const xlsx = await me.get(`/appointments/${id}/attendees.xlsx`);
    expect(xlsx.headers['content-disposition']).toMatch(
      /^attachment; filename="Grusse aus Munchen Attendees\.xlsx"; filename\*=UTF-8''/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Attendees');
    expect(sheet?.getRow(2).values).toEqual([
      undefined,
      'Öztürk',
      'Jürgen',
      guest.member.email,
      'Accepted',
      expect.any(Date),
    ]);
    expect(sheet?.getCell('E2').numFmt).toBe('yyyy-mm-dd hh:mm');
  });

  it('writes attendee lists in the viewer language and neutralises cells a spreadsheet would run', async () => {
    const hostile = [
      ['=HYPERLINK("http://evil.example","x")', '+1'],
      ['-2+3', '@SUM(A1)'],
      ['\tTab', '\rReturn'],
    ];
    const invited: string[] = [];
    for (const [lastName, firstName] of hostile) {
      invited.push((await signedInMember(t, { lastName, firstName })).member.id);
    }
    const headers: Record<string, string> = {};
    const exportOf = async (locale: string) => {
      const owner = await signedInMember(t, { locale });
      const calendar = await personalCalendarId(owner);
      const id = (
        await owner.post(
          '/appointments',
          appointmentPayload({ name: 'Sommerfest', calendar_ids: [calendar] }),
        )
      ).json().id;
      await owner.post(`/appointments/${id}/participants`, { participant: { membership_ids: invited } });
      return { owner, id };
    };
    for (const locale of ['de', 'de_DU', 'en', 'es']) {
      const { owner, id } = await exportOf(locale);
      const csv = (await owner.get(`/appointments/${id}/attendees.csv`)).rawPayload.toString('utf8').slice(1);
      headers[locale] = csv.split('\n')[0] as string;
      expect(csv).toContain(ATTENDEE_EXPORT_TEXTS[locale as 'en'].status.invited);
    }
    const { owner, id } = await exportOf('fr');
    const frenchCsv = (await owner.get(`/appointments/${id}/attendees.csv`)).rawPayload.toString('utf8');
    headers.fr = frenchCsv.slice(1).split('\n')[0] as string;
    expect(frenchCsv).toContain('En attente');
    expect(headers).toEqual({
      de: 'Nachname,Vorname,E-Mail,Status,Beantwortet am',
      de_DU: 'Nachname,Vorname,E-Mail,Status,Beantwortet am',
      en: 'Last name,First name,E-mail,Status,Answered at',
      es: 'Apellido,Nombre,Correo electrónico,Estado,Respondido el',
      fr: 'Nom,Prénom,E-mail,Statut,Répondu le',
    });
    const xlsx = await owner.get(`/appointments/${id}/attendees.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Participants');
    const names = [2, 3, 4].flatMap((row) => [sheet?.getCell(row, 1).value, sheet?.getCell(row, 2).value]);
    // XML reads a carriage return back as a line feed: the cell still starts with the apostrophe.
    for (const name of names) expect(String(name)).toMatch(/^'[=+\-@\t\r\n]/);
    expect(names).toContain(`'=HYPERLINK("http://evil.example","x")`);
    const csv = (await owner.get(`/appointments/${id}/attendees.csv`)).rawPayload.toString('utf8');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv).not.toMatch(/(^|,)[=+\-@]/m);
  });

  it('mails the chosen audience, one mail each, and refuses attachments over the limit', async () => {
    const me = await signedInMember(t);
    const [yes, no, silent] = await Promise.all([1, 2, 3].map(() => signedInMember(t)));
    const calendar = await personalCalendarId(me);
    const upload = await createUpload(t.ctx, me.member, {
      name: 'agenda.pdf',
      content: Buffer.alloc(2_000_000),
    });
    const created = await me.post(
      '/appointments',
      appointmentPayload({
        calendar_ids: [calendar],
        date: { start: '2099-01-01T10:00', end: '2099-01-01T11:00' },
        event_files: [{ file_object_id: upload.id }],
        membership_ids_to_invite: [yes, no, silent].map((c) => (c as Client).member.id),
      }),
    );
    expect(created.json().event_files).toMatchObject([
      { id: upload.id, name: 'agenda.pdf', size: 2_000_000 },
    ]);
    const id = created.json().id;
    await (yes as Client).put(`/appointments/${id}/participants/me`, { status: 'accepted' });
    await (no as Client).put(`/appointments/${id}/participants/me`, { status: 'declined' });
    const before = t.mails.length;
    const sent = await me.post(`/appointments/${id}/contact`, {
      contact: { subject: 'Bring laptops', text: 'Thanks', audience: 'no_reaction' },
    });
    expect(sent.json()).toEqual({ recipients: 1 });
    await t.ctx.jobs.drain();
    expect(t.mails.slice(before).map((m) => [m.to, m.subject])).toEqual([
      [(silent as Client).member.email, '[Test Network] Bring laptops'],
    ]);
    expect(
      (
        await me.post(`/appointments/${id}/contact`, {
          contact: { subject: 'x', text: 'y', audience: 'accepted' },
        })
      ).json().recipients,
    ).toBe(1);
    const empty = await me.post(`/appointments/${id}/contact`, { contact: { subject: '', text: '' } });
    expect(Object.keys(empty.json().error.fields)).toEqual(['subject', 'text']);
    onTestFinished(
      await setNetworkConfig(t.ctx, {
        email_recommendations: { attachment_size_limit: 1_000_000 },
      }),
    );
    const tooBig = await me.post(`/appointments/${id}/contact`, {
      contact: { subject: 'x', text: 'y', include_attachments: true },
    });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().error.fields.include_attachments).toEqual([
      'errors.appointments.attachments_too_large',
    ]);
    expect(tooBig.json().error.message).toContain('1.0 MB');
    // The detail tells the contact form the same limit.
    expect((await me.get(`/appointments/${id}`)).json().email_attachment_size_limit).toBe(1_000_000);
    expect(
      (await (yes as Client).post(`/appointments/${id}/contact`, { contact: { subject: 'x', text: 'y' } }))
        .statusCode,
    ).toBe(404);
  });
});
