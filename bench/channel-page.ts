import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app.js';
import { rowsOf } from '../server/db/from-driver.js';
import { buildChannelLayout, buildChannelWidget } from '../server/db/seed/build/channel-widgets.js';
import { buildChannel } from '../server/db/seed/build/channels.js';
import { createContext } from '../server/platform/create-context.js';
import { BENCH_PASSWORD, openSeededPlatform } from './lib/platform.js';

/**
 * Budget of issue 19: a channel's start page with 12 widgets, p95 under 30 ms server time for
 * GET /channels/{slug}/widgets (every widget with its data) and GET /channels/{slug}/layout, each
 * through inject, one at a time, as a member of the demo network.
 */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

const percentile = (sorted: number[], p: number) =>
  Number((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(2));

const { config, database } = await openSeededPlatform();
const ctx = await createContext(config, database.db);
const app = await buildApp(ctx);
const db = database.db;

const memberIds = rowsOf(await db.execute(sql`select id from members where not is_external limit 12`)).map(
  (row) => (row as { id: string }).id,
);
const channel = await buildChannel(db, { slug: 'bench-start-page', title: 'Bench start page' });
const item = (n: number) => ({
  type: 'url',
  title: `Link ${n}`,
  url: `/files?${n}`,
  icon: 'link',
  new_window: false,
  widget: null,
  background_override: null,
  text_override: null,
});
// Twelve widgets of the types that read the database or only their fields (no outside fetch).
const specs: { type: string; fields: Record<string, unknown> }[] = [
  { type: 'people', fields: { member_ids: memberIds.slice(0, 6), profile_fields: [] } },
  { type: 'people', fields: { member_ids: memberIds.slice(6), profile_fields: [] } },
  { type: 'appointments', fields: { scope: 'all', additional_calendar_ids: [], count: 5 } },
  {
    type: 'link',
    fields: { url: 'https://example.org/', override_description: '', open_in_new_window: true },
  },
  { type: 'navigation', fields: { navigation_type: 'grid', navigation_items: [1, 2, 3, 4, 5, 6].map(item) } },
  { type: 'navigation', fields: { navigation_type: 'list', navigation_items: [1, 2, 3].map(item) } },
  { type: 'text', fields: { html_content: '<p>Welcome to the start page.</p>' } },
  { type: 'text', fields: { html_content: '<p>Second text.</p>' } },
  { type: 'spotlight', fields: { articles: [{ title: 'Story', teaser: '', url: 'https://example.org/s' }] } },
  {
    type: 'banner',
    fields: { image_file_id: null, banner_background_color: '#123456', banner_title_color: null },
  },
  { type: 'images', fields: { image_file_ids: [] } },
  { type: 'text', fields: { html_content: '<p>Third text.</p>' } },
];
const ids: string[] = [];
for (const [n, spec] of specs.entries()) {
  ids.push((await buildChannelWidget(db, { channelId: channel.id, title: `Widget ${n + 1}`, ...spec })).id);
}
await buildChannelLayout(db, channel.id, [
  { type: 'full', widgets: ids.slice(9, 10) },
  { type: 'third', widgets: ids.slice(0, 3) },
  { type: 'half-1-2', widgets: ids.slice(3, 5) },
  { type: 'half-2-1', widgets: ids.slice(5, 7) },
  { type: 'third', widgets: [...ids.slice(7, 9), ...ids.slice(10, 11)] },
  { type: 'full', widgets: ids.slice(11) },
]);

const signIn = await app.inject({
  method: 'POST',
  url: '/users/sign_in',
  headers: { origin: 'http://localhost:3000' },
  payload: { user: { email: 'member@example.com', password: BENCH_PASSWORD } },
});
const cookie = String(signIn.headers['set-cookie']).split(';')[0] ?? '';

async function measure(url: string) {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS + 20; i++) {
    const started = performance.now();
    const response = await app.inject({ url, headers: { cookie, accept: 'application/json' } });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    if (i >= 20) times.push(elapsed);
  }
  const sorted = times.sort((a, b) => a - b);
  return { p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95), maxMs: percentile(sorted, 100) };
}

const widgets = await measure(`/channels/${channel.slug}/widgets`);
const layout = await measure(`/channels/${channel.slug}/layout`);
console.log(
  JSON.stringify({
    requests: REQUESTS,
    widgetCount: ids.length,
    widgets,
    layout,
    budgetP95Ms: 30,
    met: widgets.p95Ms < 30 && layout.p95Ms < 30,
  }),
);
await app.close();
await database.close();
