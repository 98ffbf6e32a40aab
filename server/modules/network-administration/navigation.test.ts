import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NavigationEntry, NavigationResponse } from '../../../contract/navigation.js';
import type { Network } from '../../../contract/network.js';
import { auditEvents } from '../../platform/audit/tables.js';
import { createMemoryBus } from '../../platform/bus/memory-bus.js';
import { createLogger } from '../../platform/logger.js';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import { addGroupMembership, createGroup, createMember } from '../../test/factories.js';

let t: TestApp;
let adminCookie: string;
let memberCookie: string;
let groupAdminCookie: string;
let guestCookie: string;
let group: { id: string; slug: string };
let otherGroup: { id: string; slug: string };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const admin = await createMember(db, { isNetworkAdmin: true });
  const member = await createMember(db);
  const groupAdmin = await createMember(db);
  const guest = await createMember(db, { isExternal: true });
  group = await createGroup(db);
  otherGroup = await createGroup(db);
  await addGroupMembership(db, group.id, groupAdmin.id, { isAdmin: true });
  await addGroupMembership(db, otherGroup.id, groupAdmin.id);
  await addGroupMembership(db, group.id, member.id);
  await addGroupMembership(db, group.id, guest.id);
  adminCookie = await signIn(t.app, admin.email);
  memberCookie = await signIn(t.app, member.email);
  groupAdminCookie = await signIn(t.app, groupAdmin.email);
  guestCookie = await signIn(t.app, guest.email);
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'PUT', url: string, payload?: object, cookie = adminCookie, app = t.app) =>
  app.inject({ method, url, headers: { ...authHeaders(cookie), accept: 'application/json' }, payload });

const item = (text: string, link: string, children: Partial<NavigationEntry>[] = []): NavigationEntry => ({
  type: 'link',
  key: null,
  text,
  link,
  public: true,
  new_window: false,
  navigation_items: children.map((child) => ({
    type: 'link',
    key: null,
    text: '',
    link: '',
    public: true,
    new_window: false,
    navigation_items: [],
    ...child,
  })),
});

const errorsOf = (response: { json(): unknown }) =>
  (response.json() as { error: { fields: Record<string, string[]> } }).error.fields;

describe('who may edit which navigation', () => {
  it('answers 404 to members, and to group administrators outside their own group', async () => {
    const routes = (prefix: string) => [
      ['GET', `${prefix}/navigation.json`],
      ['GET', `${prefix}/pages.json`],
      ['GET', `${prefix}/apps.json`],
      ['PUT', `${prefix}/navigation`],
    ];
    const body = { navigation_items: [item('Home', '/start')] };
    const refusals: [string, string, string][] = [
      ...routes('/administration').map(([m, u]) => [m, u, memberCookie] as [string, string, string]),
      ...routes('/administration').map(([m, u]) => [m, u, groupAdminCookie] as [string, string, string]),
      ...routes(`/groups/${group.slug}/administration`).map(
        ([m, u]) => [m, u, memberCookie] as [string, string, string],
      ),
      ...routes(`/groups/${otherGroup.slug}/administration`).map(
        ([m, u]) => [m, u, groupAdminCookie] as [string, string, string],
      ),
      ...routes('/groups/no-such-group/administration').map(
        ([m, u]) => [m, u, adminCookie] as [string, string, string],
      ),
    ];
    for (const [method, url, cookie] of refusals) {
      const response = await call(method as 'GET' | 'PUT', url, method === 'PUT' ? body : undefined, cookie);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('lets a group administrator edit their own group, and network administrators every group', async () => {
    for (const cookie of [groupAdminCookie, adminCookie]) {
      const response = await call(
        'GET',
        `/groups/${group.slug}/administration/navigation.json`,
        undefined,
        cookie,
      );
      expect(response.statusCode).toBe(200);
    }
  });

  it('answers empty page and app lists while no module offers any', async () => {
    for (const url of ['/administration/pages.json', `/groups/${group.slug}/administration/apps.json`]) {
      const response = await call('GET', url);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ entries: [] });
    }
  });
});

describe('the network navigation', () => {
  it('offers the standard modules until something is saved, and the header shows nothing extra', async () => {
    const body = (await call('GET', '/administration/navigation.json')).json() as NavigationResponse;
    expect(body.customised).toBe(false);
    expect(body.navigation_items.map((entry) => entry.key)).toEqual(body.standard.map((entry) => entry.key));
    expect(body.standard.map((entry) => entry.link)).toContain('/messages');
    expect(((await call('GET', '/api/v1/network')).json() as Network).navigation).toEqual([]);
  });

  it('saves two levels, audits the change and shows the order in the header', async () => {
    const items = [
      item('Messages', '/messages'),
      item('Handbook', '', [{ text: 'Wiki', link: 'https://wiki.example.org/', new_window: true }]),
      { ...item('Staff only', '/files'), public: false },
    ];
    const saved = await call('PUT', '/administration/navigation', { navigation_items: items });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as NavigationResponse).customised).toBe(true);
    const header = ((await call('GET', '/api/v1/network', undefined, memberCookie)).json() as Network)
      .navigation;
    expect(header.map((entry) => entry.text)).toEqual(['Messages', 'Handbook', 'Staff only']);
    expect(header[1]?.children).toEqual([
      { text: 'Wiki', url: 'https://wiki.example.org/', new_window: true },
    ]);
    // Guests do not get the items that are not public.
    const forGuest = ((await call('GET', '/api/v1/network', undefined, guestCookie)).json() as Network)
      .navigation;
    expect(forGuest.map((entry) => entry.text)).toEqual(['Messages', 'Handbook']);
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.type, 'PolicySettingUpdate'),
          sql`${auditEvents.details}->>'subject' = 'navigation'`,
        ),
      );
    expect(events).toHaveLength(1);
  });

  it('refuses items without text, or without link and children, with message_empty_fields', async () => {
    const before = (await call('GET', '/administration/navigation.json')).json() as NavigationResponse;
    const response = await call('PUT', '/administration/navigation', {
      navigation_items: [item('', '/start'), item('No link', ''), item('Parent', '', [{ text: 'Child' }])],
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({
      'navigation_items.0': ['navigation.message_empty_fields'],
      'navigation_items.1': ['navigation.message_empty_fields'],
      'navigation_items.2.navigation_items.0': ['navigation.message_empty_fields'],
    });
    const after = (await call('GET', '/administration/navigation.json')).json() as NavigationResponse;
    expect(after.navigation_items).toEqual(before.navigation_items);
  });

  it('refuses a third level: a nested item cannot have children', async () => {
    const nested = item('Parent', '', [{ text: 'Child', link: '/files' }]);
    const child = nested.navigation_items[0] as unknown as Record<string, unknown>;
    child.navigation_items = [item('Grandchild', '/messages')];
    const response = await call('PUT', '/administration/navigation', { navigation_items: [nested] });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)['navigation_items.0.navigation_items.0.navigation_items']).toEqual([
      'navigation.too_deep',
    ]);
  });

  it('refuses links that are neither site paths nor http(s) URLs', async () => {
    for (const link of ['javascript:alert(1)', '//evil.example', 'ftp://files.example', 'not a url']) {
      const response = await call('PUT', '/administration/navigation', {
        navigation_items: [item('X', link)],
      });
      expect(response.statusCode, link).toBe(422);
      expect(errorsOf(response)['navigation_items.0.link']).toEqual(['navigation.invalid_url']);
    }
  });

  it('refuses long texts, too many items and NUL bytes without a 5xx', async () => {
    const cases = [
      { navigation_items: [item('x'.repeat(201), '/start')] },
      { navigation_items: Array.from({ length: 51 }, () => item('x', '/start')) },
      { navigation_items: [item('a\u0000b', '/start')] },
      { navigation_items: 'nope' },
    ];
    for (const payload of cases) {
      const response = await call('PUT', '/administration/navigation', payload);
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('an empty network navigation', () => {
  it('brings back the standard header and the standard items in the editor', async () => {
    const saved = await call('PUT', '/administration/navigation', { navigation_items: [] });
    expect(saved.statusCode).toBe(200);
    const body = saved.json() as NavigationResponse;
    expect(body.customised).toBe(false);
    expect(body.navigation_items.length).toBeGreaterThan(0);
    expect(((await call('GET', '/api/v1/network')).json() as Network).navigation).toEqual([]);
  });
});

describe('a group navigation', () => {
  it('starts with the standard tabs and saves what the group administrator arranged', async () => {
    const prefix = `/groups/${group.slug}/administration`;
    const initial = (await call('GET', `${prefix}/navigation.json`, undefined, groupAdminCookie)).json();
    expect((initial as NavigationResponse).customised).toBe(false);
    expect((initial as NavigationResponse).navigation_items.map((entry) => entry.key)).toEqual([
      'activities',
      'members',
      'calendar',
      'tasks',
      'files',
      'profile',
    ]);
    const items: NavigationEntry[] = [
      { ...item('Files', `/groups/${group.slug}/files`), type: 'standard', key: 'files' },
      { ...item('Members only', `/groups/${group.slug}/members`), public: false },
      item('More', '', [{ text: 'Intranet', link: 'https://example.org/' }]),
    ];
    const saved = await call('PUT', `${prefix}/navigation`, { navigation_items: items }, groupAdminCookie);
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as NavigationResponse).navigation_items).toEqual(items);
    const tabs = (await call('GET', `/groups/${group.slug}/navigation`, undefined, memberCookie)).json() as {
      items: { label: string; url: string; children: { label: string }[] }[];
    };
    expect(tabs.items.map((tab) => tab.label)).toEqual(['Files', 'Members only', 'More']);
    expect(tabs.items[2]?.children.map((tab) => tab.label)).toEqual(['Intranet']);
    const forGuest = (
      await call('GET', `/groups/${group.slug}/navigation`, undefined, guestCookie)
    ).json() as {
      items: { label: string }[];
    };
    expect(forGuest.items.map((tab) => tab.label)).toEqual(['Files', 'More']);
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.details}->>'subject' = 'group_navigation'`);
    expect(event?.details).toMatchObject({ group_id: group.id });
    // The other group keeps its standard tabs.
    const other = (await call('GET', `/groups/${otherGroup.slug}/navigation`)).json() as { items: unknown[] };
    expect(other.items).toHaveLength(6);
  });

  it('checks the same rules as the network navigation', async () => {
    const response = await call(
      'PUT',
      `/groups/${group.slug}/administration/navigation`,
      { navigation_items: [item('Tab', '')] },
      groupAdminCookie,
    );
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ 'navigation_items.0': ['navigation.message_empty_fields'] });
  });
});

describe('a navigation change on one instance', () => {
  it('reaches the header served by a second instance through the bus', async () => {
    const bus = createMemoryBus(createLogger('silent'));
    const url = process.env.TEST_REDIS_URL;
    const a = await createTestApp({ ...(url ? { configOverrides: { redisUrl: url } } : { bus }) });
    const b = await createTestApp({
      sharedDatabase: a.database,
      ...(url ? { configOverrides: { redisUrl: url } } : { bus }),
    });
    try {
      const admin = await createMember(a.database.db, { isNetworkAdmin: true });
      const onA = await signIn(a.app, admin.email);
      const onB = await signIn(b.app, admin.email);
      const headerOnB = async () =>
        ((await call('GET', '/api/v1/network', undefined, onB, b.app)).json() as Network).navigation;
      expect(await headerOnB()).toEqual([]);
      const saved = await call(
        'PUT',
        '/administration/navigation',
        { navigation_items: [item('Shared', '/files')] },
        onA,
        a.app,
      );
      expect(saved.statusCode).toBe(200);
      await expect
        .poll(async () => (await headerOnB()).map((entry) => entry.text), { timeout: 2_000 })
        .toEqual(['Shared']);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
