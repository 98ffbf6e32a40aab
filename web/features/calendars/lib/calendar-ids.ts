/**
 * Part 2 section 2: the calendar filter lives in the query parameter calendarIds, a URL-safe base64 text
 * of the concatenated 24-hex-character calendar ids.
 */
const ID = /^[0-9a-f]{24}$/;
export const CALENDAR_ID_LENGTH = 24;

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const fromBase64Url = (value: string) => {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  return atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
};

/** The query value for these ids ('' for none); ids that are not 24 hex characters are left out. */
export const encodeCalendarIds = (ids: readonly string[]): string => {
  const valid = ids.map((id) => id.toLowerCase()).filter((id) => ID.test(id));
  return valid.length ? toBase64Url(valid.join('')) : '';
};

/** The ids in a query value; a damaged value yields no ids (no filter) rather than an error. */
export const decodeCalendarIds = (value: string | null | undefined): string[] => {
  if (!value) return [];
  let text: string;
  try {
    text = fromBase64Url(value);
  } catch {
    return [];
  }
  if (text.length % CALENDAR_ID_LENGTH !== 0) return [];
  const ids: string[] = [];
  for (let at = 0; at < text.length; at += CALENDAR_ID_LENGTH) {
    const id = text.slice(at, at + CALENDAR_ID_LENGTH).toLowerCase();
    if (!ID.test(id)) return [];
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
};
