import type { Channel, ChannelSummary, NamedAudienceEntry } from '../../../contract/channels.js';
import { channelDerivedColors } from './design-colors.js';
import { contentHidden } from './policy.js';
import type { channels } from './tables.js';

export type ChannelRecord = typeof channels.$inferSelect;
/** The viewer's subscription of a channel, or null. */
export type Subscription = { favorited: boolean } | null;

/** The owner type of channel images (files module). */
export const CHANNEL_IMAGE_OWNER = 'channel_image';
/** The search module name of channels (part 1 section 2.3). */
export const CHANNEL_SEARCH_MODULE = 'channels';

export const channelUrl = (slug: string) => `/channels/${slug}`;
/** An image URL with `{size}` for one of the spec's sizes or `original`. */
export const channelImagePath = (fileId: string) => `/api/v1/channel_images/${fileId}/{size}`;

const imageOf = (record: ChannelRecord) =>
  record.imageFileId ? { _id: record.imageFileId, url: channelImagePath(record.imageFileId) } : null;

/** A channel as lists show it, without the viewer's standing (search documents). */
export function presentChannelBase(record: ChannelRecord): Omit<ChannelSummary, 'is_subscribed' | 'i'> {
  return {
    id: record.id,
    slug: record.slug,
    title: record.title,
    description: record.description,
    image: imageOf(record),
    status: record.status,
    subscribers_count: record.subscribersCount,
    // Every channel has its blog, under the channel's id (blogs module).
    blog_id: record.id,
    url: channelUrl(record.slug),
  };
}

export function presentChannelSummary(record: ChannelRecord, subscription: Subscription): ChannelSummary {
  return {
    ...presentChannelBase(record),
    is_subscribed: subscription !== null,
    i: { subscribed: subscription !== null, favorited: subscription?.favorited ?? false },
  };
}

export function presentChannel(
  record: ChannelRecord,
  subscription: Subscription,
  can: { update: boolean; subscribe: boolean },
  audience: { audience: NamedAudienceEntry[]; editors: NamedAudienceEntry[] } | null,
): Channel {
  const hidden = contentHidden(record.status, can.update);
  const summary = presentChannelSummary(record, subscription);
  return {
    ...summary,
    description: hidden ? '' : summary.description,
    image: hidden ? null : summary.image,
    content_hidden: hidden,
    i: {
      ...summary.i,
      can: { update: can.update, subscribe: can.subscribe, favorite: subscription !== null },
    },
    // The colours only where the content shows (a hidden draft shows its status only).
    design: { derivedColors: hidden ? {} : channelDerivedColors(record.designColors) },
    audience: audience?.audience ?? null,
    editors: audience?.editors ?? null,
  };
}
