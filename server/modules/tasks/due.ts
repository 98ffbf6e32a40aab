import type { DueInput } from '../../../contract/tasks.js';
import { unprocessable } from '../../platform/errors.js';
import { fromFloating, localDate, toFloating } from '../appointments/service.js';
import { canonicalTimeZone } from '../members/service.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A date-only task's reminder is counted back from this hour of its day, in its zone. */
export const DATE_ONLY_REMINDER_HOUR = 9;

export type DueColumns = {
  dueDate: string | null;
  dueTime: string | null;
  dueTimeZone: string | null;
  dueAt: Date | null;
};

export const NO_DUE: DueColumns = { dueDate: null, dueTime: null, dueTimeZone: null, dueAt: null };

const wallTime = (date: string, time: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, d, h, min));
};

/**
 * The stored form of a due date: the day and time as given, the canonical zone, and the instant it
 * is due (the time there, or the end of the day there, after which the task is overdue).
 */
export function dueColumns(input: DueInput | null): DueColumns {
  if (!input) return NO_DUE;
  const zone = canonicalTimeZone(input.time_zone);
  if (!zone) throw unprocessable({ 'due.time_zone': ['tasks.validation_errors.time_zone_invalid'] });
  const dueAt = input.time
    ? fromFloating(wallTime(input.date, input.time), zone)
    : fromFloating(new Date(wallTime(input.date, '00:00').getTime() + DAY_MS), zone);
  return { dueDate: input.date, dueTime: input.time, dueTimeZone: zone, dueAt };
}

/** When the reminder of a task is due, or null when it has no due date or no reminder. */
export function reminderAt(
  task: Pick<DueColumns, 'dueDate' | 'dueTime' | 'dueTimeZone' | 'dueAt'> & {
    reminderMinutes: number | null;
  },
): Date | null {
  if (task.reminderMinutes === null || !task.dueDate || !task.dueAt || !task.dueTimeZone) return null;
  const reference = task.dueTime
    ? task.dueAt
    : fromFloating(
        wallTime(task.dueDate, `${String(DATE_ONLY_REMINDER_HOUR).padStart(2, '0')}:00`),
        task.dueTimeZone,
      );
  return new Date(reference.getTime() - task.reminderMinutes * 60_000);
}

/** The start of the local day `offset` days from today in a zone, as an instant. */
export function dayStart(zone: string, offset: number, now = new Date()): Date {
  const today = localDate(now, zone);
  return fromFloating(new Date(wallTime(today, '00:00').getTime() + offset * DAY_MS), zone);
}

/** Today's date (YYYY-MM-DD) in a zone, moved by `offset` days. */
export function localDay(zone: string, offset: number, now = new Date()): string {
  return new Date(toFloating(now, zone).getTime() + offset * DAY_MS).toISOString().slice(0, 10);
}
