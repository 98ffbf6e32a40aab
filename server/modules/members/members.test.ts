import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { me, memberDetail, memberList } from '../../../contract/members.js';
import { members } from '../../platform/identity/tables.js';
import type { NetworkSettings } from '../../platform/network/defaults.js';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import {
  addGroupMembership,
  assignRole,
  createGroup,
  createMember,
  createRole,
  setNetworkSettings,
} from '../../test/factories.js';

let t: TestApp;
let viewer: Awaited<ReturnType<typeof createMember>>;
let cookie: string;

const get = (url: string, as = cookie) => t.app.inject({ url, headers: { cookie: as } });
const names = async (url: string, as = cookie) =>
  memberList.parse((await get(url, as)).json()).entries.map((e) => e.name);

const setSettings = (changes: Partial<NetworkSettings>) => setNetworkSettings(t.ctx, changes);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  viewer = await createMember(db, { firstName: 'Vera', lastName: 'Viewer' });
  cookie = await signIn(t.app, viewer.email);
  await createMember(db, {
    firstName: 'Zoë',
    lastName: 'Zimmermann',
    profile: { position: 'Sales Manager' },
  });
  await createMember(db, { firstName: 'Anton', lastName: 'Albers', email: 'anton.albers@example.test' });
  await createMember(db, {
    firstName: 'Bea',
    lastName: 'Braun',
    profile: { position: '100% Chief', department: 'IT' },
  });
});
afterAll(async () => {
  await t?.close();
});

describe('the signed-in member', () => {
  it('GET /api/v1/me answers the member with can flags', async () => {
    const body = me.parse((await get('/api/v1/me')).json());
    expect(body).toMatchObject({ id: viewer.id, name: 'Vera Viewer', locale: 'en', is_network_admin: false });
    expect(body.can.administrate).toBe(false);
    expect(body.can.chat).toBe(true);
  });

  it('PATCH /api/v1/me changes locale and time zone, storing the canonical zone name', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: authHeaders(cookie),
      payload: { me: { locale: 'de', time_zone: 'america/new_york' } },
    });
    expect(response.statusCode).toBe(200);
    expect(me.parse(response.json())).toMatchObject({ locale: 'de', time_zone: 'America/New_York' });
  });

  it('refuses unknown time zones and locales', async () => {
    const zone = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: authHeaders(cookie),
      payload: { me: { time_zone: 'Mars/Olympus_Mons' } },
    });
    expect(zone.statusCode).toBe(422);
    expect(zone.json().error.fields['me.time_zone']).toBeDefined();
    const locale = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: authHeaders(cookie),
      payload: { me: { locale: 'xx' } },
    });
    expect(locale.statusCode).toBe(400);
  });
});

describe('GET /members', () => {
  it('lists members sorted by last name with paging', async () => {
    const body = memberList.parse((await get('/members?per=2&page=1')).json());
    expect(body.total).toBe(4);
    expect(body.entries.map((e) => e.name)).toEqual(['Anton Albers', 'Bea Braun']);
    expect(await names('/members?per=2&page=2')).toEqual(['Vera Viewer', 'Zoë Zimmermann']);
  });

  it('searches name, e-mail and profile, with the trailing * of the browser', async () => {
    expect(await names('/members?q=zim*')).toEqual(['Zoë Zimmermann']);
    expect(await names('/members?q=anton.albers*')).toEqual(['Anton Albers']);
    expect(await names('/members?q=sales%20man*')).toEqual(['Zoë Zimmermann']);
    expect(await names('/members?q=ZOË')).toEqual(['Zoë Zimmermann']);
    expect(await names('/members?q=nobody*')).toEqual([]);
  });

  it('treats % and _ as text, not as wildcards', async () => {
    expect(await names('/members?q=100%25*')).toEqual(['Bea Braun']);
    expect(await names('/members?q=_')).toEqual([]);
  });

  it('keeps search_text current when a member changes', async () => {
    const [anton] = await t.database.db.select().from(members).where(eq(members.lastName, 'Albers'));
    if (!anton) throw new Error('no Anton');
    await t.database.db
      .update(members)
      .set({ profile: { position: 'Lighthouse keeper' } })
      .where(eq(members.id, anton.id));
    expect(await names('/members?q=lighthouse*')).toEqual(['Anton Albers']);
  });

  it('shows network roles as badges with # colours and the detection profile field', async () => {
    const role = await createRole(t.database.db, {
      name: 'First aider',
      color: 'c0392b',
      textColor: 'ffffff',
    });
    const hidden = await createRole(t.database.db, { name: 'Secret', displayType: 'hidden' });
    const zoe = (await t.database.db.select().from(members).where(eq(members.lastName, 'Zimmermann')))[0];
    if (!zoe) throw new Error('no Zoë');
    await assignRole(t.database.db, zoe.id, role.id);
    await assignRole(t.database.db, zoe.id, hidden.id);
    const [entry] = memberList.parse((await get('/members?q=zim')).json()).entries;
    expect(entry?.roles).toEqual([
      { id: role.id, name: 'First aider', color: '#c0392b', text_color: '#ffffff' },
    ]);
    expect(entry?.detection_profile_field).toBe('Sales Manager');
    expect(entry?.path).toBe(`/members/${zoe.id}`);
  });

  it('rejects bad paging with 400', async () => {
    expect((await get('/members?page=0')).statusCode).toBe(400);
    expect((await get('/members?per=1000')).statusCode).toBe(400);
  });
});

describe('locked, deleted and anonymised members', () => {
  let locked: Awaited<ReturnType<typeof createMember>>;
  let deleted: Awaited<ReturnType<typeof createMember>>;
  beforeAll(async () => {
    locked = await createMember(t.database.db, {
      firstName: 'Lou',
      lastName: 'Locked',
      lockedAt: new Date(),
    });
    deleted = await createMember(t.database.db, {
      firstName: 'Dee',
      lastName: 'Deleted',
      deletedAt: new Date(),
    });
  });

  it('hides locked members unless the network shows them, and never shows deleted ones', async () => {
    expect(await names('/members?q=locked')).toEqual([]);
    expect((await get(`/members/${locked.id}`)).statusCode).toBe(404);
    expect((await get(`/members/${deleted.id}`)).statusCode).toBe(404);
    await setSettings({ show_locked_memberships: true });
    expect(await names('/members?q=locked')).toEqual(['Lou Locked']);
    const detail = memberDetail.parse((await get(`/members/${locked.id}`)).json());
    expect(detail.locked).toBe(true);
    expect(detail.can.chat).toBe(false);
    expect((await get(`/members/${deleted.id}`)).statusCode).toBe(404);
  });

  it('shows locked members under the anonymised name when the network anonymises', async () => {
    await setSettings({
      show_locked_memberships: true,
      anonymize_memberships_config: 'enabled',
      anonymize_memberships_name: 'Former colleague',
    });
    const detail = memberDetail.parse((await get(`/members/${locked.id}`)).json());
    expect(detail).toMatchObject({ name: 'Former colleague', email: null, profile_fields: [], roles: [] });
    expect(detail.images).toEqual({ small: null, medium: null });
    // Their real name finds nobody, and the list shows only the anonymised name.
    expect(await names('/members?q=lou')).toEqual([]);
    expect(await names('/members?per=100')).toContain('Former colleague');
    expect(await names('/members?per=100')).not.toContain('Lou Locked');
  });

  it('anonymises after the given days only once they have passed', async () => {
    await setSettings({ anonymize_memberships_config: 'after_days', anonymize_memberships_after_days: 30 });
    expect(memberDetail.parse((await get(`/members/${locked.id}`)).json()).name).toBe('Lou Locked');
    await t.database.db
      .update(members)
      .set({ lockedAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) })
      .where(eq(members.id, locked.id));
    expect(memberDetail.parse((await get(`/members/${locked.id}`)).json()).name).toBe('Former colleague');
    await setSettings({ anonymize_memberships_config: 'disabled', show_locked_memberships: false });
  });
});

describe('GET /members/{id} and /api/v1/profiles/{id}', () => {
  it('shows the member page with profile fields, groups and can flags', async () => {
    const db = t.database.db;
    const other = await createMember(db, {
      firstName: 'Olga',
      lastName: 'Other',
      birthday: '1990-02-14',
      profile: { position: 'Designer', phone: '+49 30 1234' },
    });
    const open = await createGroup(db, { name: 'Open Group' });
    const hidden = await createGroup(db, { name: 'Hidden Group', access: 'hidden' });
    await addGroupMembership(db, open.id, other.id);
    await addGroupMembership(db, hidden.id, other.id);
    for (const url of [`/members/${other.id}`, `/api/v1/profiles/${other.id}`]) {
      const detail = memberDetail.parse((await get(url)).json());
      expect(detail).toMatchObject({
        first_name: 'Olga',
        last_name: 'Other',
        birthday: '1990-02-14',
        locked: false,
      });
      expect(detail.age).toBeGreaterThanOrEqual(35);
      expect(detail.profile_fields).toEqual([
        { key: 'position', label: 'Position', value: 'Designer' },
        { key: 'phone', label: 'Phone', value: '+49 30 1234' },
      ]);
      expect(detail.groups.map((g) => g.name)).toEqual(['Open Group']);
      expect(detail.can).toEqual({
        update_profile: false,
        update_registration: false,
        chat: true,
        send_direct_messages: true,
        report: false,
      });
    }
    const own = memberDetail.parse((await get(`/members/${viewer.id}`)).json());
    expect(own.can).toMatchObject({ update_profile: true, chat: false });
  });

  it('answers 404 for unknown and malformed ids', async () => {
    expect((await get('/members/0123456789abcdef01234567')).statusCode).toBe(404);
    expect((await get('/members/not-an-id')).statusCode).toBe(404);
    expect((await get("/api/v1/profiles/1'%20or%201=1")).statusCode).toBe(404);
  });
});

describe('external members', () => {
  it('see only members of their groups, administrators and themselves', async () => {
    const db = t.database.db;
    const guest = await createMember(db, { firstName: 'Gus', lastName: 'Guest', isExternal: true });
    const colleague = await createMember(db, { firstName: 'Cora', lastName: 'Colleague' });
    const admin = await createMember(db, { firstName: 'Ada', lastName: 'Admin', isNetworkAdmin: true });
    const stranger = await createMember(db, { firstName: 'Stan', lastName: 'Stranger' });
    const group = await createGroup(db, { externallyVisible: true });
    await addGroupMembership(db, group.id, guest.id);
    await addGroupMembership(db, group.id, colleague.id);
    const guestCookie = await signIn(t.app, guest.email);
    expect((await names('/members?per=100', guestCookie)).sort()).toEqual([
      'Ada Admin',
      'Cora Colleague',
      'Gus Guest',
    ]);
    expect((await get(`/members/${colleague.id}`, guestCookie)).statusCode).toBe(200);
    expect((await get(`/members/${admin.id}`, guestCookie)).statusCode).toBe(200);
    expect((await get(`/members/${stranger.id}`, guestCookie)).statusCode).toBe(404);
    expect((await get(`/api/v1/members/${stranger.id}/avatar.svg`, guestCookie)).statusCode).toBe(404);
  });
});

describe('GET /api/v1/members/{id}/avatar.svg', () => {
  it('serves escaped initials as SVG with a strict policy and cache headers', async () => {
    const odd = await createMember(t.database.db, { firstName: '<script>', lastName: '&amp' });
    const response = await get(`/api/v1/members/${odd.id}/avatar.svg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(response.headers['cache-control']).toContain('max-age');
    expect(response.body).toContain('&lt;&amp;</text>');
    expect(response.body).not.toContain('<script');
    const again = await t.app.inject({
      url: `/api/v1/members/${odd.id}/avatar.svg`,
      headers: { cookie, 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('needs a session and a visible member', async () => {
    expect((await t.app.inject({ url: `/api/v1/members/${viewer.id}/avatar.svg` })).statusCode).toBe(401);
    expect((await get('/api/v1/members/nope/avatar.svg')).statusCode).toBe(404);
  });
});
