import { z } from 'zod';
import { memberRow, roleSection, sectionedMemberRow } from './members.js';

export const groupAccess = z.enum(['open', 'closed', 'hidden']);
export const membershipStatus = z.enum(['no_member', 'member', 'in_moderation', 'rejected', 'invited']);
export type MembershipStatus = z.infer<typeof membershipStatus>;
export const subscriptionStatus = z.enum(['subscribed', 'unsubscribed']);

export const groupCategory = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  plural_name: z.string(),
  color: z.string(),
  order: z.number(),
  hidden: z.boolean(),
  can: z.object({ create: z.boolean(), administrate: z.boolean() }),
});
export type GroupCategory = z.infer<typeof groupCategory>;

/** GET /api/v1/groups/{slug} (part 3 section 3.4). */
export const group = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  profile_image: z.string().nullable(),
  archived: z.boolean(),
  access: groupAccess,
  externally_visible: z.boolean(),
  member_count: z.number(),
  activity_count: z.number(),
  teaser: z.string(),
  description: z.string(),
  /** Where the group meets or sits (free text, shown on the maps once geocoded). */
  address: z.string(),
  group_category_id: z.string(),
  category: z.object({ id: z.string(), slug: z.string(), name: z.string(), plural_name: z.string() }),
  membership_status_of_current_member: membershipStatus,
  /** Whether the member subscribed to the group's notifications. */
  i_haz_subscription: z.boolean(),
  subscription_status: subscriptionStatus,
  activitystream_subscription_status: subscriptionStatus,
  favorited: z.boolean(),
  moderated_join: z.boolean(),
  members_can_invite: z.boolean(),
  chat: z.boolean(),
  sensitive: z.boolean(),
  active_main_group: z.boolean(),
  /** Pending invitation of the current member, if any. */
  invite: z
    .object({
      id: z.string(),
      author: z.object({ id: z.string(), name: z.string() }),
      created_at: z.string(),
    })
    .nullable(),
  /** Atom feed of the group's activities, when the member has an authentication token. */
  atom_feed_url: z.string().nullable(),
  can: z.object({
    join: z.boolean(),
    join_moderated: z.boolean(),
    leave: z.boolean(),
    create_hidden: z.boolean(),
    destroy: z.boolean(),
    archive: z.boolean(),
    administrate: z.boolean(),
    update: z.boolean(),
    see_content: z.boolean(),
  }),
});
export type Group = z.infer<typeof group>;

/** Group as listed in the user bar and group lists (part 3 section 3.9). */
export const groupSummary = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  category_id: z.string(),
  favorited: z.boolean(),
  archived: z.boolean(),
  active_main_group: z.boolean(),
  access: groupAccess,
  profile_image: z.string().nullable(),
  membership_status_of_current_member: membershipStatus,
});
export type GroupSummary = z.infer<typeof groupSummary>;

/** GET /api/v1/groups: the member's groups by category, for the user bar and the groups directory. */
export const myGroups = z.object({
  categories: z.array(groupCategory),
  groups: z.array(groupSummary),
});
export type MyGroups = z.infer<typeof myGroups>;

export type NavigationItem = {
  key: string;
  /** Label; absent means the fallback i18n label of the key (activities, members, calendar, ...). */
  label: string | null;
  url: string;
  new_window: boolean;
  /** Join requests waiting (members tab, for group admins). */
  badge: number;
  children: NavigationItem[];
};
export const navigationItem: z.ZodType<NavigationItem> = z
  .lazy(
    () =>
      z.object({
        key: z.string(),
        label: z.string().nullable(),
        url: z.string(),
        new_window: z.boolean(),
        badge: z.number(),
        children: z.array(navigationItem),
      }),
    // A named schema: the API description refers to it by name, which a recursive schema needs.
  )
  .meta({ id: 'NavigationItem' });

/** GET /groups/{slug}/navigation */
export const groupNavigation = z.object({ items: z.array(navigationItem) });

/** POST/DELETE /api/v1/groups/{slug}/favorite */
export const favoriteResponse = z.object({ favorited: z.boolean() });
/** POST/DELETE /groups/{slug}/subscribe, /activitystreams/{slug}/subscribe, /api/v1/groups/{id}/subscribe */
export const subscribeResponse = z.object({ subscription_status: subscriptionStatus });
/** POST/DELETE /api/v1/groups/{id}/join and DELETE /groups/{slug}/join: the group after the change. */
export const joinResponse = z.object({ membership_status_of_current_member: membershipStatus, group });

/** GET /groups/{slug}/members?page=&per=&q= */
export const groupMemberList = z.object({
  /** `roles` carries the group's roles after the network's, but not those displayed as hidden. */
  entries: z.array(sectionedMemberRow.extend({ is_group_admin: z.boolean() })),
  /** The group's grouped roles that head sections of this page's entries. */
  sections: z.array(roleSection),
  total: z.number(),
  page: z.number(),
  per: z.number(),
});

/** Longest texts of the group form; the database holds more, the form needs no more. */
export const GROUP_NAME_MAX_LENGTH = 200;
export const GROUP_TEASER_MAX_LENGTH = 500;
export const GROUP_DESCRIPTION_MAX_LENGTH = 20_000;
export const GROUP_ADDRESS_MAX_LENGTH = 500;

/**
 * The fields of the group form (part 3 sections 3.4 and 5). The name is checked by the server
 * (422 errors.groups.name_empty), so it may arrive empty; so are the access rules, which depend on
 * the stored group and the viewer's rights.
 */
const groupFields = z.object({
  name: z.string().max(GROUP_NAME_MAX_LENGTH),
  teaser: z.string().max(GROUP_TEASER_MAX_LENGTH),
  description: z.string().max(GROUP_DESCRIPTION_MAX_LENGTH),
  address: z.string().max(GROUP_ADDRESS_MAX_LENGTH),
  access: groupAccess,
  externally_visible: z.boolean(),
  moderated_join: z.boolean(),
  members_can_invite: z.boolean(),
  chat: z.boolean(),
  sensitive: z.boolean(),
});
export const groupInput = groupFields.extend({
  name: groupFields.shape.name.default(''),
  teaser: groupFields.shape.teaser.default(''),
  description: groupFields.shape.description.default(''),
  address: groupFields.shape.address.default(''),
  access: groupAccess.default('open'),
  externally_visible: z.boolean().default(false),
  moderated_join: z.boolean().default(false),
  members_can_invite: z.boolean().default(false),
  chat: z.boolean().default(true),
  sensitive: z.boolean().default(false),
});
export type GroupInput = z.infer<typeof groupInput>;

/** POST /groups: the group and its category (id or slug). */
export const createGroupBody = z.object({
  group: groupInput.extend({ group_category_id: z.string().min(1).max(200) }),
});
export type CreateGroupBody = z.input<typeof createGroupBody>;

/** PUT /groups/{slug}: the fields sent change, the others stay. */
export const updateGroupBody = z.object({ group: groupFields.partial() });
export type UpdateGroupBody = z.input<typeof updateGroupBody>;

/** GET /api/v1/groups/new?group_category_slug=: the empty form and what the viewer may choose. */
export const newGroupQuery = z.object({ group_category_slug: z.string().min(1).max(200) });
export const newGroup = z.object({
  group: groupFields,
  category: groupCategory,
  /** The access choices the form offers (hidden only with can.create_hidden). */
  access_options: z.array(groupAccess),
  can: z.object({ create_hidden: z.boolean() }),
});
export type NewGroup = z.infer<typeof newGroup>;

/** GET /groups/{slug}/administration/join_requests: members waiting for approval, oldest first. */
export const joinRequestList = z.object({
  entries: z.array(z.object({ member: memberRow, requested_at: z.string() })),
});
export type JoinRequestList = z.infer<typeof joinRequestList>;

/** The rejection form of part 3 section 2.1: a message to the member (may be empty). */
export const JOIN_REJECTION_MESSAGE_MAX_LENGTH = 5000;
export const rejectJoinRequestBody = z.object({
  rejection_message: z.string().max(JOIN_REJECTION_MESSAGE_MAX_LENGTH).default(''),
});
export type RejectJoinRequestBody = z.input<typeof rejectJoinRequestBody>;

/**
 * PUT /api/v1/groups/{id}/image (an upload cropped in the browser) and DELETE (back to the initials):
 * the group's profile image, for those who administer the group while it is not archived.
 */
export const groupImageBody = z.object({ file_id: z.string().min(1).max(100) });
export const groupImageResponse = z.object({ profile_image: z.string().nullable() });
export type GroupImageResponse = z.infer<typeof groupImageResponse>;
