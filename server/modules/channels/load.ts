import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { viewerKeys } from '../../platform/visibility/keys.js';
import type { NetworkRecord } from '../network/service.js';
import { canListChannel, canOpenChannel, canUpdateChannel } from './policy.js';
import type { ChannelRecord, Subscription } from './present.js';
import { channelSubscriptions, channels } from './tables.js';

/** A channel with the viewer's standing: what every route decides on. */
export type ChannelContext = {
  record: ChannelRecord;
  subscription: Subscription;
  can: { update: boolean; subscribe: boolean };
  keys: ReadonlySet<string>;
};

const SLUG_MAX_LENGTH = 200;

/** Every channel route answers 404 while the network has no channels (config `channels_enabled`). */
export function assertChannelsEnabled(network: NetworkRecord) {
  if (!network.config.channels_enabled) throw notFound('channel');
}

/** The viewer's visibility keys as a set, asked once per request. */
export async function viewerKeySet(ctx: AppContext, viewer: Viewer): Promise<ReadonlySet<string>> {
  return new Set(await viewerKeys(ctx, viewer));
}

/** `visibility && keys`: rows the viewer finds in lists, for queries over many channels. */
export const listedFor = (keys: ReadonlySet<string>) =>
  sql`${channels.visibility} && ${sql.param([...keys])}::text[]`;

async function subscriptionOf(db: Db | Tx, channelId: string, memberId: string): Promise<Subscription> {
  const [row] = await db
    .select({ favorited: channelSubscriptions.favorited })
    .from(channelSubscriptions)
    .where(and(eq(channelSubscriptions.channelId, channelId), eq(channelSubscriptions.memberId, memberId)))
    .limit(1);
  return row ?? null;
}

/**
 * The channel behind `slug` if the viewer may open it, with their subscription and `can`; null
 * otherwise (unknown, or not for them). `lock` reads the row for update inside a transaction; callers
 * inside a transaction pass the viewer's `keys`, asked before it began (PGlite has one connection).
 */
export async function openableChannel(
  ctx: AppContext,
  db: Db | Tx,
  viewer: Viewer,
  slug: string,
  options: { keys?: ReadonlySet<string>; lock?: boolean } = {},
): Promise<ChannelContext | null> {
  if (slug.length === 0 || slug.length > SLUG_MAX_LENGTH) return null;
  const keys = options.keys ?? (await viewerKeySet(ctx, viewer));
  const query = db.select().from(channels).where(eq(channels.slug, slug)).limit(1);
  const [record] = options.lock ? await query.for('update') : await query;
  if (!record || !canOpenChannel(record, keys)) return null;
  return {
    record,
    subscription: await subscriptionOf(db, record.id, viewer.id),
    can: { update: canUpdateChannel(record, keys), subscribe: canListChannel(record, keys) },
    keys,
  };
}

/** The throwing form of `openableChannel`, for routes that answer 404. */
export async function loadOpenableChannel(
  ctx: AppContext,
  db: Db | Tx,
  network: NetworkRecord,
  viewer: Viewer,
  slug: string,
  options: { lock?: boolean; keys?: ReadonlySet<string> } = {},
): Promise<ChannelContext> {
  assertChannelsEnabled(network);
  const context = await openableChannel(ctx, db, viewer, slug, options);
  if (!context) throw notFound('channel');
  return context;
}

/** Channel rows by id (the blogs module's articles name their channel), without the viewer's standing. */
export async function channelRecordsByIds(
  db: Db | Tx,
  ids: readonly string[],
): Promise<Map<string, ChannelRecord>> {
  const unique = [...new Set(ids)].filter((id) => id.length > 0 && id.length <= SLUG_MAX_LENGTH);
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(channels).where(inArray(channels.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}
