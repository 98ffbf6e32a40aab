import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app as appSchema } from '../../../contract/apps.js';
import type { ItemLayouts } from '../../../contract/item-layouts.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createApp, createGroup, createItems } from '../../test/factories.js';
import { signedInMember } from '../appointments/testing.js';
import { propertySets } from '../property-sets/tables.js';
import { appItems, apps } from './tables.js';

type Client = Awaited<ReturnType<typeof signedInMember>>;

let t: TestApp;
let admin: Client;
let alex: Client;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInMember(t, { isNetworkAdmin: true });
  alex = await signedInMember(t);
});
afterAll(() => t.close());

const custom: ItemLayouts = {
  show: {
    type: 'custom',
    tabs: [
      {
        name: 'Overview',
        layout: 'a-bc',
        columns: {
          a: [{ name: 'title', show_label: false }],
          b: [{ name: 'stage', show_label: true }],
          c: [{ name: 'assignees', show_label: true }],
        },
      },
      { name: 'Details', layout: 'a', columns: { a: [{ name: 'notes', show_label: true }] } },
    ],
  },
  edit: { type: 'inherit', tabs: [] },
};

describe('item layouts', () => {
  it('are auto until an administrator saves one; the item page and form read them from the app', async () => {
    const created = await createApp(t.ctx.db, admin.member.id);
    const fresh = appSchema.parse((await alex.get(`/api/v1/apps/${created.id}`)).json());
    expect(fresh.item_layouts).toEqual({
      show: { type: 'auto', tabs: [] },
      edit: { type: 'auto', tabs: [] },
    });
    const saved = await admin.put(`/api/v1/apps/${created.id}`, { item_layouts: custom });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(appSchema.parse(saved.json()).item_layouts).toEqual(custom);
    expect(appSchema.parse((await alex.get(`/api/v1/apps/${created.id}`)).json()).item_layouts).toEqual(
      custom,
    );
    // Members do not arrange the layout.
    expect((await alex.put(`/api/v1/apps/${created.id}`, { item_layouts: custom })).statusCode).toBe(403);
  });

  it('refuse unknown properties, columns the layout lacks, empty tab names and inherit on the page (422, nothing written)', async () => {
    const created = await createApp(t.ctx.db, admin.member.id);
    const refused = await admin.put(`/api/v1/apps/${created.id}`, {
      name: 'Renamed at the same time',
      item_layouts: {
        show: {
          type: 'custom',
          tabs: [
            {
              name: ' ',
              layout: 'ab',
              columns: {
                a: [{ name: 'title' }, { name: 'nowhere' }],
                b: [{ name: 'title' }],
                d: [{ name: 'stage' }],
              },
            },
          ],
        },
        edit: { type: 'custom', tabs: [] },
      },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toEqual({
      'item_layouts.show.tabs.0.name': ['errors.apps.layout.tab_name_empty'],
      'item_layouts.show.tabs.0.columns.a.1.name': ['errors.apps.layout.unknown_property'],
      'item_layouts.show.tabs.0.columns.b.0.name': ['errors.apps.layout.duplicate_property'],
      'item_layouts.show.tabs.0.columns.d': ['errors.apps.layout.column_not_in_layout'],
      'item_layouts.edit.tabs': ['errors.apps.layout.no_tabs'],
    });
    const inherit = await admin.put(`/api/v1/apps/${created.id}`, {
      item_layouts: { show: { type: 'inherit', tabs: [] }, edit: { type: 'auto', tabs: [] } },
    });
    expect(inherit.json().error.fields).toEqual({
      'item_layouts.show.type': ['errors.apps.layout.inherit_show'],
    });
    const badShape = await admin.put(`/api/v1/apps/${created.id}`, {
      item_layouts: { show: { type: 'custom', tabs: [{ name: 'x', layout: 'abcd', columns: {} }] } },
    });
    expect(badShape.statusCode).toBe(400);
    const [row] = await t.ctx.db.select().from(apps).where(eq(apps.id, created.id));
    expect(row?.name).toBe(created.name);
    expect(row?.itemLayouts.show.type).toBe('auto');
  });
});

describe('deleting an app', () => {
  const setOf = (appId: string) => eq(propertySets.name, `app_${appId}`);

  it('removes its items and its property set in every scope', async () => {
    const group = await createGroup(t.ctx.db);
    const created = await createApp(t.ctx.db, admin.member.id, { group });
    await createItems(t.ctx.db, created, [{ authorId: alex.member.id, values: { title: 'One' } }]);
    // A copy of the set saved in the network's scope goes too.
    await t.ctx.db
      .insert(propertySets)
      .values({ scope: 'network', name: `app_${created.id}`, type: 'basic' });
    expect(await t.ctx.db.select().from(propertySets).where(setOf(created.id))).toHaveLength(2);
    expect((await admin.del(`/api/v1/apps/${created.id}`)).statusCode).toBe(204);
    expect(await t.ctx.db.select().from(propertySets).where(setOf(created.id))).toEqual([]);
    expect(await t.ctx.db.select().from(appItems).where(eq(appItems.appId, created.id))).toEqual([]);
    expect((await admin.get(`/api/v1/apps/${created.id}`)).statusCode).toBe(404);
  });

  it('keeps the app, its items and its set when the deletion cannot finish', async () => {
    const created = await createApp(t.ctx.db, admin.member.id);
    await createItems(t.ctx.db, created, [{ authorId: alex.member.id, values: { title: 'Kept' } }]);
    await t.ctx.db.execute(sql`
      create function refuse_app_destroy() returns trigger language plpgsql as $$
      begin
        if new.details->>'action' = 'destroy' then raise exception 'audit unavailable'; end if;
        return new;
      end $$`);
    await t.ctx.db.execute(sql`
      create trigger refuse_app_destroy before insert on audit_events
      for each row execute function refuse_app_destroy()`);
    try {
      expect((await admin.del(`/api/v1/apps/${created.id}`)).statusCode).toBe(500);
    } finally {
      await t.ctx.db.execute(sql`drop trigger refuse_app_destroy on audit_events`);
      await t.ctx.db.execute(sql`drop function refuse_app_destroy()`);
    }
    expect(await t.ctx.db.select().from(propertySets).where(setOf(created.id))).toHaveLength(1);
    expect(await t.ctx.db.select().from(appItems).where(eq(appItems.appId, created.id))).toHaveLength(1);
  });
});
