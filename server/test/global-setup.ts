import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migratedPgliteArchive, openPostgres } from '../db/client.js';

/** Where each server test file's fresh database is copied from: migrated once per run, not once per file. */
export type DatabaseTemplate = { kind: 'pglite'; archive: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

async function adminQuery(serverUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * Applying all migrations costs seconds per test file on PGlite (and about a second on PostgreSQL);
 * with over a hundred files that was minutes of every run. The template is built from the same
 * migrations each run, so a test never sees a schema the migrations would not produce.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const archive = path.join(
      tmpdir(),
      `pglite-template-${process.pid}-${randomBytes(4).toString('hex')}.tar`,
    );
    writeFileSync(archive, Buffer.from(await (await migratedPgliteArchive()).arrayBuffer()));
    project.provide('databaseTemplate', { kind: 'pglite', archive });
    return () => rmSync(archive, { force: true });
  }
  const name = `test_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), { poolSize: 1 });
  await database.migrate();
  await database.close();
  project.provide('databaseTemplate', { kind: 'postgres', name });
  return () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
