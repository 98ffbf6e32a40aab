/**
 * Tag names. A name is what a member typed, tidied: no leading '#', single spaces, NFC, 1 to 60
 * characters, no control characters or commas (a comma separates tags in filters). The key folds
 * case, so one tag answers to every spelling of its name.
 */
export const TAG_NAME_MAX = 60;
export { NEW_TAG_PREFIX } from '../../../contract/tags.js';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f,]/;

export function normalizeTagName(raw: string): string | null {
  const name = raw.normalize('NFC').trim().replace(/^#+/, '').replace(/\s+/g, ' ').trim();
  if (name.length === 0 || name.length > TAG_NAME_MAX || FORBIDDEN.test(name)) return null;
  return name;
}

export function tagNameKey(name: string): string {
  return name.toLocaleLowerCase('und');
}

/**
 * The #tags of a plain text, in order, each once. A '#' counts only at the start or after a space
 * or punctuation that is not part of a word or URL (so `page#anchor` and `&#39;` are no tags).
 */
export function hashtagsIn(text: string): string[] {
  const found = new Map<string, string>();
  for (const match of text.matchAll(/(?:^|[\s([{"'“‘.,;:!?])#([\p{L}\p{N}_][\p{L}\p{N}_-]*)/gu)) {
    const name = normalizeTagName(match[1] ?? '');
    if (name && !found.has(tagNameKey(name))) found.set(tagNameKey(name), name);
  }
  return [...found.values()];
}
