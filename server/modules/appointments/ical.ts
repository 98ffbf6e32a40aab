import ical, { type ICalCalendar, type ICalEvent, ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { Db } from '../../db/client.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { plainText } from '../../platform/rich-text.js';
import type { NetworkRecord } from '../network/service.js';
import { type AppointmentRecord, loadVisibleAppointment } from './load.js';
import { isRecurring, ruleZone } from './recurrence.js';
import { compactUtc, DAY_MS, fromFloating, parseDate, toFloating } from './time.js';

/**
 * Calendar files (one appointment, or a feed of many), RFC 5545. A series is one VEVENT with an RRULE
 * in its zone; deleted and cancelled occurrences are EXDATEs (the property only when there is one:
 * an empty EXDATE breaks strict parsers); edited occurrences are VEVENTs with the series' UID and a
 * RECURRENCE-ID, and so is a single occurrence downloaded on its own, so a subscriber's calendar
 * replaces the occurrence instead of showing it twice. Every zone a TZID names gets its VTIMEZONE,
 * generated from the time-zone database (timezones-ical-library, kept up to date with tzdata).
 *
 * ical-generator writes a Date's UTC fields next to the TZID, so times go in as floating wall times.
 * The RRULE and EXDATE lines are written here: UNTIL must be the UTC instant of the end day's last
 * second in the series' zone (or a DATE for all-day series), which ical-generator cannot express.
 */

const FREQ = { daily: 'DAILY', weekly: 'WEEKLY', monthly: 'MONTHLY', yearly: 'YEARLY' } as const;

export type FeedEntry = { row: AppointmentRecord; exceptions: AppointmentRecord[] };

const uidOf = (id: string, host: string) => `${id}@${host}`;

function locationText(row: AppointmentRecord) {
  const l = row.location;
  return [l.name, l.address1, l.address2, [l.zip, l.city].filter(Boolean).join(' '), l.country]
    .filter(Boolean)
    .join(', ');
}

/** yyyymmdd of an all-day date (stored as its UTC midnight). */
const compactDate = (date: Date) => compactUtc(date).slice(0, 8);

/** RRULE (and EXDATE when something is excluded) of a series, as content lines. */
export function recurrenceLines(row: AppointmentRecord, excluded: Date[]): string {
  if (row.recurrenceFrequency === 'never') return '';
  const zone = ruleZone(row);
  const parts = [`FREQ=${FREQ[row.recurrenceFrequency]}`, `INTERVAL=${Math.max(1, row.recurrenceInterval)}`];
  const endDate = row.recurrenceEndDate ? parseDate(row.recurrenceEndDate) : null;
  if (endDate) {
    // The end date is the last local day an occurrence may start on: its last second in the zone.
    const lastSecond = new Date(endDate.getTime() + DAY_MS - 1000);
    parts.push(
      `UNTIL=${row.allDay ? compactDate(endDate) : `${compactUtc(fromFloating(lastSecond, zone))}Z`}`,
    );
  }
  const lines = [`RRULE:${parts.join(';')}`];
  if (excluded.length > 0) {
    lines.push(
      row.allDay
        ? `EXDATE;VALUE=DATE:${excluded.map(compactDate).join(',')}`
        : `EXDATE;TZID=${zone}:${excluded.map((date) => compactUtc(toFloating(date, zone))).join(',')}`,
    );
  }
  return lines.join('\r\n');
}

export function addEvent(
  calendar: ICalCalendar,
  row: AppointmentRecord,
  publicUrl: string,
  options: {
    uidId: string;
    start: Date;
    end: Date | null;
    sequence: number;
    recurrenceId?: Date;
    recurrence?: string;
  },
): ICalEvent {
  const zone = ruleZone(row);
  const floating = (date: Date) => toFloating(date, zone);
  const event = calendar.createEvent({
    id: uidOf(options.uidId, new URL(publicUrl).host),
    sequence: options.sequence,
    summary: row.name,
    description: plainText(row.description) || null,
    location: locationText(row) || null,
    url: `${publicUrl}/appointments/${row.id}`,
    start: row.allDay ? options.start : floating(options.start),
    end: options.end ? (row.allDay ? options.end : floating(options.end)) : null,
    allDay: row.allDay,
    timezone: row.allDay ? null : zone,
    status: row.canceled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    // Without METHOD, DTSTAMP is the last revision (RFC 5545 section 3.8.7.2): the file stays the same
    // between polls, which is what lets feeds answer 304.
    stamp: row.updatedAt,
    lastModified: row.updatedAt,
    created: row.createdAt,
  });
  if (options.recurrenceId)
    event.recurrenceId(row.allDay ? options.recurrenceId : floating(options.recurrenceId));
  if (options.recurrence) event.repeating(options.recurrence);
  return event;
}

/** Adds an appointment or a series with its exceptions to a calendar file; answers its VEVENT. */
export function addEntry(calendar: ICalCalendar, entry: FeedEntry, publicUrl: string): ICalEvent {
  const { row } = entry;
  const excluded = entry.exceptions
    .filter((e) => e.deletedAt || e.canceled)
    .map((e) => e.originalStart)
    .filter((d): d is Date => d !== null)
    .sort((a, b) => a.getTime() - b.getTime());
  const main = addEvent(calendar, row, publicUrl, {
    uidId: row.id,
    start: row.startsAt,
    end: row.endsAt,
    // Excluding an occurrence revises the series' VEVENT although its own row did not change.
    sequence: row.sequence + excluded.length,
    recurrence: isRecurring(row) ? recurrenceLines(row, excluded) : undefined,
  });
  for (const exception of entry.exceptions) {
    if (exception.deletedAt || exception.canceled || !exception.originalStart) continue;
    addEvent(calendar, exception, publicUrl, {
      uidId: row.id,
      start: exception.startsAt,
      end: exception.endsAt,
      sequence: exception.sequence,
      recurrenceId: exception.originalStart,
    });
  }
  return main;
}

/** The VTIMEZONE of a zone from the time-zone database (null for a zone it does not know). */
function vtimezone(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) && block[0] ? block[0] : null;
}

export function newCalendarFile(name: string) {
  const calendar = ical({ name, prodId: { company: 'intranet', product: 'calendars', language: 'EN' } });
  // No calendar-wide zone: ical-generator then writes one VTIMEZONE per zone its events name.
  calendar.timezone({ name: null, generator: vtimezone });
  return calendar;
}

/**
 * GET /appointments/{id}.ics: a series with its RRULE and exceptions; an occurrence on its own as the
 * series' VEVENT for that occurrence (series UID, RECURRENCE-ID).
 */
export async function appointmentIcs(
  db: Db,
  network: NetworkRecord,
  viewer: Viewer,
  ref: string,
  publicUrl: string,
  exceptionsOfSeries: (seriesId: string) => Promise<AppointmentRecord[]>,
): Promise<{ filename: string; body: string }> {
  const { instance } = await loadVisibleAppointment(db, network, viewer, ref);
  const calendar = newCalendarFile(network.name);
  if (instance.type === 'recurring_appointment') {
    addEntry(
      calendar,
      { row: instance.row, exceptions: await exceptionsOfSeries(instance.row.id) },
      publicUrl,
    );
  } else {
    addEvent(calendar, instance.row, publicUrl, {
      uidId: instance.occurrenceStart ? instance.base.id : instance.row.id,
      start: instance.start,
      end: instance.end,
      sequence: instance.row.sequence,
      recurrenceId: instance.occurrenceStart ?? undefined,
    });
  }
  return { filename: `${fileSafeName(instance.row.name)}.ics`, body: calendar.toString() };
}

/** A name usable in a file name: letters, digits, spaces and a few marks. */
export const fileSafeName = (name: string) =>
  name
    .replace(/[^\p{L}\p{N} _.-]+/gu, '')
    .trim()
    .slice(0, 80) || 'appointment';
