import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMessageKey } from '../../../contract/field-errors.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/app.js';
import { createMember } from '../../test/factories.js';
import { fuzzString, type HostileValue, hostileValues, seededRandom } from '../../test/hostile-values.js';
import { baselineInputs, injectRoute, routeLeaves, withInput } from '../../test/route-requests.js';
import { fieldKey } from '../../test/schema-inputs.js';
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
  // The proof of work the sign-in asks for after many failures for an address (modules/auth).
  'GET /api/v1/sign_in/challenge',
  'DELETE /users/sign_out',
  // "Forgot your password?" and the mailed link that sets one: nobody is signed in (modules/auth).
  'POST /users/password',
  'PUT /users/password',
  'GET /api/v1/users/password/token',
  // The registration page of an invited person, reached through the mailed link (modules/invitations).
  'GET /api/v1/invitations/:token',
  'POST /api/v1/invitations/:token',
  // Joining the network on one's own (modules/joining): 404 unless join_user_can_initiate.
  'GET /api/v1/join',
  'POST /api/v1/join',
  'POST /api/v1/join/confirmation',
  // Editors and apps download with a file token instead of the session; the service checks either.
  'GET /api/storage/files/:id/get/:name',
  // A form post of a file token issued to a signed-in member.
  'POST /api/storage/v2/archive',
  // The chat socket authenticates by its token (apps hold no session cookie); see modules/chat.
  'GET /api/chat/socket',
  // Calendar subscriptions (webcal): calendar programs authenticate with the member's auth_token.
  'GET /appointments.ics',
  'GET /groups/:group/activities.atom',
  'GET /activitystreams/:slug/activities.atom',
  'GET /appointments/participating.ics',
  'GET /calendars/my/appointments.ics',
  'GET /calendars/shared/appointments.ics',
  'GET /calendars/all/appointments.ics',
  'GET /calendars/:id/appointments.ics',
  // Two-factor: a half-done sign-in (its own short-lived cookie, no session) adds its first factor
  // when the network enforces one and sends or enters its code; the service checks who asks.
  'GET /api/v1/authentication/factors',
  'GET /api/v1/authentication/factors/new',
  'POST /api/v1/authentication/factors',
  'POST /api/v1/authentication/email_code',
  'GET /users/two_factor_authentication.json',
  'PUT /users/two_factor_authentication.json',
  // Signing in with a passkey alone: its single-use challenge and the signed answer (modules/passkeys).
  'POST /users/passkey_sign_in/options',
  'POST /users/passkey_sign_in',
  // The first administrator's one-time setup link: nobody can be signed in yet (modules/setup).
  'GET /api/v1/setup',
  'POST /api/v1/setup',
  // Legal texts and the imprint are for visitors too: the sign-in page links them (modules/network-administration).
  'GET /legal/:handle',
  'GET /imprint',
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

/** Field errors are i18n keys the web app translates, never English sentences. */
const expectKeyedFields = (response: LightMyRequestResponse, label: string) => {
  if (response.statusCode < 400 || !String(response.headers['content-type']).includes('json')) return;
  const fields: Record<string, string[]> = response.json().error?.fields ?? {};
  for (const [path, messages] of Object.entries(fields)) {
    for (const message of messages)
      expect(isMessageKey(message), `${label}: ${path} "${message}"`).toBe(true);
  }
};

describe('route registry', () => {
  it('lists routes with their auth rule', () => {
    expect(t.app.routeRegistry.length).toBeGreaterThan(0);
    const publicRoutes = t.app.routeRegistry.filter((route) => route.auth === 'public').map(routeName);
    expect(publicRoutes.filter((name) => !PUBLIC_ROUTES.includes(name))).toEqual([]);
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
        expectKeyedFields(badQuery, `${routeName(route)} with a malformed query`);
        expectKeyedFields(wrongTypes, `${routeName(route)} with a body of wrong types`);
      }
    });
  }
});

// ---------------------------------------------------------------------------------------------------
// Hostile values in every field the route schemas name: path parameters, query and body. Derived from
// the registry, so a new route is covered without naming it here.

/** What is wrong with the answer to a hostile value, or null. */
function wrongAnswer(probe: HostileValue, response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}`;
  if (!probe.refusedWith && !probe.refused) return null;
  if (status < 400) return `accepted it (${status})`;
  if (!probe.refusedWith) return null;
  const isJson = String(response.headers['content-type']).includes('json');
  const fields: Record<string, string[]> = (isJson && response.json().error?.fields) || {};
  return fields[fieldKey(probe.path)]?.includes(probe.refusedWith)
    ? null
    : `answered ${status} without ${probe.refusedWith}: ${response.body.slice(0, 200)}`;
}

describe('hostile values in every field', () => {
  let admin: Awaited<ReturnType<typeof createMember>>;
  /**
   * A new session per request, because one of the routes is sign-out. A rate-limited route gets a new
   * administrator and client address per request too: the probes are many, and the budget would
   * answer 429 before the input is looked at.
   */
  let clients = 0;
  const caller = async (route: RegisteredRoute) => {
    const member = route.rate ? await createMember(t.database.db, { isNetworkAdmin: true }) : admin;
    const { token } = await createSession(t.database.db, member.id, {});
    clients += 1;
    const address = route.rate ? `198.18.${Math.floor(clients / 250)}.${(clients % 250) + 1}` : undefined;
    return { cookie: `${SESSION_COOKIE}=${token}`, address };
  };
  beforeAll(async () => {
    admin = await createMember(t.database.db, { isNetworkAdmin: true });
  });

  it('refuses NUL and out-of-range values with field errors and never answers 5xx', async () => {
    const failures: string[] = [];
    for (const route of t.app.routeRegistry) {
      const inputs = baselineInputs(route);
      for (const leaf of routeLeaves(route)) {
        for (const probe of hostileValues(leaf, leaf.part === 'body' ? 'json' : 'url')) {
          const changed = withInput(inputs, leaf.part, probe.path, probe.value);
          const { cookie, address } = await caller(route);
          const response = await injectRoute(t.app, route, changed, cookie, address);
          const label = `${routeName(route)} ${leaf.part} ${fieldKey(probe.path)}=${JSON.stringify(probe.value)}`;
          const wrong = wrongAnswer(probe, response);
          if (wrong) failures.push(`${label}: ${wrong}`);
          expectKeyedFields(response, label);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('never answers 5xx to random text in the text fields of a sample of routes', async () => {
    const random = seededRandom(20_240_601);
    const fields = t.app.routeRegistry.flatMap((route) =>
      routeLeaves(route)
        .filter((leaf) => leaf.type === 'string')
        .map((leaf) => ({ route, leaf })),
    );
    const failures: string[] = [];
    for (let round = 0; round < 300; round += 1) {
      const { route, leaf } = fields[Math.floor(random() * fields.length)] as (typeof fields)[number];
      const value = fuzzString(random);
      const changed = withInput(baselineInputs(route), leaf.part, leaf.path, value);
      const { cookie, address } = await caller(route);
      const response = await injectRoute(t.app, route, changed, cookie, address);
      if (response.statusCode >= 500)
        failures.push(
          `${routeName(route)} ${leaf.part} ${fieldKey(leaf.path)}=${JSON.stringify(value.slice(0, 80))}`,
        );
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('never answers 5xx to a body nested deeper than any schema', async () => {
    const deep = `${'['.repeat(200_000)}"\u0000"${']'.repeat(200_000)}`;
    for (const route of t.app.routeRegistry.filter((r) => r.schema.body)) {
      const { cookie, address } = await caller(route);
      const response = await t.app.inject({
        method: route.method as 'POST',
        url: concreteUrl(route.url),
        headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'application/json' },
        payload: deep,
        ...(address ? { remoteAddress: address } : {}),
      });
      expect(response.statusCode, routeName(route)).toBeLessThan(500);
    }
  }, 300_000);
});
