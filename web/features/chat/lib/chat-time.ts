import { formatDate, formatTime, inTimeZone } from '../../../i18n/dates';

const dayKey = (date: Date) => `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;

/** The same calendar day in the member's time zone. */
export const sameDay = (a: Date | string, b: Date | string, timeZone?: string) =>
  dayKey(inTimeZone(a, timeZone)) === dayKey(inTimeZone(b, timeZone));

/** The chat list's time of last interaction: HH:mm today, dd.MM.y otherwise. */
export const lastInteractionLabel = (value: string, now: Date = new Date(), timeZone?: string) =>
  sameDay(value, now, timeZone) ? formatTime(value, timeZone) : formatDate(value, timeZone);
