import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { issueMessageKey } from './field-errors.js';
import { bigInteger, INT4_MAX, integer, isoDate, isoDateTime, queryInteger } from './primitives.js';

const keysOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input, { error: issueMessageKey });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('contract primitives', () => {
  it('keeps whole numbers within a PostgreSQL integer', () => {
    expect(keysOf(integer(1), INT4_MAX)).toEqual([]);
    expect(keysOf(integer(1), INT4_MAX + 1)).toEqual(['errors.validation.too_large']);
    expect(keysOf(integer(1), 0)).toEqual(['errors.validation.too_small']);
    expect(keysOf(integer(1), 1.5)).toEqual(['errors.validation.invalid']);
    // A wider bound than the column holds is narrowed to the column.
    expect(keysOf(integer(-1e12, 1e12), -(INT4_MAX + 2))).toEqual(['errors.validation.too_small']);
    expect(keysOf(queryInteger(1), '2147483648')).toEqual(['errors.validation.too_large']);
    expect(queryInteger(1).parse('2147483647')).toBe(INT4_MAX);
    expect(keysOf(bigInteger(0), 2 ** 40)).toEqual([]);
    expect(keysOf(bigInteger(0), 2 ** 53)).not.toEqual([]);
  });

  it('takes days of the years 1000-9999 that exist', () => {
    for (const day of ['1000-01-01', '2024-02-29', '9999-12-31']) expect(keysOf(isoDate(), day)).toEqual([]);
    expect(keysOf(isoDate(), '0000-01-01')).toEqual(['errors.validation.date_out_of_range']);
    expect(keysOf(isoDate(), '0999-12-31')).toEqual(['errors.validation.date_out_of_range']);
    expect(keysOf(isoDate(), '2023-02-29')).toEqual(['errors.validation.invalid_date']);
    expect(keysOf(isoDate(), '10000-01-01')).toEqual(['errors.validation.invalid_date']);
    expect(keysOf(isoDate(), 'soon')).toEqual(['errors.validation.invalid_date']);
  });

  it('takes instants whose UTC year is 1000-9999', () => {
    expect(keysOf(isoDateTime(), '2030-01-02T03:04:05Z')).toEqual([]);
    expect(keysOf(isoDateTime(), '9999-12-31T23:59:59.999Z')).toEqual([]);
    expect(keysOf(isoDateTime(), '0000-01-01T00:00:00Z')).toEqual(['errors.validation.date_out_of_range']);
    expect(keysOf(isoDateTime(), '2030-01-02T03:04:05+01:00')).toEqual(['errors.validation.invalid_date']);
    // The offset moves this one into the year 10000.
    expect(keysOf(isoDateTime({ offset: true }), '9999-12-31T23:00:00-05:00')).toEqual([
      'errors.validation.date_out_of_range',
    ]);
    expect(keysOf(isoDateTime({ offset: true }), '2030-01-02T03:04:05+01:00')).toEqual([]);
  });
});
