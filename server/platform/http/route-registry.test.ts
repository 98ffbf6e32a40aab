import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/app.js';
import { createMember } from '../../test/factories.js';
import { concreteUrl, expectKeyedFields, routeName } from '../../test/route-requests.js';
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
  'GET /api/docs/openapi.json',
  'GET /api/docs/chat-protocol.md',
  'GET /api/docs/assets/:file',
  'GET /api/v1/network',
  // The network design's images: the sign-in page shows the logo (modules/designs checks the rest).
  'GET /api/v1/designs/images/:fileId',
  // Installing the web app: browsers fetch its manifest and icons without the session (modules/devices).
  'GET /manifest.webmanifest',
  'GET /api/v1/app_icons/:size',
  // The native app's web view signs in with a one-time token from GET /api/v1/get-web-token.
  'GET /api/v1/web_session/:token',
  'POST /users/sign_in',
  // SCIM 2.0 provisioning: identity providers authenticate with an administrator's bearer token,
  // checked by the scim module before every handler (modules/scim).
  'GET /scim/v2/ServiceProviderConfig',
  'GET /scim/v2/ResourceTypes',
  'GET /scim/v2/Users',
  'GET /scim/v2/Users/:id',
  'POST /scim/v2/Users',
  'PUT /scim/v2/Users/:id',
  'PATCH /scim/v2/Users/:id',
  'DELETE /scim/v2/Users/:id',
  'GET /scim/v2/Groups',
  'GET /scim/v2/Groups/:id',
  'PATCH /scim/v2/Groups/:id',
  'PUT /scim/v2/Groups/:id',
  'POST /scim/v2/Groups',
  'DELETE /scim/v2/Groups/:id',
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
  // Single sign-on (modules/sso): the sign-in page's buttons, and the browser's way to the provider and back.
  'GET /api/v1/sso_providers',
  'GET /auth/oidc/:id/start',
  'GET /auth/oidc/:id/callback',
  // The first administrator's one-time setup link: nobody can be signed in yet (modules/setup).
  'GET /api/v1/setup',
  'POST /api/v1/setup',
  // Legal texts and the imprint are for visitors too: the sign-in page links them (modules/network-administration).
  'GET /legal/:handle',
  'GET /imprint',
  // One-click unsubscribe from a mail (RFC 8058): the signed token names member and kind (modules/notifications).
  'GET /api/v1/unsubscribe/:token',
  'POST /api/v1/unsubscribe/:token',
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
    }, 120_000);
  }
});
