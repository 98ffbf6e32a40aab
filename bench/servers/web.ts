import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { openDatabase } from '../../server/db/client.js';
import { seedDemoNetwork } from '../../server/db/seed/index.js';
import { createContext } from '../../server/platform/create-context.js';

// The platform serving the production web build, on a fresh seeded embedded database.
const webRoot = path.resolve(import.meta.dirname, '../../dist/web');
if (!existsSync(path.join(webRoot, 'index.html'))) throw new Error('Run `npm run build` first.');
const port = Number(process.env.BENCH_WEB_PORT ?? 3200);
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  PORT: String(port),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'intranet-bench-web-')),
  DATABASE_URL: '',
  SEED_PASSWORD: 'bench-password-123',
  LOG_LEVEL: 'silent',
});
const database = await openDatabase(config);
await database.migrate();
await seedDemoNetwork(database.db, config);
const app = await buildApp(await createContext(config, database.db), { webRoot });
await app.listen({ port, host: '127.0.0.1' });
console.log(`listening ${config.publicUrl}`);
