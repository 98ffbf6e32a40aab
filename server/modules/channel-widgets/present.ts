import type { ChannelWidget } from '../../../contract/channel-widgets.js';
import type { AppContext } from '../../platform/context.js';
import type { CurrentMember } from '../../platform/identity/viewer.js';
import type { WidgetRow } from './load.js';
import { channelWidgetTypes } from './registry.js';

/**
 * A widget as answered: its common fields, its type's fields and the data its type loads for the
 * viewer. A type that fails to load (a feed that cannot be read) answers `status: error` and the page
 * draws the widget's error text; the other widgets are unaffected.
 */
export async function presentWidget(
  ctx: AppContext,
  viewer: CurrentMember,
  channel: { id: string; slug: string },
  row: WidgetRow,
  now: Date,
): Promise<ChannelWidget> {
  const entry = ctx.extensions.get(channelWidgetTypes, row.type);
  let data: Record<string, unknown> | null = null;
  let status: 'ok' | 'error' = 'error';
  if (entry) {
    try {
      data = await entry.load({ ctx, viewer, channel, widget: { id: row.id, fields: row.fields }, now });
      status = 'ok';
    } catch (err) {
      ctx.log.info({ err, widgetId: row.id, type: row.type }, 'channel widget could not be loaded');
    }
  }
  return {
    ...row.fields,
    id: row.id,
    type: row.type,
    title: row.title,
    title_background_override: row.titleBackgroundOverride,
    hide_title: row.hideTitle,
    description: row.description,
    label: row.label,
    w: row.width,
    status,
    data,
  };
}
