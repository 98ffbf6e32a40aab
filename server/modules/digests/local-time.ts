import type { DayTime } from '../../platform/network/defaults.js';

/**
 * The time slots of the scheduled mails (part 3 section 9: am, pm, lpm, "morning", "afternoon",
 * "evening" in the settings form) as local hours, and an instant as a member's local day and hour.
 */
export const SLOT_HOURS: Record<DayTime, number> = { am: 7, pm: 13, lpm: 18 };
/** Birthday mails have no time setting: they arrive with the morning mails. */
export const BIRTHDAY_SLOT: DayTime = 'am';

export type LocalTime = {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'MM-DD' */
  monthDay: string;
  year: number;
  /** 0 Sunday … 6 Saturday, as the settings' digest days. */
  weekday: number;
  hour: number;
};

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formats = new Map<string, Intl.DateTimeFormat>();

/** A formatter per zone (time zones are few; formatters are costly to build). */
function formatIn(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(zone, format);
  }
  return format;
}

/** Whether the runtime knows the zone (a member's stored zone could be one it no longer knows). */
export function knownZone(zone: string): boolean {
  try {
    formatIn(zone);
    return true;
  } catch {
    return false;
  }
}

export function localTime(at: Date, zone: string): LocalTime {
  const parts = Object.fromEntries(
    formatIn(zone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const monthDay = `${parts.month}-${parts.day}`;
  return {
    date: `${parts.year}-${monthDay}`,
    monthDay,
    year: Number(parts.year),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
    hour: Number(parts.hour),
  };
}

/** Feb 29 birthdays are celebrated on Feb 28 in other years. */
export function birthdayMonthDays(local: LocalTime): string[] {
  const leap = new Date(Date.UTC(local.year, 1, 29)).getUTCMonth() === 1;
  return local.monthDay === '02-28' && !leap ? ['02-28', '02-29'] : [local.monthDay];
}
