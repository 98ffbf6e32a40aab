import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import {
  isNewerVersion,
  type Release,
  type ReleasesState,
  type UpdatesResponse,
} from '../../../contract/updates.js';
import type { Config } from '../../config.js';
import { MIGRATIONS_FOLDER } from '../../db/client.js';
import { rowsOf } from '../../db/from-driver.js';
import type { AppContext } from '../../platform/context.js';
import type { CurrentMember } from '../../platform/identity/viewer.js';
import { requireNetworkAdmin } from './policy.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The running version: package.json's, read once at start. */
export const RUNNING_VERSION: string = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }
).version;

/** Migration names by the time drizzle stores for each (the journal's `when`). */
const journal = (): Map<number, string> => {
  const file = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  return new Map(file.entries.map((entry) => [entry.when, entry.tag]));
};

/** The migrations drizzle applied, from its own table (`drizzle.__drizzle_migrations`). */
async function appliedMigrations(ctx: AppContext) {
  const names = journal();
  const result = await ctx.db.execute(
    sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at, id`,
  );
  return rowsOf(result).map((row) => {
    const when = Number(row.created_at);
    return {
      name: names.get(when) ?? String(row.hash).slice(0, 12),
      created_at: new Date(when).toISOString(),
    };
  });
}

const MAX_FEED_BYTES = 1024 * 1024;
const feedEntry = z.object({
  version: z.string().max(100),
  url: z.string().url().max(2000).optional().nullable(),
  published_at: z.string().max(100).optional().nullable(),
  notes: z.string().max(5000).optional().nullable(),
});
const feed = z.union([z.array(feedEntry).max(1000), z.object({ releases: z.array(feedEntry).max(1000) })]);

/** The body as text, refused past the cap so a huge answer cannot fill the memory. */
async function readCapped(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_FEED_BYTES) {
      await reader.cancel();
      throw new Error('The release feed is too large.');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Only http(s) links of the feed reach the page. */
const safeLink = (url: string | null | undefined) => (url && /^https?:\/\//i.test(url) ? url : null);

async function fetchReleases(feedUrl: string, timeoutMs: number, current: string): Promise<Release[]> {
  const response = await fetch(feedUrl, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`The release feed answered ${response.status}.`);
  const parsed = feed.parse(JSON.parse(await readCapped(response)));
  const entries = Array.isArray(parsed) ? parsed : parsed.releases;
  return entries
    .filter((entry) => isNewerVersion(entry.version, current))
    .sort((a, b) =>
      isNewerVersion(a.version, b.version) ? -1 : isNewerVersion(b.version, a.version) ? 1 : 0,
    )
    .map((entry) => ({
      version: entry.version,
      url: safeLink(entry.url),
      published_at: entry.published_at ?? null,
      notes: entry.notes ?? null,
    }));
}

/** How long an answer of the feed is reused: the page and the offer ask every five minutes. */
const FRESH_MS = 5 * 60_000;
const FAILED_FRESH_MS = 60_000;

/**
 * The feed's newer releases, asked at most every five minutes per instance (a failure is asked again
 * after a minute). Without a configured feed nothing is fetched. Failures are logged, never thrown.
 */
export function releaseChecker(config: Config['releases'], logger: Logger, now = () => Date.now()) {
  let cached: { at: number; state: ReleasesState } | null = null;
  let running: Promise<ReleasesState> | null = null;
  return async (): Promise<ReleasesState> => {
    const { feedUrl, timeoutMs } = config;
    if (!feedUrl) return { state: 'not_configured' };
    if (cached && now() - cached.at < (cached.state.state === 'ok' ? FRESH_MS : FAILED_FRESH_MS)) {
      return cached.state;
    }
    running ??= fetchReleases(feedUrl, timeoutMs, RUNNING_VERSION)
      .then((newer): ReleasesState => ({ state: 'ok', newer }))
      .catch((error: unknown): ReleasesState => {
        // The address may carry a credential: it is not logged.
        logger.warn({ err: error }, 'The release feed could not be read.');
        return { state: 'error' };
      })
      .then((state) => {
        cached = { at: now(), state };
        running = null;
        return state;
      });
    return running;
  };
}

/** GET /administration/update-zentrale.json, for network administrators (can.version_and_updates). */
export async function getUpdates(
  ctx: AppContext,
  viewer: CurrentMember,
  releases: () => Promise<ReleasesState>,
): Promise<UpdatesResponse> {
  requireNetworkAdmin(viewer);
  const [migrations, state] = await Promise.all([appliedMigrations(ctx), releases()]);
  return { version: RUNNING_VERSION, migrations, releases: state };
}
