import { eq, sql } from 'drizzle-orm';
import type { ChannelDesign, ChannelDesignBody, ChannelDesignColors } from '../../../contract/channels.js';
import type { AppContext } from '../../platform/context.js';
import { notFound, unprocessable } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import type { NetworkRecord } from '../network/service.js';
import { channelDerivedColors, designColorsOf, designProblems } from './design-colors.js';
import { loadOpenableChannel, viewerKeySet } from './load.js';
import type { ChannelRecord } from './present.js';
import { channels } from './tables.js';

/**
 * A channel's colours (part 1 sections 2.2 and 3). Only those who may update the channel see or change
 * them (404 for everyone else); readers get the derived colours with the channel. The contrast rule
 * refuses (422) rather than warns, unlike the network design form: a channel's colours reach every
 * reader of its pages and the derived text colour cannot be chosen, so text that fails WCAG AA is not
 * stored at all.
 */

const presentDesign = (record: ChannelRecord): ChannelDesign => ({
  colors: designColorsOf(record),
  derivedColors: channelDerivedColors(record.designColors),
  channel: { slug: record.slug, title: record.title },
});

/** GET /channels/{slug}/design */
export async function showChannelDesign(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  slug: string,
): Promise<ChannelDesign> {
  const context = await loadOpenableChannel(ctx, ctx.db, network, viewer, slug);
  if (!context.can.update) throw notFound('channel');
  return presentDesign(context.record);
}

/** PUT /channels/{slug}/design: the whole set of colours; nothing is written when one fails. */
export async function updateChannelDesign(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  slug: string,
  body: ChannelDesignBody,
): Promise<ChannelDesign> {
  const keys = await viewerKeySet(ctx, viewer);
  const colors = body.design.colors as ChannelDesignColors;
  const record = await ctx.db.transaction(async (tx) => {
    const context = await loadOpenableChannel(ctx, tx, network, viewer, slug, { keys, lock: true });
    if (!context.can.update) throw notFound('channel');
    const errors = designProblems(colors);
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
    const stored = Object.fromEntries(Object.entries(colors).filter(([, value]) => value !== null));
    const [row] = await tx
      .update(channels)
      .set({ designColors: stored, updatedAt: sql`now()` })
      .where(eq(channels.id, context.record.id))
      .returning();
    if (!row) throw notFound('channel');
    return row;
  });
  return presentDesign(record);
}
