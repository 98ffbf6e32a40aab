import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamPage } from '../../../contract/activities.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addGroupMembership, createGroup, indexForSearch } from '../../test/factories.js';
import { pngBytes, upload } from '../files/testing.js';
import { createdPage, editOf, member, type PageClient } from './testing.js';

let t: TestApp;
let admin: PageClient;
let groupAdmin: PageClient;
let groupMember: PageClient;
let outsider: PageClient;
let closed: Awaited<ReturnType<typeof createGroup>>;
let open: Awaited<ReturnType<typeof createGroup>>;
let archived: Awaited<ReturnType<typeof createGroup>>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  admin = await member(t, { isNetworkAdmin: true });
  groupAdmin = await member(t);
  groupMember = await member(t);
  outsider = await member(t);
  closed = await createGroup(db, { access: 'closed', slug: 'board', name: 'Board' });
  open = await createGroup(db, { access: 'open', slug: 'garden', name: 'Garden' });
  archived = await createGroup(db, { access: 'open', slug: 'old-times', name: 'Old times', archived: true });
  for (const group of [closed, open, archived]) {
    await addGroupMembership(db, group.id, groupAdmin.member.id, { isAdmin: true });
    await addGroupMembership(db, group.id, groupMember.member.id);
  }
});
afterAll(() => t.close());

const json = { accept: 'application/json' };

const searchHits = async (client: PageClient, q: string) => {
  const response = await client.get(`/search.json?module=pages&q=${encodeURIComponent(q)}`);
  expect(response.statusCode).toBe(200);
  return response.json().pages_query.hits as { id: string; url: string; slug: string; group_slug: string }[];
};

describe('group pages', () => {
  it('are written by members, arranged by administrators and hidden in every route of a closed group', async () => {
    const created = await createdPage(groupMember, { group: 'board', title: 'Board minutes' });
    expect(created).toMatchObject({
      url: '/groups/board/pages/board-minutes',
      group: { slug: 'board', name: 'Board' },
      can: { update: true, destroy: false, create_child: true },
    });
    const edited = await groupMember.put(
      `/api/v1/pages/${created.id}`,
      editOf(created, { title: 'Minutes' }),
    );
    expect(edited.statusCode).toBe(200);
    expect((await groupMember.del(`/api/v1/pages/${created.id}`)).statusCode).toBe(403);
    expect((await groupAdmin.get(`/api/v1/pages/${created.id}`)).json().can.destroy).toBe(true);

    for (const url of [
      `/api/v1/pages/${created.id}`,
      `/api/v1/pages/find?group=board&slug=board-minutes`,
      `/api/v1/pages?group=board`,
      `/api/v1/pages/${created.id}/versions`,
      `/api/v1/pages/${created.id}/versions/1`,
      `/api/v1/pages/${created.id}/diff?from=1&to=2`,
    ]) {
      expect((await outsider.get(url)).statusCode, url).toBe(404);
    }
    expect((await outsider.put(`/api/v1/pages/${created.id}`, editOf(edited.json()))).statusCode).toBe(404);
    expect((await outsider.del(`/api/v1/pages/${created.id}`)).statusCode).toBe(404);
    expect(
      (await outsider.post('/api/v1/pages', { group: 'board', title: 'X', content: '' })).statusCode,
    ).toBe(404);
    // Slugs are per scope: the network may have a page of the same slug.
    expect((await createdPage(admin, { title: 'Board minutes' })).slug).toBe('board-minutes');
    expect((await createdPage(groupMember, { group: 'garden', title: 'Board minutes' })).slug).toBe(
      'board-minutes',
    );
  });

  it('of an open group are read by everyone, edited by members only; archived groups are read-only', async () => {
    const created = await createdPage(groupMember, { group: open.id, title: 'Watering plan' });
    const seen = await outsider.get(`/api/v1/pages/find?group=garden&slug=watering-plan`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().can).toEqual({ update: false, destroy: false, create_child: false });
    expect((await outsider.put(`/api/v1/pages/${created.id}`, editOf(created))).statusCode).toBe(403);
    expect(
      (await outsider.post('/api/v1/pages', { group: 'garden', title: 'X', content: '' })).statusCode,
    ).toBe(403);
    const list = (await outsider.get('/api/v1/pages?group=garden')).json();
    expect(list.can).toEqual({ create: false, arrange: false });
    expect(list.entries.map((e: { id: string }) => e.id)).toContain(created.id);

    const refused = await groupAdmin.post('/api/v1/pages', {
      group: 'old-times',
      title: 'Late',
      content: '',
    });
    expect(refused.statusCode).toBe(403);
    expect((await groupMember.get(`/api/v1/pages?group=${archived.slug}`)).json().can).toEqual({
      create: false,
      arrange: false,
    });
    // A member writes the group's pages; arranging the tree is its administrators'.
    expect((await groupMember.get('/api/v1/pages?group=garden')).json().can).toEqual({
      create: true,
      arrange: false,
    });
    expect((await groupAdmin.get('/api/v1/pages?group=garden')).json().can.arrange).toBe(true);
  });

  it('show uploaded images to their readers only and refuse files that are not the writer’s uploads', async () => {
    const uploaded = await upload(
      t,
      groupMember.headers,
      { filename: 'chart.png', content: await pngBytes(20, 20) },
      {
        kind: 'images',
      },
    );
    expect(uploaded.statusCode).toBe(200);
    const imageId = uploaded.json().id as string;
    const src = `/api/storage/files/${imageId}/get/chart.png`;
    const created = await createdPage(groupMember, {
      group: 'board',
      title: 'Charts',
      content: `<h2>Figures</h2><p><img src="${src}" alt="Chart"></p>`,
    });
    expect(created.content).toContain(`<img src="${src}" alt="Chart" />`);
    expect((await groupAdmin.get(src)).statusCode).toBe(200);
    expect((await outsider.get(src)).statusCode).toBe(404);

    // Another member's upload cannot be put on a page: readers could not open it otherwise.
    const foreign = await upload(
      t,
      outsider.headers,
      { filename: 'x.png', content: await pngBytes(10, 10) },
      {
        kind: 'images',
      },
    );
    const foreignSrc = `/api/storage/files/${foreign.json().id}/get/x.png`;
    const refused = await groupMember.put(
      `/api/v1/pages/${created.id}`,
      editOf(created, { content: `<p><img src="${foreignSrc}"></p>` }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toEqual({ content: ['errors.attachments.not_own_upload'] });
    // A later version keeps showing the page's own image without attaching it again.
    const kept = await groupAdmin.put(
      `/api/v1/pages/${created.id}`,
      editOf(created, { content: `${created.content}<p>More</p>` }),
    );
    expect(kept.statusCode).toBe(200);
  });
});

describe('pages elsewhere', () => {
  it('are found in search by exactly their readers, with title, slug and group slug', async () => {
    const hidden = await createdPage(groupMember, { group: 'board', title: 'Quarterly zirconium report' });
    const network = await createdPage(admin, { title: 'Zirconium handbook' });
    await t.ctx.jobs.drain();
    const mine = await searchHits(groupMember, 'zirconium');
    expect(mine.map((hit) => hit.id).sort()).toEqual([hidden.id, network.id].sort());
    expect(mine.find((hit) => hit.id === hidden.id)).toMatchObject({
      url: '/groups/board/pages/quarterly-zirconium-report',
      slug: 'quarterly-zirconium-report',
      group_slug: 'board',
    });
    expect((await searchHits(outsider, 'zirconium')).map((hit) => hit.id)).toEqual([network.id]);

    const guest = await member(t, { isExternal: true });
    expect(await searchHits(guest, 'zirconium')).toEqual([]);
    await admin.put(`/api/v1/pages/${network.id}`, editOf(network, { public: true }));
    await t.ctx.jobs.drain();
    expect((await searchHits(guest, 'zirconium')).map((hit) => hit.id)).toEqual([network.id]);

    await groupAdmin.del(`/api/v1/pages/${hidden.id}`);
    await t.ctx.jobs.drain();
    expect((await searchHits(groupMember, 'zirconium')).map((hit) => hit.id)).toEqual([network.id]);
    // A rebuild of the module's index gives the same answer.
    await indexForSearch(t.ctx, 'pages');
    expect((await searchHits(outsider, 'zirconium')).map((hit) => hit.id)).toEqual([network.id]);
  });

  it('are announced in the stream of their scope to their readers only', async () => {
    const created = await createdPage(groupMember, { group: 'board', title: 'Board agenda' });
    const streamOf = async (client: PageClient, url: string) => {
      const response = await t.app.inject({ url, headers: { ...client.headers, ...json } });
      return response.statusCode === 200 ? streamPage.parse(response.json()).activities : [];
    };
    const seen = await streamOf(groupAdmin, '/groups/board/activities');
    expect(seen.find((a) => a.object?.id === created.id)?.object).toEqual({
      type: 'page',
      id: created.id,
      name: 'Board agenda',
      url: '/groups/board/pages/board-agenda',
    });
    expect(
      (await streamOf(outsider, '/groups/board/activities')).some((a) => a.object?.id === created.id),
    ).toBe(false);
    const networkPage = await createdPage(admin, { title: 'Canteen menu' });
    const all = await streamOf(outsider, '/activitystreams/all');
    expect(all.some((a) => a.object?.id === networkPage.id)).toBe(true);
  });

  it('are offered to the navigation editors of their scope', async () => {
    const created = await createdPage(groupMember, { group: 'garden', title: 'Tools' });
    const group = await groupAdmin.get('/groups/garden/administration/pages.json');
    expect(group.statusCode).toBe(200);
    expect(group.json().entries).toEqual(
      expect.arrayContaining([{ key: 'tools', text: 'Tools', link: '/groups/garden/pages/tools' }]),
    );
    const network = (await admin.get('/administration/pages.json')).json().entries;
    expect(network.some((option: { link: string }) => option.link === created.url)).toBe(false);
    expect(network.length).toBeGreaterThan(0);
  });
});
