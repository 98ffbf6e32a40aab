import { eq } from 'drizzle-orm';
import {
  type ChannelLayout,
  LAYOUT_ROW_COLUMNS,
  type LayoutBody,
  type LayoutRow,
} from '../../../contract/channel-widgets.js';
import type { AppContext } from '../../platform/context.js';
import { type FieldErrors, unprocessable } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import type { NetworkRecord } from '../network/service.js';
import { editableChannel, startPageChannel, widgetsOf } from './load.js';
import { channelLayouts } from './tables.js';

/** The layout without one widget (deleted); rows keep their kind and other places. */
export const withoutWidget = (rows: LayoutRow[], id: string): LayoutRow[] =>
  rows.map((row) => ({ ...row, widgets: row.widgets.filter((widget) => widget !== id) }));

/**
 * The rules of a layout (part 1 section 2.2): each row holds at most as many widgets as its kind has
 * places (3 columns in all), only widgets of the channel, each widget once. Field errors per row.
 */
export function layoutProblems(rows: LayoutRow[], widgetIds: ReadonlySet<string>): FieldErrors {
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  const add = (path: string, key: string) => {
    errors[path] = [...new Set([...(errors[path] ?? []), key])];
  };
  for (const [index, row] of rows.entries()) {
    if (row.widgets.length > LAYOUT_ROW_COLUMNS[row.type].length) {
      add(`rows.${index}.widgets`, 'errors.channel_widgets.too_many_columns');
    }
    for (const [place, id] of row.widgets.entries()) {
      if (!widgetIds.has(id)) add(`rows.${index}.widgets.${place}`, 'errors.channel_widgets.unknown_widget');
      else if (seen.has(id)) add(`rows.${index}.widgets.${place}`, 'errors.channel_widgets.widget_twice');
      seen.add(id);
    }
  }
  return errors;
}

async function storedRows(ctx: AppContext, channelId: string) {
  const [layout] = await ctx.db.select().from(channelLayouts).where(eq(channelLayouts.channelId, channelId));
  return layout ?? null;
}

/** GET /channels/{slug}/layout */
export async function showLayout(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  slug: string,
): Promise<ChannelLayout> {
  const channel = await startPageChannel(ctx, network, viewer, slug);
  const layout = await storedRows(ctx, channel.record.id);
  return {
    rows: layout?.rows ?? [],
    updated_at: layout?.updatedAt.toISOString() ?? null,
    can: { update: channel.can.update },
  };
}

/** PUT /channels/{slug}/layout: the rows replace the stored ones; 422 per row, nothing written. */
export async function saveLayout(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  slug: string,
  body: LayoutBody,
): Promise<ChannelLayout> {
  const channel = await editableChannel(ctx, network, viewer, slug);
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    const widgetIds = new Set((await widgetsOf(tx, channel.record.id)).map((widget) => widget.id));
    const problems = layoutProblems(body.rows, widgetIds);
    if (Object.keys(problems).length > 0) throw unprocessable(problems);
    const rows = body.rows.map((row) => ({ type: row.type, widgets: row.widgets }));
    await tx
      .insert(channelLayouts)
      .values({ channelId: channel.record.id, rows, updatedAt: now })
      .onConflictDoUpdate({ target: channelLayouts.channelId, set: { rows, updatedAt: now } });
  });
  return showLayout(ctx, network, viewer, slug);
}
