import { type SQL, sql } from 'drizzle-orm';

/**
 * The A-Z filter of directory lists (`filter[glossary]`): a name belongs under the letter its first
 * character folds to, so "Özdemir" is listed under O and "Élise" under E, as readers look for them.
 */
const ACCENTED: Record<string, string> = {
  a: 'àáâãäåæ',
  c: 'ç',
  e: 'èéêë',
  i: 'ìíîï',
  n: 'ñ',
  o: 'òóôõöøœ',
  u: 'ùúûü',
  y: 'ýÿ',
};

/** The lower-case first characters that file under `letter` (A-Z). */
export function letterForms(letter: string): string[] {
  const base = letter.toLowerCase();
  return [base, ...(ACCENTED[base] ?? '')];
}

/** SQL condition: the text (a column or expression) starts with a form of the letter. */
export function startsWithLetter(text: SQL, letter: string): SQL {
  const forms = letterForms(letter);
  return sql`lower(left(${text}, 1)) in (${sql.join(
    forms.map((form) => sql`${form}`),
    sql`, `,
  )})`;
}
