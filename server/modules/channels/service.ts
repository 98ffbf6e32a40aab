/**
 * Channels (part 1 sections 2.2 to 7): curated front pages members subscribe to. What other modules
 * may use: the directory's page of channels and the section limits.
 */

/** Blogs and apps check their audiences of writers, publishers and editors the same way. */
export { audienceProblems, distinctEntries, namedAudience } from './audience.js';
export {
  CHANNEL_SECTION_LIMITS,
  type ChannelDirectoryQuery,
  type ChannelSortField,
  channelDirectoryPage,
  channelSections,
  showChannel,
} from './lists.js';
/** For blogs and the start page's widgets: the channel a viewer may open, and its content rule. */
export {
  assertChannelsEnabled,
  type ChannelContext,
  channelRecordsByIds,
  loadOpenableChannel,
  openableChannel,
  viewerKeySet,
} from './load.js';
export { contentHidden } from './policy.js';
export { CHANNEL_IMAGE_OWNER, CHANNEL_SEARCH_MODULE, type ChannelRecord } from './present.js';
export { subscribedOpenableChannels } from './subscribed.js';
export { setChannelFavorite, subscribeToChannel, unsubscribeFromChannel } from './subscriptions.js';
export { createChannel, updateChannel } from './write.js';
