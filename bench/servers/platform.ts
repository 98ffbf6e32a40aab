import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { openDatabase } from '../../server/db/client.js';
import { seedDemoNetwork } from '../../server/db/seed/index.js';
import { createContext } from '../../server/platform/create-context.js';

// The full platform on a seeded database (PGlite in a temporary folder, or BENCH_DATABASE_URL).
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  PORT: '0',
  PUBLIC_URL: 'http://localhost:3000',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'intranet-bench-')),
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  SEED_PASSWORD: 'bench-password-123',
  LOG_LEVEL: 'silent',
});
const database = await openDatabase(config);
await database.migrate();
await seedDemoNetwork(database.db, config);
const ctx = await createContext(config, database.db);
const app = await buildApp(ctx);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (address && typeof address === 'object') console.log(`listening http://127.0.0.1:${address.port}`);
