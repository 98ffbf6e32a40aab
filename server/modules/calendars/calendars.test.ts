import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  addGroupMembership,
  createGroup,
  createGroupCalendar,
  createMember,
  createSharedCalendar,
  personalCalendar,
  shareCalendar,
} from '../../test/factories.js';
import { personalCalendarId, signedInMember } from '../appointments/testing.js';

describe('calendars', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives every member one personal calendar, created on demand', async () => {
    const me = await signedInMember(t);
    const first = (await me.get('/calendars')).json();
    const second = (await me.get('/calendars')).json();
    const personal = first.calendars.filter((c: { type: string }) => c.type === 'personal');
    expect(personal).toHaveLength(1);
    expect(second.calendars.filter((c: { type: string }) => c.type === 'personal')).toHaveLength(1);
    expect(personal[0].can).toEqual({
      update: true,
      destroy: false,
      create_appointments: true,
      remove_share: false,
    });
    expect(personal[0].name).toBe(`${me.member.firstName} ${me.member.lastName}`);
  });

  it('lets network administrators create network calendars, refuses members, validates name and colour', async () => {
    const admin = await signedInMember(t, { isNetworkAdmin: true });
    const member = await signedInMember(t);
    const created = await admin.post('/calendars', {
      calendar: { name: 'Company', color: '#D62728', type: 'network' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      type: 'network',
      color: 'd62728',
      can: { update: true, destroy: true },
    });
    const refused = await member.post('/calendars', { calendar: { name: 'Mine', type: 'network' } });
    expect(refused.statusCode).toBe(422);
    const empty = await admin.post('/calendars', { calendar: { name: '  ', type: 'network' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.fields.name).toEqual(['calendars.validation_errors.name_empty']);
    const badColour = await admin.post('/calendars', {
      calendar: { name: 'X', color: '123456', type: 'network' },
    });
    expect(badColour.statusCode).toBe(400);
    // Members see it, without the right to change it.
    const seen = (await member.get(`/calendars/${created.json().id}`)).json();
    expect(seen.can).toMatchObject({ update: false, destroy: false, create_appointments: false });
    expect((await member.put(`/calendars/${seen.id}`, { calendar: { name: 'Hacked' } })).statusCode).toBe(
      404,
    );
    expect((await member.del(`/calendars/${seen.id}`)).statusCode).toBe(404);
    const renamed = await admin.put(`/calendars/${seen.id}`, { calendar: { name: 'Company events' } });
    expect(renamed.json().name).toBe('Company events');
    expect((await admin.del(`/calendars/${seen.id}`)).statusCode).toBe(204);
    expect((await member.get(`/calendars/${seen.id}`)).statusCode).toBe(404);
  });

  it('gives group calendars to group administrators to manage and members to fill; outsiders get 404', async () => {
    const groupAdmin = await signedInMember(t);
    const member = await signedInMember(t);
    const outsider = await signedInMember(t);
    const group = await createGroup(t.ctx.db, { access: 'closed' });
    await addGroupMembership(t.ctx.db, group.id, groupAdmin.member.id, { isAdmin: true });
    await addGroupMembership(t.ctx.db, group.id, member.member.id);

    const list = (await member.get(`/groups/${group.slug}/calendars`)).json();
    expect(list.calendars).toHaveLength(1);
    expect(list.calendars[0]).toMatchObject({ type: 'group', parent_id: group.id, name: group.name });
    expect(list.calendars[0].can).toMatchObject({ update: false, create_appointments: true });
    expect(list.can.create_calendars).toBe(false);

    const extra = await groupAdmin.post('/calendars', {
      parent_id: group.slug,
      calendar: { name: 'Trainings', type: 'group' },
    });
    expect(extra.statusCode).toBe(201);
    expect(extra.json().can.update).toBe(true);
    expect(
      (await member.post('/calendars', { parent_id: group.id, calendar: { name: 'X', type: 'group' } }))
        .statusCode,
    ).toBe(404);

    expect((await outsider.get(`/groups/${group.slug}/calendars`)).statusCode).toBe(404);
    expect((await outsider.get(`/calendars/${extra.json().id}`)).statusCode).toBe(404);
    // The member's own list holds the group's calendars.
    const mine = (await member.get('/calendars')).json().calendars.map((c: { id: string }) => c.id);
    expect(mine).toContain(extra.json().id);
  });

  it('shares calendars with members, who may remove the share from their list', async () => {
    const owner = await signedInMember(t);
    const friend = await signedInMember(t);
    const stranger = await signedInMember(t);
    const shared = await owner.post('/calendars', {
      calendar: { name: 'Family', type: 'shared', membership_ids: [friend.member.id] },
    });
    expect(shared.statusCode).toBe(201);
    expect(shared.json().memberships).toEqual([
      { id: friend.member.id, name: `${friend.member.firstName} ${friend.member.lastName}` },
    ]);
    const id = shared.json().id;
    const seen = (await friend.get('/calendars')).json().calendars.find((c: { id: string }) => c.id === id);
    expect(seen).toMatchObject({ shared_with_me: true, category_name: 'shared', memberships: [] });
    expect(seen.can).toMatchObject({ update: false, remove_share: true });
    expect((await stranger.get(`/calendars/${id}`)).statusCode).toBe(404);
    expect((await stranger.del(`/calendars/${id}/share`)).statusCode).toBe(404);

    expect((await friend.del(`/calendars/${id}/share`)).statusCode).toBe(204);
    const after = (await friend.get('/calendars')).json().calendars.map((c: { id: string }) => c.id);
    expect(after).not.toContain(id);
    // The owner's personal calendar can be shared too; the owner cannot "remove the share" of their own.
    const personal = await personalCalendarId(owner);
    const updated = await owner.put(`/calendars/${personal}`, {
      calendar: { membership_ids: [stranger.member.id] },
    });
    expect(updated.json().memberships.map((m: { id: string }) => m.id)).toEqual([stranger.member.id]);
    expect((await owner.del(`/calendars/${personal}/share`)).statusCode).toBe(404);
    expect((await owner.del(`/calendars/${personal}`)).statusCode).toBe(422);
  });

  it('keeps a share the member removed reachable by id, and hides what one may not see everywhere', async () => {
    const owner = await createMember(t.ctx.db);
    const friend = await signedInMember(t);
    const trips = await createSharedCalendar(t.ctx.db, owner.id, [], { name: 'Trips' });
    await shareCalendar(t.ctx.db, trips.id, friend.member.id, { hidden: true });
    const closed = await createGroup(t.ctx.db, { access: 'closed' });
    const unseen = [
      (await createGroupCalendar(t.ctx.db, closed.id)).id,
      (await personalCalendar(t.ctx.db, owner.id)).id,
      (await createSharedCalendar(t.ctx.db, owner.id, [], { name: 'Private' })).id,
    ];

    const listed = (await friend.get('/calendars')).json().calendars.map((c: { id: string }) => c.id);
    for (const id of [trips.id, ...unseen]) expect(listed).not.toContain(id);
    expect((await friend.get(`/calendars/${trips.id}`)).json()).toMatchObject({
      shared_with_me: true,
      can: { update: false, destroy: false, remove_share: true },
    });
    for (const id of unseen) {
      expect((await friend.get(`/calendars/${id}`)).statusCode).toBe(404);
      expect((await friend.put(`/calendars/${id}`, { calendar: { name: 'Mine now' } })).statusCode).toBe(404);
      expect((await friend.del(`/calendars/${id}`)).statusCode).toBe(404);
      expect((await friend.del(`/calendars/${id}/share`)).statusCode).toBe(404);
    }
  });
});
