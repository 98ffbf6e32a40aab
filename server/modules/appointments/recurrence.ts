import type { RRule as RRuleType } from 'rrule';
import * as rruleModule from 'rrule';
import {
  compactUtc,
  DAY_MS,
  FOREVER,
  fromFloating,
  LAST_INSTANT,
  parseCompactUtc,
  parseDate,
  toFloating,
} from './time.js';

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
  const end = fromFloating(last, ruleZone(series)).getTime() + durationOf(series);
  // A series ending in the last days of 9999 may run past what the database stores.
  return new Date(Math.min(end, LAST_INSTANT.getTime()));
}

/**
 * Floating starts of the series in [from, to], by arithmetic on wall time (rrule walks every
 * occurrence from the series' start, which cost 4 ms per series and request in month views). Same
 * rules as rrule: a monthly series on the 31st skips shorter months, a yearly one on 29 February
 * skips common years. recurrence.test.ts checks the two agree.
 */
export function floatingStartsBetween(series: SeriesRule, from: Date, to: Date, limit = 1000): Date[] {
  const zone = ruleZone(series);
  const first = toFloating(series.startsAt, zone);
  const endDate = series.recurrenceEndDate ? parseDate(series.recurrenceEndDate) : null;
  const until = endDate ? endDate.getTime() + DAY_MS - 1000 : Number.POSITIVE_INFINITY;
  const last = Math.min(to.getTime(), until);
  const interval = Math.max(1, series.recurrenceInterval);
  const starts: Date[] = [];
  if (series.recurrenceFrequency === 'daily' || series.recurrenceFrequency === 'weekly') {
    const step = interval * DAY_MS * (series.recurrenceFrequency === 'weekly' ? 7 : 1);
    let k = Math.max(0, Math.ceil((from.getTime() - first.getTime()) / step));
    for (
      let t = first.getTime() + k * step;
      t <= last && starts.length < limit;
      k += 1, t = first.getTime() + k * step
    ) {
      starts.push(new Date(t));
    }
    return starts;
  }
  const months = series.recurrenceFrequency === 'monthly' ? interval : interval * 12;
  const y0 = first.getUTCFullYear();
  const m0 = first.getUTCMonth();
  const day = first.getUTCDate();
  const timeOfDay = first.getTime() - Date.UTC(y0, m0, day);
  const monthsToFrom = (from.getUTCFullYear() - y0) * 12 + (from.getUTCMonth() - m0);
  let k = Math.max(0, Math.floor(monthsToFrom / months) - 1);
  for (; starts.length < limit; k += 1) {
    const month = m0 + k * months;
    const candidate = new Date(Date.UTC(y0, month, day) + timeOfDay);
    const monthStart = Date.UTC(y0, month, 1);
    if (monthStart > last) break;
    // Months without the day (the 31st, 29 February) have no occurrence.
    if (candidate.getUTCDate() !== day) continue;
    const t = candidate.getTime();
    if (t >= from.getTime() && t <= last) starts.push(candidate);
  }
  return starts;
}

/** Occurrence starts whose span overlaps [from, to). */
export function occurrencesBetween(series: SeriesRule, from: Date, to: Date, limit = 1000): Date[] {
  const zone = ruleZone(series);
  const duration = durationOf(series);
  // Wall-time window widened by a day on both sides: zone offsets are under a day.
  const floatingFrom = new Date(toFloating(new Date(from.getTime() - duration), zone).getTime() - DAY_MS);
  const floatingTo = new Date(toFloating(to, zone).getTime() + DAY_MS);
  const starts: Date[] = [];
  for (const floating of floatingStartsBetween(series, floatingFrom, floatingTo, limit * 2)) {
    const start = fromFloating(floating, zone);
    const end = start.getTime() + duration;
    if (start < to && (end > from.getTime() || (duration === 0 && start >= from))) starts.push(start);
    if (starts.length >= limit) break;
  }
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
