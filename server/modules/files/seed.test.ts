import { rmSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { seedDemoNetwork } from '../../db/seed/index.js';
import { blobStore } from '../../platform/storage/storage.js';
import { testConfig } from '../../test/app.js';
import { openTestDatabase } from '../../test/database.js';
import { files, folders, pendingVersions } from './tables.js';

let database: Database;
const config = testConfig({ seedPassword: 'seed-password-123' });

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoNetwork(database.db, config);
});
afterAll(async () => {
  await database.close();
  rmSync(config.dataDir, { recursive: true, force: true });
});

it('seeds folders, files of several types with their blobs, and one pending version', async () => {
  const rows = await database.db.select().from(files);
  expect(new Set(rows.map((f) => f.extension))).toEqual(new Set(['pdf', 'txt', 'csv', 'png']));
  for (const row of rows) expect(await blobStore({ config }).stat(row.blobKey)).toEqual({ size: row.size });
  expect((await database.db.select().from(folders)).some((f) => f.requiresApproval)).toBe(true);
  expect(await database.db.select().from(pendingVersions)).toHaveLength(1);
});
