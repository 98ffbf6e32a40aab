import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/client.js';
import { rowsOf } from '../server/db/from-driver.js';
import { createContext } from '../server/platform/create-context.js';
import { viewerKeys } from '../server/platform/visibility/keys.js';
import { explainSearch } from './lib/explain-search.js';

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  PORT: '0',
  PUBLIC_URL: 'http://localhost:3000',
  DATA_DIR: '/tmp/explain-data',
  DATABASE_URL: process.env.BENCH_DATABASE_URL,
  LOG_LEVEL: 'silent',
  DATABASE_STATEMENT_TIMEOUT_MS: '600000',
});
const database = await openDatabase(config);
const ctx = await createContext(config, database.db);
const app = await buildApp(ctx);
const [m] = rowsOf(await database.db.execute(sql`select id from members where email='member@example.com'`));
const keys = await viewerKeys(ctx, { id: String(m?.id), isExternal: false, isNetworkAdmin: false });
console.error('keys', keys.length);
for (const q of process.argv.slice(2)) {
  const t0 = performance.now();
  const plan = await explainSearch(ctx, keys, {
    q,
    page: 1,
    sortBy: (process.env.SORT ?? 'relevance,desc') as never,
  });
  console.log(
    `### ${q} (${(performance.now() - t0).toFixed(0)} ms)\n${
      process.env.FULL
        ? plan
        : plan
            .split('\n')
            .filter((l) =>
              /Execution|Planning|^ *-> {2}(Limit|Bitmap|Index|Seq|CTE Scan)|^CTE|Buffers: shared hit=\d+ read/.test(
                l,
              ),
            )
            .join('\n')
    }`,
  );
}
await app.close();
process.exit(0);
