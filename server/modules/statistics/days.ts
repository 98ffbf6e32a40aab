import {
  STATISTICS_FIRST_DAY,
  type StatisticsQuery,
  type StatisticsRange,
} from '../../../contract/statistics.js';
import { type FieldErrors, unprocessable } from '../../platform/errors.js';

/**
 * Plain days (YYYY-MM-DD) of the network's calendar. Arithmetic runs on UTC dates, which have no
 * daylight-saving changes; where a day begins in the network's zone is PostgreSQL's business.
 */
const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The day `months` months before, the same day of the month (or the month's last). */
function monthsBefore(day: string, months: number) {
  const date = new Date(`${day}T00:00:00Z`);
  const wanted = date.getUTCMonth() - months;
  date.setUTCDate(1);
  date.setUTCMonth(wanted);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(Number(day.slice(8, 10)), last));
  return date.toISOString().slice(0, 10);
}

/** Today in a time zone. */
export const localToday = (now: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );

const isRealDay = (value: string | undefined): value is string =>
  value !== undefined && DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const later = (a: string, b: string) => (a > b ? a : b);

/** The first day of a preset range ending today: 7 or 30 days, or 3, 6 or 12 months, today included. */
function presetStart(range: Exclude<StatisticsRange, 'custom'>, today: string) {
  switch (range) {
    case '7d':
      return addDays(today, -6);
    case '30d':
      return addDays(today, -29);
    default:
      return addDays(monthsBefore(today, Number(range.slice(0, -1))), 1);
  }
}

/**
 * The days a request asks for. A custom range (part 1 section 5) starts on 2021-06-01 or later, ends
 * today or earlier and starts before its end; anything else answers 422 naming the field.
 */
export function resolveRange(query: StatisticsQuery, today: string) {
  const range = query.range ?? '3m';
  if (range !== 'custom') {
    return { range, start: later(presetStart(range, today), STATISTICS_FIRST_DAY), end: today };
  }
  const { start_date: start, end_date: end } = query;
  const errors: FieldErrors = {};
  if (!isRealDay(start)) errors.start_date = ['errors.statistics.date_invalid'];
  else if (start < STATISTICS_FIRST_DAY) errors.start_date = ['errors.statistics.start_too_early'];
  if (!isRealDay(end)) errors.end_date = ['errors.statistics.date_invalid'];
  else if (end > today) errors.end_date = ['errors.statistics.end_after_today'];
  if (isRealDay(start) && isRealDay(end) && !errors.start_date && !errors.end_date && start >= end) {
    errors.start_date = ['errors.statistics.start_not_before_end'];
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return { range, start: start as string, end: end as string };
}
