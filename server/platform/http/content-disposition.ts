import { create } from 'content-disposition';

/**
 * The one Content-Disposition header of every download (RFC 6266, written by the `content-disposition`
 * library): `filename*` carries the name in UTF-8, and `filename` an ASCII fallback for clients that
 * read only that one: letters lose their accents ("Grüße" becomes "Grusse"), anything else becomes "_".
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  return create(name, { type: kind, fallback: asciiFallback(name) });
}

export function asciiFallback(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
}
