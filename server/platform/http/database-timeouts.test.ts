import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { openPostgres } from '../../db/client.js';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import { openTestDatabase, type TestDatabase } from '../../test/database.js';
import { createMember } from '../../test/factories.js';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.js';
import { isDatabaseUnavailable } from '../database-errors.js';
import { ensureNetwork } from '../network/network.js';

/**
 * PostgreSQL that stops answering without closing anything (a TCP proxy in front of it, frozen):
 * requests answer 503 within the configured timeouts, /health within a second, and everything
 * works again once the database answers. The embedded database has no network that could fail.
 */
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const TIMEOUTS = { connectMs: 500, statementMs: 1000, queryMs: 1500 };

describe.skipIf(!postgres)(
  'an unresponsive PostgreSQL (skipped without TEST_DATABASE_URL: PGlite has no connection to lose)',
  () => {
    let direct: TestDatabase;
    let proxy: TcpProxy;
    let through: Database;
    let t: TestApp;
    let headers: { cookie: string; origin: string; accept: string };

    beforeAll(async () => {
      direct = await openTestDatabase();
      await ensureNetwork(direct.db, { name: 'Test Network' });
      const target = new URL(direct.url ?? '');
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      through = openPostgres(proxy.url(direct.url ?? ''), { poolSize: 4, timeouts: TIMEOUTS });
      t = await createTestApp({ sharedDatabase: through });
      const member = await createMember(direct.db);
      headers = { ...authHeaders(await signIn(t.app, member.email)), accept: 'application/json' };
    });
    afterAll(async () => {
      await t?.close();
      // Closing the proxy first ends the connections left frozen, which could not say goodbye.
      await proxy?.close();
      await through?.close();
      await direct?.close();
    });

    const timed = async (url: string, withSession = true) => {
      const started = Date.now();
      const response = await t.app.inject({ method: 'GET', url, headers: withSession ? headers : {} });
      return { response, ms: Date.now() - started };
    };

    it('answers 503 quickly while the database hangs, and recovers when it answers again', async () => {
      expect((await timed('/health', false)).response.statusCode).toBe(200);
      expect((await timed('/calendars')).response.statusCode).toBe(200);

      proxy.freeze();
      const health = await timed('/health', false);
      expect(health.response.statusCode).toBe(503);
      expect(health.ms).toBeLessThan(1000);

      // Pooled connections time out on their query; new ones on connecting. More requests than the
      // pool has connections, side by side.
      const during = await Promise.all(Array.from({ length: 6 }, () => timed('/calendars')));
      for (const { response, ms } of during) {
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json().error.code).toBe('database_unavailable');
        expect(ms).toBeLessThan(TIMEOUTS.queryMs + TIMEOUTS.connectMs + 1000);
      }
      const healthAgain = await timed('/health', false);
      expect(healthAgain.response.statusCode).toBe(503);
      expect(healthAgain.ms).toBeLessThan(1000);

      proxy.thaw();
      // Connections that timed out were dropped, not handed out again: every request is served.
      for (let i = 0; i < 8; i++) {
        const { response } = await timed('/calendars');
        expect(response.statusCode).toBe(200);
      }
      expect((await timed('/health', false)).response.statusCode).toBe(200);
    });

    it('drops a connection whose query timed out in a transaction instead of handing it out again', async () => {
      const inTransaction = () => through.db.transaction((tx) => tx.execute(sql`select 1`));
      // Four connections open (the pool's size), each inside a transaction until all four are.
      let opened = 0;
      let allOpen: () => void = () => {};
      const four = new Promise<void>((resolve) => {
        allOpen = resolve;
      });
      await Promise.all(
        Array.from({ length: 4 }, () =>
          through.db.transaction(async (tx) => {
            await tx.execute(sql`select 1`);
            if (++opened === 4) allOpen();
            await four;
          }),
        ),
      );
      proxy.freeze();
      // More than the pool holds: every connection times out in its BEGIN.
      const failed = await Promise.allSettled(Array.from({ length: 6 }, inTransaction));
      for (const outcome of failed) {
        expect(outcome.status).toBe('rejected');
        if (outcome.status === 'rejected') expect(isDatabaseUnavailable(outcome.reason)).toBe(true);
      }
      // The frozen connections never answer again; new ones do, and the pool has room for them.
      proxy.abandonOpenConnections();
      await Promise.all(Array.from({ length: 6 }, inTransaction));
    });
  },
);
