import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { forbidden, notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { type ChannelContext, contentHidden, loadOpenableChannel } from '../channels/service.js';
import type { NetworkRecord } from '../network/service.js';
import { channelWidgets } from './tables.js';

export type WidgetRow = typeof channelWidgets.$inferSelect;

/**
 * The channel whose start page is asked for: 404 for a channel the viewer cannot open, and for one
 * whose content is hidden from them (a draft or archived channel shows its status only).
 */
export async function startPageChannel(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  slug: string,
): Promise<ChannelContext> {
  const channel = await loadOpenableChannel(ctx, ctx.db, network, viewer, slug);
  if (contentHidden(channel.record.status, channel.can.update)) throw notFound('channel');
  return channel;
}

/** As startPageChannel, for writes: only those with the channel's `can.update` (403 for readers). */
export async function editableChannel(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  slug: string,
): Promise<ChannelContext> {
  const channel = await startPageChannel(ctx, network, viewer, slug);
  if (!channel.can.update) throw forbidden();
  return channel;
}

export async function widgetsOf(db: Db | Tx, channelId: string): Promise<WidgetRow[]> {
  return db
    .select()
    .from(channelWidgets)
    .where(eq(channelWidgets.channelId, channelId))
    .orderBy(asc(channelWidgets.createdAt), asc(channelWidgets.id));
}

/** One widget of the channel, or 404 (also for a widget of another channel). */
export async function widgetOf(db: Db | Tx, channelId: string, id: string): Promise<WidgetRow> {
  const [row] = /^[0-9a-f]{24}$/.test(id)
    ? await db.select().from(channelWidgets).where(eq(channelWidgets.id, id)).limit(1)
    : [];
  if (!row || row.channelId !== channelId) throw notFound('widget');
  return row;
}
