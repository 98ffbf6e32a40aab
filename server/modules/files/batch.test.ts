import { eq, inArray, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../platform/audit/tables.js';
import { createTestApp, statementCounter, type TestApp } from '../../test/app.js';
import { createFile } from '../../test/factories.js';
import { files, folders } from './tables.js';
import { createSubfolder, setUpPeople } from './testing.js';

/**
 * Batches over many files are checked as sets: their statements do not grow with the number of
 * items, and their rows change together with their audit entries or not at all.
 */

const statements = statementCounter();
let t: TestApp;
let s: Awaited<ReturnType<typeof setUpPeople>>;

beforeAll(async () => {
  t = await createTestApp({ statements });
  s = await setUpPeople(t);
});
afterAll(() => t.close());

/** Files of the member in the folder, built directly: the uploads themselves are not what is measured. */
async function addFiles(folderId: string, count: number): Promise<string[]> {
  const [folder] = await t.ctx.db.select().from(folders).where(eq(folders.id, folderId));
  if (!folder) throw new Error('folder not found');
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    ids.push((await createFile(t.ctx, { author: s.member, folder, name: `f${i}.txt`, content: `${i}` })).id);
  }
  return ids;
}

/** Statements one request runs (the session is cached by an earlier request of the same member). */
async function statementsOf(request: InjectOptions) {
  statements.reset();
  const response = await t.app.inject(request);
  expect(response.statusCode).toBe(200);
  return statements.count;
}

describe('batch delete of files', () => {
  it('runs as many statements for 50 files as for 5', async () => {
    const few = await addFiles(await createSubfolder(t, s.h.member, s.root.id, 'Few'), 5);
    const many = await addFiles(await createSubfolder(t, s.h.member, s.root.id, 'Many'), 50);
    const remove = (ids: string[]) => ({
      method: 'DELETE' as const,
      url: '/api/storage/files',
      headers: s.h.member,
      payload: { file_ids: ids },
    });
    const forFew = await statementsOf(remove(few));
    const forMany = await statementsOf(remove(many));
    expect(forMany).toBe(forFew);
    expect(await t.ctx.db.select().from(files).where(inArray(files.id, many))).toEqual([]);
    const audited = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.type} = 'FileDestroy' and ${auditEvents.details}->>'file_id' in ${many}`);
    expect(audited).toHaveLength(50);
  }, 60_000);

  it('keeps files, blobs and folders when its audit entries cannot be written', async () => {
    const folder = await createSubfolder(t, s.h.member, s.root.id, 'Kept');
    const [inside] = await addFiles(folder, 1);
    const [loose] = await addFiles(s.root.id, 1);
    // A fault of the database itself: the audit table refuses the batch's rows.
    await t.ctx.db.execute(sql`
      create function refuse_file_destroy() returns trigger language plpgsql as $$
      begin
        if new.type = 'FileDestroy' then raise exception 'audit unavailable'; end if;
        return new;
      end $$`);
    await t.ctx.db.execute(sql`
      create trigger refuse_file_destroy before insert on audit_events
      for each row execute function refuse_file_destroy()`);
    try {
      const response = await t.app.inject({
        method: 'DELETE',
        url: '/api/storage/folders',
        headers: s.h.member,
        payload: { file_ids: [loose], folder_ids: [folder] },
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await t.ctx.db.execute(sql`drop trigger refuse_file_destroy on audit_events`);
      await t.ctx.db.execute(sql`drop function refuse_file_destroy()`);
    }
    expect(
      await t.ctx.db.select({ id: files.id }).from(files).where(eq(files.folderId, folder)),
    ).toHaveLength(1);
    for (const id of [inside, loose]) {
      const download = await t.app.inject({
        url: `/api/storage/files/${id}/get/f0.txt`,
        headers: s.h.member,
      });
      expect(download.statusCode).toBe(200);
      expect(download.body).toBe('0');
    }
    expect(
      (await t.app.inject({ url: `/api/storage/folders/${folder}`, headers: s.h.member })).statusCode,
    ).toBe(200);
  });
});

describe('archive token for many files', () => {
  it('checks 50 files in as many statements as 5', async () => {
    const few = await addFiles(s.root.id, 5);
    const many = await addFiles(s.root.id, 50);
    const token = (ids: string[]) => ({
      method: 'POST' as const,
      url: '/api/v1/file_token',
      headers: s.h.member,
      payload: { file_ids: ids, folder_ids: [] },
    });
    expect(await statementsOf(token(many))).toBe(await statementsOf(token(few)));
  }, 60_000);
});
