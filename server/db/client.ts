import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { createPool, type DatabaseTimeouts, DEFAULT_DATABASE_TIMEOUTS, listenPostgres } from './postgres.js';
import * as schema from './schema.js';

/**
 * One database type for the whole server, whether it runs on embedded PGlite or on PostgreSQL.
 * Both drivers share Drizzle's PgDatabase, and one set of SQL migrations serves both.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; services accept `Db | Tx` where they can run inside a caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Calls `onNotify` on every NOTIFY on `channel` (sent by any instance; delivered when the sending
   * transaction commits). Answers a function that stops listening.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** `logger` sees every statement the application runs (tests count them). */
export type OpenOptions = { logger?: Logger };
export type PostgresOptions = OpenOptions & { poolSize?: number; timeouts?: DatabaseTimeouts };

export function openPostgres(url: string, options: PostgresOptions = {}): Database {
  const timeouts = options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
  const pool = createPool(url, timeouts, options.poolSize ?? 10);
  const db = drizzlePostgres(pool, { schema, logger: options.logger }) as unknown as Db;
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Migrations may rightly run longer than any request's statement (an index on a big table).
      const unlimited = { ...timeouts, statementMs: 0, queryMs: 0 };
      const migrationPool = createPool(url, unlimited, 1);
      try {
        await migratePostgres(drizzlePostgres(migrationPool, { schema }), {
          migrationsFolder: MIGRATIONS_FOLDER,
        });
      } finally {
        await migrationPool.end();
      }
    },
    async listen(channel, onNotify) {
      const stop = listenPostgres(url, timeouts, channel, onNotify);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}

/** Tests start from a migrated copy of a database (see server/test/global-setup.ts). */
export type PgliteOptions = OpenOptions & { loadDataDir?: Blob };

/** Embedded PostgreSQL; `dataDir` undefined keeps it in memory (tests). */
export async function openPglite(dataDir?: string, options: PgliteOptions = {}): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm, unaccent },
  });
  const db = drizzlePglite(client, { schema, logger: options.logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    listen: (channel, onNotify) => client.listen(channel, () => onNotify()),
    close: () => client.close(),
  };
}

/** An in-memory database with every migration applied, as a data directory archive to start others from. */
export async function migratedPgliteArchive(): Promise<Blob> {
  const client = await PGlite.create({ extensions: { pg_trgm, unaccent } });
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  databaseTimeouts?: DatabaseTimeouts;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, { timeouts: options.databaseTimeouts })
    : openPglite(path.join(options.dataDir, 'db'));
}
