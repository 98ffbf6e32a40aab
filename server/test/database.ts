import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, type OpenOptions, openPglite, openPostgres } from '../db/client.js';

export type TestDatabase = Database & {
  /** The PostgreSQL database's URL (null on PGlite), for a second connection (tcp-proxy.ts). */
  url: string | null;
};

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped again on close). Never a mock.
 */
export async function openTestDatabase(options: OpenOptions = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openPglite(undefined, options);
    await database.migrate();
    return { ...database, url: null };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
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
