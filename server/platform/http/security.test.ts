import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/app.js';
import { createMember, TEST_PASSWORD } from '../../test/factories.js';

let t: TestApp;
const webRoot = mkdtempSync(path.join(tmpdir(), 'intranet-web-'));
const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/main-abc123.js"></script></head></html>';

beforeAll(async () => {
  writeFileSync(path.join(webRoot, 'index.html'), INDEX_HTML);
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'assets/main-abc123.js'), 'console.log(1);');
  writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ webRoot });
});
afterAll(async () => {
  await t?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const signInWith = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/users/sign_in',
    headers,
    payload: { user: { email: 'nobody@example.test', password: 'x' } },
  });

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).toContain("img-src 'self' data: blob:");
  expect(csp).toContain("connect-src 'self' ws://localhost:3000");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
}

describe('CSRF', () => {
  it('refuses an unsafe request without Origin or Referer', async () => {
    const response = await signInWith({});
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('csrf');
  });

  it('refuses another origin, also by Referer', async () => {
    expect((await signInWith({ origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await signInWith({ origin: 'null' })).statusCode).toBe(403);
    expect((await signInWith({ referer: 'https://evil.example/page' })).statusCode).toBe(403);
    expect((await signInWith({ referer: 'not a url' })).statusCode).toBe(403);
    // A look-alike host that merely starts with our origin.
    expect((await signInWith({ origin: `${TEST_ORIGIN}.evil.example` })).statusCode).toBe(403);
  });

  it('passes our origin, or our Referer when Origin is absent', async () => {
    expect((await signInWith({ origin: TEST_ORIGIN })).statusCode).toBe(401);
    expect((await signInWith({ referer: `${TEST_ORIGIN}/users/sign_in` })).statusCode).toBe(401);
    const member = await createMember(t.database.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/users/sign_in',
      headers: { origin: TEST_ORIGIN },
      payload: { user: { email: member.email, password: TEST_PASSWORD } },
    });
    expect(response.statusCode).toBe(200);
  });

  it('leaves safe methods alone', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('are on JSON responses, errors included', async () => {
    expectSecurityHeaders((await t.app.inject({ method: 'GET', url: '/health' })).headers);
    expectSecurityHeaders((await signInWith({})).headers);
    expectSecurityHeaders((await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' })).headers);
  });

  it('are on the SPA index', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/users/sign_in',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response.headers);
  });
});

describe('SPA', () => {
  it('answers browser navigations with index.html, uncached', async () => {
    for (const url of ['/', '/users/sign_in', '/members', '/groups/some-group/navigation?x=1']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*;q=0.8' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body.replace(/<meta property="csp-nonce" content="[^"]+" \/>/, '')).toBe(INDEX_HTML);
    }
  });

  it('gives each index.html a fresh style nonce that its policy allows, and nothing else inline', async () => {
    const load = () => t.app.inject({ method: 'GET', url: '/start', headers: { accept: 'text/html' } });
    const nonces = [];
    for (const response of [await load(), await load()]) {
      const meta = /<head><meta property="csp-nonce" content="([A-Za-z0-9+/]{22}==)" \/>/.exec(response.body);
      expect(meta).not.toBeNull();
      const nonce = meta?.[1] ?? '';
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain(`style-src 'self' 'nonce-${nonce}';`);
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("connect-src 'self' ws://localhost:3000");
      expect(response.headers['content-security-policy']).not.toBeInstanceOf(Array);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
    // Everything else keeps the policy without a nonce.
    const health = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { accept: 'application/json' },
    });
    expect(String(health.headers['content-security-policy'])).toContain("style-src 'self';");
    expect(String(health.headers['content-security-policy'])).not.toContain('nonce-');
  });

  it('has no inline script in index.html', () => {
    expect(INDEX_HTML).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('leaves the API, fetches and files alone', async () => {
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/v1/missing',
      headers: { accept: 'text/html' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('not_found');
    const health = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { accept: 'application/json' },
    });
    expect(health.json()).toEqual({ status: 'ok', database: 'ok', bus: 'ok' });
    const missingFile = await t.app.inject({
      method: 'GET',
      url: '/missing.png',
      headers: { accept: 'text/html' },
    });
    expect(missingFile.statusCode).toBe(404);
  });

  it('serves hashed assets immutable and other files revalidated', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['cache-control']).toContain('max-age=31536000');
    const favicon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toContain('max-age=0');
  });

  it('does not serve files outside the web root', async () => {
    for (const url of ['/../package.json', '/%2e%2e/package.json', '/assets/../../package.json', '/.env']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });
});

describe('GET /health', () => {
  it('answers ok while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', bus: 'ok' });
  });
});
