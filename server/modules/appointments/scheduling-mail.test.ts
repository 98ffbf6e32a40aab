import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileSender } from '../../platform/mail/create-mail.js';
import type { Mail } from '../../platform/mail/mail.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { sendNotificationMailsNow } from '../notifications/testing.js';
import { appointmentPayload, type Client, personalCalendarId, signedInMember } from './testing.js';

/**
 * Invitation, update and cancellation mails as a mail program reads their calendar part: parsed by
 * ical.js (not our writer), with the VTIMEZONEs the part carries.
 */
function parseCalendar(mail: Mail | undefined) {
  expect(mail?.calendar).toBeDefined();
  const root = new ICAL.Component(ICAL.parse(mail?.calendar?.content ?? ''));
  for (const zone of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevent = root.getFirstSubcomponent('vevent') as ICAL.Component;
  const event = new ICAL.Event(vevent);
  return {
    method: root.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate(),
    startHour: event.startDate.hour,
    rrule: String(vevent.getFirstPropertyValue('rrule') ?? ''),
    organizer: String(vevent.getFirstPropertyValue('organizer')),
    attendee: vevent.getFirstProperty('attendee'),
  };
}

const WEEK_MS = 7 * 86_400_000;

describe('appointment mails with an iCalendar part', () => {
  let t: TestApp;
  let organiser: Client;
  let guest: Client;
  let seriesId: string;
  const mailsTo = (client: Client, from: number) =>
    t.mails.slice(from).filter((mail) => mail.to === client.member.email);

  beforeAll(async () => {
    t = await createTestApp();
    organiser = await signedInMember(t, { firstName: 'Olga', lastName: 'Organiser' });
    guest = await signedInMember(t, { locale: 'en' });
  });
  afterAll(() => t.close());

  it('invite to a series from its next occurrence, with RRULE, ORGANIZER, ATTENDEE and the recurrence named', async () => {
    // A weekly series that began ten weeks ago.
    const firstDay = new Date(Date.now() - 10 * WEEK_MS).toISOString().slice(0, 10);
    const created = await organiser.post(
      '/appointments',
      appointmentPayload({
        name: 'Weekly sync',
        calendar_ids: [await personalCalendarId(organiser)],
        date: {
          start: `${firstDay}T09:00`,
          end: `${firstDay}T10:00`,
          all_day: false,
          time_zone: 'Europe/Berlin',
        },
        recurrence_pattern: {
          recurrence_frequency: 'weekly',
          recurrence_interval: 1,
          recurrence_end_time: null,
        },
      }),
    );
    expect(created.statusCode).toBe(201);
    seriesId = created.json().id;
    const before = t.mails.length;
    const invited = await organiser.post(`/appointments/${seriesId}/participants`, {
      participant: { membership_ids: [guest.member.id], send_email_notification: true },
      apply_to: 'all',
    });
    expect(invited.statusCode).toBe(200);
    await t.ctx.jobs.drain();
    const [mail] = mailsTo(guest, before);
    const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'Europe/Berlin' }).format(
      new Date(`${firstDay}T12:00:00Z`),
    );
    expect(mail?.text).toMatch(new RegExp(`When: .+, every week on ${weekday}\\n`));
    const part = parseCalendar(mail);
    expect(part.method).toBe('REQUEST');
    expect(mail?.calendar?.method).toBe('REQUEST');
    expect(part.rrule).toContain('FREQ=WEEKLY');
    // The next occurrence, not the first one ten weeks ago: within the coming week, at 09:00 Berlin.
    expect(part.start.getTime()).toBeGreaterThan(Date.now() - 3_600_000);
    expect(part.start.getTime()).toBeLessThanOrEqual(Date.now() + WEEK_MS);
    expect(part.startHour).toBe(9);
    expect(part.uid).toBe(`${seriesId}@${new URL(t.ctx.config.publicUrl).host}`);
    // The scheme is case-insensitive (RFC 3986); ical-generator writes it in capitals.
    expect(part.organizer.toLowerCase()).toBe(`mailto:${organiser.member.email}`);
    expect(String(part.attendee?.getFirstValue()).toLowerCase()).toBe(`mailto:${guest.member.email}`);
    expect(part.attendee?.getParameter('partstat')).toBe('NEEDS-ACTION');
    expect(part.attendee?.getParameter('rsvp')).toBe('TRUE');
  });

  it('send an update with the same UID and a higher SEQUENCE, then a cancellation with METHOD:CANCEL', async () => {
    let before = t.mails.length;
    await t.ctx.jobs.drain();
    const invitation = (await organiser.get(`/appointments/${seriesId}.ics`)).body;
    const sequenceBefore = Number(/SEQUENCE:(\d+)/.exec(invitation)?.[1]);

    const renamed = await organiser.put(`/appointments/${seriesId}`, {
      name: 'Weekly sync (room 2)',
      apply_to: 'all',
    });
    expect(renamed.statusCode).toBe(200);
    await sendNotificationMailsNow(t);
    const [update, extra] = mailsTo(guest, before);
    expect(extra).toBeUndefined();
    expect(update?.subject).toBe(
      '[Test Network] Olga Organiser changed the appointment "Weekly sync (room 2)"',
    );
    const updated = parseCalendar(update);
    expect(updated.method).toBe('REQUEST');
    expect(updated.rrule).toContain('FREQ=WEEKLY');
    expect(updated.uid).toBe(`${seriesId}@${new URL(t.ctx.config.publicUrl).host}`);
    expect(updated.sequence).toBeGreaterThan(sequenceBefore);

    before = t.mails.length;
    const cancelled = await organiser.post(`/appointments/${seriesId}/cancel`, { apply_to: 'all' });
    expect(cancelled.statusCode).toBeLessThan(300);
    await sendNotificationMailsNow(t);
    const [cancellation] = mailsTo(guest, before);
    expect(cancellation?.calendar?.method).toBe('CANCEL');
    const part = parseCalendar(cancellation);
    expect(part.method).toBe('CANCEL');
    expect(part.uid).toBe(updated.uid);
    expect(part.sequence).toBeGreaterThan(updated.sequence);
    expect(cancellation?.text).toContain('When: ');

    // Contacting the attendees: answers go to the organiser who wrote, not to the no-reply address.
    before = t.mails.length;
    const contacted = await organiser.post(`/appointments/${seriesId}/contact`, {
      contact: { subject: 'Minutes', text: 'See attached', audience: 'all' },
    });
    expect(contacted.statusCode).toBeLessThan(300);
    await t.ctx.jobs.drain();
    const [contact] = mailsTo(guest, before);
    expect(contact?.replyTo).toBe(`"Olga Organiser" <${organiser.member.email}>`);
  });

  it('cancel one occurrence as the series’ UID with RECURRENCE-ID and no RRULE', async () => {
    const created = await organiser.post(
      '/appointments',
      appointmentPayload({
        name: 'Daily stand-up',
        calendar_ids: [await personalCalendarId(organiser)],
        date: {
          start: '2036-02-02T08:30',
          end: '2036-02-02T08:45',
          all_day: false,
          time_zone: 'Europe/Berlin',
        },
        recurrence_pattern: {
          recurrence_frequency: 'daily',
          recurrence_interval: 1,
          recurrence_end_time: null,
        },
      }),
    );
    const id = created.json().id;
    await organiser.post(`/appointments/${id}/participants`, {
      participant: { membership_ids: [guest.member.id], send_email_notification: false },
      apply_to: 'all',
    });
    const before = t.mails.length;
    const cancelled = await organiser.post(`/appointments/r-${id}-20360204T073000/cancel`, {
      apply_to: 'this',
    });
    expect(cancelled.statusCode).toBeLessThan(300);
    await sendNotificationMailsNow(t);
    const [mail] = mailsTo(guest, before);
    const part = parseCalendar(mail);
    expect(part.method).toBe('CANCEL');
    expect(part.uid).toBe(`${id}@${new URL(t.ctx.config.publicUrl).host}`);
    expect(part.rrule).toBe('');
    expect(mail?.calendar?.content).toContain('RECURRENCE-ID;TZID=Europe/Berlin:20360204T083000');
    expect(part.start.toISOString()).toBe('2036-02-04T07:30:00.000Z');
    expect(mail?.text).toMatch(/When: 4 Feb 2036, 08:30 – 08:45 \(Europe\/Berlin\)\n/);
  });

  it('reach the mail program as a text/calendar part with its method', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'intranet-ics-mail-'));
    try {
      const sender = createFileSender(
        { dataDir, from: 'Intranet <no-reply@intranet.test>' },
        pino({ level: 'silent' }),
      );
      await sender.send({
        to: 'ada@example.test',
        subject: 'Invitation',
        text: 'Hello',
        calendar: { method: 'REQUEST', content: 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n' },
      });
      await sender.close();
      const [file] = readdirSync(path.join(dataDir, 'mail'));
      const eml = readFileSync(path.join(dataDir, 'mail', file ?? ''), 'utf8');
      expect(eml).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
