import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from '../../db/columns.js';
import { members } from '../../platform/identity/tables.js';

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
