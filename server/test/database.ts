import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, type OpenOptions, openPglite, openPostgres } from '../db/client.js';
import type { DatabaseTemplate } from './global-setup.js';

export type TestDatabase = Database & {
  /** The PostgreSQL database's URL (null on PGlite), for a second connection (tcp-proxy.ts). */
  url: string | null;
};

/** The migrated template of this run (server/test/global-setup.ts); the archive is read once per file. */
const template: DatabaseTemplate | undefined = inject('databaseTemplate');
let pgliteArchive: Blob | undefined;

function migratedArchive(): Blob | undefined {
  if (template?.kind !== 'pglite') return undefined;
  pgliteArchive ??= new Blob([readFileSync(template.archive)]);
  return pgliteArchive;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped again on close). Never a mock. Both start as a copy
 * of the run's migrated template; `migrate()` then finds nothing left to apply.
 */
export async function openTestDatabase(options: OpenOptions = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openPglite(undefined, { ...options, loadDataDir: migratedArchive() });
    await database.migrate();
    return { ...database, url: null };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const from = template?.kind === 'postgres' ? ` TEMPLATE ${template.name}` : '';
  await admin.query(`CREATE DATABASE ${name}${from}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), { poolSize: 5, logger: options.logger });
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
