import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpcomingActivities } from '../../../contract/newsletter.js';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import { createMember } from '../../test/factories.js';

let t: TestApp;
let adminCookie: string;
let memberCookie: string;
const LIST = '/administration/newsletter/settings/upcoming_activities';
const UPDATE = '/administration/newsletter/settings/update_upcoming_activities';

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createMember(t.database.db, { isNetworkAdmin: true });
  const member = await createMember(t.database.db);
  adminCookie = await signIn(t.app, admin.email);
  memberCookie = await signIn(t.app, member.email);
});
afterAll(() => t?.close());

const list = async (cookie = adminCookie) =>
  t.app.inject({ method: 'GET', url: LIST, headers: { ...authHeaders(cookie), accept: 'application/json' } });
const order = async () => ((await list()).json() as UpcomingActivities).entries.map((entry) => entry.id);
const update = (body: object, cookie = adminCookie) =>
  t.app.inject({ method: 'POST', url: UPDATE, headers: authHeaders(cookie), payload: body });

describe('the order of the newsletter content sections', () => {
  it('answers 404 to members who are not network administrators', async () => {
    expect((await list(memberCookie)).statusCode).toBe(404);
    expect(
      (await update({ order: ['members', 'articles', 'activities', 'appointments'] }, memberCookie))
        .statusCode,
    ).toBe(404);
    expect(await order()).toEqual(['articles', 'activities', 'appointments', 'members']);
  });

  it('stores a new order of every section', async () => {
    const response = await update({ order: ['members', 'appointments', 'articles', 'activities'] });
    expect(response.statusCode).toBe(204);
    expect(await order()).toEqual(['members', 'appointments', 'articles', 'activities']);
  });

  it('refuses an order that leaves out, repeats or invents a section, and keeps the stored one', async () => {
    for (const bad of [
      ['members', 'appointments', 'articles'],
      ['members', 'members', 'articles', 'activities'],
      ['members', 'appointments', 'articles', 'activities', 'chat'],
      ['members', 'appointments', 'articles', 'chat'],
      [],
    ]) {
      const response = await update({ order: bad });
      expect(response.statusCode, bad.join()).toBe(422);
      expect(response.json().error.fields).toEqual({ order: ['errors.newsletter.order_invalid'] });
    }
    expect((await update({ order: 'members' })).statusCode).toBe(400);
    expect(await order()).toEqual(['members', 'appointments', 'articles', 'activities']);
  });
});
