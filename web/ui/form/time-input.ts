/**
 * Part 1 section 5, time input: hours 0-23 and minutes 0-59; a part that is not one of those becomes
 * 00; the arrow keys step the hour by 1 or the minutes by 5.
 */
export const MINUTE_STEP = 5;

const two = (value: number) => String(value).padStart(2, '0');

const part = (text: string | undefined, max: number) => {
  if (!text || !/^\d{1,2}$/.test(text)) return 0;
  const value = Number(text);
  return value <= max ? value : 0;
};

/** What was typed as HH:mm: "9" is 09:00, "930" 09:30, "9.5" 09:05, "25:70" 00:00; empty stays empty. */
export const normaliseTime = (text: string): string => {
  const trimmed = text.trim();
  if (!trimmed) return '';
  const separated = /^(\d*)\s*[:.h ]\s*(\d*)$/.exec(trimmed);
  const [hours, minutes] = separated
    ? [separated[1], separated[2]]
    : /^\d{3,4}$/.test(trimmed)
      ? [trimmed.slice(0, -2), trimmed.slice(-2)]
      : [trimmed, '0'];
  return `${two(part(hours, 23))}:${two(part(minutes, 59))}`;
};

/** Which part the caret is in: the hours up to the colon, the minutes after it. */
export const partAt = (text: string, caret: number): 'hours' | 'minutes' => {
  const colon = text.indexOf(':');
  return colon === -1 || caret <= colon ? 'hours' : 'minutes';
};

/** One arrow key step; minutes carry into the hour and the day wraps. */
export const stepTime = (value: string, which: 'hours' | 'minutes', direction: 1 | -1): string => {
  const [hours = 0, minutes = 0] = (normaliseTime(value) || '00:00').split(':').map(Number);
  const total = hours * 60 + minutes + direction * (which === 'hours' ? 60 : MINUTE_STEP);
  const wrapped = ((total % 1440) + 1440) % 1440;
  return `${two(Math.floor(wrapped / 60))}:${two(wrapped % 60)}`;
};
