import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';

/**
 * Daily statistics: one count per scope (`network` or a group id), day (the network's zone) and
 * metric. The statistics job writes the counted metrics; page views are added as they happen. The
 * key starts with scope and day, so a year of one scope is one index range.
 */
export const statisticsDaily = pgTable(
  'statistics_daily',
  {
    scope: text('scope').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    metric: text('metric').notNull(),
    value: integer('value').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.scope, t.day, t.metric] })],
);

/** The days the job counted once they were over; a day not listed is counted (again) by the next run. */
export const statisticsDays = pgTable('statistics_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  countedAt: createdAt(),
});
