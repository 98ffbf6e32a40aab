import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { changeRequest, changeRequestForm, changeRequestList } from '../../../contract/change-requests.js';
import { memberDetail } from '../../../contract/members.js';
import { auditEvents } from '../../platform/audit/tables.js';
import { members } from '../../platform/identity/tables.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { setNetworkConfig, setNetworkSettings } from '../../test/factories.js';
import { type GroupsClient, groupsClient as signedIn } from '../groups/testing.js';
import { notifications } from '../notifications/tables.js';
import { profileChangeRequests } from './tables.js';

let t: TestApp;
let admin: GroupsClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, { isNetworkAdmin: true });
  await setNetworkSettings(t.ctx, { change_request_profile_fields: ['position', 'department'] });
});
afterAll(async () => {
  await t?.close();
});

const ask = (person: GroupsClient, profile: Record<string, string>) =>
  person.post('/change_requests', { change_request: { profile } });

const profileOf = async (id: string) =>
  (await t.ctx.db.select().from(members).where(eq(members.id, id)))[0]?.profile;

const notificationsOf = (recipientId: string, kind: string) =>
  t.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, recipientId), eq(notifications.kind, kind)));

describe('profile change requests', () => {
  it('offers the reserved fields with their values and stores a request for the changed ones', async () => {
    const person = await signedIn(t, { profile: { position: 'Clerk' } });
    const form = changeRequestForm.parse((await person.get('/change_requests/new')).json());
    expect(form.fields.map((field) => [field.key, field.value])).toEqual([
      ['position', 'Clerk'],
      ['department', ''],
    ]);
    expect(form.pending).toBeNull();
    const created = await ask(person, { position: 'Clerk', department: ' Sales ' });
    expect(created.statusCode).toBe(201);
    expect(created.json().changes).toEqual({ department: 'Sales' });
    // The administrators learn of it; the profile is unchanged until one approves.
    expect(await notificationsOf(admin.member.id, 'change_requests.new')).toHaveLength(1);
    expect(await profileOf(person.member.id)).toEqual({ position: 'Clerk' });
    const again = changeRequestForm.parse((await person.get('/change_requests/new')).json());
    expect(again.pending?.changes).toEqual({ department: 'Sales' });
  });

  it('replaces a waiting request; refuses unreserved fields and requests that change nothing', async () => {
    const person = await signedIn(t, { profile: { position: 'Clerk' } });
    await ask(person, { department: 'Sales' });
    await ask(person, { department: 'Board' });
    const rows = await t.ctx.db
      .select()
      .from(profileChangeRequests)
      .where(eq(profileChangeRequests.memberId, person.member.id));
    expect(rows.map((row) => [row.status, row.changes])).toEqual([['pending', { department: 'Board' }]]);
    const unreserved = await ask(person, { location: 'Bonn' });
    expect(unreserved.statusCode).toBe(422);
    expect(unreserved.json().error.fields).toEqual({
      'change_request.profile.location': ['errors.change_requests.field_not_requestable'],
    });
    const nothing = await ask(person, { position: 'Clerk' });
    expect(nothing.json().error.fields).toEqual({
      'change_request.profile': ['errors.change_requests.nothing_changed'],
    });
    for (const body of [
      {},
      { change_request: { profile: { position: 5 } } },
      { change_request: { profile: { position: 'x'.repeat(600) } } },
    ]) {
      expect((await person.post('/change_requests', body)).statusCode).toBe(400);
    }
  });

  it('approving applies the change with its audit entry and tells the member', async () => {
    const person = await signedIn(t, { profile: { position: 'Clerk', location: 'Bonn' } });
    const id = (await ask(person, { position: 'Head clerk', department: 'Sales' })).json().id;
    const list = changeRequestList.parse((await admin.get('/administration/change_requests')).json());
    const entry = list.change_requests.find((request) => request.id === id);
    expect(entry).toMatchObject({
      member: { id: person.member.id },
      changes: [
        { key: 'position', label: 'Position', from: 'Clerk', to: 'Head clerk' },
        { key: 'department', label: 'Department', from: '', to: 'Sales' },
      ],
      can: { approve: true, reject: true },
    });
    const approved = await admin.post(`/administration/change_requests/${id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(changeRequest.parse(approved.json()).status).toBe('approved');
    expect(await profileOf(person.member.id)).toEqual({
      position: 'Head clerk',
      department: 'Sales',
      location: 'Bonn',
    });
    const page = memberDetail.parse((await person.get(`/members/${person.member.id}`)).json());
    expect(page.profile_fields.find((field) => field.key === 'position')?.value).toBe('Head clerk');
    const [audit] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.type, 'ProfileChangeRequestApprove'),
          eq(auditEvents.membershipId, person.member.id),
        ),
      );
    expect(audit?.details).toMatchObject({ changes: { position: { from: 'Clerk', to: 'Head clerk' } } });
    const [told] = await notificationsOf(person.member.id, 'change_requests.approved');
    expect(told).toMatchObject({ data: { message: '' }, url: `/members/${person.member.id}` });
    // Decided: a second decision finds nothing, the list no longer shows it.
    expect((await admin.post(`/administration/change_requests/${id}/reject`, {})).statusCode).toBe(404);
    const after = changeRequestList.parse((await admin.get('/administration/change_requests')).json());
    expect(after.change_requests.some((request) => request.id === id)).toBe(false);
  });

  it('rejecting keeps the profile and sends the message; audited', async () => {
    const person = await signedIn(t, { profile: { position: 'Clerk' } });
    const id = (await ask(person, { position: 'Queen' })).json().id;
    const rejected = await admin.post(`/administration/change_requests/${id}/reject`, {
      rejection_message: ' Please ask your manager. ',
    });
    expect(changeRequest.parse(rejected.json()).status).toBe('rejected');
    expect(await profileOf(person.member.id)).toEqual({ position: 'Clerk' });
    const [told] = await notificationsOf(person.member.id, 'change_requests.rejected');
    expect(told?.data).toEqual({ message: 'Please ask your manager.' });
    const audits = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.type, 'ProfileChangeRequestReject'),
          eq(auditEvents.membershipId, person.member.id),
        ),
      );
    expect(audits).toHaveLength(1);
  });

  it('an approval that cannot be audited writes nothing', async () => {
    const person = await signedIn(t, { profile: { position: 'Clerk' } });
    const id = (await ask(person, { position: 'Chief' })).json().id;
    await t.ctx.db.execute(
      "create or replace function refuse_audit() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$",
    );
    await t.ctx.db.execute(
      'create trigger refuse_audit before insert on audit_events for each row execute function refuse_audit()',
    );
    onTestFinished(async () => {
      await t.ctx.db.execute('drop trigger refuse_audit on audit_events');
    });
    expect((await admin.post(`/administration/change_requests/${id}/approve`)).statusCode).toBe(500);
    expect(await profileOf(person.member.id)).toEqual({ position: 'Clerk' });
    const [row] = await t.ctx.db.select().from(profileChangeRequests).where(eq(profileChangeRequests.id, id));
    expect(row?.status).toBe('pending');
  });

  it('answers 404 to members for the administrators’ routes, and to everyone when switched off', async () => {
    const person = await signedIn(t, { profile: { position: 'Clerk' } });
    const id = (await ask(person, { position: 'Chief' })).json().id;
    const other = await signedIn(t);
    expect((await other.get('/administration/change_requests')).statusCode).toBe(404);
    expect((await other.post(`/administration/change_requests/${id}/approve`)).statusCode).toBe(404);
    expect((await person.post(`/administration/change_requests/${id}/reject`, {})).statusCode).toBe(404);
    expect((await admin.post('/administration/change_requests/nope/approve')).statusCode).toBe(404);
    // Administrators change profiles directly: they have no form to ask.
    expect((await admin.get('/change_requests/new')).statusCode).toBe(404);
    onTestFinished(await setNetworkConfig(t.ctx, { change_requests_enabled: false }));
    expect((await person.get('/change_requests/new')).statusCode).toBe(404);
    expect((await ask(person, { position: 'X' })).statusCode).toBe(404);
    expect((await admin.get('/administration/change_requests')).statusCode).toBe(404);
  });

  it('answers 404 when the network reserves no field', async () => {
    onTestFinished(await setNetworkSettings(t.ctx, { change_request_profile_fields: [] }));
    const person = await signedIn(t);
    expect((await person.get('/change_requests/new')).statusCode).toBe(404);
  });
});
