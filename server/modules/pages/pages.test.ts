import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageList, page as pageSchema } from '../../../contract/pages.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createPage } from '../../test/factories.js';
import { createdPage, editOf, member, type PageClient } from './testing.js';

let t: TestApp;
let admin: PageClient;
let internal: PageClient;
let guest: PageClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await member(t, { isNetworkAdmin: true });
  internal = await member(t);
  guest = await member(t, { isExternal: true });
});
afterAll(() => t.close());

describe('network pages', () => {
  it('are written by network administrators and read by internal members without rights', async () => {
    const created = await createdPage(admin, { title: 'Über uns / Team' });
    expect(pageSchema.parse(created)).toMatchObject({
      slug: 'ueber-uns-team',
      version: 1,
      group: null,
      url: '/pages/ueber-uns-team',
      can: { update: true, destroy: true, create_child: true },
      toc: [{ anchor: 'h-welcome', level: 2, text: 'Welcome' }],
    });
    expect(created.content).toBe('<h2 id="h-welcome">Welcome</h2><p>Read me first.</p>');
    expect(created.author.id).toBe(admin.member.id);

    const read = await internal.get(`/api/v1/pages/find?slug=ueber-uns-team`);
    expect(read.statusCode).toBe(200);
    expect(read.json().can).toEqual({ update: false, destroy: false, create_child: false });
    expect((await internal.get(`/api/v1/pages/${created.id}`)).json().title).toBe('Über uns / Team');

    expect((await internal.post('/api/v1/pages', { title: 'Mine', content: '' })).statusCode).toBe(403);
    expect((await internal.put(`/api/v1/pages/${created.id}`, editOf(created))).statusCode).toBe(403);
    expect((await internal.del(`/api/v1/pages/${created.id}`)).statusCode).toBe(403);
    // Nothing was written by the refused save.
    expect((await admin.get(`/api/v1/pages/${created.id}`)).json().version).toBe(1);
  });

  it('hide pages from guests unless they are public, in every route and list', async () => {
    const internalOnly = await createdPage(admin, { title: 'Salaries', show_in_userbar: true });
    const open = await createdPage(admin, { title: 'Guest guide', public: true, show_in_userbar: true });
    for (const url of [
      `/api/v1/pages/${internalOnly.id}`,
      `/api/v1/pages/find?slug=${internalOnly.slug}`,
      `/api/v1/pages/${internalOnly.id}/versions`,
      `/api/v1/pages/${internalOnly.id}/versions/1`,
      `/api/v1/pages/${internalOnly.id}/diff?from=1&to=1`,
    ]) {
      expect((await guest.get(url)).statusCode, url).toBe(404);
    }
    expect((await guest.get(`/api/v1/pages/${open.id}`)).statusCode).toBe(200);
    const list = pageList.parse((await guest.get('/api/v1/pages?per=100')).json());
    expect(list.entries.map((e) => e.id)).toContain(open.id);
    expect(list.entries.map((e) => e.id)).not.toContain(internalOnly.id);
    expect(list.tree.map((e) => e.id)).not.toContain(internalOnly.id);
    const bar = (await guest.get('/pages?filter=show_in_userbar')).json();
    expect(bar.entries).toEqual([{ id: open.id, title: 'Guest guide', url: open.url, icon: null }]);
    const internalBar = (await internal.get('/pages?filter=show_in_userbar')).json();
    expect(internalBar.entries.map((e: { id: string }) => e.id)).toEqual(
      expect.arrayContaining([open.id, internalOnly.id]),
    );
  });

  it('give every page a slug of its own, refuse taken, reserved and path-like slugs', async () => {
    const first = await createdPage(admin, { title: 'Travel policy' });
    const second = await createdPage(admin, { title: 'Travel policy' });
    expect([first.slug, second.slug]).toEqual(['travel-policy', 'travel-policy-2']);

    const taken = await admin.post('/api/v1/pages', { title: 'Other', slug: 'travel-policy', content: '' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().error.fields).toEqual({ slug: ['pages.errors.slug_taken'] });
    const reserved = await admin.post('/api/v1/pages', { title: 'Other', slug: 'new', content: '' });
    expect(reserved.json().error.fields).toEqual({ slug: ['pages.errors.slug_reserved'] });
    for (const slug of ['a/b', '../x', 'a.b', 'A', 'a%2Fb', 'a--b']) {
      const refused = await admin.post('/api/v1/pages', { title: 'Other', slug, content: '' });
      expect(refused.statusCode, slug).toBe(400);
      expect(refused.json().error.fields.slug).toEqual(['pages.errors.slug_invalid']);
    }
    const renamed = await admin.put(`/api/v1/pages/${second.id}`, editOf(second, { slug: 'travel-policy' }));
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().error.fields).toEqual({ slug: ['pages.errors.slug_taken'] });
    // The refused save wrote nothing: the version is still the first.
    expect((await admin.get(`/api/v1/pages/${second.id}`)).json()).toMatchObject({
      version: 1,
      slug: 'travel-policy-2',
    });
  });

  it('refuse empty titles, NUL bytes and huge content with field errors, writing nothing', async () => {
    const before = (await admin.get('/api/v1/pages?per=1')).json().total;
    const empty = await admin.post('/api/v1/pages', { title: '  ', content: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.title).toEqual(['pages.errors.title_empty']);
    const nul = await admin.post('/api/v1/pages', { title: 'Bad\u0000title', content: '' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.fields.title).toEqual(['errors.validation.nul_character']);
    const huge = await admin.post('/api/v1/pages', { title: 'Huge', content: 'x'.repeat(500_001) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.fields.content).toEqual(['pages.errors.content_too_long']);
    expect((await admin.get('/api/v1/pages?per=1')).json().total).toBe(before);
  });

  it('keep only safe markup: no scripts, handlers, styles or foreign images; headings get anchors', async () => {
    const created = await createdPage(admin, {
      title: 'Markup',
      content:
        '<h1 id="evil" onclick="x()">Intro</h1><script>alert(1)</script><p style="color:red">A <a href="javascript:alert(1)">bad</a> and <a href="https://example.org">good</a> link, <a href="/pages/markup">inside</a></p>' +
        '<img src="https://tracker.example/p.gif"><table><tbody><tr><th colspan="2">Head</th></tr><tr><td>a</td><td>b</td></tr></tbody></table><h1>Intro</h1>',
    });
    expect(created.content).toBe(
      '<h1 id="h-intro">Intro</h1><p>A <a>bad</a> and <a href="https://example.org" target="_blank" rel="noopener noreferrer nofollow">good</a> link, <a href="/pages/markup">inside</a></p>' +
        '<table><tbody><tr><th colspan="2">Head</th></tr><tr><td>a</td><td>b</td></tr></tbody></table><h1 id="h-intro-2">Intro</h1>',
    );
    expect(created.toc.map((entry: { anchor: string }) => entry.anchor)).toEqual(['h-intro', 'h-intro-2']);
  });

  it('list the table sorted by link, name, author or creation, both ways, in pages', async () => {
    const other = await member(t, { isNetworkAdmin: true, lastName: 'Aaronson' });
    await createdPage(other, { title: 'Zebra crossing', slug: 'aaa-zebra' });
    const list = async (query: string) =>
      pageList.parse((await internal.get(`/api/v1/pages?${query}`)).json()).entries.map((e) => e.title);
    const ascending = await list('sort_by=name&direction=1&per=100');
    expect(await list('sort_by=name&direction=-1&per=100')).toEqual([...ascending].reverse());
    expect(ascending.indexOf('Travel policy')).toBeLessThan(ascending.indexOf('Zebra crossing'));
    const firstTwo = pageList.parse((await internal.get('/api/v1/pages?sort_by=name&per=2')).json());
    expect(firstTwo.entries).toHaveLength(2);
    expect(firstTwo.total).toBeGreaterThan(2);
    const byLink = pageList.parse(
      (await internal.get('/api/v1/pages?sort_by=link&direction=1&per=1')).json(),
    );
    expect(byLink.entries[0]?.slug).toBe('aaa-zebra');
    const byAuthor = pageList.parse((await internal.get('/api/v1/pages?sort_by=author&per=1')).json());
    expect(byAuthor.entries[0]?.author?.id).toBe(other.member.id);
    const second = pageList.parse(
      (await internal.get('/api/v1/pages?sort_by=created_at&per=1&page=2')).json(),
    );
    const first = pageList.parse((await internal.get('/api/v1/pages?sort_by=created_at&per=2')).json());
    expect(second.entries[0]?.id).toBe(first.entries[1]?.id);
    expect((await internal.get('/api/v1/pages?sort_by=password')).statusCode).toBe(400);
    expect((await internal.get('/api/v1/pages?direction=2')).statusCode).toBe(400);
  });

  it('answer 404 for unknown pages and slugs', async () => {
    await createPage(t.ctx.db, admin.member.id, { slug: 'factory-page' });
    expect((await internal.get('/api/v1/pages/find?slug=factory-page')).statusCode).toBe(200);
    expect((await internal.get('/api/v1/pages/find?slug=nothing-here')).statusCode).toBe(404);
    expect((await internal.get('/api/v1/pages/000000000000000000000000')).statusCode).toBe(404);
    expect((await internal.get('/api/v1/pages/not-an-id')).statusCode).toBe(404);
  });
});
