import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/app.js';
import { createMember } from '../../test/factories.js';
import { newId } from '../ids.js';
import { createSession, SESSION_COOKIE } from '../sessions/sessions.js';
import type { RegisteredRoute } from './types.js';

/**
 * Every route that anyone may call without signing in. Adding a public route means adding it here,
 * so that it is a decision and not an accident.
 */
const PUBLIC_ROUTES = [
  'GET /*',
  'GET /health',
  'GET /api/docs',
  'GET /api/v1/network',
  'POST /users/sign_in',
  'DELETE /users/sign_out',
  // Editors and apps download with a file token instead of the session; the service checks either.
  'GET /api/storage/files/:id/get/:name',
  // A form post of a file token issued to a signed-in member.
  'POST /api/storage/v2/archive',
  // The chat socket authenticates by its token (apps hold no session cookie); see modules/chat.
  'GET /api/chat/socket',
  // Calendar subscriptions (webcal): calendar programs authenticate with the member's auth_token.
  'GET /appointments.ics',
  'GET /appointments/participating.ics',
  'GET /calendars/my/appointments.ics',
  'GET /calendars/shared/appointments.ics',
  'GET /calendars/all/appointments.ics',
  'GET /calendars/:id/appointments.ics',
];

let t: TestApp;
const webRoot = mkdtempSync(path.join(tmpdir(), 'intranet-web-'));
beforeAll(async () => {
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>t</title>');
  t = await createTestApp({ webRoot });
});
afterAll(async () => {
  await t?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const routeName = (route: RegisteredRoute) => `${route.method} ${route.url}`;

/** A concrete URL for a route pattern: every parameter becomes a well-formed id that exists nowhere. */
const concreteUrl = (url: string) => url.replace(/:\w+(\([^)]*\))?/g, newId()).replace(/\*$/, 'x');

const request = (
  route: RegisteredRoute,
  headers: Record<string, string>,
  extra: { query?: string; body?: string },
) =>
  t.app.inject({
    method: route.method as 'GET',
    url: `${concreteUrl(route.url)}${extra.query ?? ''}`,
    headers: { origin: TEST_ORIGIN, accept: 'application/json', ...headers },
    payload: extra.body,
  });

async function sessionCookie(isNetworkAdmin: boolean) {
  const member = await createMember(t.database.db, { isNetworkAdmin });
  const { token } = await createSession(t.database.db, member.id, {});
  return `${SESSION_COOKIE}=${token}`;
}

describe('route registry', () => {
  it('lists routes with their auth rule', () => {
    expect(t.app.routeRegistry.length).toBeGreaterThan(0);
    const publicRoutes = t.app.routeRegistry.filter((route) => route.auth === 'public').map(routeName);
    for (const name of publicRoutes) expect(PUBLIC_ROUTES, `${name} is public`).toContain(name);
  });

  it('answers 401 without a session on every route that is not public', async () => {
    for (const route of t.app.routeRegistry.filter((r) => r.auth !== 'public')) {
      const response = await request(route, {}, {});
      expect(response.statusCode, routeName(route)).toBe(401);
      expect(response.json().error.code, routeName(route)).toBe('unauthorized');
    }
  });

  for (const role of ['member', 'network administrator'] as const) {
    it(`never answers 5xx to a malformed body or query (${role})`, async () => {
      for (const route of t.app.routeRegistry) {
        // A new session per request, because one of the routes is sign-out.
        const cookie = await sessionCookie(role === 'network administrator');
        const badBody = await request(
          route,
          { cookie, 'content-type': 'application/json' },
          { body: '{"x":' },
        );
        expect(badBody.statusCode, `${routeName(route)} with a malformed body`).toBeLessThan(500);
        const badQuery = await request(
          route,
          { cookie },
          { query: '?page=abc&limit=-1&q[]=x&per=1e9&offset=-5' },
        );
        expect(badQuery.statusCode, `${routeName(route)} with a malformed query`).toBeLessThan(500);
        const wrongTypes = await request(
          route,
          { cookie, 'content-type': 'application/json' },
          { body: '{"user":[],"name":{"x":1},"ids":"x","page":-1}' },
        );
        expect(wrongTypes.statusCode, `${routeName(route)} with a body of wrong types`).toBeLessThan(500);
      }
    });
  }
});
