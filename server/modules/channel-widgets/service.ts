/**
 * Channel start pages (part 1 sections 2.2 and 3). What other modules may use: the widget type
 * registry, to add a type (the blog module's `blog`) with its fields, write step and data loader; and
 * the start page's widgets with their translatable texts (translations module).
 */
export { startPageChannel, type WidgetRow, widgetsOf } from './load.js';
export {
  CHANNEL_WIDGET_IMAGE_OWNER,
  type ChannelWidgetTypeEntry,
  channelWidgetTypes,
  type LoadInput,
  type PrepareInput,
  type TranslatableText,
} from './registry.js';
export { widgetById, widgetTexts } from './translatable.js';
