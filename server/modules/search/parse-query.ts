/**
 * The search box's language (part 1 section 5): free words, "phrases in quotes", `-word` and
 * `-"phrase"` to exclude, `#tag`, and filter terms `key:value` whose value may be quoted
 * (`author:"Anna Müller"`, `type:pdf`, `date:2026-11`). Anything else is text: an unknown key, an
 * unbalanced quote or a lone operator never fails, it just searches for the words it holds.
 */
export type DateRange = { from: Date; to: Date };

export type ParsedQuery = {
  /** Single words every hit must contain (prefix, stem or a similar word). */
  words: string[];
  /** Word sequences every hit must contain in this order. */
  phrases: string[][];
  /** Words or phrases no hit may contain. */
  excluded: string[][];
  tags: string[];
  author: string | null;
  type: string | null;
  date: DateRange | null;
};

/** More terms than this are ignored: nobody means them, and each one costs the query. */
const MAX_TERMS = 16;
const MAX_WORD = 60;
const FILTER_KEYS = new Set(['author', 'type', 'date', 'tag']);

/** The word characters of a text, as the index splits them. */
export function wordsOf(text: string): string[] {
  return (text.match(/[\p{L}\p{Nd}]+/gu) ?? []).map((word) => word.slice(0, MAX_WORD));
}

type Token = { negated: boolean; key: string | null; value: string; quoted: boolean };

function tokenize(q: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const readQuoted = () => {
    const end = q.indexOf('"', i + 1);
    const value = end === -1 ? q.slice(i + 1) : q.slice(i + 1, end);
    i = end === -1 ? q.length : end + 1;
    return value;
  };
  while (i < q.length) {
    if (/\s/.test(q[i] ?? '')) {
      i++;
      continue;
    }
    let negated = false;
    if (q[i] === '-' && i + 1 < q.length && !/\s/.test(q[i + 1] ?? '')) {
      negated = true;
      i++;
    }
    if (q[i] === '"') {
      tokens.push({ negated, key: null, value: readQuoted(), quoted: true });
      continue;
    }
    const start = i;
    while (i < q.length && !/\s/.test(q[i] ?? '') && q[i] !== '"') i++;
    const word = q.slice(start, i);
    const colon = word.indexOf(':');
    const key = colon > 0 ? word.slice(0, colon).toLowerCase() : null;
    if (key && FILTER_KEYS.has(key)) {
      const rest = word.slice(colon + 1);
      if (rest === '' && q[i] === '"') tokens.push({ negated, key, value: readQuoted(), quoted: true });
      else tokens.push({ negated, key, value: rest, quoted: false });
      continue;
    }
    tokens.push({ negated, key: null, value: word, quoted: false });
  }
  return tokens.slice(0, MAX_TERMS);
}

/** `2026`, `2026-11` or `2026-11-24` as the range of that year, month or day (UTC). */
export function parseDateFilter(value: string): DateRange | null {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(value.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = match[2] ? Number(match[2]) : null;
  const day = match[3] ? Number(match[3]) : null;
  if (year < 1000 || (month !== null && (month < 1 || month > 12))) return null;
  const from = new Date(Date.UTC(year, (month ?? 1) - 1, day ?? 1));
  if (day !== null && from.getUTCDate() !== day) return null;
  const to =
    day !== null
      ? new Date(Date.UTC(year, (month ?? 1) - 1, day + 1))
      : month !== null
        ? new Date(Date.UTC(year, month, 1))
        : new Date(Date.UTC(year + 1, 0, 1));
  return { from, to };
}

export function parseQuery(q: string): ParsedQuery {
  const parsed: ParsedQuery = {
    words: [],
    phrases: [],
    excluded: [],
    tags: [],
    author: null,
    type: null,
    date: null,
  };
  for (const token of tokenize(q)) {
    if (token.key === 'tag' || (!token.quoted && token.key === null && token.value.startsWith('#'))) {
      const tag = token.value.replace(/^#+/, '').trim();
      if (tag && !token.negated) parsed.tags.push(tag.toLocaleLowerCase('und'));
      continue;
    }
    if (token.key === 'author') {
      if (token.value.trim()) parsed.author = token.value.trim().slice(0, 200);
      continue;
    }
    if (token.key === 'type') {
      const type = token.value.trim().replace(/^\./, '').toLowerCase();
      if (/^[a-z0-9]{1,16}$/.test(type)) parsed.type = type;
      continue;
    }
    if (token.key === 'date') {
      parsed.date = parseDateFilter(token.value);
      // An unreadable date matches nothing rather than everything.
      if (!parsed.date) parsed.date = { from: new Date(0), to: new Date(0) };
      continue;
    }
    const words = wordsOf(token.value);
    if (words.length === 0) continue;
    if (token.negated) parsed.excluded.push(words);
    else if (words.length === 1 && !token.quoted) parsed.words.push(words[0] as string);
    else parsed.phrases.push(words);
  }
  return parsed;
}

/** True when the query names nothing to look for (then there are no hits, not every document). */
export function isEmptyQuery(parsed: ParsedQuery): boolean {
  return (
    parsed.words.length === 0 &&
    parsed.phrases.length === 0 &&
    parsed.tags.length === 0 &&
    parsed.author === null &&
    parsed.type === null &&
    parsed.date === null
  );
}
