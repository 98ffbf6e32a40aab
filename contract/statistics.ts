import { z } from 'zod';

/**
 * Statistics of the network and of a group (part 3 section 2.1; part 1 sections 5 and 9): daily
 * figures read from the aggregates the statistics job writes. No figure names a member.
 */
export const STATISTICS_METRICS = [
  'active_members',
  'sign_ins',
  'new_members',
  'activities',
  'replies',
  'likes',
  'messages',
  'chat_messages',
  'files_uploaded',
  'page_views',
] as const;
export type StatisticsMetric = (typeof STATISTICS_METRICS)[number];
/** A group has no messages of its own (a message to a group is its members' mail). */
export const GROUP_STATISTICS_METRICS: readonly StatisticsMetric[] = STATISTICS_METRICS.filter(
  (metric) => metric !== 'messages',
);

/** Part 1 section 9; `3m` is the default. */
export const STATISTICS_RANGES = ['7d', '30d', '3m', '6m', '12m', 'custom'] as const;
export type StatisticsRange = (typeof STATISTICS_RANGES)[number];
export const DEFAULT_STATISTICS_RANGE: StatisticsRange = '3m';
/** Part 1 section 5: no statistics before this day. */
export const STATISTICS_FIRST_DAY = '2021-06-01';

/** Loose on purpose: the service checks the dates and answers 422 with field keys. */
export const statisticsQuery = z.object({
  range: z.enum(STATISTICS_RANGES).default(DEFAULT_STATISTICS_RANGE),
  start_date: z.string().max(40).optional(),
  end_date: z.string().max(40).optional(),
  locale: z.string().max(10).optional(),
});
export type StatisticsQuery = z.input<typeof statisticsQuery>;

export const statisticsReport = z.object({
  range: z.enum(STATISTICS_RANGES),
  start_date: z.string(),
  end_date: z.string(),
  /** The network's zone: where the days begin; and today there, the last day a range may reach. */
  time_zone: z.string(),
  today: z.string(),
  metrics: z.array(z.enum(STATISTICS_METRICS)),
  /** Every day of the range, oldest first, with each metric's count (0 where nothing happened). */
  days: z.array(z.object({ date: z.string(), counts: z.record(z.string(), z.number().int()) })),
  totals: z.record(z.string(), z.number().int()),
  /** The group, for a group's statistics. */
  group: z.object({ id: z.string(), slug: z.string(), name: z.string() }).nullable(),
});
export type StatisticsReport = z.infer<typeof statisticsReport>;
