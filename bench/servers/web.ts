import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../../server/app.js';
import { createContext } from '../../server/platform/create-context.js';
import { openSeededPlatform } from '../lib/platform.js';

// The platform serving the production web build, on a fresh seeded embedded database.
const webRoot = path.resolve(import.meta.dirname, '../../dist/web');
if (!existsSync(path.join(webRoot, 'index.html'))) throw new Error('Run `npm run build` first.');
const port = Number(process.env.BENCH_WEB_PORT ?? 3200);
const { config, database } = await openSeededPlatform({
  PORT: String(port),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
});
const app = await buildApp(await createContext(config, database.db), { webRoot });
await app.listen({ port, host: '127.0.0.1' });
console.log(`listening ${config.publicUrl}`);
