/**
 * Channel start pages (part 1 sections 2.2 and 3). What other modules may use: the widget type
 * registry, to add a type (the blog module's `blog`) with its fields, write step and data loader.
 */
export {
  CHANNEL_WIDGET_IMAGE_OWNER,
  type ChannelWidgetTypeEntry,
  channelWidgetTypes,
  type LoadInput,
  type PrepareInput,
} from './registry.js';
