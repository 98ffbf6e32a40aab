import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppNavigationItem,
  type AppNavigationResponse,
  DEFAULT_APP_NAVIGATION,
} from '../../../contract/app-navigation.js';
import { auditEvents } from '../../platform/audit/tables.js';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import { createGroup, createMember, createPage } from '../../test/factories.js';

let t: TestApp;
let adminCookie: string;
let memberCookie: string;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createMember(t.database.db, { isNetworkAdmin: true });
  const member = await createMember(t.database.db);
  adminId = admin.id;
  adminCookie = await signIn(t.app, admin.email);
  memberCookie = await signIn(t.app, member.email);
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'PUT', url: string, payload?: object, cookie = adminCookie) =>
  t.app.inject({ method, url, headers: { ...authHeaders(cookie), accept: 'application/json' }, payload });
const save = (items: unknown[]) => call('PUT', '/administration/app_navigation', { items });
const errorsOf = (response: { json(): unknown }) =>
  (response.json() as { error: { fields: Record<string, string[]> } }).error.fields;

const link = (url: string, openIn: 'webview' | 'browser' = 'browser'): AppNavigationItem => ({
  id: 'intranet-link',
  label: 'Intranet',
  type: 'link',
  icon: 'link',
  isDefault: false,
  isEntryPoint: false,
  options: { url, open_in: openIn },
});
/** The default bar with its fourth item replaced. */
const withFourth = (item: AppNavigationItem) =>
  DEFAULT_APP_NAVIGATION.map((entry, i) => (i === 3 ? item : entry));

describe('the app navigation', () => {
  it('answers 404 to members who are not network administrators', async () => {
    expect(
      (await call('GET', '/administration/app_navigation.json', undefined, memberCookie)).statusCode,
    ).toBe(404);
    const response = await call(
      'PUT',
      '/administration/app_navigation',
      { items: DEFAULT_APP_NAVIGATION },
      memberCookie,
    );
    expect(response.statusCode).toBe(404);
  });

  it('answers the default five items with the network host', async () => {
    const body = (await call('GET', '/administration/app_navigation.json')).json() as AppNavigationResponse;
    expect(body.customised).toBe(false);
    expect(body.items).toHaveLength(5);
    expect(body.items.at(-1)?.type).toBe('more');
    expect(body.host).toBe(new URL(t.ctx.config.publicUrl).host);
  });

  it('saves a valid bar and audits it', async () => {
    const response = await save(withFourth(link('https://example.org/news')));
    expect(response.statusCode).toBe(200);
    const body = response.json() as AppNavigationResponse;
    expect(body.customised).toBe(true);
    expect(body.items[3]?.options).toEqual({ url: 'https://example.org/news', open_in: 'browser' });
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.details}->>'subject' = 'app_navigation'`);
    expect(events).toHaveLength(1);
    expect(events[0]?.type).toBe('PolicySettingUpdate');
  });

  it('opens links on the network host in the webview, whatever was asked', async () => {
    const own = `${t.ctx.config.publicUrl}/pages/handbook`;
    const body = (await save(withFourth(link(own, 'browser')))).json() as AppNavigationResponse;
    expect(body.items[3]?.options.open_in).toBe('webview');
  });

  it('needs exactly five items', async () => {
    const four = DEFAULT_APP_NAVIGATION.filter((_, i) => i !== 2);
    expect(errorsOf(await save(four)).items).toContain('app_navigation.exactly_five');
    const six = [
      ...DEFAULT_APP_NAVIGATION.slice(0, 4),
      { ...link('https://a.example'), id: 'x' },
      DEFAULT_APP_NAVIGATION[4],
    ];
    expect(errorsOf(await save(six)).items).toContain('app_navigation.exactly_five');
  });

  it('needs the fixed more item last and nowhere else', async () => {
    const reversed = [...DEFAULT_APP_NAVIGATION].reverse();
    const response = await save(reversed);
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)['items.0.type']).toEqual(['app_navigation.more_last']);
    expect(errorsOf(response)['items.4.type']).toEqual(['app_navigation.more_last']);
  });

  it('needs exactly one entry point', async () => {
    const none = DEFAULT_APP_NAVIGATION.map((item) => ({ ...item, isEntryPoint: false }));
    expect(errorsOf(await save(none)).items).toEqual(['app_navigation.one_entry_point']);
    const two = DEFAULT_APP_NAVIGATION.map((item, i) => ({ ...item, isEntryPoint: i < 2 }));
    expect(errorsOf(await save(two)).items).toEqual(['app_navigation.one_entry_point']);
  });

  it('refuses invalid links, unknown modules, icons and types, and keeps the stored bar', async () => {
    const before = (await call('GET', '/administration/app_navigation.json')).json();
    for (const url of ['not a url', 'javascript:alert(1)', '']) {
      const response = await save(withFourth(link(url)));
      expect(response.statusCode, url).toBe(422);
      expect(errorsOf(response)['items.3.options.url']).toEqual(['app_navigation.invalid_url']);
    }
    const unknown = await save(withFourth({ ...DEFAULT_APP_NAVIGATION[3], id: 'wiki' } as AppNavigationItem));
    expect(errorsOf(unknown)['items.3.id']).toEqual(['app_navigation.unknown_module']);
    expect(
      (await save(withFourth({ ...link('https://a.example'), icon: 'rocket' } as never))).statusCode,
    ).toBe(400);
    expect(
      (await save(withFourth({ ...link('https://a.example'), type: 'widget' } as never))).statusCode,
    ).toBe(400);
    expect((await save(withFourth({ ...link('https://a.example'), label: 'a\u0000' }))).statusCode).toBe(400);
    expect((await call('GET', '/administration/app_navigation.json')).json()).toEqual(before);
    const [row] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.type, 'PolicySettingUpdate'));
    expect(row).toBeDefined();
  });

  it('saves a page item only for an existing network page, and refuses group pages', async () => {
    const handbook = await createPage(t.database.db, adminId, { slug: 'app-handbook' });
    const group = await createGroup(t.database.db);
    const groupPage = await createPage(t.database.db, adminId, { groupId: group.id, slug: 'team-only' });
    const pageItem = (page: string): AppNavigationItem => ({
      id: 'handbook',
      label: 'Handbook',
      type: 'page',
      icon: 'book-open',
      isDefault: false,
      isEntryPoint: false,
      options: { page },
    });
    const before = (await call('GET', '/administration/app_navigation.json')).json();
    for (const slug of ['no-such-page', groupPage.slug, ' ']) {
      const response = await save(withFourth(pageItem(slug)));
      expect(response.statusCode, slug).toBe(422);
      expect(Object.values(errorsOf(response)).flat(), slug).toEqual([
        slug.trim() ? 'app_navigation.page_missing' : 'js.required',
      ]);
    }
    expect((await call('GET', '/administration/app_navigation.json')).json()).toEqual(before);
    const saved = await save(withFourth(pageItem(` ${handbook.slug} `)));
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as AppNavigationResponse).items[3]?.options).toEqual({ page: handbook.slug });
  });
});
