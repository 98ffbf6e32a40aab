import { z } from 'zod';
import { queryInteger } from './primitives.js';

/**
 * Channels (part 1 sections 2.2, 3, 4 and 6): curated front pages members subscribe to. Paths are the
 * spec's; a browser navigation to the same path gets the web app (see docs/architecture.md).
 */
export const channelPaths = {
  /** GET -> channelSections; POST { channel } -> channel (404 without can.create_channels). */
  channels: '/channels',
  /** GET, PUT { channel } -> channel. */
  channel: (slug: string) => `/channels/${encodeURIComponent(slug)}`,
  /** POST -> channel. */
  subscribe: (slug: string) => `/channels/${encodeURIComponent(slug)}/subscribe`,
  /** POST -> channel. */
  unsubscribe: (slug: string) => `/channels/${encodeURIComponent(slug)}/unsubscribe`,
  /** POST, DELETE -> { favorited }. */
  favorite: (slug: string) => `/channels/${encodeURIComponent(slug)}/favorite`,
  /** GET ?q=&page=&per=&sort_by=&filter[glossary]=&only_subscribed=&only_public=&groupSlug= */
  directory: '/directory/channels.json',
  /** GET, PUT { design } -> channelDesign (404 without can.update). */
  design: (slug: string) => `/channels/${encodeURIComponent(slug)}/design`,
} as const;

export const CHANNEL_STATUSES = ['draft', 'published', 'archived'] as const;
export const channelStatus = z.enum(CHANNEL_STATUSES);
export type ChannelStatus = z.infer<typeof channelStatus>;

export const CHANNEL_TITLE_MAX_LENGTH = 200;
export const CHANNEL_DESCRIPTION_MAX_LENGTH = 2000;
export const CHANNEL_AUDIENCE_MAX_ENTRIES = 200;

/**
 * Who a channel is for and who edits it: entries of the spec's audience option types. `system_role`
 * takes the ids `network_admin` and `network_member`. An empty audience means every network member
 * (guests excluded).
 */
export const AUDIENCE_TYPES = ['member', 'group', 'membership_role', 'system_role'] as const;
export const SYSTEM_ROLES = ['network_admin', 'network_member'] as const;
export const audienceEntry = z.object({
  type: z.enum(AUDIENCE_TYPES),
  id: z.string().min(1).max(100),
});
export type AudienceEntry = z.infer<typeof audienceEntry>;
/** An audience entry as answered: with the name of what it names. */
export const namedAudienceEntry = audienceEntry.extend({ name: z.string() });
export type NamedAudienceEntry = z.infer<typeof namedAudienceEntry>;

const audienceList = z.array(audienceEntry).max(CHANNEL_AUDIENCE_MAX_ENTRIES);

/** The channel form's fields. The title is checked by the server too (422 `errors.channels.title_empty`). */
export const channelFields = z.object({
  title: z.string().max(CHANNEL_TITLE_MAX_LENGTH),
  description: z.string().max(CHANNEL_DESCRIPTION_MAX_LENGTH),
  status: channelStatus,
  /** An own upload (`POST /api/storage/images`) to become the image; null removes it. */
  image_file_id: z.string().max(100).nullable(),
  audience: audienceList,
  editors: audienceList,
});
export type ChannelFields = z.infer<typeof channelFields>;

export const createChannelBody = z.object({
  channel: channelFields.extend({
    description: channelFields.shape.description.default(''),
    status: channelStatus.default('draft'),
    image_file_id: channelFields.shape.image_file_id.default(null),
    audience: audienceList.default([]),
    editors: audienceList.default([]),
  }),
});
export type CreateChannelBody = z.input<typeof createChannelBody>;

/** PUT /channels/{slug}: the fields sent change, the others stay. */
export const updateChannelBody = z.object({ channel: channelFields.partial() });
export type UpdateChannelBody = z.input<typeof updateChannelBody>;

export const channelImage = z.object({
  _id: z.string(),
  /** Square sizes of the spec, e.g. `url.replace('{size}', '435x435')`; `{size}` may be `original`. */
  url: z.string(),
});

/** A channel as lists and search show it (part 1 section 3). */
export const channelSummary = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  image: channelImage.nullable(),
  status: channelStatus,
  subscribers_count: z.number(),
  is_subscribed: z.boolean(),
  blog_id: z.string().nullable(),
  url: z.string(),
  i: z.object({ subscribed: z.boolean(), favorited: z.boolean() }),
});
export type ChannelSummary = z.infer<typeof channelSummary>;

/**
 * GET /channels/{slug}. A draft or archived channel answers to those who may not update it with
 * `content_hidden` and no description or image: the page shows only its status.
 */
export const channel = channelSummary.extend({
  content_hidden: z.boolean(),
  i: z.object({
    subscribed: z.boolean(),
    favorited: z.boolean(),
    can: z.object({ update: z.boolean(), subscribe: z.boolean(), favorite: z.boolean() }),
  }),
  design: z.object({ derivedColors: z.record(z.string(), z.string()) }),
  /** Only for those who may update: what the edit form shows. */
  audience: z.array(namedAudienceEntry).nullable(),
  editors: z.array(namedAudienceEntry).nullable(),
});
export type Channel = z.infer<typeof channel>;

/**
 * A channel's design (part 1 sections 2.2 and 3): base colours, each optional (null: the network's).
 * `primary` colours the channel's buttons, links and banners; `title_background` and `title_text` the
 * widget titles. The server derives the shades (`channel-*` names) the channel page injects. Text on
 * the chosen colours must reach WCAG AA (4.5:1): the derived text on `primary`, `title_text` (or the
 * derived text) on `title_background`; a title colour needs its background.
 */
export const CHANNEL_DESIGN_COLORS = ['primary', 'title_background', 'title_text'] as const;
export type ChannelDesignColor = (typeof CHANNEL_DESIGN_COLORS)[number];
export const DESIGN_CONTRAST_MIN = 4.5;
const designColor = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'errors.channels.invalid_color')
  .transform((value) => value.toLowerCase())
  .nullable()
  .default(null);
export const channelDesignColors = z.object({
  primary: designColor,
  title_background: designColor,
  title_text: designColor,
});
export type ChannelDesignColors = z.output<typeof channelDesignColors>;
export const channelDesignBody = z.object({ design: z.object({ colors: channelDesignColors }) });
export type ChannelDesignBody = z.input<typeof channelDesignBody>;
export const channelDesign = z.object({
  colors: z.object({
    primary: z.string().nullable(),
    title_background: z.string().nullable(),
    title_text: z.string().nullable(),
  }),
  derivedColors: z.record(z.string(), z.string()),
  channel: z.object({ slug: z.string(), title: z.string() }),
});
export type ChannelDesign = z.infer<typeof channelDesign>;

/** GET /channels: the channel list groupings of part 1 section 2.2. */
export const channelSections = z.object({
  subscribed: z.array(channelSummary),
  recent: z.array(channelSummary),
  popular: z.array(channelSummary),
  can: z.object({ create_channels: z.boolean() }),
});
export type ChannelSections = z.infer<typeof channelSections>;

export const favoriteResponse = z.object({ favorited: z.boolean() });

const glossaryLetter = z
  .string()
  .regex(/^[A-Za-z]$/, 'errors.directory.invalid_letter')
  .transform((letter) => letter.toUpperCase());

/** Query of /directory/channels.json (part 1 sections 2.4 and 7, part 3 section 7). */
export const directoryChannelsQuery = z.object({
  q: z.string().max(200).optional(),
  page: queryInteger(1, 100_000).default(1),
  per: queryInteger(1, 100).default(25),
  sort_by: z.string().max(100).optional(),
  'filter[glossary]': glossaryLetter.optional(),
  only_subscribed: z.stringbool().default(false),
  /** Only channels every network member may see. */
  only_public: z.stringbool().default(false),
  /** Only channels meant for this group (404 for a group the viewer cannot see). */
  groupSlug: z.string().min(1).max(200).optional(),
});
export type DirectoryChannelsQuery = z.infer<typeof directoryChannelsQuery>;

export const directoryChannelPage = z.object({
  entries: z.array(channelSummary),
  pagination: z.object({ total: z.number(), per_page: z.number(), page: z.number() }),
  too_large: z.boolean(),
  sort_by: z.string(),
  available_sorts: z.array(z.string()),
});
export type DirectoryChannelPage = z.infer<typeof directoryChannelPage>;

/**
 * POST /administration/channel_settings/assign_channel_subscriptions (part 3 sections 3.6, 5, 7 and 8):
 * subscribes members (chosen one by one, by group or by role, or every network member) to channels
 * (slugs). Network administrators only; the subscriptions are made by a job, each only where the
 * member may see the channel. Answers 202 with the number of channels.
 */
export const channelAssignmentPath = '/administration/channel_settings/assign_channel_subscriptions';
export const CHANNEL_ASSIGNMENT_MAX_CHANNELS = 100;
/** Members are chosen one by one, by group or by role (the two system roles are for audiences only). */
const assignmentEntry = audienceEntry.extend({ type: z.enum(['member', 'group', 'membership_role']) });
export const assignChannelSubscriptionsBody = z.object({
  members: z.array(assignmentEntry).max(CHANNEL_AUDIENCE_MAX_ENTRIES).default([]),
  channels: z.array(z.string().min(1).max(200)).max(CHANNEL_ASSIGNMENT_MAX_CHANNELS).default([]),
  subscribe_all_network_members: z.boolean().default(false),
});
export type AssignChannelSubscriptionsBody = z.input<typeof assignChannelSubscriptionsBody>;
export const channelAssignmentQueued = z.object({ channels: z.number() });
