import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../platform/http/types.js';
import { createSession, SESSION_COOKIE } from '../platform/sessions/sessions.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from './app.js';
import { createMember } from './factories.js';
import { fuzzString, type HostileValue, hostileValues, seededRandom } from './hostile-values.js';
import {
  baselineInputs,
  concreteUrl,
  expectKeyedFields,
  injectRoute,
  routeLeaves,
  routeName,
  withInput,
} from './route-requests.js';
import { fieldKey } from './schema-inputs.js';

/**
 * Hostile values in every field the route schemas name: path parameters, query and body. Derived from
 * the route registry, so a new route is covered without naming it here. The routes are dealt out to
 * SHARDS test files (route-hostile-values-<n>.test.ts in platform/http) that run side by side, since
 * one file for every route was the suite's longest.
 */
export const SHARDS = 4;

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

/** The hostile-value tests for the routes of one shard (1-based). */
export function describeHostileValues(shard: number) {
  let t: TestApp;
  let routes: RegisteredRoute[] = [];
  const webRoot = mkdtempSync(path.join(tmpdir(), 'intranet-web-'));
  let admin: Awaited<ReturnType<typeof createMember>>;
  beforeAll(async () => {
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>t</title>');
    t = await createTestApp({ webRoot });
    routes = t.app.routeRegistry.filter((_, index) => index % SHARDS === shard - 1);
    admin = await createMember(t.database.db, { isNetworkAdmin: true });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

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

  describe(`hostile values in every field (routes ${shard} of ${SHARDS})`, () => {
    it('refuses NUL and out-of-range values with field errors and never answers 5xx', async () => {
      const failures: string[] = [];
      for (const route of routes) {
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
      const random = seededRandom(20_240_601 + shard);
      const fields = routes.flatMap((route) =>
        routeLeaves(route)
          .filter((leaf) => leaf.type === 'string')
          .map((leaf) => ({ route, leaf })),
      );
      const failures: string[] = [];
      for (let round = 0; round < 300 / SHARDS; round += 1) {
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
      for (const route of routes.filter((r) => r.schema.body)) {
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
}
