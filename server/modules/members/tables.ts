import { sql } from 'drizzle-orm';
import { boolean, date, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestampColumn, updatedAt } from '../../db/columns.js';

/**
 * A member of the network: the person's account and their network membership in one row, because
 * one installation serves one network. Ids of members are what the spec calls membership ids.
 */
export const members = pgTable(
  'members',
  {
    id: idColumn(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    locale: text('locale').notNull().default('en'),
    timeZone: text('time_zone').notNull().default('Europe/Berlin'),
    isExternal: boolean('is_external').notNull().default(false),
    isNetworkAdmin: boolean('is_network_admin').notNull().default(false),
    lockedAt: timestampColumn('locked_at'),
    /** Avatar: a URL of an image (data or storage URL); null shows the default picture. */
    imageUrl: text('image_url'),
    birthday: date('birthday', { mode: 'string' }),
    /** Profile field values by field key (network settings list the fields). */
    profile: jsonb('profile').$type<Record<string, string>>().notNull().default({}),
    /** Personal token for feeds (atom, webcal); null means the member has none. */
    authenticationToken: text('authentication_token'),
    /** Full-text document of name, e-mail and profile for the directory search. */
    searchText: text('search_text').notNull().default(''),
    lastSeenAt: timestampColumn('last_seen_at'),
    deletedAt: timestampColumn('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('members_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('members_authentication_token_unique').on(t.authenticationToken),
    index('members_name_idx').on(t.lastName, t.firstName),
    index('members_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * Membership roles (part 3 section 3.5): network-wide when groupId is null, otherwise a group's roles.
 */
export const membershipRoles = pgTable(
  'membership_roles',
  {
    id: idColumn(),
    groupId: text('group_id'),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    pluralName: text('plural_name').notNull(),
    color: text('color').notNull(),
    textColor: text('text_color').notNull().default('ffffff'),
    displayType: text('display_type', { enum: ['default', 'grouped', 'hidden'] })
      .notNull()
      .default('default'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('membership_roles_scope_slug_unique').on(sql`coalesce(${t.groupId}, '')`, t.slug)],
);

export const memberRoles = pgTable(
  'member_roles',
  {
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    roleId: text('role_id')
      .notNull()
      .references(() => membershipRoles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('member_roles_unique').on(t.memberId, t.roleId),
    index('member_roles_role_idx').on(t.roleId),
  ],
);
