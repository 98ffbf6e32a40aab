import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, updatedAt } from '../../db/columns.js';
import type { NetworkDesign } from '../../platform/network/defaults.js';
import { groupCategories, groups } from '../groups/tables.js';

/**
 * The designs of group categories and groups (part 3 section 2.1). The network's design stays in the
 * network row, which every instance caches. A category or group without a row uses the design above
 * it; rows go with their category or group.
 */
export const scopeDesigns = pgTable(
  'scope_designs',
  {
    id: idColumn(),
    groupCategoryId: text('group_category_id').references(() => groupCategories.id, {
      onDelete: 'cascade',
    }),
    groupId: text('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    design: jsonb('design').$type<NetworkDesign>().notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('scope_designs_group_category_key').on(table.groupCategoryId),
    uniqueIndex('scope_designs_group_key').on(table.groupId),
    check('scope_designs_one_scope', sql`(${table.groupCategoryId} is null) <> (${table.groupId} is null)`),
  ],
);
