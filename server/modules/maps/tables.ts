import { doublePrecision, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from '../../db/columns.js';

/**
 * Answers of the geocoding service, one row per normalised address (maps/address.ts), so an address
 * many members share (an office) is asked once. `latitude`/`longitude` are null when the service
 * found nothing: that answer is kept too, so an unknown address is not asked again and again.
 */
export const geocodes = pgTable('geocodes', {
  addressKey: text('address_key').primaryKey(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  geocodedAt: timestampColumn('geocoded_at').notNull().defaultNow(),
});

/**
 * Where a member, a group or the network is: the normalised address it currently has. The
 * coordinates come from `geocodes` by the key, so a row without a geocode yet simply is not drawn.
 * A subject without an address (or an anonymised member) has no row.
 */
export const mapPlaces = pgTable(
  'map_places',
  {
    subjectType: text('subject_type', { enum: ['member', 'group', 'network'] }).notNull(),
    subjectId: text('subject_id').notNull(),
    addressKey: text('address_key').notNull(),
    updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.subjectType, t.subjectId] }),
    index('map_places_address_idx').on(t.addressKey),
  ],
);
