import type { RRule as RRuleType } from 'rrule';
import * as rruleModule from 'rrule';
import { compactUtc, DAY_MS, FOREVER, fromFloating, parseCompactUtc, parseDate, toFloating } from './time.js';

/**
 * Recurring series. A series is expanded on wall time in its zone (all-day series on their dates)
 * with rrule, so occurrences keep their local time across DST changes. Occurrences are virtual:
 * their id is `r-<seriesId>-<start as yyyymmddThhmmss UTC>`.
 */
export type SeriesRule = {
  id: string;
  startsAt: Date;
  endsAt: Date | null;
  allDay: boolean;
  timeZone: string;
  recurrenceFrequency: 'never' | 'daily' | 'weekly' | 'monthly' | 'yearly';
  recurrenceInterval: number;
  recurrenceEndDate: string | null;
};

// rrule's CommonJS entry is a UMD bundle: Node's ESM loader sees only its default export, bundlers
// and Vitest see named exports. Take whichever is there.
const rrule = ((rruleModule as unknown as { default?: typeof rruleModule }).default ??
  rruleModule) as typeof rruleModule;
const { Frequency, RRule } = rrule;

const FREQUENCIES = {
  daily: Frequency.DAILY,
  weekly: Frequency.WEEKLY,
  monthly: Frequency.MONTHLY,
  yearly: Frequency.YEARLY,
} as const;

/** Zone the wall times are taken in: all-day dates are stored as UTC midnights. */
export const ruleZone = (series: Pick<SeriesRule, 'allDay' | 'timeZone'>) =>
  series.allDay ? 'UTC' : series.timeZone;

export const isRecurring = (series: Pick<SeriesRule, 'recurrenceFrequency'>) =>
  series.recurrenceFrequency !== 'never';

export function rruleOf(series: SeriesRule): RRuleType {
  if (series.recurrenceFrequency === 'never') throw new Error('not a recurring appointment');
  const zone = ruleZone(series);
  const endDate = series.recurrenceEndDate ? parseDate(series.recurrenceEndDate) : null;
  return new RRule({
    freq: FREQUENCIES[series.recurrenceFrequency],
    interval: Math.max(1, series.recurrenceInterval),
    dtstart: toFloating(series.startsAt, zone),
    // The end date is the last local day an occurrence may start on.
    until: endDate ? new Date(endDate.getTime() + DAY_MS - 1000) : null,
  });
}

export const durationOf = (series: Pick<SeriesRule, 'startsAt' | 'endsAt'>) =>
  series.endsAt ? series.endsAt.getTime() - series.startsAt.getTime() : 0;

/** The last instant any occurrence of the series covers (FOREVER without an end). */
export function seriesSpanEnd(series: SeriesRule): Date {
  if (!isRecurring(series)) return series.endsAt ?? series.startsAt;
  if (!series.recurrenceEndDate) return FOREVER;
  const last = rruleOf(series).before(
    new Date((parseDate(series.recurrenceEndDate) as Date).getTime() + DAY_MS),
    true,
  );
  if (!last) return series.endsAt ?? series.startsAt;
  return new Date(fromFloating(last, ruleZone(series)).getTime() + durationOf(series));
}

/** Occurrence starts whose span overlaps [from, to). */
export function occurrencesBetween(series: SeriesRule, from: Date, to: Date, limit = 1000): Date[] {
  const zone = ruleZone(series);
  const duration = durationOf(series);
  // Wall-time window widened by a day on both sides: zone offsets are under a day.
  const floatingFrom = new Date(toFloating(new Date(from.getTime() - duration), zone).getTime() - DAY_MS);
  const floatingTo = new Date(toFloating(to, zone).getTime() + DAY_MS);
  const starts: Date[] = [];
  rruleOf(series).between(floatingFrom, floatingTo, true, (date) => {
    const start = fromFloating(date, zone);
    const end = start.getTime() + duration;
    if (start < to && (end > from.getTime() || (duration === 0 && start >= from))) starts.push(start);
    return starts.length < limit;
  });
  return starts;
}

/** Whether `start` is an occurrence of the series. */
export function isOccurrence(series: SeriesRule, start: Date): boolean {
  const zone = ruleZone(series);
  const floating = toFloating(start, zone);
  return rruleOf(series)
    .between(new Date(floating.getTime() - 1000), new Date(floating.getTime() + 1000), true)
    .some((date) => fromFloating(date, zone).getTime() === start.getTime());
}

/** The occurrence after (or before) `start`, skipping the excluded starts (deleted occurrences). */
export function neighbourOccurrence(
  series: SeriesRule,
  start: Date,
  direction: 'next' | 'previous',
  excluded: Set<number>,
): Date | null {
  const zone = ruleZone(series);
  const rule = rruleOf(series);
  let cursor = toFloating(start, zone);
  for (let step = 0; step < 100; step += 1) {
    const found = direction === 'next' ? rule.after(cursor, false) : rule.before(cursor, false);
    if (!found) return null;
    const instant = fromFloating(found, zone);
    if (!excluded.has(instant.getTime())) return instant;
    cursor = found;
  }
  return null;
}

export const occurrenceId = (seriesId: string, start: Date) => `r-${seriesId}-${compactUtc(start)}`;

/** Parses `r-<seriesId>-<yyyymmddThhmmss>`; null for anything else. */
export function parseOccurrenceId(id: string): { seriesId: string; start: Date } | null {
  const match = /^r-([0-9a-f]{24})-(\d{8}T\d{6})$/.exec(id);
  if (!match) return null;
  const start = parseCompactUtc(match[2] as string);
  return start ? { seriesId: match[1] as string, start } : null;
}

export { FOREVER };
