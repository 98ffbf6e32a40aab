import iconv from 'iconv-lite';
import Papa from 'papaparse';
import { CSV_MAX_ROWS, type CsvInviteFields } from '../../../contract/invitations.js';
import { unprocessable } from '../../platform/errors.js';
import { refuseUnstorableText } from '../../platform/unstorable-text.js';

/**
 * Reads an invitation CSV: decoded with the encoding the inviter chose (ISO-8859-1 by default, as
 * spreadsheet programs write it; UTF-8 otherwise, a byte-order mark tolerated), a header row naming
 * at least `email` (first_name and last_name optional), commas or semicolons. A file that does not
 * decode, misses the column or holds more than CSV_MAX_ROWS rows is refused whole (422 on `csv`).
 */
export type CsvRow = { row: number; email: string; firstName: string; lastName: string };

const refuse = (key: string) =>
  unprocessable({ csv: [`errors.invitations.${key}`] }, 'The CSV cannot be read.');

const HEADER_ALIASES: Record<string, string> = {
  email: 'email',
  'e-mail': 'email',
  mail: 'email',
  first_name: 'first_name',
  firstname: 'first_name',
  vorname: 'first_name',
  last_name: 'last_name',
  lastname: 'last_name',
  nachname: 'last_name',
};

export function decodeCsv(bytes: Buffer, encoding: CsvInviteFields['character_encoding']): string {
  if (bytes.length === 0) throw refuse('csv_empty');
  if (encoding === 'UTF-8') {
    const text = new TextDecoder('utf-8', { fatal: false, ignoreBOM: false }).decode(bytes);
    // Bytes that are not UTF-8 (a Latin-1 file sent as UTF-8) would become replacement characters.
    if (text.includes('\uFFFD')) throw refuse('csv_wrong_encoding');
    return text;
  }
  return iconv.decode(bytes, 'ISO-8859-1');
}

export function parseCsv(text: string): CsvRow[] {
  try {
    refuseUnstorableText({ csv: text });
  } catch {
    throw refuse('csv_wrong_encoding');
  }
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t'],
    transformHeader: (header) => HEADER_ALIASES[header.trim().toLowerCase()] ?? header.trim().toLowerCase(),
  });
  if (!parsed.meta.fields?.includes('email')) throw refuse('csv_missing_email_column');
  if (parsed.data.length === 0) throw refuse('csv_empty');
  if (parsed.data.length > CSV_MAX_ROWS) throw refuse('csv_too_many_rows');
  return parsed.data.map((record, index) => ({
    // Line numbers as a spreadsheet shows them: the header is line 1.
    row: index + 2,
    email: (record.email ?? '').trim(),
    firstName: (record.first_name ?? '').trim().slice(0, 100),
    lastName: (record.last_name ?? '').trim().slice(0, 100),
  }));
}
