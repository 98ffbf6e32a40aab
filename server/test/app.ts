import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from 'drizzle-orm/logger';
import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { Bus } from '../platform/bus/bus.js';
import type { AppContext } from '../platform/context.js';
import { closeContext, createContext } from '../platform/create-context.js';
import { JOBS_CHANNEL } from '../platform/jobs/job-runner.js';
import { createMemoryMailSender } from '../platform/mail/create-mail.js';
import type { Mail, MailSender } from '../platform/mail/mail.js';
import { ensureNetwork } from '../platform/network/network.js';
import type { TranslationProvider } from '../platform/translation/translation.js';
import { openTestDatabase } from './database.js';
import { TEST_PASSWORD } from './factories.js';

/**
 * Counts SQL statements (Drizzle's logger sees each one, inside transactions too; `begin` and
 * `commit` are not counted). Tests read the count around a request to bound a path's round trips.
 */
export type StatementCounter = { logger: Logger; readonly count: number; reset(): void };

export function statementCounter(): StatementCounter {
  let count = 0;
  return {
    logger: {
      logQuery() {
        count += 1;
      },
    },
    get count() {
      return count;
    },
    reset() {
      count = 0;
    },
  };
}

/** PUBLIC_URL of every test app; unsafe requests must send it as Origin (CSRF). */
export const TEST_ORIGIN = 'http://localhost:3000';
export const originHeaders = { origin: TEST_ORIGIN } as const;

export type TestApp = {
  app: FastifyInstance;
  ctx: AppContext;
  database: Database;
  /** Mails the app sent (kept in memory). */
  mails: Mail[];
  /** http://127.0.0.1:<port> when started with `listen: true`, otherwise ''. */
  baseUrl: string;
  close(): Promise<void>;
};

export type TestAppOptions = {
  configOverrides?: Partial<Config>;
  /** Listen on a random local port (WebSocket and fetch tests); inject() works either way. */
  listen?: boolean;
  webRoot?: BuildOptions['webRoot'];
  /** Only these modules (a module's own tests with stand-ins for others); all by default. */
  modules?: BuildOptions['modules'];
  /** A stand-in for the outside translation service. */
  translation?: TranslationProvider;
  /** Counts the statements the app runs (`statementCounter`), for tests that bound them. */
  statements?: StatementCounter;
  /**
   * Another instance on the same database (multi-instance tests): the app uses it and leaves it
   * open on close; its owner closes it.
   */
  sharedDatabase?: Database;
  /** A bus of the test's (faults.ts: one that fails or hangs); in-process by default. */
  bus?: Bus;
  /** A mail sender of the test's that keeps what it sent (faults.ts); in memory by default. */
  mail?: MailSender & { sent: Mail[] };
};

export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'intranet-test-'));
  return {
    ...loadConfig({ NODE_ENV: 'test', PUBLIC_URL: TEST_ORIGIN, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    ...overrides,
  };
}

/**
 * The whole application on a fresh, migrated database of its own (PGlite in memory, or a new database
 * on TEST_DATABASE_URL) with the network row in place. Call close() in afterAll.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.configOverrides);
  const database = options.sharedDatabase ?? (await openTestDatabase({ logger: options.statements?.logger }));
  if (!options.sharedDatabase) await ensureNetwork(database.db, { name: 'Test Network' });
  const mail = options.mail ?? createMemoryMailSender();
  const ctx = await createContext(config, database.db, {
    mail,
    bus: options.bus,
    translation: options.translation,
    jobs: { listen: (onNotify) => database.listen(JOBS_CHANNEL, onNotify) },
  });
  const app = await buildApp(ctx, { webRoot: options.webRoot, modules: options.modules });
  let baseUrl = '';
  if (options.listen) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address && typeof address === 'object') baseUrl = `http://127.0.0.1:${address.port}`;
  } else {
    await app.ready();
  }
  return {
    app,
    ctx,
    database,
    mails: mail.sent,
    baseUrl,
    async close() {
      await app.close();
      await closeContext(ctx);
      if (!options.sharedDatabase) await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the real endpoint and answers the Cookie header value for later requests. */
export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/users/sign_in',
    headers: originHeaders,
    payload: { user: { email, password } },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  }
  const cookie = response.cookies.find((c) => c.name === 'intranet_session');
  if (!cookie) throw new Error('sign-in set no session cookie');
  return `${cookie.name}=${cookie.value}`;
}

/** Headers of a signed-in request that passes the CSRF check: `{ cookie, origin }`. */
export function authHeaders(cookie: string): { cookie: string; origin: string } {
  return { cookie, origin: TEST_ORIGIN };
}
