import { ScimError } from './errors.js';

/** A filter this server understands: one attribute compared with `eq` (what provisioning clients send). */
export type ScimFilter = { attribute: string; value: string } | null;

const EQUALS = /^\s*([A-Za-z][\w.:]*(?:\[[^\]]*\])?(?:\.\w+)?)\s+eq\s+"((?:[^"\\]|\\.)*)"\s*$/i;

/**
 * Parses `attribute eq "value"` (RFC 7644 section 3.4.2.2), the form Entra ID, Okta and others use
 * to find a resource before creating it; the attribute comes back in lower case, since SCIM attribute
 * names are case-insensitive. Anything else is 400 invalidFilter rather than a silent full list.
 */
export function parseFilter(filter: string | undefined): ScimFilter {
  if (filter === undefined || filter.trim() === '') return null;
  const match = EQUALS.exec(filter);
  if (!match)
    throw new ScimError(
      400,
      'Only filters of the form `attribute eq "value"` are supported.',
      'invalidFilter',
    );
  const value = (match[2] ?? '').replace(/\\(.)/g, '$1');
  return { attribute: (match[1] ?? '').toLowerCase(), value };
}

/** SCIM's 1-based `startIndex` and `count` (RFC 7644 section 3.4.2.4) as offset and limit. */
export function pageOf(query: { startIndex?: number; count?: number }, max: number) {
  const startIndex = Math.max(1, query.startIndex ?? 1);
  const limit = Math.min(max, Math.max(0, query.count ?? max));
  return { startIndex, offset: startIndex - 1, limit };
}

/** SCIM booleans arrive as JSON booleans or, from Entra ID's PATCH, as the strings "True" and "False". */
export function scimBoolean(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  throw new ScimError(400, 'A boolean was expected.', 'invalidValue');
}
