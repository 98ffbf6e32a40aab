import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createGroup, createMember, indexForSearch } from '../../test/factories.js';
import { rebuildWhenEmpty } from './indexing.js';
import { searchDocuments } from './tables.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const documentsOf = (module: string) =>
  t.database.db.select().from(searchDocuments).where(eq(searchDocuments.module, module));

describe('filling the index at start', () => {
  it('rebuilds a module that has things but no documents while other modules have theirs', async () => {
    await createMember(t.database.db);
    await createGroup(t.database.db);
    await indexForSearch(t.ctx);
    const members = await documentsOf('members');
    expect(members.length).toBeGreaterThan(0);
    expect((await documentsOf('groups')).length).toBeGreaterThan(0);
    // As after an upgrade that brought the members' indexer: their documents are missing.
    await t.database.db.delete(searchDocuments).where(eq(searchDocuments.module, 'members'));
    await rebuildWhenEmpty(t.ctx);
    await t.ctx.jobs.drain();
    expect((await documentsOf('members')).map((doc) => doc.subjectId).sort()).toEqual(
      members.map((doc) => doc.subjectId).sort(),
    );
  });
});
