/**
 * The newsletter's schedule arithmetic (part 3 sections 3.6 and 9), shared by the server (which sends
 * and answers the next sending dates) and the settings form (which shows them while they are edited).
 * Days of the month past a month's end fall on its last day: the 31st is the 30th in April and the
 * 28th or 29th in February, so no month is skipped.
 */

export const NEWSLETTER_INTERVALS = ['weekly', 'semimonthly', 'monthly'] as const;
export type NewsletterInterval = (typeof NEWSLETTER_INTERVALS)[number];
export const NEWSLETTER_WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const NEWSLETTER_TIMES = ['am', 'pm', 'lpm'] as const;
export type NewsletterTime = (typeof NEWSLETTER_TIMES)[number];
export const MONTH_DAYS = Array.from({ length: 31 }, (_, i) => String(i + 1));

/** The local hours of the time slots, the same as the digests' (morning, afternoon, evening). */
export const NEWSLETTER_SLOT_HOURS: Record<NewsletterTime, number> = { am: 7, pm: 13, lpm: 18 };

export type NewsletterSending = {
  interval: NewsletterInterval;
  /** 'mon' … 'sun' when weekly, '1' … '31' otherwise. */
  day: string;
  /** '1' … '31': the semimonthly interval's second day. */
  second_day: string;
  time: NewsletterTime;
  /** The semimonthly interval's second time. */
  second_time: NewsletterTime;
};

export const DEFAULT_NEWSLETTER_SENDING: NewsletterSending = {
  interval: 'weekly',
  day: 'mon',
  second_day: '15',
  time: 'am',
  second_time: 'am',
};

/** The day a new interval starts with (part 3 section 9: mon for weekly, 1 otherwise). */
export const defaultDayOf = (interval: NewsletterInterval) => (interval === 'weekly' ? 'mon' : '1');

/** Field errors (i18n keys) of a sending setting; empty when it is valid. */
export function sendingProblems(sending: NewsletterSending): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const days: readonly string[] = sending.interval === 'weekly' ? NEWSLETTER_WEEKDAYS : MONTH_DAYS;
  if (!days.includes(sending.day)) problems.day = ['errors.newsletter.day_invalid'];
  if (!MONTH_DAYS.includes(sending.second_day)) problems.second_day = ['errors.newsletter.day_invalid'];
  return problems;
}

/** A calendar day as the wall clock of some zone shows it. */
export type LocalDay = { year: number; month: number; day: number };

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const weekdayOf = ({ year, month, day }: LocalDay) =>
  NEWSLETTER_WEEKDAYS[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7];
const dayOfMonth = (setting: string, { year, month }: LocalDay) =>
  Math.min(Number(setting), daysInMonth(year, month));

/** The time slots the newsletter goes out at on a local day (none, one, or two when both days fall on it). */
export function slotsOn(sending: NewsletterSending, local: LocalDay): NewsletterTime[] {
  if (sending.interval === 'weekly') return weekdayOf(local) === sending.day ? [sending.time] : [];
  const slots: NewsletterTime[] = [];
  if (dayOfMonth(sending.day, local) === local.day) slots.push(sending.time);
  if (
    sending.interval === 'semimonthly' &&
    dayOfMonth(sending.second_day, local) === local.day &&
    !slots.includes(sending.second_time)
  ) {
    slots.push(sending.second_time);
  }
  return slots.sort((a, b) => NEWSLETTER_SLOT_HOURS[a] - NEWSLETTER_SLOT_HOURS[b]);
}

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(zone: string) {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formats.set(zone, format);
  }
  return format;
}

/** The wall clock of `zone` at an instant. */
export function wallClock(at: Date, zone: string) {
  const parts = Object.fromEntries(
    formatIn(zone)
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  );
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How far `zone`'s wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(ms: number, zone: string) {
  const c = wallClock(new Date(ms), zone);
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - Math.floor(ms / 1000) * 1000;
}

/** The instant `zone`'s wall clock shows the given day and hour (checked again across a DST change). */
export function zonedInstant(local: LocalDay, hour: number, zone: string): Date {
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, hour);
  let at = asUtc - offsetAt(asUtc, zone);
  const offset = offsetAt(at, zone);
  if (asUtc - offset !== at) at = asUtc - offset;
  return new Date(at);
}

const nextDay = ({ year, month, day }: LocalDay): LocalDay => {
  const d = new Date(Date.UTC(year, month - 1, day + 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};

/** The next `count` sending instants after `from`, as `zone`'s wall clock places them. */
export function nextSendings(sending: NewsletterSending, from: Date, zone: string, count = 3): Date[] {
  const found: Date[] = [];
  const start = wallClock(from, zone);
  let local: LocalDay = { year: start.year, month: start.month, day: start.day };
  // Any valid setting sends at least once a month: 62 days always find two, a year finds any count asked.
  for (let i = 0; i < 400 && found.length < count; i++) {
    for (const slot of slotsOn(sending, local)) {
      const at = zonedInstant(local, NEWSLETTER_SLOT_HOURS[slot], zone);
      if (at.getTime() > from.getTime() && found.length < count) found.push(at);
    }
    local = nextDay(local);
  }
  return found;
}
