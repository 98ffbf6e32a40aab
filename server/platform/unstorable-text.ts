import { AppError, type FieldErrors } from './errors.js';

/**
 * Text that cannot be stored as it was sent. PostgreSQL's text types cannot hold U+0000 (the insert
 * or even a comparison fails), and a lone UTF-16 surrogate has no UTF-8 form: the driver would store
 * U+FFFD instead, and `encodeURIComponent` throws on it. Such input is refused with a field error
 * rather than cleaned, so that nothing is stored that differs from what the sender sees.
 */
export const NUL_CHARACTER = 'errors.validation.nul_character';
export const INVALID_CHARACTER = 'errors.validation.invalid_character';

/** Field errors beyond this many are left out: one is enough to refuse, a few help a client. */
const MAX_REPORTED = 20;
const LONE_SURROGATE = /\p{Cs}/u;

/** The error key of a string that cannot be stored, or null. */
export function unstorableTextKey(text: string): string | null {
  if (text.includes('\u0000')) return NUL_CHARACTER;
  return LONE_SURROGATE.test(text) ? INVALID_CHARACTER : null;
}

/**
 * Objects of parsed input: plain objects and dictionaries (the query and path parameters come on an
 * object whose prototype has none), not buffers or class instances.
 */
const isPlainObject = (value: object) => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === null || Object.getPrototypeOf(prototype) === null;
};

/**
 * Every string in a parsed input (query, path parameters, JSON or form body, socket frame) that
 * cannot be stored, as field errors at its path (`date.start`, `files.0.id`; `base` for the whole
 * value). A key that cannot be stored is reported at the object holding it. Walks with a stack of its
 * own, so a deeply nested body cannot exhaust the call stack. Null when every string is fine.
 */
export function unstorableTextFields(input: unknown, basePath = ''): FieldErrors | null {
  const fields: FieldErrors = {};
  let reported = 0;
  const report = (path: string, key: string) => {
    const field = path || 'base';
    if (!fields[field]) {
      if (reported >= MAX_REPORTED) return;
      reported += 1;
      fields[field] = [];
    }
    if (!fields[field].includes(key)) fields[field].push(key);
  };
  const join = (path: string, name: string) => (path ? `${path}.${name}` : name);
  const stack: [unknown, string][] = [[input, basePath]];
  while (stack.length > 0 && reported < MAX_REPORTED) {
    const [value, path] = stack.pop() as [unknown, string];
    if (typeof value === 'string') {
      const key = unstorableTextKey(value);
      if (key) report(path, key);
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1)
        stack.push([value[index], join(path, String(index))]);
    } else if (value !== null && typeof value === 'object' && isPlainObject(value)) {
      for (const [name, child] of Object.entries(value).reverse()) {
        const key = unstorableTextKey(name);
        if (key) report(path, key);
        else stack.push([child, join(path, name)]);
      }
    }
  }
  return reported > 0 ? fields : null;
}

/**
 * Refuses inputs holding text that cannot be stored: 400 `invalid` with the field paths of all of
 * them, like a validation error.
 */
export function refuseUnstorableText(...inputs: unknown[]): void {
  const fields: FieldErrors = {};
  for (const input of inputs) Object.assign(fields, unstorableTextFields(input));
  if (Object.keys(fields).length > 0)
    throw new AppError(400, 'invalid', 'The input holds characters that cannot be stored.', fields);
}

/**
 * Header text kept for information only (a session's user agent): not the sender's own words, so it
 * is cleaned rather than refused, and cut without splitting a character.
 */
export function storableHeaderText(text: string | undefined, maxLength: number): string | null {
  if (text === undefined) return null;
  const cleaned = text.replaceAll('\u0000', '').replace(/\p{Cs}/gu, '\uFFFD');
  return Array.from(cleaned).slice(0, maxLength).join('');
}
