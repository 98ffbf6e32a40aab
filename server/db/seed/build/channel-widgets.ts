import { eq } from 'drizzle-orm';
import type { LayoutRow } from '../../../../contract/channel-widgets.js';
import { channelLayouts, channelWidgets } from '../../../modules/channel-widgets/tables.js';
import type { Db, Tx } from '../../client.js';

export type ChannelWidgetSeed = {
  channelId: string;
  type: string;
  /** The type's fields as the widget form stores them (HTML already sanitised). */
  fields?: Record<string, unknown>;
  title?: string;
  hideTitle?: boolean;
  description?: string;
  width?: number;
};

/** A widget row of a channel's start page; shared by the demo seed and the test factories. */
export async function buildChannelWidget(db: Db | Tx, seed: ChannelWidgetSeed) {
  const [row] = await db
    .insert(channelWidgets)
    .values({
      channelId: seed.channelId,
      type: seed.type,
      fields: seed.fields ?? {},
      title: seed.title ?? '',
      hideTitle: seed.hideTitle ?? false,
      description: seed.description ?? '',
      width: seed.width ?? 1,
    })
    .returning();
  if (!row) throw new Error('channel widget not stored');
  return row;
}

/** The start page's rows of a channel (replacing any). */
export async function buildChannelLayout(db: Db | Tx, channelId: string, rows: LayoutRow[]) {
  await db
    .insert(channelLayouts)
    .values({ channelId, rows })
    .onConflictDoUpdate({ target: channelLayouts.channelId, set: { rows, updatedAt: new Date() } });
}

/** Replaces a widget's type fields (pictures are files of the widget, so they come after it). */
export async function setChannelWidgetFields(db: Db | Tx, id: string, fields: Record<string, unknown>) {
  await db.update(channelWidgets).set({ fields }).where(eq(channelWidgets.id, id));
}
