import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NEWSLETTER_SENDING, nextSendings } from '../../../contract/newsletter.js';
import { jobs } from '../../platform/jobs/tables.js';
import { recordBounces } from '../../platform/mail/bounces.js';
import type { Mail } from '../../platform/mail/mail.js';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import {
  addGroupMembership,
  createAppointment,
  createChannel,
  createGroup,
  createGroupCalendar,
  createMember,
  subscribeToChannel,
} from '../../test/factories.js';
import { createFlakyMailSender } from '../../test/faults.js';
import { articles } from '../blogs/tables.js';
import { notificationSettingsOf, saveNotificationSettings } from '../notifications/service.js';
import { runTick, SEND_JOB } from './issues.js';
import { networkZone } from './settings.js';
import { newsletterDeliveries, newsletterIssues } from './tables.js';

/**
 * Delivery of the newsletter: a due sending writes one issue and one delivery per recipient, each
 * mail carries only what its recipient may see, and a refusing mail server delays a mail, never
 * sends it twice.
 */

let t: TestApp;
const mailer = createFlakyMailSender();
const DAY_MS = 24 * 3_600_000;
/** The schedule's next sendings (the default: weekly, Monday morning), one per test in order. */
let dues: Date[] = [];

beforeAll(async () => {
  t = await createTestApp({ mail: mailer });
  dues = nextSendings(DEFAULT_NEWSLETTER_SENDING, new Date(), await networkZone(t.ctx), 4);
});
afterAll(() => t?.close());

const to = (mails: Mail[], email: string) => mails.filter((mail) => mail.to === email);

/** The hourly run of the hour the sending falls in, then every queued job. */
async function runAt(due: Date): Promise<Mail[]> {
  const before = t.mails.length;
  await runTick(t.ctx, { at: due.toISOString() });
  await t.ctx.jobs.drain();
  return t.mails.slice(before);
}

async function issueAt(due: Date) {
  return t.ctx.db.select().from(newsletterIssues).where(eq(newsletterIssues.dueAt, due));
}

async function optOut(memberId: string) {
  const current = (await notificationSettingsOf(t.ctx.db, [memberId])).get(memberId);
  if (!current) throw new Error('no settings');
  await t.ctx.db.transaction((tx) =>
    saveNotificationSettings(tx, memberId, { ...current, newsletter: false }),
  );
}

describe('newsletter delivery', () => {
  it('carries to each recipient only the articles and appointments they may see', async () => {
    const due = dues[0] as Date;
    const insider = await createMember(t.database.db, { firstName: 'Ines' });
    const outsider = await createMember(t.database.db, { firstName: 'Otto' });
    const board = await createGroup(t.database.db, { name: 'Board', access: 'hidden' });
    await addGroupMembership(t.database.db, board.id, insider.id);

    const open = await createChannel(t.database.db, { title: 'Town news' });
    const closed = await createChannel(t.database.db, {
      title: 'Board room',
      audience: [{ type: 'group', id: board.id }],
    });
    await subscribeToChannel(t.database.db, open.id, [insider.id, outsider.id]);
    // A subscription from before the audience was narrowed: it must not open the channel.
    await subscribeToChannel(t.database.db, closed.id, [insider.id, outsider.id]);
    const publishedAt = new Date(due.getTime() - 60_000);
    await t.ctx.db.insert(articles).values([
      { blogId: open.id, title: 'Summer fair announced', status: 'published', publishedAt },
      { blogId: closed.id, title: 'Confidential budget', status: 'published', publishedAt },
      { blogId: open.id, title: 'Still a draft', status: 'draft', publishedAt },
    ]);
    const calendar = await createGroupCalendar(t.database.db, board.id);
    await createAppointment(t.ctx, {
      authorId: insider.id,
      calendarIds: [calendar.id],
      name: 'Board retreat',
      start: new Date(due.getTime() + DAY_MS),
    });
    const newcomer = await createMember(t.database.db, { firstName: 'Nora', lastName: 'Newcomer' });

    const mails = await runAt(due);
    const [inside] = to(mails, insider.email);
    const [outside] = to(mails, outsider.email);
    expect(inside?.html).toContain('Summer fair announced');
    expect(inside?.html).toContain('Confidential budget');
    expect(inside?.html).toContain('Board retreat');
    expect(outside?.html).toContain('Summer fair announced');
    expect(outside?.html).toContain('Nora Newcomer');
    for (const part of [outside?.html, outside?.text]) {
      expect(part).not.toContain('Confidential budget');
      expect(part).not.toContain('Board retreat');
      expect(part).not.toContain('Board room');
      expect(part).not.toContain('Still a draft');
    }
    // The template frames it (not the platform layout), with the unsubscribe link of the newsletter.
    expect(inside?.html).toMatch(/^<!doctype html>/);
    expect(inside?.html).not.toContain('{{');
    expect(inside?.headers?.['List-Unsubscribe']).toMatch(/\/api\/v1\/unsubscribe\//);
    expect(to(mails, newcomer.email)).toHaveLength(1);
  });

  it('writes one issue and one delivery per recipient when a sending is due; opted-out members get none', async () => {
    const due = dues[1] as Date;
    const reader = await createMember(t.database.db);
    const optedOut = await createMember(t.database.db);
    const locked = await createMember(t.database.db, { lockedAt: new Date() });
    const bounced = await createMember(t.database.db);
    await optOut(optedOut.id);
    await recordBounces(t.ctx.db, [{ address: bounced.email, code: 550, response: '550 no such user' }]);

    const mails = await runAt(due);
    const [issue, ...more] = await issueAt(due);
    expect(more).toEqual([]);
    const deliveries = await t.ctx.db
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.issueId, issue?.id ?? ''));
    const ids = deliveries.map((d) => d.memberId);
    expect(ids.filter((id) => id === reader.id)).toHaveLength(1);
    expect(ids).not.toContain(optedOut.id);
    expect(ids).not.toContain(locked.id);
    expect(to(mails, reader.email)).toHaveLength(1);
    expect(to(mails, optedOut.email)).toEqual([]);
    // Optional mail: a bounced address is skipped, and counted so.
    expect(to(mails, bounced.email)).toEqual([]);
    expect(deliveries.find((d) => d.memberId === bounced.id)?.status).toBe('skipped');
    expect(deliveries.filter((d) => d.memberId !== bounced.id).every((d) => d.status === 'sent')).toBe(true);
    const [done] = await issueAt(due);
    expect(done?.sentCount).toBe(deliveries.length - 1);
    expect(done?.skippedCount).toBe(1);
    expect(done?.finishedAt).not.toBeNull();

    // The same hour run again writes nothing and mails nobody.
    expect(await runAt(due)).toEqual([]);
    expect(await issueAt(due)).toHaveLength(1);
    // West of the network's zone: queued for the slot's hour of the member's own zone, later.
    const west = await createMember(t.database.db, { timeZone: 'America/New_York' });
    const later = dues[3] as Date;
    await runTick(t.ctx, { at: later.toISOString() });
    const [westJob] = await t.ctx.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.type, SEND_JOB), sql`${jobs.payload} ->> 'memberId' = ${west.id}`));
    expect(westJob?.runAt.getTime()).toBeGreaterThan(later.getTime() + 5 * 3_600_000);
  });

  it('sends a mail the mail server refused once when its job is retried, and never twice', async () => {
    const due = dues[2] as Date;
    const max = await createMember(t.database.db);
    mailer.refuseNextTo(max.email);
    expect(to(await runAt(due), max.email)).toEqual([]);
    const [issue] = await issueAt(due);
    const delivered = and(
      eq(newsletterDeliveries.issueId, issue?.id ?? ''),
      eq(newsletterDeliveries.memberId, max.id),
    );
    const [queued] = await t.ctx.db.select().from(newsletterDeliveries).where(delivered);
    expect(queued?.status).toBe('queued');

    await t.ctx.db
      .update(jobs)
      .set({ runAt: new Date(0) })
      .where(eq(jobs.type, SEND_JOB));
    await t.ctx.jobs.drain();
    await t.ctx.db
      .update(jobs)
      .set({ runAt: new Date(0) })
      .where(eq(jobs.type, SEND_JOB));
    await t.ctx.jobs.drain();
    const [mail, ...again] = to(t.mails, max.email);
    expect(again).toEqual([]);
    expect(mail?.messageId).toBe(
      `<newsletter.${issue?.id}.${max.id}@${new URL(t.ctx.config.publicUrl).hostname}>`,
    );
    const [sent] = await t.ctx.db.select().from(newsletterDeliveries).where(delivered);
    expect(sent?.status).toBe('sent');
  });
});

describe('newsletter administration', () => {
  it('mails the administrator a test now; other members get 404 and no mail', async () => {
    const admin = await createMember(t.database.db, { isNetworkAdmin: true, locale: 'de' });
    const member = await createMember(t.database.db);
    const adminCookie = await signIn(t.app, admin.email);
    const memberCookie = await signIn(t.app, member.email);
    const post = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/administration/newsletter/test_mail',
        headers: authHeaders(cookie),
      });

    expect((await post(memberCookie)).statusCode).toBe(404);
    expect(to(t.mails, member.email)).toEqual([]);
    const issues = await t.app.inject({
      method: 'GET',
      url: '/administration/newsletter/issues',
      headers: authHeaders(memberCookie),
    });
    expect(issues.statusCode).toBe(404);

    // A mail server that refuses is answered as a bad gateway, never as our own failure.
    mailer.refuseNextTo(admin.email);
    expect((await post(adminCookie)).statusCode).toBe(502);
    expect(to(t.mails, admin.email)).toEqual([]);

    expect((await post(adminCookie)).statusCode).toBe(204);
    const [mail] = to(t.mails, admin.email);
    expect(mail?.subject).toMatch(/^\[Test\] Newsletter von /);
    expect(mail?.html).toContain('Newsletter abbestellen');

    // Its one-click unsubscribe turns the administrator's newsletter setting off, nothing else.
    const link = /<(https?:[^>]+)>/.exec(mail?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const before = (await notificationSettingsOf(t.ctx.db, [admin.id])).get(admin.id);
    expect(before?.newsletter).toBe(true);
    const done = await t.app.inject({
      method: 'POST',
      url: new URL(link).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(204);
    expect((await notificationSettingsOf(t.ctx.db, [admin.id])).get(admin.id)).toEqual({
      ...before,
      newsletter: false,
    });

    const list = await t.app.inject({
      method: 'GET',
      url: '/administration/newsletter/issues',
      headers: authHeaders(adminCookie),
    });
    expect(list.statusCode).toBe(200);
    const body = list.json() as { issues: { due_at: string; recipients: number; sent: number }[] };
    expect(body.issues.map((i) => i.due_at)).toEqual(
      dues
        .slice(0, 4)
        .reverse()
        .map((d) => d.toISOString()),
    );
    expect(body.issues.every((i) => i.sent <= i.recipients)).toBe(true);
  });
});
