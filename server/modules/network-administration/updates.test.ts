import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpdatesResponse } from '../../../contract/updates.js';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import { createMember } from '../../test/factories.js';
import { RUNNING_VERSION } from './updates.js';

/** A release feed on this machine whose answer each test chooses. */
let feed: Server;
let answer: (response: import('node:http').ServerResponse) => void = (response) => response.end('[]');
let feedCalls = 0;
let feedUrl = '';

beforeAll(async () => {
  feed = createServer((_request, response) => {
    feedCalls += 1;
    answer(response);
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/releases.json`;
});
afterAll(async () => {
  feed.closeAllConnections();
  await new Promise((resolve) => feed.close(resolve));
});

const open = async (releases: { feedUrl: string | undefined; timeoutMs: number }) => {
  const t = await createTestApp({ configOverrides: { releases } });
  const admin = await createMember(t.database.db, { isNetworkAdmin: true });
  const member = await createMember(t.database.db);
  return { t, admin: await signIn(t.app, admin.email), member: await signIn(t.app, member.email) };
};
const read = (t: TestApp, cookie: string) =>
  t.app.inject({
    method: 'GET',
    url: '/administration/update-zentrale.json',
    headers: { ...authHeaders(cookie), accept: 'application/json' },
  });
const json = (body: unknown) => (response: import('node:http').ServerResponse) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(body));
};

describe('the updates page without a release feed', () => {
  let app: Awaited<ReturnType<typeof open>>;
  beforeAll(async () => {
    app = await open({ feedUrl: undefined, timeoutMs: 1_000 });
  });
  afterAll(() => app.t.close());

  it('answers 404 to members who are not network administrators', async () => {
    expect((await read(app.t, app.member)).statusCode).toBe(404);
  });

  it('shows the running version and the applied migrations, and calls nobody', async () => {
    const calls = feedCalls;
    const response = await read(app.t, app.admin);
    expect(response.statusCode).toBe(200);
    const body = response.json() as UpdatesResponse;
    expect(body.version).toBe(RUNNING_VERSION);
    expect(body.migrations[0]?.name).toBe('0000_init');
    expect(body.migrations.length).toBeGreaterThan(10);
    expect(body.releases).toEqual({ state: 'not_configured' });
    expect(feedCalls).toBe(calls);
  });

  it('lists the updates page among the administration links of the user bar', async () => {
    const response = await app.t.app.inject({
      method: 'GET',
      url: '/api/v1/userbars/administration?context_type=network',
      headers: { ...authHeaders(app.admin), accept: 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    const keys = (response.json() as { items: { key: string }[] }).items.map((item) => item.key);
    expect(keys).toContain('update_zentrale');
  });
});

describe('the updates page with a release feed', () => {
  it('lists only newer releases, newest first, with http(s) links only', async () => {
    answer = json({
      releases: [
        { version: '0.0.9' },
        { version: RUNNING_VERSION },
        { version: '99.1.0', url: 'https://example.org/99.1.0', published_at: '2030-01-01' },
        { version: '99.2.0', url: 'javascript:alert(1)', notes: 'Faster.' },
        { version: 'not-a-version' },
      ],
    });
    const app = await open({ feedUrl, timeoutMs: 2_000 });
    try {
      const body = (await read(app.t, app.admin)).json() as UpdatesResponse;
      expect(body.releases).toEqual({
        state: 'ok',
        newer: [
          { version: '99.2.0', url: null, published_at: null, notes: 'Faster.' },
          { version: '99.1.0', url: 'https://example.org/99.1.0', published_at: '2030-01-01', notes: null },
        ],
      });
      // A second look within five minutes reuses the answer.
      const calls = feedCalls;
      await read(app.t, app.admin);
      expect(feedCalls).toBe(calls);
    } finally {
      await app.t.close();
    }
  });

  it('shows an error state, never a 5xx, when the feed fails, answers garbage or is too slow', async () => {
    const failures: ((response: import('node:http').ServerResponse) => void)[] = [
      (response) => {
        response.statusCode = 500;
        response.end('down');
      },
      (response) => response.end('<html>not json</html>'),
      json({ releases: [{ name: 'no version' }] }),
      () => undefined, // never answers: the timeout ends the wait
    ];
    for (const failure of failures) {
      answer = failure;
      const app = await open({ feedUrl, timeoutMs: 300 });
      try {
        const response = await read(app.t, app.admin);
        expect(response.statusCode).toBe(200);
        expect((response.json() as UpdatesResponse).releases).toEqual({ state: 'error' });
      } finally {
        await app.t.close();
      }
    }
  });
});
