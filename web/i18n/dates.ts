/** Part 1 section 9: dates dd.MM.y, times HH:mm; weeks start on Monday. */
export const DATE_FORMAT = 'dd.MM.y';
export const TIME_FORMAT = 'HH:mm';
export const WEEK_STARTS_ON = 1 as const;

const partsIn = (date: Date, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date);
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value);
  return new Date(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
};

/** A Date whose local fields show the wall-clock time of `timeZone` (for formatting only). */
export const inTimeZone = (value: Date | string, timeZone?: string) => {
  if (typeof value === 'string') {
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    // A calendar date (birthday) has no time zone: it is the same day everywhere.
    if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (!timeZone) return date;
  try {
    return partsIn(date, timeZone);
  } catch {
    return date;
  }
};

const two = (value: number) => String(value).padStart(2, '0');

/**
 * The two fixed formats by hand rather than with date-fns: the start page draws a date, and date-fns'
 * formatter cost the first page almost a kilobyte. Like date-fns, an invalid date throws.
 */
const local = (value: Date | string, timeZone?: string) => {
  const date = inTimeZone(value, timeZone);
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return date;
};

/** dd.MM.y (DATE_FORMAT). */
export const formatDate = (value: Date | string, timeZone?: string) => {
  const date = local(value, timeZone);
  return `${two(date.getDate())}.${two(date.getMonth() + 1)}.${date.getFullYear()}`;
};

/** HH:mm (TIME_FORMAT). */
export const formatTime = (value: Date | string, timeZone?: string) => {
  const date = local(value, timeZone);
  return `${two(date.getHours())}:${two(date.getMinutes())}`;
};

export const formatDateTime = (value: Date | string, timeZone?: string) =>
  `${formatDate(value, timeZone)} ${formatTime(value, timeZone)}`;
