import { INT4_MAX, INT4_MIN } from '../../contract/primitives.js';
import { INVALID_CHARACTER, NUL_CHARACTER } from '../platform/unstorable-text.js';
import type { FieldPath, Leaf } from './schema-inputs.js';

/**
 * Values that once reached PostgreSQL or the date code and failed there, for tests that send them to
 * every field of every route and socket action. Each says what the answer must be: never a server
 * error; a refusal (4xx, or an error frame) where the contract must refuse it; and for text that
 * cannot be stored, a refusal naming the field.
 */
export type HostileValue = { path: FieldPath; value: unknown; refusedWith?: string; refused?: boolean };

/** Years outside 1000-9999, which the contract refuses in date fields, and the edges it accepts. */
const FAR_DATES = [
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '-001000-01-01T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '10000-01-01',
  '1000-01-01',
  '9999-12-31',
  '9999-12-31T23:59:59Z',
];
const FAR_NUMBERS = [INT4_MAX + 1, INT4_MIN - 1, 2 ** 53 + 2, 1e308, -1e308];
const NUMBERS_AS_TEXT = [String(INT4_MAX + 1), String(INT4_MIN - 1), '1e309'];

const YEAR = /^([+-]\d{6}|\d{4,})-/;
const outOfYears = (text: string) => {
  const year = Number(YEAR.exec(text)?.[1]);
  return !Number.isNaN(year) && (year < 1000 || year > 9999);
};

/**
 * The hostile values of one field: NUL and a lone surrogate, dates far out and numbers past an
 * integer in text fields; numbers past an integer in number fields. `where` is how the value travels:
 * in a URL everything is text and no lone surrogate can be written.
 */
export function hostileValues(leaf: Leaf, where: 'url' | 'json'): HostileValue[] {
  const { path, type, schema } = leaf;
  const values: HostileValue[] = [];
  if (type === 'string') {
    values.push({ path, value: 'a\u0000b', refusedWith: NUL_CHARACTER });
    if (where === 'json') values.push({ path, value: 'a\ud800b', refusedWith: INVALID_CHARACTER });
    const dated = schema.format === 'date' || schema.format === 'date-time';
    for (const value of FAR_DATES) values.push({ path, value, refused: dated && outOfYears(value) });
    for (const value of NUMBERS_AS_TEXT) values.push({ path, value });
    return values;
  }
  // Whatever the schema declares must hold (integers are kept within their column by the contract).
  const low = schema.minimum ?? Number.NEGATIVE_INFINITY;
  const high = schema.maximum ?? Number.POSITIVE_INFINITY;
  for (const value of FAR_NUMBERS) {
    const refused = value < low || value > high || (type === 'integer' && !Number.isSafeInteger(value));
    values.push({ path, value: where === 'json' ? value : String(value), refused });
  }
  return values;
}

/** A pseudo-random source that repeats per seed, so a failing fuzz case can be found again. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const ODD_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u200b',
  '\u202e',
  '\ufeff',
  '\uffff',
  '\ud800',
  '\udfff',
  '😀',
  '%',
  '_',
  '\\',
  "'",
  '"',
  '*',
  '\n',
  '\r',
  '\t',
  ' ',
  'ä',
];

/**
 * A random string for fuzzing: control characters, lone surrogates, wildcards and quotes mixed with
 * letters, sometimes 100,000 characters long.
 */
export function fuzzString(random: () => number): string {
  const length = random() < 0.1 ? 100_000 : Math.floor(random() * 40);
  let text = '';
  for (let i = 0; i < length; i += 1) {
    text +=
      random() < 0.5
        ? (ODD_CHARACTERS[Math.floor(random() * ODD_CHARACTERS.length)] ?? '')
        : String.fromCharCode(97 + Math.floor(random() * 26));
  }
  return text;
}
