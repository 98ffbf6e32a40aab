import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageConflict, pageDiff, pageList, pageVersionList } from '../../../contract/pages.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createdPage, editOf, member, type PageClient } from './testing.js';

let t: TestApp;
let admin: PageClient;
let second: PageClient;
let reader: PageClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await member(t, { isNetworkAdmin: true });
  second = await member(t, { isNetworkAdmin: true });
  reader = await member(t);
});
afterAll(() => t.close());

describe('versions', () => {
  it('keep every save with its author, refuse a stale save with the current page, diff and restore', async () => {
    const created = await createdPage(admin, {
      title: 'Expenses',
      content: '<p>Receipts within a week.</p>',
    });
    const firstSave = await admin.put(
      `/api/v1/pages/${created.id}`,
      editOf(created, { content: '<p>Receipts within two weeks.</p>' }),
    );
    expect(firstSave.statusCode).toBe(200);
    expect(firstSave.json()).toMatchObject({ version: 2, updated_by: { id: admin.member.id } });

    // A second editor who opened version 1 saves: nothing is written, the current page comes back.
    const stale = await second.put(
      `/api/v1/pages/${created.id}`,
      editOf(created, { content: '<p>Receipts whenever.</p>' }),
    );
    expect(stale.statusCode).toBe(409);
    const conflict = pageConflict.parse(stale.json());
    expect(conflict.error).toMatchObject({
      code: 'stale_version',
      fields: { base_version: ['pages.errors.stale_version'] },
    });
    expect(conflict.current).toMatchObject({ version: 2, content: '<p>Receipts within two weeks.</p>' });

    // Overwriting deliberately: the editor saves again on the version the conflict answered.
    const overwrite = await second.put(
      `/api/v1/pages/${created.id}`,
      editOf(conflict.current, { content: '<p>Receipts whenever.</p>' }),
    );
    expect(overwrite.json()).toMatchObject({ version: 3, updated_by: { id: second.member.id } });

    const versions = pageVersionList.parse((await reader.get(`/api/v1/pages/${created.id}/versions`)).json());
    expect(versions.current).toBe(3);
    expect(versions.can.restore).toBe(false);
    expect(versions.versions.map((v) => [v.number, v.author?.id])).toEqual([
      [3, second.member.id],
      [2, admin.member.id],
      [1, admin.member.id],
    ]);
    const one = (await reader.get(`/api/v1/pages/${created.id}/versions/1`)).json();
    expect(one.content).toBe('<p>Receipts within a week.</p>');

    const diff = pageDiff.parse((await reader.get(`/api/v1/pages/${created.id}/diff?from=1&to=2`)).json());
    const side = (skip: string) =>
      diff.content
        .filter((part) => part.kind !== skip)
        .map((part) => part.text)
        .join('');
    expect(side('removed')).toBe('Receipts within two weeks.');
    expect(side('added')).toBe('Receipts within a week.');
    expect(diff.content[0]).toEqual({ kind: 'unchanged', text: 'Receipts within ' });
    expect(diff.title).toEqual([{ kind: 'unchanged', text: 'Expenses' }]);
    expect((await reader.get(`/api/v1/pages/${created.id}/diff?from=1&to=9`)).statusCode).toBe(404);

    expect(
      (await reader.post(`/api/v1/pages/${created.id}/versions/1/restore`, { base_version: 3 })).statusCode,
    ).toBe(403);
    const staleRestore = await admin.post(`/api/v1/pages/${created.id}/versions/1/restore`, {
      base_version: 2,
    });
    expect(staleRestore.statusCode).toBe(409);
    const restored = await admin.post(`/api/v1/pages/${created.id}/versions/1/restore`, { base_version: 3 });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ version: 4, content: '<p>Receipts within a week.</p>' });
    const after = pageVersionList.parse((await admin.get(`/api/v1/pages/${created.id}/versions`)).json());
    expect(after.versions[0]).toMatchObject({ number: 4, restored_from: 1 });
    expect(after.versions).toHaveLength(4);
  });

  it('let only one of two simultaneous saves on the same version through', async () => {
    const created = await createdPage(admin, { title: 'Race' });
    const [a, b] = await Promise.all([
      admin.put(`/api/v1/pages/${created.id}`, editOf(created, { content: '<p>A</p>' })),
      second.put(`/api/v1/pages/${created.id}`, editOf(created, { content: '<p>B</p>' })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const versions = pageVersionList.parse((await admin.get(`/api/v1/pages/${created.id}/versions`)).json());
    expect(versions.versions).toHaveLength(2);
  });
});

describe('the page tree', () => {
  it('nests pages with breadcrumbs and children, refuses cycles and foreign parents', async () => {
    const root = await createdPage(admin, { title: 'Handbook root' });
    const child = await createdPage(admin, { title: 'Onboarding', parent_id: root.id });
    const grandchild = await createdPage(admin, { title: 'First day', parent_id: child.id });
    const seen = (await reader.get(`/api/v1/pages/${grandchild.id}`)).json();
    expect(seen.breadcrumbs.map((b: { title: string }) => b.title)).toEqual(['Handbook root', 'Onboarding']);
    expect(seen.breadcrumbs[0].url).toBe(root.url);
    expect((await reader.get(`/api/v1/pages/${root.id}`)).json().children).toEqual([
      { id: child.id, title: 'Onboarding', url: child.url },
    ]);

    for (const parent of [root.id, grandchild.id]) {
      const cycle = await admin.put(`/api/v1/pages/${root.id}`, editOf(root, { parent_id: parent }));
      expect(cycle.statusCode).toBe(422);
      expect(cycle.json().error.fields).toEqual({ parent_id: ['pages.errors.cycle'] });
      const moved = await admin.put(`/api/v1/pages/${root.id}/position`, { parent_id: parent, position: 0 });
      expect(moved.json().error.fields).toEqual({ parent_id: ['pages.errors.cycle'] });
    }
    const unknown = await admin.post('/api/v1/pages', {
      title: 'Orphan',
      content: '',
      parent_id: '000000000000000000000000',
    });
    expect(unknown.json().error.fields).toEqual({ parent_id: ['pages.errors.parent_invalid'] });
    expect((await admin.get(`/api/v1/pages/${root.id}`)).json()).toMatchObject({
      parent_id: null,
      version: 1,
    });
  });

  it('orders siblings and, when a page is deleted, moves its children up', async () => {
    const parent = await createdPage(admin, { title: 'Policies' });
    const a = await createdPage(admin, { title: 'A policy', parent_id: parent.id });
    const b = await createdPage(admin, { title: 'B policy', parent_id: parent.id });
    const c = await createdPage(admin, { title: 'C policy', parent_id: parent.id });
    const moved = await admin.put(`/api/v1/pages/${c.id}/position`, { parent_id: parent.id, position: 0 });
    expect(moved.statusCode).toBe(200);
    const children = async () =>
      (await reader.get(`/api/v1/pages/${parent.id}`)).json().children.map((x: { id: string }) => x.id);
    expect(await children()).toEqual([c.id, a.id, b.id]);
    expect(
      (await reader.put(`/api/v1/pages/${a.id}/position`, { parent_id: null, position: 0 })).statusCode,
    ).toBe(403);

    const sub = await createdPage(admin, { title: 'Sub policy', parent_id: a.id });
    expect((await admin.del(`/api/v1/pages/${a.id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/v1/pages/${a.id}`)).statusCode).toBe(404);
    expect(await children()).toEqual([c.id, b.id, sub.id]);
    const tree = pageList.parse((await reader.get('/api/v1/pages?per=100')).json()).tree;
    expect(tree.find((node) => node.id === sub.id)?.parent_id).toBe(parent.id);
  });
});
