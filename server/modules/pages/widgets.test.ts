import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_WIDGETS_MAX, pageWidgets } from '../../../contract/pages.js';
import type { WidgetDataOf } from '../../../contract/widgetbars.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addGroupMembership, createGroup } from '../../test/factories.js';
import { createdPage, editOf, member, type PageClient } from './testing.js';

let t: TestApp;
let admin: PageClient;
let reader: PageClient;
let other: PageClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await member(t, { isNetworkAdmin: true });
  reader = await member(t);
  other = await member(t);
});
afterAll(() => t.close());

/** A widget node as the editor writes it. */
const node = (type: string, settings: unknown) =>
  `<div data-widget-type="${type}" data-widget-settings="${JSON.stringify(settings).replace(/"/g, '&quot;')}"></div>`;
const fieldsOf = (response: { json(): unknown }) =>
  (response.json() as { error: { fields: Record<string, string[]> } }).error.fields;

describe('widgets embedded in pages', () => {
  it('keep their type and settings, normalised by the type schema; other divs are unwrapped and widget nodes emptied', async () => {
    const created = await createdPage(admin, {
      title: 'Who is new',
      content: `<p>Intro</p>${node('newest_members', { count: '3', unknown: 'x' })}<div onclick="x()">plain <b>text</b></div>${node('text', { headline: ' Note ', content: 'Hi' }).replace('></div>', '><script>alert(1)</script>inside</div>')}`,
    });
    expect(created.content).toBe(
      `<p>Intro</p><div data-widget-type="newest_members" data-widget-settings="{&quot;count&quot;:3}"></div>plain <b>text</b><div data-widget-type="text" data-widget-settings="{&quot;headline&quot;:&quot;Note&quot;,&quot;content&quot;:&quot;Hi&quot;,&quot;renderer&quot;:&quot;markdown&quot;}"></div>inside`,
    );
  });

  it('refuse unknown types, bad settings, group-only types in the network and too many widgets, writing nothing', async () => {
    const created = await createdPage(admin, { title: 'Widget rules', content: '<p>Before</p>' });
    const bad = [
      node('weather', {}),
      node('speed_dial', { count: -1 }),
      node('rss', { url: 'javascript:alert(1)' }),
      node('group_info', { content: 'x' }),
      '<div data-widget-type="text" data-widget-settings="{not json"></div>',
      `<div data-widget-type="text" data-widget-settings="${'x'.repeat(30_000)}"></div>`,
    ];
    for (const content of bad) {
      const response = await admin.put(`/api/v1/pages/${created.id}`, editOf(created, { content }));
      expect(response.statusCode, content.slice(0, 80)).toBe(422);
      expect(fieldsOf(response)).toEqual({ content: ['pages.errors.widget_invalid'] });
    }
    const many = node('speed_dial', {}).repeat(PAGE_WIDGETS_MAX + 1);
    const tooMany = await admin.put(`/api/v1/pages/${created.id}`, editOf(created, { content: many }));
    expect(fieldsOf(tooMany)).toEqual({ content: ['pages.errors.too_many_widgets'] });
    const refusedNew = await admin.post('/api/v1/pages', { title: 'Refused', content: bad[0] });
    expect(refusedNew.statusCode).toBe(422);

    const after = (await admin.get(`/api/v1/pages/${created.id}`)).json();
    expect(after).toMatchObject({ version: 1, content: '<p>Before</p>' });
    expect(
      (await admin.get('/api/v1/pages?per=100')).json().entries.map((e: { title: string }) => e.title),
    ).not.toContain('Refused');
  });

  it("load each widget's data for the viewer, show a failing one as failed, and answer 404 to non-readers", async () => {
    const db = t.database.db;
    const team = await createGroup(db, { access: 'closed', name: 'Widget team' });
    await addGroupMembership(db, team.id, reader.member.id);
    const created = await createdPage(admin, {
      title: 'Dashboard',
      content: `${node('speed_dial', { count: 5 })}<p>Between</p>${node('rss', { url: 'http://127.0.0.1:9/feed.xml' })}${node('text', { content: '**bold**' })}`,
    });
    const asReader = pageWidgets.parse((await reader.get(`/api/v1/pages/${created.id}/widgets`)).json());
    expect(asReader.widgets.map((widget) => [widget.id, widget.type, widget.status])).toEqual([
      ['w0', 'speed_dial', 'ok'],
      ['w1', 'rss', 'error'],
      ['w2', 'text', 'ok'],
    ]);
    const groupsOf = (data: unknown) => (data as WidgetDataOf<'speed_dial'>).groups.map((group) => group.id);
    expect(groupsOf(asReader.widgets[0]?.data)).toContain(team.id);
    expect(JSON.stringify(asReader.widgets[2]?.data)).toContain('<strong>bold</strong>');

    // Another member reads the same page but never sees the closed group they are not in.
    const asOther = pageWidgets.parse((await other.get(`/api/v1/pages/${created.id}/widgets`)).json());
    expect(groupsOf(asOther.widgets[0]?.data)).not.toContain(team.id);

    const groupPage = await createdPage(admin, {
      group: team.id,
      title: 'Team board',
      content: node('speed_dial', {}),
    });
    expect((await reader.get(`/api/v1/pages/${groupPage.id}/widgets`)).statusCode).toBe(200);
    expect((await other.get(`/api/v1/pages/${groupPage.id}/widgets`)).statusCode).toBe(404);
    expect((await other.get('/api/v1/pages/000000000000000000000000/widgets')).statusCode).toBe(404);
  });
});
