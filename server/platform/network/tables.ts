import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from '../../db/columns.js';
import type { NetworkConfig, NetworkDesign, NetworkSettings } from './defaults.js';

/**
 * The one network this installation serves. Settings are what administrators edit (part 3 section 3.1),
 * config are the feature flags and limits the product reads (show_online_status, chat caps, ...),
 * design is the theme (logo, banner, colours).
 */
export const networks = pgTable('networks', {
  id: idColumn(),
  name: text('name').notNull(),
  language: text('language').notNull().default('en'),
  settings: jsonb('settings').$type<NetworkSettings>().notNull(),
  config: jsonb('config').$type<NetworkConfig>().notNull(),
  design: jsonb('design').$type<NetworkDesign>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
