import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  type WidgetDataOf,
  type WidgetView,
  widgetbarAdmin,
  widgetbarCalendars,
  widgetbarIndex,
  widgetbarView,
} from '../../../contract/widgetbars.js';
import { auditEvents } from '../../platform/audit/tables.js';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import {
  addGroupMembership,
  createGroup,
  createMember,
  setNetworkConfig,
  setNetworkSettings,
} from '../../test/factories.js';
import { chatPresence, chatStatuses } from '../chat/tables.js';
import { dayIn } from '../members/widgets.js';

type Member = Awaited<ReturnType<typeof createMember>>;
let t: TestApp;
const cookies = new Map<string, string>();
let admin: Member;
let member: Member;
let guest: Member;
let groupAdmin: Member;

const as = async (who: Member) => {
  if (!cookies.has(who.id)) cookies.set(who.id, await signIn(t.app, who.email));
  return authHeaders(cookies.get(who.id) as string);
};
const get = async (url: string, who: Member) => t.app.inject({ url, headers: await as(who) });
const put = async (url: string, who: Member, widgets: unknown[]) =>
  t.app.inject({ method: 'PUT', url, headers: await as(who), payload: { widgetbar: { widgets } } });

/** Saves the start page's bar as the administrator and answers the bar as `who` sees it. */
async function startBar(widgets: unknown[], who: Member) {
  const saved = await put('/administration/widgetbars/start.json', admin, widgets);
  expect(saved.statusCode, saved.body).toBe(200);
  const response = await get('/widgetbars/as-start', who);
  expect(response.statusCode, response.body).toBe(200);
  return widgetbarView.parse(response.json()).widgets;
}
const dataOf = <T extends WidgetView['type']>(widget: WidgetView | undefined, _type: T) => {
  expect(widget?.status).toBe('ok');
  return widget?.data as WidgetDataOf<T>;
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = await createMember(db, { isNetworkAdmin: true, firstName: 'Ada', lastName: 'Admin' });
  member = await createMember(db);
  guest = await createMember(db, { isExternal: true });
  groupAdmin = await createMember(db);
});
afterAll(async () => {
  await t?.close();
});

describe('administration of widget bars', () => {
  it('lists the network bars to network administrators and nobody else', async () => {
    const index = await get('/administration/widgetbars.json', admin);
    expect(index.statusCode).toBe(200);
    expect(widgetbarIndex.parse(index.json()).widgetbars.map((bar) => bar.slug)).toEqual(['start']);
    for (const who of [member, guest, groupAdmin]) {
      expect((await get('/administration/widgetbars.json', who)).statusCode).toBe(404);
      expect((await get('/administration/widgetbars/start.json', who)).statusCode).toBe(404);
      expect((await put('/administration/widgetbars/start.json', who, [])).statusCode).toBe(404);
      expect((await get('/administration/widgetbars/calendars.json', who)).statusCode).toBe(404);
    }
    expect((await get('/administration/widgetbars/unknown.json', admin)).statusCode).toBe(404);
  });

  it('gives group administrators their group bars, 404 to members and to other groups', async () => {
    const group = await createGroup(t.database.db);
    const other = await createGroup(t.database.db);
    await addGroupMembership(t.database.db, group.id, groupAdmin.id, { isAdmin: true });
    await addGroupMembership(t.database.db, group.id, member.id);
    const index = await get(`/groups/${group.slug}/administration/widgetbars.json`, groupAdmin);
    expect(index.statusCode).toBe(200);
    expect(widgetbarIndex.parse(index.json())).toMatchObject({
      widgetbars: [{ slug: 'group', widgets: [] }],
      group: { id: group.id },
    });
    const edit = widgetbarAdmin.parse(
      (await get(`/groups/${group.id}/administration/widgetbars/group.json`, groupAdmin)).json(),
    );
    expect(edit.types.map((type) => type.type)).toContain('group_info');
    expect((await get(`/groups/${group.slug}/administration/widgetbars.json`, member)).statusCode).toBe(404);
    expect((await get(`/groups/${other.slug}/administration/widgetbars.json`, groupAdmin)).statusCode).toBe(
      404,
    );
    expect(
      (await get(`/groups/${group.slug}/administration/widgetbars/start.json`, groupAdmin)).statusCode,
    ).toBe(404);
  });

  it('offers the nine types with the defaults of the specification, group_info only in groups', async () => {
    const body = widgetbarAdmin.parse((await get('/administration/widgetbars/start.json', admin)).json());
    const defaults = Object.fromEntries(body.types.map((type) => [type.type, type.defaults]));
    expect(Object.keys(defaults)).toEqual([
      'admin_members',
      'appointments',
      'birthday',
      'newest_members',
      'online_members',
      'rss',
      'speed_dial',
      'text',
    ]);
    expect(defaults).toMatchObject({
      appointments: { scope: 'personal', additional_calendar_ids: [], count: 10 },
      birthday: { count: 5, show_age: false, profile_fields: [] },
      newest_members: { count: 5 },
      online_members: { count: 5 },
      rss: { url: '', count: 12 },
      speed_dial: { count: 15 },
      text: { content: '', renderer: 'markdown' },
    });
    const refused = await put('/administration/widgetbars/start.json', admin, [
      { type: 'text', properties: {} },
      { type: 'group_info', properties: {} },
    ]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toEqual({
      'widgetbar.widgets.1.type': ['errors.widgetbars.type_not_available'],
    });
  });

  it('parses counts to integers, show_age to a boolean, and scope all clears the calendars', async () => {
    const calendarId = 'a'.repeat(24);
    const saved = await put('/administration/widgetbars/start.json', admin, [
      { type: 'birthday', properties: { count: '7', show_age: 'true' } },
      { type: 'newest_members', properties: { count: 3.8 } },
      {
        type: 'appointments',
        properties: { scope: 'all', additional_calendar_ids: [calendarId], count: '0' },
      },
      {
        type: 'appointments',
        properties: { scope: 'additional_calendar_ids', additional_calendar_ids: [calendarId] },
      },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const widgets = widgetbarAdmin.parse(saved.json()).widgetbar.widgets;
    expect(widgets.map((widget) => widget.properties)).toEqual([
      { headline: '', count: 7, show_age: true, profile_fields: [] },
      { count: 3 },
      { headline: '', scope: 'all', additional_calendar_ids: [], count: 0 },
      { headline: '', scope: 'additional_calendar_ids', additional_calendar_ids: [calendarId], count: 10 },
    ]);
    expect(new Set(widgets.map((widget) => widget.id)).size).toBe(4);
    // Ids stay across saves, in the new order.
    const reordered = await put('/administration/widgetbars/start.json', admin, [widgets[1], widgets[0]]);
    expect(widgetbarAdmin.parse(reordered.json()).widgetbar.widgets.map((widget) => widget.id)).toEqual([
      widgets[1]?.id,
      widgets[0]?.id,
    ]);
    const audit = await t.database.db.select().from(auditEvents);
    expect(
      audit.filter((row) => row.type === 'PolicySettingUpdate' && row.details.subject === 'widgetbar'),
    ).not.toEqual([]);
  });

  it('refuses negative, non-numeric and oversized counts with field errors and keeps the bar', async () => {
    const before = (await get('/administration/widgetbars/start.json', admin)).json();
    for (const count of [-1, 'many', 51]) {
      const response = await put('/administration/widgetbars/start.json', admin, [
        { type: 'speed_dial', properties: { count } },
      ]);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['widgetbar.widgets.0.properties.count']);
    }
    const invalidUrl = await put('/administration/widgetbars/start.json', admin, [
      { type: 'rss', properties: { url: 'javascript:alert(1)' } },
    ]);
    expect(invalidUrl.statusCode).toBe(400);
    expect((await get('/administration/widgetbars/start.json', admin)).json()).toEqual(before);
  });

  it('lists the calendars an appointments widget may add, never personal ones', async () => {
    const response = await get('/administration/widgetbars/calendars.json', admin);
    expect(response.statusCode).toBe(200);
    const { calendars } = widgetbarCalendars.parse(response.json());
    expect(calendars.every((calendar) => calendar.name !== `${admin.firstName} ${admin.lastName}`)).toBe(
      true,
    );
  });
});

describe('GET /widgetbars/…', () => {
  it('answers 404 for unknown bars and addresses, and an empty bar before anything was saved', async () => {
    for (const url of [
      '/widgetbars/as-unknown',
      '/widgetbars/start',
      '/widgetbars/g--as-start',
      '/widgetbars/as-',
    ]) {
      expect((await get(url, member)).statusCode).toBe(404);
    }
    const group = await createGroup(t.database.db, { access: 'closed' });
    const response = await get(`/widgetbars/g-${group.id}-as-group`, admin);
    expect(widgetbarView.parse(response.json())).toEqual({ slug: 'group', widgets: [] });
    // A closed group's bar is its content: outsiders get 404, as for an unknown group.
    expect((await get(`/widgetbars/g-${group.id}-as-group`, member)).statusCode).toBe(404);
    expect((await get(`/widgetbars/g-${'f'.repeat(24)}-as-group`, member)).statusCode).toBe(404);
  });

  it("shows birthdays of today and the next days in the viewer's time zone, only of visible members", async () => {
    const db = t.database.db;
    const east = await createMember(db, { timeZone: 'Pacific/Kiritimati' });
    const west = await createMember(db, { timeZone: 'Pacific/Pago_Pago' });
    const today = dayIn('Pacific/Kiritimati', new Date());
    const inDays = (days: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const birthday = (day: string, year: number) => `${year}${day.slice(4)}`;
    onTestFinished(
      await setNetworkSettings(t.ctx, { profile_fields: [{ key: 'team', label: 'Team', type: 'text' }] }),
    );
    const celebrating = await createMember(db, {
      firstName: 'Cele',
      lastName: 'Brant',
      birthday: birthday(today, 1990),
      profile: { team: 'Sales', phone: '123' },
    });
    const soon = await createMember(db, { lastName: 'Soon', birthday: birthday(inDays(3), 2000) });
    await createMember(db, { lastName: 'Far', birthday: birthday(inDays(40), 2000) });
    await createMember(db, { lastName: 'Locked', birthday: birthday(today, 1980), lockedAt: new Date() });
    await createMember(db, { lastName: 'Gone', birthday: birthday(today, 1980), deletedAt: new Date() });

    const widgets = [{ type: 'birthday', properties: { show_age: true, profile_fields: ['team'] } }];
    const [forEast] = await startBar(widgets, east);
    const entries = dataOf(forEast, 'birthday').entries;
    expect(entries.map((entry) => entry.member.id)).toEqual([celebrating.id, soon.id]);
    expect(entries[0]).toMatchObject({ today: true, date: today, age: Number(today.slice(0, 4)) - 1990 });
    expect(entries[0]?.member.profile).toEqual({ team: 'Sales' });
    expect(entries[1]).toMatchObject({ today: false, date: inDays(3) });

    // Kiritimati's today is one or two days ahead of Pago Pago's: there it is still to come.
    const [forWest] = await startBar(widgets, west);
    const westEntry = dataOf(forWest, 'birthday').entries.find((entry) => entry.member.id === celebrating.id);
    expect(westEntry).toMatchObject({ today: false, date: today });

    // Without show_age no age; the count limits the list.
    const [limited] = await startBar([{ type: 'birthday', properties: { count: 1 } }], east);
    expect(dataOf(limited, 'birthday').entries).toEqual([expect.objectContaining({ age: null })]);

    // A guest sees only administrators and members of their groups.
    const [forGuest] = await startBar(widgets, guest);
    expect(dataOf(forGuest, 'birthday').entries).toEqual([]);
    const shared = await createGroup(db);
    await addGroupMembership(db, shared.id, guest.id);
    await addGroupMembership(db, shared.id, soon.id);
    const [guestAgain] = await startBar(widgets, guest);
    expect(dataOf(guestAgain, 'birthday').entries.map((entry) => entry.member.id)).toEqual([soon.id]);
  });

  it('shows the newest members the viewer may see, newest first, as many as the count says', async () => {
    const db = t.database.db;
    const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    const first = await createMember(db, { createdAt: later(10) });
    const second = await createMember(db, { createdAt: later(20) });
    await createMember(db, { createdAt: later(30), lockedAt: new Date() });
    const newest = await createMember(db, { createdAt: later(40) });
    const [widget] = await startBar([{ type: 'newest_members', properties: { count: 3 } }], member);
    expect(dataOf(widget, 'newest_members').members.map((row) => row.id)).toEqual([
      newest.id,
      second.id,
      first.id,
    ]);
    const [none] = await startBar([{ type: 'newest_members', properties: { count: 0 } }], member);
    expect(dataOf(none, 'newest_members').members).toEqual([]);
    const [forGuest] = await startBar([{ type: 'newest_members', properties: { count: 3 } }], guest);
    expect(dataOf(forGuest, 'newest_members').members.map((row) => row.id)).not.toContain(newest.id);
  });

  it('shows who is online from the chat presence, never invisible members, nothing when statuses are hidden', async () => {
    const db = t.database.db;
    const online = await createMember(db, { lastName: 'Aonline' });
    const invisible = await createMember(db, { lastName: 'Binvisible' });
    const stale = await createMember(db, { lastName: 'Cstale' });
    await db.delete(chatPresence);
    await db.insert(chatPresence).values([
      { instanceId: 'test', memberId: online.id, sockets: 1 },
      { instanceId: 'test', memberId: invisible.id, sockets: 1 },
      { instanceId: 'test', memberId: stale.id, sockets: 1, seenAt: new Date(Date.now() - 10 * 60_000) },
    ]);
    await db.insert(chatStatuses).values({ memberId: invisible.id, type: 'invisible', text: '' });
    onTestFinished(await setNetworkConfig(t.ctx, { show_online_status: true }));
    const [widget] = await startBar([{ type: 'online_members', properties: {} }], member);
    expect(dataOf(widget, 'online_members')).toMatchObject({ total: 1, members: [{ id: online.id }] });
    // A guest does not see a member outside their groups, nor counts them.
    const [forGuest] = await startBar([{ type: 'online_members', properties: {} }], guest);
    expect(dataOf(forGuest, 'online_members')).toEqual({ members: [], total: 0 });
    await setNetworkConfig(t.ctx, { show_online_status: false });
    const [hidden] = await startBar([{ type: 'online_members', properties: {} }], member);
    expect(dataOf(hidden, 'online_members')).toEqual({ members: [], total: 0 });
  });

  it('shows the network administrators, and a group bar its group administrators', async () => {
    const db = t.database.db;
    onTestFinished(
      await setNetworkSettings(t.ctx, { profile_fields: [{ key: 'team', label: 'Team', type: 'text' }] }),
    );
    const [network] = await startBar(
      [{ type: 'admin_members', properties: { profile_fields: ['team'] } }],
      member,
    );
    expect(dataOf(network, 'admin_members').members.map((row) => row.id)).toEqual([admin.id]);

    const group = await createGroup(db);
    const chief = await createMember(db, { profile: { team: 'Ops' } });
    await addGroupMembership(db, group.id, chief.id, { isAdmin: true });
    await addGroupMembership(db, group.id, member.id);
    const url = `/groups/${group.slug}/administration/widgetbars/group.json`;
    expect(
      (await put(url, chief, [{ type: 'admin_members', properties: { profile_fields: ['team'] } }]))
        .statusCode,
    ).toBe(200);
    const bar = widgetbarView.parse((await get(`/widgetbars/g-${group.id}-as-group`, member)).json());
    expect(dataOf(bar.widgets[0], 'admin_members').members).toEqual([
      expect.objectContaining({ id: chief.id, profile: { team: 'Ops' } }),
    ]);
  });

  it('renders markdown and sanitises html in text and group info widgets', async () => {
    const [markdown, html] = await startBar(
      [
        { type: 'text', properties: { headline: 'Welcome', content: '**Hello** <script>alert(1)</script>' } },
        {
          type: 'text',
          properties: {
            content: '<p onclick="x()">Hi <a href="javascript:x()">link</a></p>',
            renderer: 'html_sanitized',
          },
        },
      ],
      member,
    );
    expect(markdown?.headline).toBe('Welcome');
    expect(dataOf(markdown, 'text').html).toContain('<strong>Hello</strong>');
    expect(dataOf(markdown, 'text').html).not.toContain('script');
    expect(dataOf(html, 'text').html).not.toMatch(/onclick|javascript/);

    const group = await createGroup(t.database.db);
    await addGroupMembership(t.database.db, group.id, member.id);
    await put(`/groups/${group.slug}/administration/widgetbars/group.json`, admin, [
      { type: 'group_info', properties: { content: '# About us' } },
    ]);
    const bar = widgetbarView.parse((await get(`/widgetbars/g-${group.id}-as-group`, member)).json());
    expect(dataOf(bar.widgets[0], 'group_info').html).toContain('<h1>About us</h1>');
  });

  it("lists the viewer's groups in the speed dial, favourites first, as many as the count says", async () => {
    const db = t.database.db;
    const viewer = await createMember(db);
    const a = await createGroup(db, { name: 'Aaa speed' });
    const b = await createGroup(db, { name: 'Bbb speed' });
    const c = await createGroup(db, { name: 'Ccc speed' });
    await addGroupMembership(db, a.id, viewer.id);
    await addGroupMembership(db, b.id, viewer.id);
    await addGroupMembership(db, c.id, viewer.id, { favorited: true });
    const [widget] = await startBar([{ type: 'speed_dial', properties: { count: 2 } }], viewer);
    expect(dataOf(widget, 'speed_dial').groups.map((group) => group.id)).toEqual([c.id, a.id]);
  });

  it('draws a widget whose data cannot be loaded in its error state and the others as usual', async () => {
    // The crawler reaches no private address: the feed fails, the text still shows.
    const widgets = await startBar(
      [
        { type: 'rss', properties: { url: 'http://127.0.0.1:9/feed.xml' } },
        { type: 'text', properties: { content: 'still here' } },
      ],
      member,
    );
    expect(widgets.map((widget) => widget.status)).toEqual(['error', 'ok']);
    expect(widgets[0]?.data).toBeNull();
  });
});
