import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsPage } from '../../../contract/notifications.js';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import { addGroupMembership, createGroup, createMember } from '../../test/factories.js';

/** Invited members hear of their invitation; it is read once answered and gone once withdrawn. */
let t: TestApp;
type Member = { id: string; cookie: string; name: string };
let inviter: Member;

const member = async (overrides: Parameters<typeof createMember>[1] = {}): Promise<Member> => {
  const record = await createMember(t.database.db, overrides);
  return {
    id: record.id,
    cookie: await signIn(t.app, record.email),
    name: `${record.firstName} ${record.lastName}`,
  };
};

beforeAll(async () => {
  t = await createTestApp();
  inviter = await member();
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { ...authHeaders(cookie), accept: 'application/json' }, payload });

const invitationsOf = async (who: Member) => {
  const page = notificationsPage.parse(
    (await call('GET', '/api/v1/notifications?per=50', who.cookie)).json(),
  );
  return page.entries.filter((entry) => entry.kind === 'groups.invitation');
};

const invite = async (slug: string, ids: string[]) => {
  const response = await call('POST', `/groups/${slug}/membership_invites`, inviter.cookie, {
    membership_invites: { membership_ids: ids },
  });
  expect(response.statusCode, response.body).toBe(201);
};

describe('group invitation notifications', () => {
  it('tells each invited member, even of a hidden group, naming the inviter and the group', async () => {
    const group = await createGroup(t.database.db, { access: 'hidden', name: 'Board' });
    await addGroupMembership(t.database.db, group.id, inviter.id, { isAdmin: true });
    const [anna, ben, outsider] = [await member(), await member(), await member()];
    await invite(group.slug, [anna.id, ben.id]);
    for (const invited of [anna, ben]) {
      const [entry] = await invitationsOf(invited);
      expect(entry).toMatchObject({
        url: `/groups/${group.slug}`,
        read: false,
        data: { group: 'Board' },
        actors: [{ id: inviter.id }],
      });
    }
    expect(await invitationsOf(outsider)).toEqual([]);
    expect(await invitationsOf(inviter)).toEqual([]);
    // Inviting again adds no second entry (the membership row exists: nobody is invited twice).
    await invite(group.slug, [anna.id]);
    expect(await invitationsOf(anna)).toHaveLength(1);
  });

  it('marks the entry read when the member accepts or declines', async () => {
    const group = await createGroup(t.database.db, { access: 'closed' });
    await addGroupMembership(t.database.db, group.id, inviter.id, { isAdmin: true });
    const [accepts, declines] = [await member(), await member()];
    await invite(group.slug, [accepts.id, declines.id]);
    expect((await call('POST', `/api/v1/groups/${group.id}/join`, accepts.cookie)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/v1/groups/${group.id}/join`, declines.cookie)).statusCode).toBe(200);
    expect((await invitationsOf(accepts))[0]?.read).toBe(true);
    expect((await invitationsOf(declines))[0]?.read).toBe(true);
  });

  it('removes the entry when the invitation is withdrawn', async () => {
    const group = await createGroup(t.database.db, { access: 'closed' });
    await addGroupMembership(t.database.db, group.id, inviter.id, { isAdmin: true });
    const invited = await member();
    await invite(group.slug, [invited.id]);
    expect(await invitationsOf(invited)).toHaveLength(1);
    const sent = await call('GET', `/groups/${group.slug}/invites/sent?page=1&per=10`, inviter.cookie);
    const [entry] = sent.json().entries as Array<{ id: string }>;
    const revoked = await call('POST', '/batch_invites/revoke', inviter.cookie, { invite_ids: [entry?.id] });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(await invitationsOf(invited)).toEqual([]);
  });
});
