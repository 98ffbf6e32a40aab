import { addDays, isSameDay, lightFormat, startOfDay, subMilliseconds } from 'date-fns';
import type { AppointmentDate } from '../../../../contract/appointments';
import { inTimeZone } from '../../../i18n/dates';

/** yyyy-MM-dd of a wall-clock date. */
export const dayKey = (date: Date) => lightFormat(date, 'yyyy-MM-dd');

/** A yyyy-MM-dd text as a local (wall-clock) midnight. */
export const parseDay = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : new Date(Number.NaN);
};

/**
 * The first and last day an appointment occupies in the viewer's zone. All-day appointments carry
 * dates (end inclusive); a timed one ending exactly at midnight does not occupy the next day.
 */
export const appointmentDays = (date: AppointmentDate, viewerZone: string) => {
  if (date.all_day) {
    const first = parseDay(date.start);
    const last = date.end ? parseDay(date.end) : first;
    return { firstDay: first, lastDay: new Date(Math.max(first.getTime(), last.getTime())) };
  }
  const start = inTimeZone(date.start, viewerZone);
  const firstDay = startOfDay(start);
  if (!date.end) return { firstDay, lastDay: firstDay };
  const end = inTimeZone(date.end, viewerZone);
  const lastDay = end > start ? startOfDay(subMilliseconds(end, 1)) : firstDay;
  return { firstDay, lastDay };
};

/** Every day from first to last (inclusive). */
export const daysBetween = (first: Date, last: Date) => {
  const days: Date[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
};

export const isToday = (day: Date, viewerZone: string) => isSameDay(day, inTimeZone(new Date(), viewerZone));

/** Today in the viewer's zone as yyyy-MM-dd. */
export const todayKey = (viewerZone: string) => dayKey(inTimeZone(new Date(), viewerZone));

/** ISO weekday of a date: 1 = Monday ... 7 = Sunday (the weekday names' keys). */
export const isoWeekday = (day: Date) => ((day.getDay() + 6) % 7) + 1;
