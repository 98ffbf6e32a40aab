import { eq } from 'drizzle-orm';
import {
  CHANNEL_MAX_WIDGETS,
  type ChannelWidget,
  type ChannelWidgetList,
  type CreateChannelWidgetBody,
  type UpdateChannelWidgetBody,
  widgetCommonFields,
} from '../../../contract/channel-widgets.js';
import { issueMessageKey } from '../../../contract/field-errors.js';
import type { AppContext } from '../../platform/context.js';
import { type FieldErrors, unprocessable } from '../../platform/errors.js';
import type { CurrentMember } from '../../platform/identity/viewer.js';
import { newId } from '../../platform/ids.js';
import { destroyFiles } from '../files/service.js';
import type { NetworkRecord } from '../network/service.js';
import { withoutWidget } from './layout.js';
import { editableChannel, startPageChannel, type WidgetRow, widgetOf, widgetsOf } from './load.js';
import { presentWidget } from './present.js';
import { type ChannelWidgetTypeEntry, channelWidgetTypes } from './registry.js';
import { channelLayouts, channelWidgets } from './tables.js';

/** The widget use cases: list, show, create, update, delete (part 1 section 7). */

function typeEntry(ctx: AppContext, type: string): ChannelWidgetTypeEntry {
  const entry = ctx.extensions.get(channelWidgetTypes, type);
  if (!entry) throw unprocessable({ type: ['errors.channel_widgets.unknown_type'] });
  return entry;
}

/** The type's fields of a request, checked by the type's schema: 422 per field, nothing written. */
function typeFields(entry: ChannelWidgetTypeEntry, body: Record<string, unknown>): Record<string, unknown> {
  const parsed = entry.fields.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || 'base';
    fields[key] = [...(fields[key] ?? []), issueMessageKey(issue)];
  }
  throw unprocessable(fields);
}

function commonColumns(body: UpdateChannelWidgetBody) {
  const common = widgetCommonFields.parse(body);
  return {
    title: common.title,
    titleBackgroundOverride: common.title_background_override,
    hideTitle: common.hide_title,
    description: common.description,
    label: common.label,
    width: common.w,
  };
}

const filesOf = (entry: ChannelWidgetTypeEntry, fields: Record<string, unknown> | null) =>
  fields && entry.ownedFiles ? entry.ownedFiles(fields) : [];

/** GET /channels/{slug}/widgets: every widget with its data, loaded side by side. */
export async function listWidgets(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: CurrentMember,
  slug: string,
): Promise<ChannelWidgetList> {
  const channel = await startPageChannel(ctx, network, viewer, slug);
  const rows = await widgetsOf(ctx.db, channel.record.id);
  const now = new Date();
  const widgets = await Promise.all(rows.map((row) => presentWidget(ctx, viewer, channel.record, row, now)));
  return {
    widgets,
    types: [...ctx.extensions.all(channelWidgetTypes).keys()],
    can: { update: channel.can.update },
  };
}

/** GET /channels/{slug}/widgets/{id} */
export async function showWidget(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: CurrentMember,
  slug: string,
  id: string,
): Promise<ChannelWidget> {
  const channel = await startPageChannel(ctx, network, viewer, slug);
  const row = await widgetOf(ctx.db, channel.record.id, id);
  return presentWidget(ctx, viewer, channel.record, row, new Date());
}

/** POST /channels/{slug}/widgets */
export async function createWidget(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: CurrentMember,
  slug: string,
  body: CreateChannelWidgetBody,
): Promise<ChannelWidget> {
  const channel = await editableChannel(ctx, network, viewer, slug);
  const entry = typeEntry(ctx, body.type);
  const fields = typeFields(entry, body);
  const columns = commonColumns(body);
  const id = newId();
  const row = await ctx.db.transaction(async (tx) => {
    const existing = await widgetsOf(tx, channel.record.id);
    if (existing.length >= CHANNEL_MAX_WIDGETS) {
      throw unprocessable({ base: ['errors.channel_widgets.too_many_widgets'] });
    }
    const stored = entry.prepare
      ? await entry.prepare({
          ctx,
          tx,
          viewer,
          widgetId: id,
          channelWidgetIds: new Set(existing.map((widget) => widget.id)),
          fields,
          previous: null,
        })
      : fields;
    const [inserted] = await tx
      .insert(channelWidgets)
      .values({ id, channelId: channel.record.id, type: body.type, fields: stored, ...columns })
      .returning();
    if (!inserted) throw new Error('widget insert returned nothing');
    return inserted;
  });
  return presentWidget(ctx, viewer, channel.record, row, new Date());
}

/** PUT /channels/{slug}/widgets/{id}: the whole widget; pictures that left it are destroyed. */
export async function updateWidget(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: CurrentMember,
  slug: string,
  id: string,
  body: UpdateChannelWidgetBody,
): Promise<ChannelWidget> {
  const channel = await editableChannel(ctx, network, viewer, slug);
  const current = await widgetOf(ctx.db, channel.record.id, id);
  const entry = typeEntry(ctx, current.type);
  const fields = typeFields(entry, body);
  const columns = commonColumns(body);
  const { row, removedFiles } = await ctx.db.transaction(async (tx) => {
    const existing = await widgetsOf(tx, channel.record.id);
    const previous = existing.find((widget) => widget.id === id) ?? current;
    const stored = entry.prepare
      ? await entry.prepare({
          ctx,
          tx,
          viewer,
          widgetId: id,
          channelWidgetIds: new Set(existing.map((widget) => widget.id).filter((other) => other !== id)),
          fields,
          previous: previous.fields,
        })
      : fields;
    const [updated] = await tx
      .update(channelWidgets)
      .set({ fields: stored, ...columns, updatedAt: new Date() })
      .where(eq(channelWidgets.id, id))
      .returning();
    if (!updated) throw new Error('widget update returned nothing');
    const kept = new Set(filesOf(entry, stored));
    return { row: updated, removedFiles: filesOf(entry, previous.fields).filter((file) => !kept.has(file)) };
  });
  await destroyFiles(ctx, removedFiles);
  return presentWidget(ctx, viewer, channel.record, row, new Date());
}

/** DELETE /channels/{slug}/widgets/{id}: the widget leaves the layout in the same transaction. */
export async function deleteWidget(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: CurrentMember,
  slug: string,
  id: string,
): Promise<void> {
  const channel = await editableChannel(ctx, network, viewer, slug);
  const row: WidgetRow = await widgetOf(ctx.db, channel.record.id, id);
  await ctx.db.transaction(async (tx) => {
    const [layout] = await tx
      .select()
      .from(channelLayouts)
      .where(eq(channelLayouts.channelId, channel.record.id))
      .for('update');
    if (layout) {
      await tx
        .update(channelLayouts)
        .set({ rows: withoutWidget(layout.rows, id), updatedAt: new Date() })
        .where(eq(channelLayouts.channelId, channel.record.id));
    }
    await tx.delete(channelWidgets).where(eq(channelWidgets.id, id));
  });
  const entry = ctx.extensions.get(channelWidgetTypes, row.type);
  await destroyFiles(ctx, entry ? filesOf(entry, row.fields) : []);
}
