import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Config, loadConfig } from '../../server/config.js';
import { type Database, openDatabase } from '../../server/db/client.js';
import { seedDemoNetwork } from '../../server/db/seed/index.js';

/** Password of the demo accounts in every benchmark server. */
export const BENCH_PASSWORD = 'bench-password-123';

/**
 * A migrated database with the demo network for a benchmark server: PGlite in a temporary folder, or
 * BENCH_DATABASE_URL. `env` overrides the benchmark defaults (port 0, public URL localhost:3000).
 */
export async function openSeededPlatform(env: Record<string, string> = {}): Promise<{
  config: Config;
  database: Database;
}> {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    PORT: '0',
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'intranet-bench-')),
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    SEED_PASSWORD: BENCH_PASSWORD,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const database = await openDatabase(config);
  await database.migrate();
  await seedDemoNetwork(database.db, config);
  return { config, database };
}

/** Listens and prints `listening <url>`, which bench/lib/servers.ts waits for. */
export async function listenAndAnnounce(app: FastifyInstance, port = 0): Promise<void> {
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  if (address && typeof address === 'object') console.log(`listening http://127.0.0.1:${address.port}`);
}

/** Signs a demo account in through the real endpoint; answers the Cookie header value. */
export async function signInAs(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/users/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
    body: JSON.stringify({ user: { email, password: BENCH_PASSWORD } }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie;
}
