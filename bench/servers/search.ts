import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app.js';
import { rowsOf } from '../../server/db/from-driver.js';
import { storeDocuments } from '../../server/modules/search/indexing.js';
import { createContext } from '../../server/platform/create-context.js';
import { RATE_LIMITS } from '../../server/platform/http/rate-limits.js';
import type { SearchDocumentInput } from '../../server/platform/modules/extensions.js';
import { viewerKeys } from '../../server/platform/visibility/keys.js';
import { explainSearch } from '../lib/explain-search.js';
import { listenAndAnnounce, openSeededPlatform } from '../lib/platform.js';

/**
 * The platform on the demo network plus a search index of DOCUMENTS generated documents across the
 * modules, for bench/search.ts. member@example.com belongs to MEMBER_GROUPS of GROUPS closed groups;
 * the documents' words follow the frequencies of the product's own German and English texts (every
 * locale file of the web app), so common words are common and rare ones rare, as in real prose.
 *
 * The first INDEXER_DOCUMENTS go through the indexer's own write (`storeDocuments`, batches of 200 as
 * the rebuild job writes them) to measure its throughput; the rest are written with the same
 * `search_vector` expression in larger statements, which only fills the index faster.
 */
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 1_000_000);
const INDEXER_DOCUMENTS = Math.min(DOCUMENTS, Number(process.env.BENCH_INDEXER_DOCUMENTS ?? 20_000));
const GROUPS = 200;
const MEMBER_GROUPS = 20;
const INDEXER_BATCH = 200;
const BULK_BATCH = 5_000;

const root = path.resolve(import.meta.dirname, '../..');
// Vacuuming and indexing a million documents outlast the product's 10 s statement budget.
const { config, database } = await openSeededPlatform({ DATABASE_STATEMENT_TIMEOUT_MS: '1800000' });
const db = database.db;
const hex = (prefix: string, n: number) => `${prefix}${n.toString(16).padStart(24 - prefix.length, '0')}`;

/** Every word of every German and English locale file, once per occurrence: a natural frequency list. */
function corpusWords(): string[] {
  const words: string[] = [];
  const features = path.join(root, 'web/features');
  const collect = (value: unknown) => {
    if (typeof value === 'string') {
      for (const word of value.split(/[^\p{L}]+/u)) if (word.length >= 3) words.push(word.toLowerCase());
    } else if (value && typeof value === 'object') for (const inner of Object.values(value)) collect(inner);
  };
  for (const feature of readdirSync(features)) {
    for (const locale of ['de', 'en']) {
      try {
        collect(JSON.parse(readFileSync(path.join(features, feature, 'locales', `${locale}.json`), 'utf8')));
      } catch {
        // Features without locale files have no words to give.
      }
    }
  }
  return words;
}

const vocabulary = corpusWords();
/** A deterministic generator, so that every run indexes the same corpus. */
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
const words = (min: number, max: number) =>
  Array.from({ length: min + Math.floor(random() * (max - min + 1)) }, () => pick(vocabulary)).join(' ');

const rows = (result: unknown) => rowsOf(result as Parameters<typeof rowsOf>[0]);
const [member] = rows(await db.execute(sql`select id from members where email = 'member@example.com'`));
const [category] = rows(await db.execute(sql`select id from group_categories limit 1`));
const memberIds = rows(await db.execute(sql`select id from members`)).map((row) => String(row.id));
const memberId = String(member?.id);
/**
 * A database filled by an earlier run (same BENCH_DOCUMENTS) is measured again as it is: filling a
 * million documents takes longer than the measurement, and the queries are what changes between runs.
 */
const [filled] = rows(
  await db.execute(sql`select count(*) as n from search_documents where subject_id like 'bbbb0004%'`),
);
const reused = Number(filled?.n) === DOCUMENTS;
if (!reused)
  await db.execute(sql`
  insert into groups (id, slug, name, category_id, access)
  select 'bbbb0003' || lpad(to_hex(n), 16, '0'), 'bench-group-' || n, 'Bench group ' || n, ${String(category?.id)}, 'closed'
  from generate_series(1, ${GROUPS}) as n`);
if (!reused)
  await db.execute(sql`
  insert into group_memberships (group_id, member_id, status)
  select 'bbbb0003' || lpad(to_hex(n), 16, '0'), ${memberId}, 'member' from generate_series(1, ${MEMBER_GROUPS}) as n`);

/** Modules with their share of the corpus: streams and messages dominate an intranet's text. */
const MODULES: [string, number][] = [
  ['activities', 0.35],
  ['messages', 0.2],
  ['files', 0.15],
  ['appointments', 0.1],
  ['folders', 0.08],
  ['members', 0.07],
  ['groups', 0.05],
];
function moduleOf(n: number): string {
  const share = (n % 1000) / 1000;
  let sum = 0;
  for (const [module, weight] of MODULES) {
    sum += weight;
    if (share < sum) return module;
  }
  return 'activities';
}

/** Group content for most things; network-wide for a quarter; private (messages) for the rest. */
function visibilityOf(module: string): string[] {
  if (module === 'messages') return [`member:${pick(memberIds)}`, `member:${pick(memberIds)}`];
  if (module === 'members' || random() < 0.25) return ['internal'];
  const group = hex('bbbb0003', 1 + Math.floor(random() * GROUPS));
  return ['network-admin', `group:${group}`];
}

function documentOf(n: number): SearchDocumentInput & { module: string } {
  const module = moduleOf(n);
  const subjectId = hex('bbbb0004', n);
  return {
    module,
    subjectId,
    title: words(2, 7),
    body: module === 'members' || module === 'folders' ? words(0, 8) : words(15, 80),
    visibility: visibilityOf(module),
    authorName: `${pick(vocabulary)} ${pick(vocabulary)}`,
    kind: module === 'files' ? pick(['pdf', 'docx', 'xlsx', 'txt']) : '',
    date: new Date(Date.UTC(2024, 0, 1) + Math.floor(random() * 3 * 365 * 86_400_000)),
    payload: { url: `/${module}/${subjectId}` },
  };
}

/** Titles of the first documents, for phrase queries that match something. */
const sampleTitles: string[] = [];
const started = performance.now();
for (let n = 1; n <= (reused ? 0 : INDEXER_DOCUMENTS); n += INDEXER_BATCH) {
  const batch = Array.from({ length: Math.min(INDEXER_BATCH, INDEXER_DOCUMENTS - n + 1) }, (_, i) =>
    documentOf(n + i),
  );
  if (sampleTitles.length === 0) sampleTitles.push(...batch.slice(0, 10).map((doc) => doc.title));
  for (const [module] of MODULES) {
    const docs = batch.filter((doc) => doc.module === module);
    if (docs.length > 0)
      await storeDocuments(
        db,
        module,
        docs.map((doc) => doc.subjectId),
        docs,
      );
  }
}
const indexerSeconds = (performance.now() - started) / 1000;

const bulkStarted = performance.now();
for (let n = INDEXER_DOCUMENTS + 1; n <= (reused ? 0 : DOCUMENTS); n += BULK_BATCH) {
  const batch = Array.from({ length: Math.min(BULK_BATCH, DOCUMENTS - n + 1) }, (_, i) => documentOf(n + i));
  await db.execute(sql`
    insert into search_documents (module, subject_id, title, body, visibility, author_name, kind, date, payload, vector)
    select module, subject_id, title, body, string_to_array(visibility, ' '), author_name, kind, date::timestamptz,
      jsonb_build_object('url', '/' || module || '/' || subject_id), search_vector(title, body, '')
    from unnest(${sql.param(batch.map((doc) => doc.module))}::text[], ${sql.param(batch.map((doc) => doc.subjectId))}::text[],
      ${sql.param(batch.map((doc) => doc.title))}::text[], ${sql.param(batch.map((doc) => doc.body))}::text[],
      ${sql.param(batch.map((doc) => doc.visibility.join(' ')))}::text[], ${sql.param(batch.map((doc) => doc.authorName ?? ''))}::text[],
      ${sql.param(batch.map((doc) => doc.kind ?? ''))}::text[], ${sql.param(batch.map((doc) => doc.date.toISOString()))}::text[])
      as d(module, subject_id, title, body, visibility, author_name, kind, date)`);
}
const bulkSeconds = (performance.now() - bulkStarted) / 1000;
if (reused)
  sampleTitles.push(
    ...rows(
      await db.execute(
        sql`select title from search_documents where subject_id like 'bbbb0004%' order by subject_id limit 10`,
      ),
    ).map((row) => String(row.title)),
  );
// The typo vocabulary holds every word of the corpus, as the indexer's writes would have left it.
await db.execute(sql`
  insert into search_words (word)
  select distinct w from regexp_split_to_table(search_fold(${[...new Set(vocabulary)].join(' ')}), '[^[:alnum:]]+') as w
  where length(w) between 4 and 40 on conflict do nothing`);
if (!reused) await db.execute(sql`vacuum analyze`);

// The bench times the query, not the member's search budget (120 a minute), which it would exhaust.
RATE_LIMITS.search = { perClient: { max: 1_000_000, windowMs: 60_000 } };
const ctx = await createContext(config, db);
const app = await buildApp(ctx);
app.addHook('onSend', async (_request, reply, payload) => {
  reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(2)}`);
  return payload;
});
const memberKeys = await viewerKeys(ctx, { id: memberId, isExternal: false, isNetworkAdmin: false });
// PostgreSQL's plan of member@example.com's overview for `q` (bench/lib/explain-search.ts).
app.get('/bench/explain', { config: { auth: 'public' } }, async (request) =>
  explainSearch(ctx, memberKeys, {
    q: String((request.query as { q?: string }).q ?? ''),
    page: 1,
    sortBy: 'relevance,desc',
  }),
);
app.get('/bench/corpus', { config: { auth: 'public' } }, async () => ({
  documents: DOCUMENTS,
  reused,
  sampleTitles,
  indexer: reused ? null : { documents: INDEXER_DOCUMENTS, seconds: indexerSeconds },
  bulk: reused ? null : { documents: DOCUMENTS - INDEXER_DOCUMENTS, seconds: bulkSeconds },
  // Words by how often the corpus uses them, for the bench to pick common, middling and rare ones.
  words: Object.entries(
    vocabulary.reduce<Record<string, number>>((counts, word) => {
      counts[word] = (counts[word] ?? 0) + 1;
      return counts;
    }, {}),
  )
    .sort((a, b) => b[1] - a[1])
    .map(([word]) => word),
}));
await listenAndAnnounce(app);
