import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appList,
  app as appSchema,
  card,
  itemList,
  item as itemSchema,
  wall,
} from '../../../contract/apps.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  addGroupMembership,
  createApp,
  createGroup,
  createItems,
  STAGE_PROPERTIES,
} from '../../test/factories.js';
import { activities } from '../activities/tables.js';
import { signedInMember } from '../appointments/testing.js';
import { appItems } from './tables.js';

type Client = Awaited<ReturnType<typeof signedInMember>>;

let t: TestApp;
let admin: Client;
let alex: Client;
let bea: Client;
let outsider: Client;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInMember(t, { isNetworkAdmin: true });
  alex = await signedInMember(t);
  bea = await signedInMember(t);
  outsider = await signedInMember(t);
});
afterAll(() => t.close());

const propertySet = (appId: string, group?: string) =>
  `/api/v1/property_sets/app_${appId}?context_type=${group ? 'group' : 'network'}${group ? `&context_id=${group}` : ''}`;

describe('apps', () => {
  it('are defined by administrators: name, properties through the property set, the column property', async () => {
    expect((await alex.post('/api/v1/apps', { name: 'Mine' })).statusCode).toBe(403);
    expect((await admin.post('/api/v1/apps', { name: '  ' })).json().error.fields).toEqual({
      name: ['errors.apps.name_empty'],
    });
    const created = await admin.post('/api/v1/apps', { name: 'IT Requests', description: 'Help desk' });
    expect(created.statusCode, created.body).toBe(201);
    const body = appSchema.parse(created.json());
    expect(body).toMatchObject({
      slug: 'it-requests',
      group: null,
      properties: [],
      has_wall: false,
      url: '/apps/it-requests',
      can: { update: true, destroy: true, create_item: true },
    });

    const saved = await admin.put(propertySet(body.id), {
      property_set: {
        type: 'basic',
        properties: [
          { name: 'title', type: 'text', label: 'Title', required: true },
          {
            name: 'stage',
            type: 'selection',
            label: 'Stage',
            options: [{ label: 'New' }, { label: 'Done' }],
          },
          { name: 'due', type: 'date', label: 'Due' },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      (await admin.put(`/api/v1/apps/${body.id}`, { column_property: 'due' })).json().error.fields,
    ).toEqual({
      column_property: ['errors.apps.column_not_selection'],
    });
    const updated = appSchema.parse(
      (await admin.put(`/api/v1/apps/${body.id}`, { column_property: 'stage' })).json(),
    );
    expect(updated.has_wall).toBe(true);

    const seen = appSchema.parse((await alex.get('/api/v1/apps/it-requests')).json());
    expect(seen.can).toEqual({ update: false, destroy: false, create_item: true });
    expect(seen.properties.map((p) => p.name)).toEqual(['title', 'stage', 'due']);
    expect((await alex.put(`/api/v1/apps/${body.id}`, { name: 'Taken over' })).statusCode).toBe(403);
    const list = appList.parse((await alex.get('/api/v1/apps')).json());
    expect(list.can.create).toBe(false);
    expect(list.apps.map((a) => a.slug)).toContain('it-requests');
  });
});

describe('items', () => {
  it('are created with checked values (422 per field, nothing written), listed, sorted, filtered and archived', async () => {
    const app = await createApp(t.ctx.db, admin.member.id);
    const refused = await alex.post(`/api/v1/apps/${app.id}/items`, {
      values: { title: '', stage: 'nowhere', assignees: ['000000000000000000000000'] },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toEqual({
      'values.title': ['js.required'],
      'values.stage': ['errors.properties.unknown_option'],
    });
    expect(await t.ctx.db.select().from(appItems).where(eq(appItems.appId, app.id))).toEqual([]);

    const first = await alex.post(`/api/v1/apps/${app.id}/items`, {
      values: { title: 'Broken laptop', stage: 'new', assignees: [bea.member.id] },
    });
    expect(first.statusCode, first.body).toBe(201);
    const made = itemSchema.parse(first.json());
    expect(made).toMatchObject({
      name: 'Broken laptop',
      column: 'new',
      values: { assignees: [{ id: bea.member.id }] },
      can: { update: true, archive: true, move: true },
    });
    await alex.post(`/api/v1/apps/${app.id}/items`, { values: { title: 'Access card' } });
    await bea.post(`/api/v1/apps/${app.id}/items`, { values: { title: 'VPN setup', stage: 'doing' } });

    const byName = itemList.parse(
      (await alex.get(`/api/v1/apps/${app.id}/items?sort=name&direction=1`)).json(),
    );
    expect(byName.items.map((i) => i.name)).toEqual(['Access card', 'Broken laptop', 'VPN setup']);
    expect(byName.total).toBe(3);
    const paged = itemList.parse(
      (await alex.get(`/api/v1/apps/${app.id}/items?sort=name&direction=-1&per=2&page=2`)).json(),
    );
    expect(paged.items.map((i) => i.name)).toEqual(['Access card']);
    const assigned = itemList.parse(
      (await alex.get(`/api/v1/apps/${app.id}/items?assignee_id=${bea.member.id}`)).json(),
    );
    expect(assigned.items.map((i) => i.name)).toEqual(['Broken laptop']);

    expect((await bea.post(`/api/v1/items/${made.id}/archive`)).statusCode).toBe(200);
    const archived = itemList.parse((await alex.get(`/api/v1/apps/${app.id}/items?archived=true`)).json());
    expect(archived.items.map((i) => i.name)).toEqual(['Broken laptop']);
    expect(archived.items[0]?.archived_by?.id).toBe(bea.member.id);
    expect(itemList.parse((await alex.get(`/api/v1/apps/${app.id}/items`)).json()).total).toBe(2);
    const restored = await alex.del(`/api/v1/items/${made.id}/archive`);
    expect(restored.json().archived_at).toBeNull();
  });

  it('are found by words of their name (the relation chooser), % and _ taken literally', async () => {
    const app = await createApp(t.ctx.db, admin.member.id);
    await createItems(t.ctx.db, app, [
      { authorId: alex.member.id, values: { title: 'Printer on floor 2' } },
      { authorId: alex.member.id, values: { title: 'Floor lamp' } },
      { authorId: alex.member.id, values: { title: '100% done_now' } },
    ]);
    const names = async (q: string) => {
      const response = await alex.get(
        `/api/v1/apps/${app.id}/items?sort=name&direction=1&q=${encodeURIComponent(q)}`,
      );
      expect(response.statusCode, `${q}: ${response.body}`).toBe(200);
      return itemList.parse(response.json()).items.map((i) => i.name);
    };
    expect(await names('floor')).toEqual(['Floor lamp', 'Printer on floor 2']);
    expect(await names('floor print')).toEqual(['Printer on floor 2']);
    expect(await names('%')).toEqual(['100% done_now']);
    expect(await names('e_n')).toEqual(['100% done_now']);
    // NUL never reaches the database: the platform answers 400 for it.
    expect((await alex.get(`/api/v1/apps/${app.id}/items?q=a%00b`)).statusCode).toBe(400);
  });

  it('filter by tag', async () => {
    const properties = [
      ...STAGE_PROPERTIES,
      { name: 'tags', type: 'tag' as const, label: 'Tags', hint: '', required: false, multiple: true },
    ];
    const app = await createApp(t.ctx.db, admin.member.id, { properties });
    const tagged = await alex.post(`/api/v1/apps/${app.id}/items`, {
      values: { title: 'Printer', tags: ['new_hardware'] },
    });
    expect(tagged.statusCode, tagged.body).toBe(201);
    const tag = tagged.json().values.tags[0];
    expect(tag.name).toBe('hardware');
    await alex.post(`/api/v1/apps/${app.id}/items`, { values: { title: 'Other' } });
    const list = itemList.parse((await alex.get(`/api/v1/apps/${app.id}/items?tag=${tag.id}`)).json());
    expect(list.items.map((i) => i.name)).toEqual(['Printer']);
  });

  it('keep fields the viewer may not change: only editors change the stage', async () => {
    const app = await createApp(t.ctx.db, admin.member.id, {
      editors: [{ type: 'member', id: bea.member.id }],
    });
    const created = itemSchema.parse(
      (await alex.post(`/api/v1/apps/${app.id}/items`, { values: { title: 'Mine', stage: 'done' } })).json(),
    );
    // The author is no editor: the stage was not theirs to set.
    expect(created.column).toBeNull();
    expect(created.can).toMatchObject({ update: true, move: false, fields: { stage: false } });
    const edited = await alex.put(`/api/v1/items/${created.id}`, {
      values: { title: 'Renamed', stage: 'done' },
    });
    expect(edited.json()).toMatchObject({ name: 'Renamed', column: null });
    expect(
      (await alex.post(`/api/v1/items/${created.id}/move`, { column: 'done', insert_after: null }))
        .statusCode,
    ).toBe(403);
    // Someone who is neither author nor editor changes nothing.
    expect((await outsider.put(`/api/v1/items/${created.id}`, { values: { title: 'X' } })).statusCode).toBe(
      403,
    );
    const asEditor = itemSchema.parse((await bea.get(`/api/v1/items/${created.id}`)).json());
    expect(asEditor.can).toMatchObject({ update: true, move: true, fields: { stage: true } });
    const moved = await bea.post(`/api/v1/items/${created.id}/move`, { column: 'done', insert_after: null });
    expect(card.parse(moved.json()).column).toBe('done');
    expect((await alex.get(`/api/v1/items/${created.id}`)).json().values.stage).toBe('done');
  });

  it('refuse a relation to an item the viewer may not see', async () => {
    const hidden = await createGroup(t.ctx.db, { access: 'closed' });
    await addGroupMembership(t.ctx.db, hidden.id, bea.member.id);
    const secret = await createApp(t.ctx.db, admin.member.id, { group: hidden });
    const [secretItem] = await createItems(t.ctx.db, secret, [
      { authorId: bea.member.id, values: { title: 'Secret' } },
    ]);
    const open = await createApp(t.ctx.db, admin.member.id);
    const [openItem] = await createItems(t.ctx.db, open, [
      { authorId: admin.member.id, values: { title: 'Open' } },
    ]);
    const relating = await createApp(t.ctx.db, admin.member.id, {
      properties: [
        ...STAGE_PROPERTIES,
        {
          name: 'related',
          type: 'relation',
          label: 'Related',
          hint: '',
          required: false,
          multiple: false,
          related_app_id: null,
        },
      ],
    });
    const refused = await alex.post(`/api/v1/apps/${relating.id}/items`, {
      values: { title: 'Link', related: secretItem?.id },
    });
    expect(refused.json().error.fields).toEqual({ 'values.related': ['errors.properties.not_found'] });
    const accepted = await alex.post(`/api/v1/apps/${relating.id}/items`, {
      values: { title: 'Link', related: openItem?.id },
    });
    expect(accepted.json().values.related).toEqual({
      id: openItem?.id,
      displayValue: 'Open',
      app_id: open.id,
    });
    // A member of the group relates to it.
    expect(
      (
        await bea.post(`/api/v1/apps/${relating.id}/items`, {
          values: { title: 'Link', related: secretItem?.id },
        })
      ).statusCode,
    ).toBe(201);
  });
});

describe('group apps', () => {
  it('answer 404 to whoever does not see the group content, in every route, list and search', async () => {
    const group = await createGroup(t.ctx.db, { access: 'closed', slug: 'it-team', name: 'IT team' });
    await addGroupMembership(t.ctx.db, group.id, alex.member.id);
    await addGroupMembership(t.ctx.db, group.id, bea.member.id, { isAdmin: true });
    const created = await bea.post('/api/v1/apps', { name: 'Team board', group: 'it-team' });
    expect(created.statusCode, created.body).toBe(201);
    expect((await alex.post('/api/v1/apps', { name: 'Mine', group: 'it-team' })).statusCode).toBe(403);
    const app = appSchema.parse(created.json());
    expect(app.group?.slug).toBe('it-team');
    await bea.put(propertySet(app.id, group.id), {
      property_set: { type: 'basic', properties: [{ name: 'title', type: 'text', label: 'Title' }] },
    });
    const item = itemSchema.parse(
      (await alex.post(`/api/v1/apps/${app.id}/items`, { values: { title: 'Zebrafish server' } })).json(),
    );
    await t.ctx.jobs.drain();
    const hits = await alex.get('/search.json?module=items&q=Zebrafish');
    expect(hits.json().items_query.hits).toEqual([
      expect.objectContaining({ item_id: item.id, app_id: app.id, frontend_app_url: item.url }),
    ]);

    for (const url of [
      `/api/v1/apps/${app.id}`,
      `/api/v1/apps/${app.slug}`,
      `/api/v1/apps/${app.id}/items`,
      `/api/v1/apps/${app.id}/wall`,
      `/api/v1/items/${item.id}`,
      '/api/v1/apps?group=it-team',
    ]) {
      expect((await outsider.get(url)).statusCode, url).toBe(404);
    }
    expect((await outsider.put(`/api/v1/items/${item.id}`, { values: {} })).statusCode).toBe(404);
    expect(
      (await outsider.post(`/api/v1/items/${item.id}/move`, { column: null, insert_after: null })).statusCode,
    ).toBe(404);
    expect((await outsider.post(`/api/v1/items/${item.id}/archive`)).statusCode).toBe(404);
    expect((await outsider.get('/search.json?module=items&q=Zebrafish')).json().items_query.hits).toEqual([]);
  });
});

describe('the card wall', () => {
  it('has a column per option and the unassigned box, and moves cards after insert_after', async () => {
    const app = await createApp(t.ctx.db, admin.member.id);
    const [a, b, c] = await createItems(t.ctx.db, app, [
      { authorId: alex.member.id, values: { title: 'A', stage: 'new' } },
      { authorId: alex.member.id, values: { title: 'B', stage: 'new' } },
      { authorId: alex.member.id, values: { title: 'C' } },
    ]);
    const before = wall.parse((await alex.get(`/api/v1/apps/${app.id}/wall`)).json());
    expect(before.columns.map((column) => [column.value, column.cards.map((x) => x.name)])).toEqual([
      ['new', ['A', 'B']],
      ['doing', []],
      ['done', []],
    ]);
    expect(before.unassigned.cards.map((x) => x.name)).toEqual(['C']);

    expect(
      (await alex.post(`/api/v1/items/${c?.id}/move`, { column: 'new', insert_after: a?.id })).statusCode,
    ).toBe(200);
    expect(
      (await alex.post(`/api/v1/items/${a?.id}/move`, { column: 'doing', insert_after: null })).statusCode,
    ).toBe(200);
    const refused = await alex.post(`/api/v1/items/${b?.id}/move`, { column: 'nowhere', insert_after: null });
    expect(refused.json().error.fields).toEqual({ column: ['errors.apps.unknown_column'] });
    const wrongNeighbour = await alex.post(`/api/v1/items/${b?.id}/move`, {
      column: 'done',
      insert_after: c?.id,
    });
    expect(wrongNeighbour.json().error.fields).toEqual({ insert_after: ['errors.apps.unknown_card'] });

    const after = wall.parse((await alex.get(`/api/v1/apps/${app.id}/wall`)).json());
    expect(after.columns.map((column) => column.cards.map((x) => x.name))).toEqual([['C', 'B'], ['A'], []]);
    expect(after.revision).toBe(before.revision + 2);
    expect((await alex.get(`/api/v1/items/${a?.id}`)).json().values.stage).toBe('doing');
  });

  it('keeps every move of two concurrent writers, each card in one place', async () => {
    const app = await createApp(t.ctx.db, admin.member.id);
    const cards = await createItems(
      t.ctx.db,
      app,
      Array.from({ length: 6 }, (_, i) => ({
        authorId: alex.member.id,
        values: { title: `Card ${i}`, stage: 'new' },
      })),
    );
    const [head, ...rest] = cards;
    // Both writers put cards right after the same card at once, repeatedly.
    const moves = rest.map((one, index) =>
      (index % 2 === 0 ? alex : bea).post(`/api/v1/items/${one.id}/move`, {
        column: 'doing',
        insert_after: null,
      }),
    );
    const answers = await Promise.all(moves);
    expect(answers.map((answer) => answer.statusCode)).toEqual(rest.map(() => 200));
    const concurrent = await Promise.all(
      rest.slice(0, 4).map((one, index) =>
        (index % 2 === 0 ? alex : bea).post(`/api/v1/items/${one.id}/move`, {
          column: 'new',
          insert_after: head?.id,
        }),
      ),
    );
    expect(concurrent.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await t.ctx.db.select().from(appItems).where(eq(appItems.appId, app.id));
    const newColumn = rows.filter((row) => row.column === 'new');
    expect(newColumn).toHaveLength(5);
    expect(new Set(newColumn.map((row) => row.position)).size).toBe(5);
    const board = wall.parse((await alex.get(`/api/v1/apps/${app.id}/wall`)).json());
    expect(board.columns[0]?.cards[0]?.name).toBe('Card 0');
    expect(board.columns[1]?.cards).toHaveLength(1);
    expect(board.revision).toBe(rest.length + 4);
  });

  it('tells that an app without a column property has no wall', async () => {
    const app = await createApp(t.ctx.db, admin.member.id, { columnProperty: null });
    const [one] = await createItems(t.ctx.db, app, [{ authorId: alex.member.id, values: { title: 'One' } }]);
    expect((await alex.get(`/api/v1/apps/${app.id}`)).json().has_wall).toBe(false);
    const board = wall.parse((await alex.get(`/api/v1/apps/${app.id}/wall`)).json());
    expect(board.columns).toEqual([]);
    const refused = await alex.post(`/api/v1/items/${one?.id}/move`, { column: null, insert_after: null });
    expect(refused.json().error.fields).toEqual({ column: ['errors.apps.no_wall'] });
  });
});

describe('integrations', () => {
  it('announce new items with the teaser and mail assigned and unassigned members', async () => {
    const app = await createApp(t.ctx.db, admin.member.id, {
      teaserTemplate: 'New request: {{title}}',
      integrations: [
        {
          uuid: 'assign-mail',
          type: 'email_notification',
          trigger: 'assign',
          assignee_property_id: 'assignees',
          email_subject_template: 'You take care of {{title}}',
          email_text_template: 'Please look at {{item}} in {{app}}.',
        },
        {
          uuid: 'unassign-mail',
          type: 'email_notification',
          trigger: 'unassign',
          assignee_property_id: 'assignees',
          email_subject_template: 'No longer yours: {{title}}',
          email_text_template: 'Thanks.',
        },
      ],
    });
    const created = itemSchema.parse(
      (
        await alex.post(`/api/v1/apps/${app.id}/items`, {
          values: { title: 'Monitor flickers', assignees: [bea.member.id, alex.member.id] },
        })
      ).json(),
    );
    const [activity] = await t.ctx.db.select().from(activities).where(eq(activities.objectId, created.id));
    expect(activity?.objectData).toEqual({ name: 'New request: Monitor flickers', url: created.url });
    const mark = t.mails.length;
    await t.ctx.jobs.drain();
    // The author assigned themselves: only Bea is mailed.
    expect(t.mails.slice(mark).map((mail) => [mail.to, mail.subject])).toEqual([
      [bea.member.email, 'You take care of Monitor flickers'],
    ]);
    expect(t.mails.at(-1)?.text).toContain(`Please look at Monitor flickers in ${app.name}.`);

    await alex.put(`/api/v1/items/${created.id}`, {
      values: { title: 'Monitor flickers', assignees: [alex.member.id] },
    });
    const mark2 = t.mails.length;
    await t.ctx.jobs.drain();
    expect(t.mails.slice(mark2).map((mail) => [mail.to, mail.subject])).toEqual([
      [bea.member.email, 'No longer yours: Monitor flickers'],
    ]);
  });

  it('refuse an assignee property that is not a membership property', async () => {
    const app = await createApp(t.ctx.db, admin.member.id);
    const refused = await admin.put(`/api/v1/apps/${app.id}`, {
      integrations: [
        {
          uuid: 'x',
          type: 'email_notification',
          trigger: 'assign',
          assignee_property_id: 'title',
          email_subject_template: 'S',
          email_text_template: 'T',
        },
      ],
    });
    expect(refused.json().error.fields).toEqual({
      'integrations.0.assignee_property_id': ['errors.apps.assignee_not_membership'],
    });
  });
});
