import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestampColumn, updatedAt } from '../../db/columns.js';
import { members } from '../../platform/identity/tables.js';

export const groupCategories = pgTable(
  'group_categories',
  {
    id: idColumn(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    pluralName: text('plural_name').notNull(),
    color: text('color').notNull().default('4a6fa5'),
    order: integer('order').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    access: text('access', { enum: ['open', 'closed', 'hidden'] })
      .notNull()
      .default('open'),
    /** The category's main group (part 3 section 3.2), shown first or hidden from its lists. */
    mainGroupId: text('main_group_id').references((): AnyPgColumn => groups.id, { onDelete: 'set null' }),
    mainGroupHidden: boolean('main_group_hidden').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('group_categories_slug_unique').on(t.slug)],
);

export const groupCategoryAdmins = pgTable(
  'group_category_admins',
  {
    categoryId: text('category_id')
      .notNull()
      .references(() => groupCategories.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.memberId] })],
);

export type GroupAccess = 'open' | 'closed' | 'hidden';

export type GroupNavigationItem = {
  key: string;
  /** How the navigation editor made the tab (link, pages, apps, standard); absent on older rows. */
  type?: 'link' | 'pages' | 'apps' | 'standard';
  label?: string;
  url: string;
  new_window?: boolean;
  /** False keeps the tab from guests; absent means shown. */
  public?: boolean;
  children?: GroupNavigationItem[];
};

export const groups = pgTable(
  'groups',
  {
    id: idColumn(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    categoryId: text('category_id')
      .notNull()
      .references(() => groupCategories.id),
    access: text('access', { enum: ['open', 'closed', 'hidden'] })
      .notNull()
      .default('open'),
    externallyVisible: boolean('externally_visible').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    moderatedJoin: boolean('moderated_join').notNull().default(false),
    membersCanInvite: boolean('members_can_invite').notNull().default(false),
    chatEnabled: boolean('chat_enabled').notNull().default(true),
    sensitive: boolean('sensitive').notNull().default(false),
    activeMainGroup: boolean('active_main_group').notNull().default(false),
    teaser: text('teaser').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Where the group meets or sits, for the maps (geocoded by the maps module's job). */
    address: text('address').notNull().default(''),
    profileImageUrl: text('profile_image_url'),
    /** Extra or reordered navigation tabs; null means the standard tabs. */
    navigation: jsonb('navigation').$type<GroupNavigationItem[]>(),
    activityCount: integer('activity_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('groups_slug_unique').on(t.slug),
    index('groups_category_idx').on(t.categoryId),
    index('groups_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export type GroupMembershipStatus = 'member' | 'in_moderation' | 'rejected' | 'invited';

export const groupMemberships = pgTable(
  'group_memberships',
  {
    groupId: text('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['member', 'in_moderation', 'rejected', 'invited'] }).notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    favorited: boolean('favorited').notNull().default(false),
    /** Subscription to the group's notifications (groups/{slug}/subscribe). */
    subscribed: boolean('subscribed').notNull().default(false),
    /** Subscription to the group's activity stream (activitystreams/{slug}/subscribe). */
    activitystreamSubscribed: boolean('activitystream_subscribed').notNull().default(false),
    invitedById: text('invited_by_id').references(() => members.id, { onDelete: 'set null' }),
    invitedAt: timestampColumn('invited_at'),
    rejectionMessage: text('rejection_message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.memberId] }),
    index('group_memberships_member_idx').on(t.memberId),
  ],
);

/** Group-scoped membership roles assigned to a group member (roles with a groupId). */
export const groupMemberRoles = pgTable(
  'group_member_roles',
  {
    groupId: text('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    roleId: text('role_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.memberId, t.roleId] })],
);
