import { and, asc, desc, type SQL, sql } from 'drizzle-orm';
import { members } from '../../platform/identity/tables.js';
import type { NetworkRecord } from '../network/service.js';

/** How member lists search and order: the directory, pickers, administration and other modules' lists. */

/** Splits a search text into terms; the browser appends '*' to mean "prefix", which ILIKE already does. */
export function searchTerms(q: string | undefined): string[] {
  return (q ?? '')
    .replaceAll('*', ' ')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((term) => term.slice(0, 100));
}

/** An ILIKE pattern that finds the term anywhere, with the pattern's own wildcards escaped. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every term must occur in the member's name, e-mail or profile (trigram index on search_text). */
export function memberSearchCondition(terms: string[]): SQL | undefined {
  if (terms.length === 0) return undefined;
  return and(...terms.map((term) => sql`${members.searchText} ilike ${containsPattern(term)}`));
}

export type MemberSortField = 'first_name' | 'last_name';
export type MemberSort = { field: MemberSortField; direction: 'asc' | 'desc' };

/** The network's directory order (`directory_default_sort`), or the one a list asked for. */
export function memberOrder(network: NetworkRecord, sort?: MemberSort): SQL[] {
  const field = sort?.field ?? network.settings.directory_default_sort;
  const direction = sort?.direction === 'desc' ? desc : asc;
  const first = direction(sql`lower(${members.firstName})`);
  const last = direction(sql`lower(${members.lastName})`);
  return field === 'first_name' ? [first, last, asc(members.id)] : [last, first, asc(members.id)];
}
