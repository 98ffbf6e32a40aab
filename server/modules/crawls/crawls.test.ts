import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import { createMember } from '../../test/factories.js';
import { CRAWL_IMAGE_MAX_BYTES } from './image.js';
import { loadPage, oembedUrlOf, parsePreview, previewOf } from './parse.js';
import { isForbiddenAddress, safeFetch } from './safe-fetch.js';

/** A local site with the pages the crawler meets in the wild. */
let site: http.Server;
let base: string;
let hits = 0;

const OG_PAGE = `<!doctype html><html><head>
<meta charset="utf-8"><title>Plain title</title>
<meta content="Open &amp; Graph" property="og:title">
<meta property='og:description' content='A page with &quot;tags&quot;'>
<meta property="og:image" content="/images/cover.png">
<meta name="description" content="ignored plain description">
</head><body><meta property="og:title" content="not in head"></body></html>`;

/** A page whose og:image is `image`. */
const pageWithImage = (image: string) =>
  `<html><head><title>With image</title><meta property="og:image" content="${image}"></head></html>`;
let coverPng: Buffer;

/** A page in ISO-8859-1, its charset declared by `declaration` (in the head) or by the HTTP header. */
const latin1Page = (declaration = '') =>
  Buffer.from(
    `<html><head>${declaration}<title>Gr\u00fc\u00dfe aus M\u00fcnchen</title>` +
      '<meta name="description" content="Caf&eacute; &amp; Kuchen &#8211; &#x263A;"></head></html>',
    'latin1',
  );
const LATIN1_PREVIEW = { title: 'Grüße aus München', description: 'Café & Kuchen – ☺' };

/** A page that offers an oEmbed answer with its own title and thumbnail. */
const oembedPage = (endpoint: string) =>
  `<html><head><title>Video page</title><meta name="description" content="About the video">
<link rel="alternate" type="application/json+oembed" href="${endpoint}" title="oEmbed"></head></html>`;

beforeAll(async () => {
  coverPng = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c03' } })
    .png()
    .toBuffer();
  site = http.createServer((request, response) => {
    hits += 1;
    switch (request.url) {
      case '/images/cover.png':
        response.writeHead(200, { 'content-type': 'image/png' });
        return response.end(coverPng);
      case '/fake-image':
        return response.end(pageWithImage('/images/fake.png'));
      case '/images/fake.png':
        // Claims to be an image, but is a page: only what decodes as an image is kept.
        response.writeHead(200, { 'content-type': 'image/png' });
        return response.end(OG_PAGE);
      case '/huge-image':
        return response.end(pageWithImage('/images/huge.png'));
      case '/images/huge.png':
        // A real image followed by padding beyond the cap: decodable, but too large to fetch.
        response.writeHead(200, { 'content-type': 'image/png' });
        return response.end(Buffer.concat([coverPng, Buffer.alloc(CRAWL_IMAGE_MAX_BYTES)]));
      case '/latin1-header':
        response.writeHead(200, { 'content-type': 'text/html; charset=ISO-8859-1' });
        return response.end(latin1Page());
      case '/latin1-meta':
        response.writeHead(200, { 'content-type': 'text/html' });
        return response.end(latin1Page('<meta charset="iso-8859-1">'));
      case '/latin1-http-equiv':
        response.writeHead(200, { 'content-type': 'text/html' });
        return response.end(
          latin1Page('<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">'),
        );
      case '/video':
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(oembedPage('/oembed?url=video&amp;format=json'));
      case '/oembed?url=video&format=json':
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end(
          JSON.stringify({
            version: '1.0',
            type: 'video',
            title: 'The oEmbed title',
            thumbnail_url: '/images/cover.png',
          }),
        );
      case '/video-broken-oembed':
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(oembedPage('/gone'));
      case '/video-private-oembed':
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(oembedPage('http://10.0.0.1/oembed'));
      case '/og':
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(OG_PAGE);
      case '/plain':
        response.writeHead(200, { 'content-type': 'text/html' });
        return response.end(
          '<html><head><title> Only a title </title><meta name="description" content="Meta text"></head></html>',
        );
      case '/redirect':
        response.writeHead(302, { location: '/og' });
        return response.end();
      case '/to-private':
        response.writeHead(302, { location: 'http://10.0.0.1/secret' });
        return response.end();
      case '/slow':
        setTimeout(() => response.end('<title>late</title>'), 3_000);
        return;
      case '/huge': {
        response.writeHead(200, { 'content-type': 'text/html' });
        // The title comes after the cap: the crawler must stop reading long before.
        response.write(`<html><head>${' '.repeat(200_000)}`);
        response.end('<title>beyond the cap</title></head></html>');
        return;
      }
      case '/gone':
        response.writeHead(404);
        return response.end();
      default:
        response.writeHead(500);
        return response.end();
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterAll(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

const allowLocal = { timeoutMs: 1_000, maxBytes: 64 * 1024, maxRedirects: 3, allowedHosts: ['127.0.0.1'] };

describe('parsePreview', () => {
  it('prefers Open Graph, decodes entities, resolves the image and ignores the body', () => {
    expect(parsePreview(OG_PAGE, 'https://example.com/a/b')).toEqual({
      title: 'Open & Graph',
      description: 'A page with "tags"',
      imageUrl: 'https://example.com/images/cover.png',
    });
  });

  it('falls back to <title> and the meta description and refuses non-http images', () => {
    const html =
      '<head><title>T &#x26; &#38; U</title><meta name="description" content="D"><meta property="og:image" content="javascript:alert(1)"></head>';
    expect(parsePreview(html, 'https://example.com/')).toEqual({
      title: 'T & & U',
      description: 'D',
      imageUrl: null,
    });
  });
});

describe('link preview decoding', () => {
  it('decodes a page by the charset of its HTTP header, <meta charset> or http-equiv', async () => {
    for (const path of ['/latin1-header', '/latin1-meta', '/latin1-http-equiv']) {
      const page = await safeFetch(`${base}${path}`, allowLocal);
      expect(previewOf(loadPage(page.bytes, page.contentType), page.url), path).toMatchObject(LATIN1_PREVIEW);
    }
  });

  it('lets the HTTP header win over the page and reads undeclared pages as UTF-8', () => {
    const utf8 = Buffer.from('<head><meta charset="iso-8859-1"><title>Grüße</title></head>', 'utf8');
    expect(previewOf(loadPage(utf8, 'text/html; charset=utf-8'), base).title).toBe('Grüße');
    const undeclared = Buffer.from('<head><title>Grüße</title></head>', 'utf8');
    expect(previewOf(loadPage(undeclared, 'text/html'), base).title).toBe('Grüße');
  });

  it('finds the oEmbed endpoint the page announces, resolved against the page', async () => {
    const page = await safeFetch(`${base}/video`, allowLocal);
    expect(oembedUrlOf(loadPage(page.bytes, page.contentType), page.url)).toBe(
      `${base}/oembed?url=video&format=json`,
    );
    expect(oembedUrlOf(loadPage(Buffer.from(OG_PAGE), 'text/html'), base)).toBeNull();
  });
});

describe('safeFetch', () => {
  it('refuses loopback, private, link-local, unique-local and unspecified addresses', async () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.1.1',
      '172.20.0.1',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
    ]) {
      expect(isForbiddenAddress(address), address).toBe(true);
    }
    expect(isForbiddenAddress('93.184.216.34')).toBe(false);
    await expect(safeFetch(`${base}/og`, { ...allowLocal, allowedHosts: [] })).rejects.toThrow(
      'address not allowed',
    );
    await expect(safeFetch('http://localhost:1/', { ...allowLocal, allowedHosts: [] })).rejects.toThrow(
      'address not allowed',
    );
    await expect(safeFetch('ftp://example.com/', allowLocal)).rejects.toThrow('only http(s)');
  });

  it.each([
    // IPv4 special ranges
    '0.1.2.3',
    '100.64.0.1',
    '192.0.0.8',
    '192.0.2.1',
    '198.18.0.1',
    '198.51.100.1',
    '203.0.113.1',
    '224.0.0.1',
    '240.0.0.1',
    '255.255.255.255',
    // IPv6 forms that carry or reach an IPv4 address
    '::7f00:1',
    '::a00:1',
    '::ffff:0:7f00:1',
    '::ffff:7f00:1',
    '64:ff9b::7f00:1',
    '64:ff9b:1::a00:1',
    '2002::1',
    '2002:7f00:1::',
    '2001::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    // Other special or unallocated IPv6 space
    '::',
    '100::1',
    '2001:db8::1',
    'fec0::1',
    'fe80::1%eth0',
    'ff02::1',
    '4000::1',
    'not an address',
  ])('refuses the special address %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each([
    '93.184.216.34',
    '::ffff:93.184.216.34',
    '2606:2800:220:1:248:1893:25c8:1946',
    '2a00:1450:4001::1',
  ])('allows the public address %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(false);
  });

  it('refuses IPv6 literals that reach this host before connecting', async () => {
    const hitsBefore = hits;
    const port = new URL(base).port;
    for (const host of ['[::7f00:1]', '[::ffff:0:7f00:1]', '[::ffff:127.0.0.1]', '[2002:7f00:1::]']) {
      await expect(
        safeFetch(`http://${host}:${port}/og`, { ...allowLocal, allowedHosts: [] }),
        host,
      ).rejects.toThrow('address not allowed');
    }
    expect(hits).toBe(hitsBefore);
  });

  it('follows redirects and checks every target again', async () => {
    const page = await safeFetch(`${base}/redirect`, allowLocal);
    expect(page.url).toBe(`${base}/og`);
    await expect(safeFetch(`${base}/to-private`, allowLocal)).rejects.toThrow('address not allowed');
  });

  it('gives up after the timeout and reads at most the byte cap', async () => {
    const started = Date.now();
    await expect(safeFetch(`${base}/slow`, { ...allowLocal, timeoutMs: 300 })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2_000);
    const page = await safeFetch(`${base}/huge`, allowLocal);
    expect(page.truncated).toBe(true);
    expect(page.bytes.length).toBeLessThanOrEqual(64 * 1024);
    expect(page.bytes.toString('utf8')).not.toContain('beyond the cap');
  });
});

describe('crawl routes and job', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({
      configOverrides: { crawler: { allowedHosts: ['127.0.0.1'], timeoutMs: 500, maxBytes: 64 * 1024 } },
    });
    const member = await createMember(t.database.db);
    cookie = await signIn(t.app, member.email);
  });
  afterAll(async () => t?.close());

  const create = (url: string) =>
    t.app.inject({
      method: 'POST',
      url: '/system/crawls',
      headers: authHeaders(cookie),
      payload: { url, status: 'initialized' },
    });
  const get = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/system/crawls/${id}`, headers: authHeaders(cookie) })).json();

  it('crawls a page: initialized, then finished with Open Graph data, then cached', async () => {
    const created = await create(`${base}/og#fragment`);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ status: 'initialized', url: `${base}/og` });
    await t.ctx.jobs.drain();
    expect(await get(created.json().id)).toEqual({
      id: created.json().id,
      status: 'finished',
      url: `${base}/og`,
      title: 'Open & Graph',
      description: 'A page with "tags"',
      image_url: `/api/v1/crawls/${created.json().id}/image`,
    });
    const before = hits;
    const again = await create(`${base}/og`);
    expect(again.json()).toMatchObject({ id: created.json().id, status: 'finished' });
    expect(hits).toBe(before);
  });

  it('stores the preview of a Latin-1 page decoded, entities and all', async () => {
    const created = await create(`${base}/latin1-header`);
    await t.ctx.jobs.drain();
    expect(await get(created.json().id)).toMatchObject({ status: 'finished', ...LATIN1_PREVIEW });
  });

  it('completes the preview with the oEmbed answer the page offers, fetched through the safe fetch', async () => {
    const video = await create(`${base}/video`);
    const broken = await create(`${base}/video-broken-oembed`);
    const privateEndpoint = await create(`${base}/video-private-oembed`);
    await t.ctx.jobs.drain();
    expect(await get(video.json().id)).toMatchObject({
      status: 'finished',
      title: 'The oEmbed title',
      description: 'About the video',
      image_url: `/api/v1/crawls/${video.json().id}/image`,
    });
    // An endpoint that fails or points into our network leaves the page's own preview.
    for (const response of [broken, privateEndpoint]) {
      expect(await get(response.json().id)).toMatchObject({
        status: 'finished',
        title: 'Video page',
        description: 'About the video',
        image_url: null,
      });
    }
  });

  it('lets only the member who created a crawl read it; others get their own copy of a cached one', async () => {
    const created = await create(`${base}/plain`);
    await t.ctx.jobs.drain();
    const other = await createMember(t.database.db);
    const otherCookie = await signIn(t.app, other.email);
    const read = (id: string, as: string) =>
      t.app.inject({ method: 'GET', url: `/system/crawls/${id}`, headers: authHeaders(as) });
    expect((await read(created.json().id, otherCookie)).statusCode).toBe(404);
    expect((await read(created.json().id, cookie)).statusCode).toBe(200);

    const before = hits;
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/system/crawls',
      headers: authHeaders(otherCookie),
      payload: { url: `${base}/plain` },
    });
    expect(hits).toBe(before);
    expect(theirs.json()).toMatchObject({ status: 'finished', title: 'Only a title' });
    expect(theirs.json().id).not.toBe(created.json().id);
    expect((await read(theirs.json().id, otherCookie)).json()).toEqual(theirs.json());
    expect((await read(theirs.json().id, cookie)).statusCode).toBe(404);
  });

  it('ends in error for refused addresses and missing pages, and retries server errors', async () => {
    const refused = await create('http://10.0.0.1/admin');
    const missing = await create(`${base}/gone`);
    const failing = await create(`${base}/fails`);
    await t.ctx.jobs.drain();
    expect((await get(refused.json().id)).status).toBe('error');
    expect((await get(missing.json().id)).status).toBe('error');
    expect((await get(failing.json().id)).status).toBe('retry');
  });

  it('refuses what is not an http(s) URL and unknown crawls', async () => {
    expect((await create('javascript:alert(1)')).statusCode).toBe(422);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/system/crawls/0123456789abcdef01234567',
      headers: authHeaders(cookie),
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('crawl preview images', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({
      configOverrides: { crawler: { allowedHosts: ['127.0.0.1'], timeoutMs: 2_000, maxBytes: 64 * 1024 } },
    });
    const member = await createMember(t.database.db);
    cookie = await signIn(t.app, member.email);
  });
  afterAll(async () => t?.close());

  const crawl = async (path: string) => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/system/crawls',
      headers: authHeaders(cookie),
      payload: { url: `${base}${path}` },
    });
    await t.ctx.jobs.drain();
    const id: string = created.json().id;
    return (
      await t.app.inject({ method: 'GET', url: `/system/crawls/${id}`, headers: authHeaders(cookie) })
    ).json();
  };
  const image = (path: string, headers: Record<string, string> = authHeaders(cookie)) =>
    t.app.inject({ method: 'GET', url: path, headers });

  it('stores the og:image small and serves it from our origin to members', async () => {
    const found = await crawl('/og');
    expect(found).toMatchObject({ status: 'finished', image_url: `/api/v1/crawls/${found.id}/image` });
    const other = await createMember(t.database.db);
    const served = await image(found.image_url, authHeaders(await signIn(t.app, other.email)));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toMatch(/^private, max-age=\d{6,}/);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 300 });
    expect((await image(found.image_url, {})).statusCode).toBe(401);
  });

  it('finishes without an image when the og:image is no image or over the size cap', async () => {
    for (const path of ['/fake-image', '/huge-image']) {
      const found = await crawl(path);
      expect(found, path).toMatchObject({ status: 'finished', title: 'With image', image_url: null });
      expect((await image(`/api/v1/crawls/${found.id}/image`)).statusCode, path).toBe(404);
    }
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['0123456789abcdef01234567', 'not-an-id', 'f'.repeat(300)]) {
      expect((await image(`/api/v1/crawls/${id}/image`)).statusCode, id).toBe(404);
    }
  });
});
