import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import {
  SEARCH_INDEX_JOB,
  type SearchDocumentInput,
  type SearchIndexer,
  searchIndexers,
} from '../../platform/modules/extensions.js';
import type { VisibilitySubject } from '../../platform/visibility/keys.js';
import { hashtagsIn, normalizeTagName } from '../tags/service.js';
import { searchDocuments, searchWords } from './tables.js';

export const INDEX_JOB = SEARCH_INDEX_JOB;
export const REBUILD_JOB = 'search.rebuild';
export const EXTRACT_JOB = 'search.extract';

/** Title and body are cut here: the index is for finding, the module shows the full text. */
const TEXT_CAP = 20_000;
/** Things indexed per statement batch of a rebuild. */
const REBUILD_BATCH = 200;
/** Words shorter than this do not widen a query by similarity, so they are not kept either. */
export const MIN_TYPO_WORD = 4;

type JobsCtx = Pick<AppContext, 'jobs'>;

/** Queues rebuilding one module's index, or every module's without a name. */
export async function rebuildLater(ctx: JobsCtx, tx: Tx, module?: string) {
  await ctx.jobs.enqueue(tx, REBUILD_JOB, module ? { module } : {}, {
    uniqueKey: `${REBUILD_JOB}:${module ?? '*'}`,
  });
}

function indexerOf(ctx: Pick<AppContext, 'extensions'>, module: string): SearchIndexer {
  const indexer = ctx.extensions.get(searchIndexers, module);
  if (!indexer) throw new Error(`search: no indexer registered for "${module}"`);
  return indexer;
}

const folded = (tag: string) => tag.toLocaleLowerCase('und');

/** The folded tags of a document: the ones its module names and the #tags of its text. */
function documentTags(doc: SearchDocumentInput): string[] {
  const names = [...(doc.tags ?? []), ...hashtagsIn(`${doc.title} ${doc.body}`)];
  const keys = names.map((name) => normalizeTagName(name)).filter((name): name is string => name !== null);
  return [...new Set(keys.map(folded))];
}

/** Writes the documents as they are now and removes the subjects the module no longer answers. */
export async function storeDocuments(
  db: Db | Tx,
  module: string,
  ids: readonly string[],
  docs: readonly SearchDocumentInput[],
) {
  const answered = new Set(docs.map((doc) => doc.subjectId));
  const gone = ids.filter((id) => !answered.has(id));
  if (gone.length > 0)
    await db
      .delete(searchDocuments)
      .where(and(eq(searchDocuments.module, module), inArray(searchDocuments.subjectId, gone)));
  if (docs.length === 0) return;

  const rows = docs.map((doc) => {
    const title = doc.title.slice(0, TEXT_CAP);
    const body = doc.body.slice(0, TEXT_CAP);
    return {
      module,
      subjectId: doc.subjectId,
      groupId: doc.groupId ?? null,
      title,
      body,
      tags: documentTags(doc),
      visibility: [...doc.visibility],
      authorName: doc.authorName ?? '',
      kind: (doc.kind ?? '').toLowerCase(),
      language: doc.language ?? '',
      date: doc.date,
      payload: doc.payload,
      vector: sql`search_vector(${title}, ${body}, '')`,
    };
  });
  await db
    .insert(searchDocuments)
    .values(rows)
    .onConflictDoUpdate({
      target: [searchDocuments.module, searchDocuments.subjectId],
      set: {
        groupId: sql`excluded.group_id`,
        title: sql`excluded.title`,
        body: sql`excluded.body`,
        tags: sql`excluded.tags`,
        visibility: sql`excluded.visibility`,
        authorName: sql`excluded.author_name`,
        kind: sql`excluded.kind`,
        language: sql`excluded.language`,
        date: sql`excluded.date`,
        payload: sql`excluded.payload`,
        // Extracted contents stay: the extraction job replaces them when the file's blob changes.
        vector: sql`search_vector(excluded.title, excluded.body, ${searchDocuments.contents})`,
      },
    });
  await rememberWords(
    db,
    rows.map((row) => `${row.title} ${row.body}`),
  );
}

/** Adds the folded words of these texts to the typo vocabulary. */
export async function rememberWords(db: Db | Tx, texts: readonly string[]) {
  const text = texts.join(' ');
  if (text.trim() === '') return;
  await db.execute(sql`
    insert into ${searchWords} (word)
    select distinct w from regexp_split_to_table(search_fold(${text}), '[^[:alnum:]]+') as w
    where length(w) between ${MIN_TYPO_WORD} and 40
    on conflict do nothing`);
}

/** The index job: reads the things from their module and writes their documents. */
export async function indexSubjects(ctx: AppContext, module: string, ids: readonly string[]) {
  const indexer = indexerOf(ctx, module);
  const docs = await indexer.documents(ctx.db, ids);
  await ctx.db.transaction(async (tx) => {
    await storeDocuments(tx, module, ids, docs);
    // Files whose text belongs into the index get it extracted after the commit.
    if (indexer.contents) {
      for (const doc of docs) await ctx.jobs.enqueue(tx, EXTRACT_JOB, { module, id: doc.subjectId });
    }
  });
}

/** The rebuild job: every thing of a module (or of all modules), in batches, then stale rows go. */
export async function rebuildIndex(ctx: AppContext, module?: string) {
  const names = module ? [module] : [...ctx.extensions.all(searchIndexers).keys()];
  for (const name of names) {
    const indexer = indexerOf(ctx, name);
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const ids = await indexer.subjectIds(ctx.db, after, REBUILD_BATCH);
      if (ids.length === 0) break;
      await indexSubjects(ctx, name, ids);
      seen.push(...ids);
      after = ids[ids.length - 1] ?? null;
    }
    await ctx.db.execute(sql`
      delete from ${searchDocuments}
      where ${searchDocuments.module} = ${name}
        and not (${searchDocuments.subjectId} = any(${sql.param(seen)}::text[]))`);
  }
}

/**
 * Keeps the index's copy of a thing's visibility keys with the thing (`visibilityHolders`): the
 * subject type is the module's search name.
 */
export async function updateDocumentVisibility(
  tx: Db | Tx,
  subject: VisibilitySubject,
  keys: readonly string[],
) {
  await tx
    .update(searchDocuments)
    .set({ visibility: [...keys] })
    .where(and(eq(searchDocuments.module, subject.type), eq(searchDocuments.subjectId, subject.id)));
}

/**
 * A module with things but no documents (a new installation, the demo network, the first start after
 * the module or its indexer came) is filled by a rebuild job; a queued rebuild is not queued twice.
 * Each probe reads one row by the primary key's leading column, so the check stays cheap at start.
 */
export async function rebuildWhenEmpty(ctx: Pick<AppContext, 'db' | 'jobs' | 'extensions'>) {
  const unindexed: string[] = [];
  for (const [module, indexer] of ctx.extensions.all(searchIndexers)) {
    const [indexed] = await ctx.db
      .select({ id: searchDocuments.subjectId })
      .from(searchDocuments)
      .where(eq(searchDocuments.module, module))
      .limit(1);
    if (indexed) continue;
    if ((await indexer.subjectIds(ctx.db, null, 1)).length > 0) unindexed.push(module);
  }
  if (unindexed.length === 0) return;
  await ctx.db.transaction(async (tx) => {
    for (const module of unindexed) await rebuildLater(ctx, tx, module);
  });
}
