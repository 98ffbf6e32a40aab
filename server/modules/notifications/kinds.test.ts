import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsPage } from '../../../contract/notifications.js';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import { addGroupMembership, createAppointment, createGroup, createMember } from '../../test/factories.js';

/**
 * The kinds the modules send: who gets what, who gets nothing, consolidation, read on opening.
 * (Direct messages: messages-kind.test.ts.)
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const person = async (firstName: string, overrides: Parameters<typeof createMember>[1] = {}) => {
  const member = await createMember(t.database.db, { firstName, ...overrides });
  return { ...member, cookie: await signIn(t.app, member.email) };
};
type Person = Awaited<ReturnType<typeof person>>;

const notificationsOf = async (member: Person) => {
  const response = await t.app.inject({
    url: '/api/v1/notifications?per=50',
    headers: { cookie: member.cookie },
  });
  expect(response.statusCode).toBe(200);
  return notificationsPage.parse(response.json());
};
const call = async (
  member: Person,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
) => {
  const response = await t.app.inject({
    method,
    url,
    headers: authHeaders(member.cookie),
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
};

describe('appointment changed or cancelled', () => {
  const invited = async () => {
    const [organiser, pia, paul, outsider] = [
      await person('Olga'),
      await person('Pia'),
      await person('Paul'),
      await person('Otto'),
    ];
    const appointment = await createAppointment(t.ctx, {
      authorId: organiser.id,
      name: 'Budget review',
      participants: [
        { memberId: pia.id, status: 'accepted' },
        { memberId: paul.id, status: 'open' },
        { memberId: outsider.id, status: 'open', removed: true },
      ],
    });
    return { organiser, pia, paul, outsider, appointment };
  };

  it('tells the participants, not the one who changed it nor those taken off, and consolidates changes', async () => {
    const { organiser, pia, paul, outsider, appointment } = await invited();
    await call(organiser, 'PUT', `/appointments/${appointment.id}`, { name: 'Budget review 2027' });
    await call(organiser, 'PUT', `/appointments/${appointment.id}`, { description: 'Bring the figures' });
    for (const participant of [pia, paul]) {
      const page = await notificationsOf(participant);
      expect(page.entries).toHaveLength(1);
      expect(page.entries[0]).toMatchObject({
        kind: 'appointments.changed',
        count: 2,
        actor_count: 1,
        url: `/appointments/${appointment.id}`,
        data: { title: 'Budget review 2027' },
      });
    }
    expect((await notificationsOf(organiser)).entries).toEqual([]);
    expect((await notificationsOf(outsider)).entries).toEqual([]);
  });

  it('tells the participants of a cancellation, and opening the appointment reads it', async () => {
    const { organiser, pia, paul, appointment } = await invited();
    await call(organiser, 'POST', `/appointments/${appointment.id}/cancel`, {});
    expect((await notificationsOf(pia)).entries[0]).toMatchObject({
      kind: 'appointments.cancelled',
      read: false,
    });
    await call(pia, 'GET', `/appointments/${appointment.id}`);
    expect((await notificationsOf(pia)).unread_count).toBe(0);
    expect((await notificationsOf(paul)).unread_count).toBe(1);
  });
});

describe('join request', () => {
  it('notifies the administrators of a moderated group, consolidated: "Anna and 2 others"', async () => {
    const db = t.database.db;
    const [admin, member, anna, ben, cleo] = [
      await person('Ada'),
      await person('Max'),
      await person('Anna'),
      await person('Ben'),
      await person('Cleo'),
    ];
    const group = await createGroup(db, { access: 'closed', moderatedJoin: true, name: 'Sales' });
    await addGroupMembership(db, group.id, admin.id, { isAdmin: true });
    await addGroupMembership(db, group.id, member.id);
    for (const asker of [ben, cleo, anna]) {
      const joined = await call(asker, 'POST', `/api/v1/groups/${group.id}/join`);
      expect(joined.json()).toMatchObject({ membership_status_of_current_member: 'in_moderation' });
    }
    const page = await notificationsOf(admin);
    expect(page.entries).toHaveLength(1);
    expect(page.entries[0]).toMatchObject({
      kind: 'groups.join_request',
      actor_count: 3,
      data: { group: 'Sales' },
      url: `/groups/${group.slug}/members`,
    });
    expect(page.entries[0]?.actors.map((a) => a.id)).toEqual([anna.id, cleo.id, ben.id]);
    expect((await notificationsOf(member)).entries).toEqual([]);
    // The administrator looks at the members: the entry is read.
    await call(admin, 'GET', `/groups/${group.slug}/members`);
    expect((await notificationsOf(admin)).unread_count).toBe(0);
  });

  it('never shows the entry to an administrator who left the group', async () => {
    const db = t.database.db;
    const [admin, other, asker] = [await person('Ada'), await person('Ali'), await person('Asa')];
    const group = await createGroup(db, { access: 'closed', moderatedJoin: true });
    await addGroupMembership(db, group.id, admin.id, { isAdmin: true });
    await addGroupMembership(db, group.id, other.id, { isAdmin: true });
    await call(asker, 'POST', `/api/v1/groups/${group.id}/join`);
    expect((await notificationsOf(admin)).unread_count).toBe(1);
    const left = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/groups/${group.id}/join`,
      headers: authHeaders(admin.cookie),
    });
    expect(left.statusCode).toBe(200);
    const page = await notificationsOf(admin);
    expect(page).toMatchObject({ unread_count: 0, total: 0 });
  });
});
