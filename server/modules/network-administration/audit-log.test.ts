import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_PER_PAGE,
  type AuditFilter,
  auditLogPage,
  DEFAULT_AUDIT_FILTER,
  decodeAuditFilter,
  encodeAuditFilter,
} from '../../../contract/audit-log.js';
import { auditEvents } from '../../platform/audit/tables.js';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import { addGroupMembership, createGroup, createMember } from '../../test/factories.js';
import { AUDIT_RETENTION_JOB } from './audit-retention.js';

type Member = Awaited<ReturnType<typeof createMember>>;
let t: TestApp;
let admin: Member;
let member: Member;
const cookies = new Map<string, string>();
const DAY_MS = 86_400_000;

const as = async (who: Member) => {
  if (!cookies.has(who.id)) cookies.set(who.id, await signIn(t.app, who.email));
  return authHeaders(cookies.get(who.id) as string);
};
const list = async (filter?: string | Partial<AuditFilter>, page = 1) => {
  const encoded = typeof filter === 'string' ? filter : filter ? encodeAuditFilter(filter) : undefined;
  const query = new URLSearchParams({
    page: String(page),
    ...(encoded === undefined ? {} : { filter: encoded }),
  });
  const response = await t.app.inject({
    url: `/administration/audit_log.json?${query}`,
    headers: await as(admin),
  });
  expect(response.statusCode, response.body).toBe(200);
  return auditLogPage.parse(response.json());
};
const record = (values: Partial<typeof auditEvents.$inferInsert>) =>
  t.database.db
    .insert(auditEvents)
    .values({ type: 'GroupJoin', ...values })
    .returning()
    .then(([row]) => row as typeof auditEvents.$inferSelect);

beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t.database.db, { isNetworkAdmin: true, timeZone: 'Europe/Berlin' });
  member = await createMember(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

describe('the audit log viewer', () => {
  it('answers 404 to everyone but network administrators', async () => {
    const headers = await as(member);
    for (const url of ['/administration/audit_log.json', '/administration/audit_log.csv']) {
      expect((await t.app.inject({ url, headers })).statusCode).toBe(404);
    }
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/administration/audit_log/settings',
      headers,
      payload: { retention_days: 30 },
    });
    expect(settings.statusCode).toBe(404);
  });

  it('round-trips the base64 filter and shows 3 months by default', async () => {
    const filter: AuditFilter = {
      ...DEFAULT_AUDIT_FILTER,
      event_types: ['GroupJoin', 'PolicySettingUpdate'],
      actor_id: admin.id,
      details: 'Grüße',
    };
    expect(decodeAuditFilter(encodeAuditFilter(filter))).toEqual(filter);
    // The URL-safe alphabet is read too.
    expect(decodeAuditFilter(encodeAuditFilter(filter).replace(/\+/g, '-').replace(/\//g, '_'))).toEqual(
      filter,
    );
    expect((await list(filter)).filter).toEqual(filter);

    const recent = await record({ actorId: member.id, createdAt: new Date(Date.now() - DAY_MS) });
    const old = await record({ actorId: member.id, createdAt: new Date(Date.now() - 100 * DAY_MS) });
    const byDefault = await list({ actor_id: member.id });
    expect(byDefault.events.map((event) => event.id)).toEqual([recent.id]);
    expect(byDefault.events[0]?.actor).toEqual({
      id: member.id,
      name: `${member.firstName} ${member.lastName}`,
    });
    const sixMonths = await list({ actor_id: member.id, date_option: '6m' });
    expect(sixMonths.events.map((event) => event.id)).toEqual([recent.id, old.id]);
    const custom = await list({
      actor_id: member.id,
      date_option: 'custom',
      start_date: new Date(Date.now() - 120 * DAY_MS).toISOString().slice(0, 10),
      end_date: new Date(Date.now() - 90 * DAY_MS).toISOString().slice(0, 10),
    });
    expect(custom.events.map((event) => event.id)).toEqual([old.id]);
  });

  it('logs an invalid filter and falls back to the defaults', async () => {
    const invalid = [
      'not base64 at all!',
      Buffer.from('not json').toString('base64'),
      encodeAuditFilter({ event_types: ['NoSuchEvent'] } as unknown as AuditFilter),
      encodeAuditFilter({ date_option: 'custom', start_date: '2026-05-01', end_date: '2026-04-01' }),
      Buffer.from(JSON.stringify({ unknown_field: 1 })).toString('base64'),
    ];
    for (const filter of invalid) {
      const page = await list(filter);
      expect(page.filter_invalid).toBe(true);
      expect(page.filter).toEqual(DEFAULT_AUDIT_FILTER);
    }
    expect((await list()).filter_invalid).toBe(false);
  });

  it('filters by event type, member and words of the details, and pages', async () => {
    const subject = await createMember(t.database.db);
    await record({ type: 'FileMove', membershipId: subject.id, details: { file: 'Quarterly report.pdf' } });
    await record({ type: 'FileDestroy', membershipId: subject.id, details: { file: 'Old notes.txt' } });
    const moves = await list({ membership_id: subject.id, event_types: ['FileMove'] });
    expect(moves.events.map((event) => event.type)).toEqual(['FileMove']);
    expect(moves.events[0]?.member?.id).toBe(subject.id);
    const words = await list({ membership_id: subject.id, details: 'old NOTES' });
    expect(words.events.map((event) => event.type)).toEqual(['FileDestroy']);
    expect((await list({ membership_id: subject.id, details: '%' })).events).toEqual([]);

    const pager = await createMember(t.database.db);
    await t.database.db
      .insert(auditEvents)
      .values(Array.from({ length: AUDIT_PER_PAGE + 5 }, () => ({ type: 'GroupLeave', actorId: pager.id })));
    const second = await list({ actor_id: pager.id }, 2);
    expect(second).toMatchObject({ total: AUDIT_PER_PAGE + 5, page: 2 });
    expect(second.events).toHaveLength(5);
  });

  it('writes the group admin, membership removal and setting events, and shows them', async () => {
    const group = await createGroup(t.database.db);
    const target = await createMember(t.database.db);
    // The group keeps an administrator of its own, so the target's right can be taken back.
    await addGroupMembership(t.database.db, group.id, (await createMember(t.database.db)).id, {
      isAdmin: true,
    });
    await addGroupMembership(t.database.db, group.id, target.id);
    const headers = await as(admin);
    const url = `/groups/${group.slug}/administration/members/${target.id}`;
    for (const is_admin of [true, false]) {
      const response = await t.app.inject({ method: 'PUT', url, headers, payload: { is_admin } });
      expect(response.statusCode, response.body).toBeLessThan(300);
    }
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/administration/members/${target.id}`,
      headers,
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    const retention = await t.app.inject({
      method: 'PUT',
      url: '/administration/audit_log/settings',
      headers,
      payload: { retention_days: 3650 },
    });
    expect(retention.statusCode).toBe(200);
    const types = (await list({ actor_id: admin.id })).events.map((event) => event.type);
    for (const type of [
      'GroupAdminPermissionCreate',
      'GroupAdminPermissionDestroy',
      'MembershipDestroy',
      'PolicySettingUpdate',
    ]) {
      expect(types).toContain(type);
    }
  });

  it('exports the filtered events as CSV with translated headers and inert cells', async () => {
    const actor = await createMember(t.database.db, { firstName: '=HYPERLINK("x")', lastName: 'Evil' });
    await record({ type: 'PasswordChange', actorId: actor.id, ip: '10.0.0.1', details: { note: '+1' } });
    const response = await t.app.inject({
      url: `/administration/audit_log.csv?locale=de&filter=${encodeURIComponent(encodeAuditFilter({ actor_id: actor.id }))}`,
      headers: await as(admin),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const [header, line] = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(header).toBe('Zeitpunkt,Ereignis,Ausgeführt von,Mitglied,IP-Adresse,Details');
    expect(line).toContain(`"'=HYPERLINK(""x"") Evil"`);
    expect(line).toContain('PasswordChange');
    expect(line?.split(',')).not.toContain('=HYPERLINK');
  });

  it('keeps events for the configured number of days, deleted by the daily job', async () => {
    const fresh = await record({ type: 'SessionsEnd', createdAt: new Date(Date.now() - 10 * DAY_MS) });
    const expired = await record({ type: 'SessionsEnd', createdAt: new Date(Date.now() - 40 * DAY_MS) });
    const headers = await as(admin);
    const tooShort = await t.app.inject({
      method: 'PUT',
      url: '/administration/audit_log/settings',
      headers,
      payload: { retention_days: 5 },
    });
    expect(tooShort.statusCode).toBe(400);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/administration/audit_log/settings',
      headers,
      payload: { retention_days: 30 },
    });
    expect(saved.json()).toEqual({ retention_days: 30 });
    expect((await list()).retention_days).toBe(30);
    await t.database.db.transaction((tx) => t.ctx.jobs.enqueue(tx, AUDIT_RETENTION_JOB, {}));
    await t.ctx.jobs.drain();
    const ids = (await t.database.db.select({ id: auditEvents.id }).from(auditEvents)).map((row) => row.id);
    expect(ids).toContain(fresh.id);
    expect(ids).not.toContain(expired.id);
  });
});
