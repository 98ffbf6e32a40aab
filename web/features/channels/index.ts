/** What other features use of channels: a channel's list row (the directory's channels tab). */
export { ChannelRow } from './channel-row';
export { loadChannelsStrings } from './strings';
