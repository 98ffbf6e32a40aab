import { unprocessable } from '../../platform/errors.js';

export type Sort<F extends string> = { field: F; direction: 'asc' | 'desc' };

const INVALID_SORT = 'errors.directory.invalid_sort';

/** Every `field,asc|desc` a list offers, in the order the sort menu lists them. */
export const availableSorts = (fields: readonly string[]) =>
  fields.flatMap((field) => [`${field},asc`, `${field},desc`]);

export const sortText = <F extends string>(sort: Sort<F>) => `${sort.field},${sort.direction}`;

/**
 * Reads `sort_by` (part 1 section 5: 'field,asc|desc'; a bare field sorts ascending). Anything else
 * answers 422 on `sort_by`, so a mistyped link says so instead of sorting some other way.
 */
export function parseSort<F extends string>(
  value: string | undefined,
  fields: readonly F[],
  fallback: Sort<F>,
): Sort<F> {
  if (value === undefined || value.trim() === '') return fallback;
  const [field, direction = 'asc', ...rest] = value.split(',').map((part) => part.trim());
  const known = fields.find((candidate) => candidate === field);
  if (!known || rest.length > 0 || (direction !== 'asc' && direction !== 'desc')) {
    throw unprocessable({ sort_by: [INVALID_SORT] }, 'Unknown sort order.');
  }
  return { field: known, direction };
}
