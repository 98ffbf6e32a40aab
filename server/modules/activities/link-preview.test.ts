import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity } from '../../../contract/activities.js';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import { addGroupMembership, createGroup, createMember } from '../../test/factories.js';
import { firstLink } from './link-preview.js';
import { requester } from './testing.js';

/** Link previews of posts through the crawler; a local site stands in for the web. */
let site: http.Server;
let base: string;
const hits = new Map<string, number>();
let t: TestApp;
let r: ReturnType<typeof requester>;
type Member = { id: string; cookie: string };
let author: Member;
let reader: Member;
let outsider: Member;

const page = (title: string) =>
  `<html><head><title>${title}</title><meta property="og:description" content="About ${title}">` +
  `<meta property="og:image" content="/${title}.png"></head><body></body></html>`;

beforeAll(async () => {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#36c' } })
    .png()
    .toBuffer();
  site = http.createServer((request, response) => {
    hits.set(request.url ?? '', (hits.get(request.url ?? '') ?? 0) + 1);
    if (request.url?.endsWith('.png'))
      return response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    const name = (request.url ?? '/').slice(1);
    if (!/^[a-z]+$/.test(name)) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page(name));
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  t = await createTestApp({
    configOverrides: { crawler: { allowedHosts: ['127.0.0.1'], timeoutMs: 1_000, maxBytes: 65_536 } },
  });
  r = requester(t);
  const member = async (): Promise<Member> => {
    const record = await createMember(t.database.db);
    return { id: record.id, cookie: await signIn(t.app, record.email) };
  };
  [author, reader, outsider] = [await member(), await member(), await member()];
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => site?.close(resolve));
});

const postLinking = async (path: string, slug = 'all') =>
  activity.parse(
    await r.ok('POST', `/api/v1/activitystreams/${slug}/activities`, author.cookie, {
      html_content: `<p>Read <a href="${base}/${path}">this</a> and https://example.invalid/later</p>`,
    }),
  );
const read = async (id: string, cookie = reader.cookie) =>
  activity.parse(await r.ok('GET', `/api/v1/activities/${id}`, cookie));

describe('link previews', () => {
  it('takes the first link of the text, as the crawler stores it', () => {
    expect(firstLink('<p><a href="https://a.example/x?y=1&amp;z=2#top">a</a> https://b.example</p>')).toBe(
      'https://a.example/x?y=1&z=2',
    );
    expect(firstLink('<p>see https://b.example/page.</p>')).toBe('https://b.example/page.');
    expect(firstLink('<p><a href="mailto:someone@example.com">mail</a></p>')).toBeNull();
    expect(firstLink('<p>no link here</p>')).toBeNull();
  });

  it('fills the preview after the commit from the crawl queued with the post', async () => {
    const created = await postLinking('roadmap');
    expect(created.link_preview).toBeNull();
    await t.ctx.jobs.drain();
    const preview = (await read(created.id)).link_preview;
    expect(preview).toEqual({
      url: `${base}/roadmap`,
      title: 'roadmap',
      description: 'About roadmap',
      // The og:image is served from our origin, never loaded from the other site by readers.
      image_url: expect.stringMatching(/^\/api\/v1\/crawls\/[0-9a-f]{24}\/image$/),
      site: '127.0.0.1',
    });
    const image = await t.app.inject({
      method: 'GET',
      url: preview?.image_url ?? '',
      headers: authHeaders(reader.cookie),
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('reuses a recent crawl of the same link at once, without fetching the page again', async () => {
    await postLinking('handbook');
    await t.ctx.jobs.drain();
    const second = await postLinking('handbook');
    expect(second.link_preview?.title).toBe('handbook');
    await t.ctx.jobs.drain();
    expect(hits.get('/handbook')).toBe(1);
  });

  it('lets only the author remove the preview, which stays removed', async () => {
    const created = await postLinking('canteen');
    await t.ctx.jobs.drain();
    const remove = (cookie: string) =>
      r.send('DELETE', `/api/v1/activities/${created.id}/link_preview`, cookie);
    expect((await remove(reader.cookie)).status).toBe(403);
    expect((await read(created.id)).link_preview).not.toBeNull();
    expect((await remove(author.cookie)).status).toBe(204);
    expect((await read(created.id)).link_preview).toBeNull();
    // Another post of the same link fills its own preview, never the removed one.
    await postLinking('canteen');
    await t.ctx.jobs.drain();
    expect((await read(created.id)).link_preview).toBeNull();
    // An edit that keeps the link keeps it removed; a new link gets a new preview.
    const edit = (html: string) =>
      r.ok('PUT', `/api/v1/activities/${created.id}`, author.cookie, { html_content: html });
    await edit(`<p>Read <a href="${base}/canteen">it</a> again</p>`);
    expect((await read(created.id)).link_preview).toBeNull();
    await edit(`<p>Now <a href="${base}/menu">the menu</a></p>`);
    await t.ctx.jobs.drain();
    expect((await read(created.id)).link_preview?.title).toBe('menu');
  });

  it('answers 404 to whoever may not see the post', async () => {
    const group = await createGroup(t.database.db, { access: 'hidden' });
    await addGroupMembership(t.database.db, group.id, author.id);
    const created = await postLinking('secret', group.slug);
    expect(
      (await r.send('DELETE', `/api/v1/activities/${created.id}/link_preview`, outsider.cookie)).status,
    ).toBe(404);
    expect(
      (await r.send('DELETE', '/api/v1/activities/0123456789abcdef01234567/link_preview', author.cookie))
        .status,
    ).toBe(404);
  });
});
