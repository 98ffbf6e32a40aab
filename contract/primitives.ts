import { z } from 'zod';

/**
 * Building blocks of request schemas that keep input within what the database and the date code
 * hold, so that a value the contract lets through never fails later as a server error: whole
 * numbers within the column's integer type, dates within the years 1000-9999.
 */

/** PostgreSQL `integer`: versions, intervals, counts, pages. */
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;

/**
 * The years dates and instants may fall in. Below 1000 the date code is unsafe (JavaScript reads the
 * years 0-99 as 1900-1999, and PostgreSQL knows no year 0); above 9999 an instant's ISO form gets an
 * expanded year ("+010000-01-01T…") that PostgreSQL does not parse.
 */
export const FIRST_YEAR = 1000;
export const LAST_YEAR = 9999;

export const DATE_OUT_OF_RANGE = 'errors.validation.date_out_of_range';

/** A whole number from `min` to `max` that an `integer` column holds (JSON bodies and socket frames). */
export const integer = (min: number, max: number = INT4_MAX) =>
  z.number().int().min(Math.max(min, INT4_MIN)).max(Math.min(max, INT4_MAX));

/** The same read from a query string. */
export const queryInteger = (min: number, max: number = INT4_MAX) =>
  z.coerce.number().int().min(Math.max(min, INT4_MIN)).max(Math.min(max, INT4_MAX));

/** A whole number for a `bigint` column (chat sequence numbers): up to what a JavaScript number holds. */
export const bigInteger = (min: number) => z.number().int().min(min).max(Number.MAX_SAFE_INTEGER);

export const isCalendarYear = (year: number) => year >= FIRST_YEAR && year <= LAST_YEAR;

/** An instant whose UTC year is one we hold; unreadable text is left to the format check. */
export const isInstantInRange = (text: string) => {
  const time = Date.parse(text);
  return Number.isNaN(time) || isCalendarYear(new Date(time).getUTCFullYear());
};

/** A day, YYYY-MM-DD, that exists in the calendar and falls in the years 1000-9999. */
export const isoDate = () =>
  z.iso
    .date('errors.validation.invalid_date')
    .refine((text) => !/^\d{4}-/.test(text) || isCalendarYear(Number(text.slice(0, 4))), DATE_OUT_OF_RANGE);

/** An ISO 8601 instant (with Z, or with an offset where `offset` is set) in the years 1000-9999 UTC. */
export const isoDateTime = (options: { offset?: boolean } = {}) =>
  z.iso
    .datetime({ offset: options.offset ?? false, error: 'errors.validation.invalid_date' })
    .refine(isInstantInRange, DATE_OUT_OF_RANGE);
