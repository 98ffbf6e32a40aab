import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../platform/jobs/tables.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createFaultyBus, createFlakyMailSender, type FaultyBus } from '../../test/faults.js';
import { CONTACT_MAIL_JOB, INVITE_MAIL_JOB } from './mails.js';
import { appointmentPayload, type Client, personalCalendarId, signedInMember } from './testing.js';

/**
 * Invitation and contact mails: queued with the invitations (so a request that dies after its commit
 * loses none), and recorded per recipient (so a retried job sends nobody a second mail).
 */
let t: TestApp;
let faults: FaultyBus;
const mailer = createFlakyMailSender();
beforeAll(async () => {
  faults = createFaultyBus();
  t = await createTestApp({ bus: faults.bus, mail: mailer });
});
afterAll(async () => {
  faults?.release();
  await t?.close();
});

const future = { start: '2099-05-04T10:00', end: '2099-05-04T11:00', time_zone: 'Europe/Berlin' };
const mailsTo = (c: Client) => t.mails.filter((mail) => mail.to === c.member.email);

async function appointmentOf(organiser: Client, name: string) {
  const created = await organiser.post(
    '/appointments',
    appointmentPayload({ name, calendar_ids: [await personalCalendarId(organiser)], date: future }),
  );
  return created.json().id as string;
}

/** Runs the failed jobs of a type again now instead of after their back-off. */
const retryNow = async (type: string) => {
  await t.ctx.db
    .update(jobs)
    .set({ runAt: new Date(0) })
    .where(eq(jobs.type, type));
  await t.ctx.jobs.drain();
};

describe('appointment mails', () => {
  it('mails the invitees when the request never gets past the commit', async () => {
    const organiser = await signedInMember(t);
    const [a, b] = (await Promise.all([1, 2].map(() => signedInMember(t)))) as [Client, Client];
    const id = await appointmentOf(organiser, 'Outbox review');
    const invite = {
      participant: { membership_ids: [a.member.id, b.member.id], send_email_notification: true },
      apply_to: 'all',
    };
    faults.mode = 'hang';
    const published = faults.nextPublish();
    const first = organiser.post(`/appointments/${id}/participants`, invite);
    await published;
    faults.mode = 'deliver';

    await t.ctx.jobs.drain();
    expect(mailsTo(a)).toHaveLength(1);
    expect(mailsTo(b)).toHaveLength(1);
    // The organiser tries again: both are invited already, nobody is mailed twice.
    expect((await organiser.post(`/appointments/${id}/participants`, invite)).statusCode).toBe(200);
    faults.release();
    expect((await first).statusCode).toBe(200);
    await t.ctx.jobs.drain();
    expect(mailsTo(a)).toHaveLength(1);
    expect(mailsTo(b)).toHaveLength(1);
  });

  it('mails each invitee once when the job is retried after the mail server refused one', async () => {
    const organiser = await signedInMember(t);
    const invitees = (await Promise.all([1, 2, 3].map(() => signedInMember(t)))) as Client[];
    const id = await appointmentOf(organiser, 'Retried invitations');
    mailer.refuseNextTo((invitees[1] as Client).member.email);
    await organiser.post(`/appointments/${id}/participants`, {
      participant: { membership_ids: invitees.map((c) => c.member.id), send_email_notification: true },
      apply_to: 'all',
    });
    await t.ctx.jobs.drain();
    await retryNow(INVITE_MAIL_JOB);
    for (const invitee of invitees) expect(mailsTo(invitee)).toHaveLength(1);
  });

  it('mails each contacted participant once when the job is retried', async () => {
    const organiser = await signedInMember(t);
    const guests = (await Promise.all([1, 2, 3].map(() => signedInMember(t)))) as Client[];
    const id = await appointmentOf(organiser, 'Contacted');
    await organiser.post(`/appointments/${id}/participants`, {
      participant: { membership_ids: guests.map((c) => c.member.id) },
      apply_to: 'all',
    });
    mailer.refuseNextTo((guests[2] as Client).member.email);
    const sent = await organiser.post(`/appointments/${id}/contact`, {
      contact: { subject: 'Bring laptops', text: 'Thanks', audience: 'all' },
    });
    expect(sent.json()).toEqual({ recipients: 3 });
    await t.ctx.jobs.drain();
    await retryNow(CONTACT_MAIL_JOB);
    for (const guest of guests) {
      expect(mailsTo(guest).filter((mail) => mail.subject.includes('Bring laptops'))).toHaveLength(1);
    }
  });
});
