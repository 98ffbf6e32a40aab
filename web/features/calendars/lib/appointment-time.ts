import { lightFormat } from 'date-fns';
import type { AppointmentDate } from '../../../../contract/appointments';
import { formatDate, formatTime } from '../../../i18n/dates';
import { parseDay } from './appointment-days';

/** The time range of an appointment as the viewer reads it (their zone), e.g. "10.03.2026 09:00 – 10:00". */
export const formatRange = (date: AppointmentDate, zone: string) => {
  if (date.all_day) {
    const start = lightFormat(parseDay(date.start), 'dd.MM.y');
    const end = date.end && date.end !== date.start ? lightFormat(parseDay(date.end), 'dd.MM.y') : null;
    return end ? `${start} – ${end}` : start;
  }
  const startDay = formatDate(date.start, zone);
  const start = `${startDay} ${formatTime(date.start, zone)}`;
  if (!date.end) return start;
  const endDay = formatDate(date.end, zone);
  return endDay === startDay
    ? `${start} – ${formatTime(date.end, zone)}`
    : `${start} – ${endDay} ${formatTime(date.end, zone)}`;
};

/** The start time for compact rows ("09:00"), or null for all-day appointments. */
export const startTime = (date: AppointmentDate, zone: string) =>
  date.all_day ? null : formatTime(date.start, zone);
