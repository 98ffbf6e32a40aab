import { HIT_CONTENT_LIMIT } from '../../../contract/search.js';

/**
 * Highlights for hits: the text is HTML-escaped first and only then are matched words wrapped in
 * `<mark>`, so nothing a member wrote can become markup. A word matches when its folded form starts
 * with one of the query's folded words, stems or similar words (the index matched it the same ways).
 */
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** Close to the database's `search_fold`: no accents, lower case. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss').toLowerCase();
}

const WORD = /[\p{L}\p{Nd}]+/gu;

export type Matcher = (word: string) => boolean;

/** Stems shorter than this would mark half the text ("a", "de"); such words must match whole. */
const MIN_PREFIX = 3;

export function matcherFor(terms: readonly string[]): Matcher {
  const folded = [...new Set(terms.map(fold).filter(Boolean))];
  return (word) => {
    const w = fold(word);
    return folded.some((term) => w === term || (term.length >= MIN_PREFIX && w.startsWith(term)));
  };
}

export function highlight(text: string, matches: Matcher): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    const index = match.index ?? 0;
    if (!matches(match[0])) continue;
    out += `${escapeHtml(text.slice(last, index))}<mark>${escapeHtml(match[0])}</mark>`;
    last = index + match[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

/**
 * The part of a text a hit shows: at most HIT_CONTENT_LIMIT characters, starting a little before the
 * first matched word so that it is visible, with an ellipsis where text was left out.
 */
export function snippet(text: string, matches: Matcher): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= HIT_CONTENT_LIMIT) return clean;
  let first = 0;
  for (const match of clean.matchAll(WORD)) {
    if (matches(match[0])) {
      first = match.index ?? 0;
      break;
    }
  }
  const start = Math.max(0, Math.min(first - 80, clean.length - (HIT_CONTENT_LIMIT - 1)));
  const room = HIT_CONTENT_LIMIT - (start > 0 ? 1 : 0);
  let cut = clean.slice(start, start + room);
  const more = start + room < clean.length;
  if (more) cut = `${cut.slice(0, room - 1)}…`;
  return start > 0 ? `…${cut}` : cut;
}
