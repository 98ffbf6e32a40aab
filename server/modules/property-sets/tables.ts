import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { Modification, PropertyDefinition } from '../../../contract/property-sets.js';
import { updatedAt } from '../../db/columns.js';

/**
 * Property sets by owner and name. `scope` is `network` or the id of the group whose set it is; a
 * `modified` group set keeps only its `modifications`, its properties come from the network's set of
 * the same name when read, so a change of the parent reaches every group at once.
 */
export const propertySets = pgTable(
  'property_sets',
  {
    scope: text('scope').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: ['basic', 'modified'] }).notNull(),
    properties: jsonb('properties').$type<PropertyDefinition[]>().notNull().default([]),
    modifications: jsonb('modifications').$type<Modification[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.name] })],
);
