import { isCalendarYear } from '../../../contract/primitives.js';

/**
 * Time helpers. Timed appointments are instants planned in an IANA zone; all-day appointments are
 * dates, kept as UTC midnights (the end exclusive), so they never shift with anyone's zone.
 * "Floating" dates carry a wall time in their UTC fields: recurrence is computed on wall times so a
 * weekly 09:00 in Europe/Berlin stays 09:00 across daylight-saving changes.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;
/** span_end of a series that never ends. */
export const FOREVER = new Date(Date.UTC(9999, 11, 31));
/**
 * The last instant we store or query: past it an instant's ISO form has an expanded year that
 * PostgreSQL does not read (contract/primitives.ts). Dates before the year 1000 are refused on input.
 */
export const LAST_INSTANT = new Date(Date.UTC(9999, 11, 31, 23, 59, 59, 999));
const inYears = (date: Date) => isCalendarYear(date.getUTCFullYear());

export const isValidTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Offsets per zone, then per quarter hour: numeric keys, no string built per lookup. */
const offsets = new Map<string, Map<number, number>>();
const QUARTER_HOUR = 15 * 60 * 1000;
const MAX_CACHED_OFFSETS = 100_000;

/**
 * Offset of a zone from UTC at an instant, in milliseconds. Month views convert thousands of times per
 * request, so formatters are kept per zone and offsets per zone and quarter hour (zones change their
 * offset only at quarter-hour boundaries).
 */
function offsetAt(instant: number, zone: string): number {
  if (zone === 'UTC') return 0;
  const bucket = Math.floor(instant / QUARTER_HOUR);
  let zoneOffsets = offsets.get(zone);
  if (!zoneOffsets) {
    zoneOffsets = new Map();
    offsets.set(zone, zoneOffsets);
  }
  const cached = zoneOffsets.get(bucket);
  if (cached !== undefined) return cached;
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, format);
  }
  const at = bucket * QUARTER_HOUR;
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(at))) parts[part.type] = Number(part.value);
  const wall = Date.UTC(
    parts.year as number,
    (parts.month as number) - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
  );
  const offset = wall - at;
  if (zoneOffsets.size > MAX_CACHED_OFFSETS) zoneOffsets.clear();
  zoneOffsets.set(bucket, offset);
  return offset;
}

/** The wall time of an instant in a zone, as a floating date. */
export function toFloating(instant: Date, zone: string): Date {
  return new Date(instant.getTime() + offsetAt(instant.getTime(), zone));
}

/** The instant a floating wall time has in a zone (a time skipped by DST moves forward). */
export function fromFloating(floating: Date, zone: string): Date {
  const wall = floating.getTime();
  const guess = wall - offsetAt(wall, zone);
  return new Date(wall - offsetAt(guess, zone));
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

/** 'YYYY-MM-DD' to its UTC midnight, or null when it is not a real date of the years 1000-9999. */
export function parseDate(value: string): Date | null {
  const match = DATE_ONLY.exec(value.slice(0, 10));
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Also keeps Date.UTC from reading the years 0-99 as 1900-1999.
  if (!isCalendarYear(y)) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date : null;
}

/**
 * A date-time of the form: ISO with offset or Z (an instant), or a local 'YYYY-MM-DDTHH:mm[:ss]'
 * read as wall time in the zone. Null when unreadable or outside the years 1000-9999 (UTC).
 */
export function parseDateTime(value: string, zone: string): Date | null {
  const local = LOCAL_DATE_TIME.exec(value);
  if (local) {
    const [y, mo, d, h, mi, s] = local.slice(1).map((part) => Number(part ?? 0)) as number[];
    if (!isCalendarYear(y as number)) return null;
    const floating = new Date(Date.UTC(y as number, (mo as number) - 1, d, h, mi, s));
    if (Number.isNaN(floating.getTime())) return null;
    const instant = fromFloating(floating, zone);
    return inYears(instant) ? instant : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) || !inYears(parsed) ? null : parsed;
}

export const isoDate = (date: Date) => date.toISOString().slice(0, 10);
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** The local date (YYYY-MM-DD) of an instant in a zone. */
export const localDate = (instant: Date, zone: string) => isoDate(toFloating(instant, zone));

/** The local day of an instant in a zone as a day number (days since 1970-01-01): no string built. */
export const localDayNumber = (instant: Date, zone: string) => {
  const time = instant.getTime();
  return Math.floor((time + offsetAt(time, zone)) / DAY_MS);
};

/** Today in a zone, as a UTC midnight. */
export const todayIn = (zone: string, now = new Date()) => parseDate(localDate(now, zone)) as Date;

/**
 * The sheet of a month: whole ISO weeks (Monday to Sunday) covering the month of `day`.
 * Dates are UTC midnights; `to` is the last Sunday (inclusive), or 9999-12-31 for that month's sheet.
 */
export function monthWeeks(day: Date): { from: Date; to: Date } {
  const first = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
  const last = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0));
  const mondayOffset = (first.getUTCDay() + 6) % 7;
  const sundayOffset = (7 - last.getUTCDay()) % 7;
  const to = addDays(last, sundayOffset);
  return { from: addDays(first, -mondayOffset), to: to > FOREVER ? FOREVER : to };
}

/** Compact UTC form of an instant for occurrence ids: yyyymmddThhmmss. */
export function compactUtc(instant: Date): string {
  // Slices instead of regular expressions: month views build an id per occurrence.
  const iso = instant.toISOString();
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}`;
}

export function parseCompactUtc(value: string): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})$/.exec(value);
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map(Number) as number[];
  const date = new Date(Date.UTC(y as number, (mo as number) - 1, d, h, mi, s));
  return Number.isNaN(date.getTime()) ? null : date;
}
