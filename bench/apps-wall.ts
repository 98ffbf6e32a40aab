import { eq } from 'drizzle-orm';
import { buildApp } from '../server/app.js';
import { buildItems } from '../server/db/seed/build/apps.js';
import { appProperties } from '../server/modules/apps/load.js';
import { apps } from '../server/modules/apps/tables.js';
import { createContext } from '../server/platform/create-context.js';
import { BENCH_PASSWORD, openSeededPlatform } from './lib/platform.js';

/**
 * Budget of issue 21: a card move answers p95 under 30 ms (`POST /api/v1/items/{id}/move`, server
 * side through inject, one at a time) on a wall of ITEMS cards in four columns: the demo's IT
 * requests board filled up, each move to a random column after a random card of it.
 */
const ITEMS = Number(process.env.BENCH_ITEMS ?? 2_000);
const MOVES = Number(process.env.BENCH_MOVES ?? 300);
const COLUMNS = ['new', 'in_progress', 'waiting', 'done'];

const percentile = (sorted: number[], p: number) =>
  Number((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(2));

const { config, database } = await openSeededPlatform();
const ctx = await createContext(config, database.db);
const app = await buildApp(ctx);
const db = database.db;

const [board] = await db.select().from(apps).where(eq(apps.slug, 'it-requests'));
if (!board) throw new Error('the demo IT requests app is missing');
const properties = await appProperties(db, board);
const cards = await buildItems(
  db,
  board,
  properties,
  Array.from({ length: ITEMS }, (_, i) => ({
    authorId: board.authorId,
    values: { title: `Bench request ${i}`, stage: COLUMNS[i % COLUMNS.length] },
    position: i,
  })),
);
const columnOf = new Map(cards.map((card) => [card.id, card.column]));

const signIn = await app.inject({
  method: 'POST',
  url: '/users/sign_in',
  headers: { origin: 'http://localhost:3000' },
  payload: { user: { email: 'admin@example.com', password: BENCH_PASSWORD } },
});
const cookie = String(signIn.headers['set-cookie']).split(';')[0] ?? '';
const headers = { cookie, accept: 'application/json', origin: 'http://localhost:3000' };

const times: number[] = [];
for (let i = 0; i < MOVES + 20; i++) {
  const moving = cards[Math.floor(Math.random() * cards.length)];
  const column = COLUMNS[Math.floor(Math.random() * COLUMNS.length)] ?? 'new';
  const neighbours = cards.filter((card) => card.id !== moving?.id && columnOf.get(card.id) === column);
  const after = neighbours[Math.floor(Math.random() * neighbours.length)] ?? null;
  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/items/${moving?.id}/move`,
    headers,
    payload: { column, insert_after: after?.id ?? null },
  });
  const elapsed = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`move: ${response.statusCode} ${response.body}`);
  if (moving) columnOf.set(moving.id, column);
  if (i >= 20) times.push(elapsed);
}
const sorted = times.sort((a, b) => a - b);
console.log(
  `apps-wall: ${ITEMS} cards, ${MOVES} moves, server p50 / p95 / p99: ${percentile(sorted, 50)} / ${percentile(sorted, 95)} / ${percentile(sorted, 99)} ms (budget p95 < 30 ms)`,
);
await app.close();
await database.close();
