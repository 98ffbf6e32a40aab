import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abuseReportList } from '../../../contract/abuse-reports.js';
import { auditEvents } from '../../platform/audit/tables.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  addGroupMembership,
  createActivity,
  createGroup,
  type Restore,
  setNetworkConfig,
} from '../../test/factories.js';
import { type GroupsClient, groupsClient } from '../groups/testing.js';
import { notifications } from '../notifications/tables.js';

let t: TestApp;
let admin: GroupsClient;
let reporter: GroupsClient;
let author: GroupsClient;
let outsider: GroupsClient;
let restore: Restore;
const reports = '/api/v1/abuse_reports';
const list = '/administration/abuse_reports';

beforeAll(async () => {
  t = await createTestApp();
  [admin, reporter, author, outsider] = await Promise.all([
    groupsClient(t, { isNetworkAdmin: true }),
    groupsClient(t),
    groupsClient(t),
    groupsClient(t),
  ]);
  restore = await setNetworkConfig(t.ctx, { abuse_reports_enabled: true });
});
afterAll(async () => {
  await restore?.();
  await t?.close();
});

const report = (who: GroupsClient, subject_type: string, subject_id: string) =>
  who.post(reports, { subject_type, subject_id, reason: 'offensive', text: 'Not OK here.' });

describe('abuse reports', () => {
  it('stores a report of a visible activity and notifies the administrators', async () => {
    const post = await createActivity(t.ctx.db, author.member.id);
    const created = await report(reporter, 'activity', post.id);
    expect(created.statusCode).toBe(201);
    const [entry] = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, admin.member.id));
    expect(entry).toMatchObject({ kind: 'abuse_reports.new', url: '/administration/abuse_reports' });
    const listed = abuseReportList.parse((await admin.get(list)).json());
    expect(listed.entries.find((e) => e.id === created.json().id)).toMatchObject({
      subject_type: 'activity',
      subject_id: post.id,
      reason: 'offensive',
      text: 'Not OK here.',
      status: 'open',
      reporter: { id: reporter.member.id },
      can: { resolve: true, hide: true },
    });
  });

  it('answers 404 for what the reporter cannot see, and for unknown ids', async () => {
    const group = await createGroup(t.ctx.db, { access: 'closed' });
    await addGroupMembership(t.ctx.db, group.id, author.member.id);
    const secret = await createActivity(t.ctx.db, author.member.id, { groupId: group.id });
    expect((await report(outsider, 'activity', secret.id)).statusCode).toBe(404);
    expect((await report(outsider, 'activity', 'f'.repeat(24))).statusCode).toBe(404);
    expect((await report(outsider, 'member', 'nope')).statusCode).toBe(404);
    expect((await report(outsider, 'member', author.member.id)).statusCode).toBe(201);
  });

  it('hides an activity from everyone but administrators, settles its reports, audit-logged', async () => {
    const post = await createActivity(t.ctx.db, author.member.id);
    const first = (await report(reporter, 'activity', post.id)).json().id as string;
    const second = (await report(outsider, 'activity', post.id)).json().id as string;
    expect((await reporter.post(`${list}/${first}/hide`)).statusCode).toBe(404);
    expect((await admin.post(`${list}/${first}/hide`)).statusCode).toBe(204);

    expect((await reporter.get(`/api/v1/activities/${post.id}`)).statusCode).toBe(404);
    expect((await author.get(`/api/v1/activities/${post.id}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/v1/activities/${post.id}`)).statusCode).toBe(200);

    const listed = abuseReportList.parse((await admin.get(list)).json()).entries;
    expect(listed.filter((e) => [first, second].includes(e.id)).map((e) => e.status)).toEqual([
      'hidden',
      'hidden',
    ]);
    expect((await admin.post(`${list}/${second}/resolve`)).statusCode).toBe(422);
    const [audit] = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.actorId, admin.member.id));
    expect(audit?.details).toMatchObject({ subject: 'abuse_report', action: 'hide', reported_id: post.id });
  });

  it('resolves a report without touching the reported thing', async () => {
    const id = (await report(reporter, 'member', author.member.id)).json().id as string;
    expect((await admin.post(`${list}/${id}/hide`)).statusCode).toBe(422);
    expect((await admin.post(`${list}/${id}/resolve`)).statusCode).toBe(204);
    const entry = abuseReportList.parse((await admin.get(list)).json()).entries.find((e) => e.id === id);
    expect(entry).toMatchObject({ status: 'resolved', can: { resolve: false, hide: false } });
    const page = await reporter.get(`/members/${author.member.id}`);
    expect(page.json().can.report).toBe(true);
    expect((await reporter.get(`/members/${reporter.member.id}`)).json().can.report).toBe(false);
  });

  it('is 404 for members and for everyone while reports are disabled', async () => {
    expect((await reporter.get(list)).statusCode).toBe(404);
    const off = await setNetworkConfig(t.ctx, { abuse_reports_enabled: false });
    try {
      expect((await admin.get(list)).statusCode).toBe(404);
      expect((await report(reporter, 'member', author.member.id)).statusCode).toBe(404);
    } finally {
      await off();
    }
  });
});
