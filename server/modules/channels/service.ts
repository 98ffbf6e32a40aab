/**
 * Channels (part 1 sections 2.2 to 7): curated front pages members subscribe to. What other modules
 * may use: the directory's page of channels and the section limits.
 */
export {
  CHANNEL_SECTION_LIMITS,
  type ChannelDirectoryQuery,
  type ChannelSortField,
  channelDirectoryPage,
  channelSections,
  showChannel,
} from './lists.js';
/** For the start page's widgets (channel-widgets): the channel a viewer may open, and its content rule. */
export { assertChannelsEnabled, type ChannelContext, loadOpenableChannel } from './load.js';
export { contentHidden } from './policy.js';
export { CHANNEL_IMAGE_OWNER, CHANNEL_SEARCH_MODULE } from './present.js';
export { setChannelFavorite, subscribeToChannel, unsubscribeFromChannel } from './subscriptions.js';
export { createChannel, updateChannel } from './write.js';
