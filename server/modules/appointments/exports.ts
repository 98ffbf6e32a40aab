import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import ical, { type ICalCalendar, ICalEventRepeatingFreq, ICalEventStatus } from 'ical-generator';
import type { Db } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { plainText } from '../../platform/rich-text.js';
import { memberContactsByIds } from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import { type AppointmentRecord, type Instance, loadVisibleAppointment } from './load.js';
import { participantsVisibleTo } from './participants-read.js';
import { appointmentCan } from './policy.js';
import { isRecurring, ruleZone } from './recurrence.js';
import { DAY_MS, parseDate, toFloating } from './time.js';

/**
 * Calendar files (one appointment, or a feed of many) and attendee lists. In calendar files a series
 * is one VEVENT with RRULE in its zone, deleted and cancelled occurrences are EXDATEs, and edited
 * occurrences are VEVENTs with the series' UID and a RECURRENCE-ID.
 *
 * ical-generator writes a Date's UTC fields next to the TZID, so times go in as floating wall times.
 */

const FREQ = {
  daily: ICalEventRepeatingFreq.DAILY,
  weekly: ICalEventRepeatingFreq.WEEKLY,
  monthly: ICalEventRepeatingFreq.MONTHLY,
  yearly: ICalEventRepeatingFreq.YEARLY,
} as const;

export type FeedEntry = { row: AppointmentRecord; exceptions: AppointmentRecord[] };

const uidOf = (id: string, host: string) => `${id}@${host}`;

function locationText(row: AppointmentRecord) {
  const l = row.location;
  return [l.name, l.address1, l.address2, [l.zip, l.city].filter(Boolean).join(' '), l.country]
    .filter(Boolean)
    .join(', ');
}

function addEvent(
  calendar: ICalCalendar,
  row: AppointmentRecord,
  publicUrl: string,
  options: {
    uidId: string;
    start: Date;
    end: Date | null;
    recurrenceId?: Date;
    exclude?: Date[];
    repeat: boolean;
  },
) {
  const zone = ruleZone(row);
  const floating = (date: Date) => toFloating(date, zone);
  const event = calendar.createEvent({
    id: uidOf(options.uidId, new URL(publicUrl).host),
    summary: row.name,
    description: plainText(row.description),
    location: locationText(row) || null,
    url: `${publicUrl}/appointments/${row.id}`,
    start: row.allDay ? options.start : floating(options.start),
    end: options.end ? (row.allDay ? options.end : floating(options.end)) : null,
    allDay: row.allDay,
    timezone: row.allDay ? null : zone,
    status: row.canceled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    lastModified: row.updatedAt,
    created: row.createdAt,
  });
  if (options.recurrenceId)
    event.recurrenceId(row.allDay ? options.recurrenceId : floating(options.recurrenceId));
  if (options.repeat && isRecurring(row) && row.recurrenceFrequency !== 'never') {
    const endDate = row.recurrenceEndDate ? parseDate(row.recurrenceEndDate) : null;
    event.repeating({
      freq: FREQ[row.recurrenceFrequency],
      interval: row.recurrenceInterval,
      // The end date is the last local day an occurrence may start on.
      until: endDate ? new Date(endDate.getTime() + DAY_MS - 1000) : undefined,
      exclude: (options.exclude ?? []).map((date) => (row.allDay ? date : floating(date))),
    });
  }
}

/** Adds an appointment or a series with its exceptions to a calendar file. */
export function addEntry(calendar: ICalCalendar, entry: FeedEntry, publicUrl: string) {
  const { row } = entry;
  const excluded = entry.exceptions
    .filter((e) => e.deletedAt || e.canceled)
    .map((e) => e.originalStart)
    .filter((d): d is Date => d !== null);
  addEvent(calendar, row, publicUrl, {
    uidId: row.id,
    start: row.startsAt,
    end: row.endsAt,
    exclude: excluded,
    repeat: true,
  });
  for (const exception of entry.exceptions) {
    if (exception.deletedAt || exception.canceled || !exception.originalStart) continue;
    addEvent(calendar, exception, publicUrl, {
      uidId: row.id,
      start: exception.startsAt,
      end: exception.endsAt,
      recurrenceId: exception.originalStart,
      repeat: false,
    });
  }
}

export function newCalendarFile(name: string) {
  return ical({ name, prodId: { company: 'intranet', product: 'calendars', language: 'EN' } });
}

/** GET /appointments/{id}.ics: a series with its RRULE and exceptions, an occurrence on its own. */
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
      uidId: instance.id,
      start: instance.start,
      end: instance.end,
      repeat: false,
    });
  }
  return { filename: `${safeName(instance.row.name)}.ics`, body: calendar.toString() };
}

const safeName = (name: string) =>
  name
    .replace(/[^\p{L}\p{N} _.-]+/gu, '')
    .trim()
    .slice(0, 80) || 'appointment';

/**
 * Attendee rows for the exports: only with can.download_attendees (which needs participants), and
 * only members the viewer may see.
 */
async function attendeeRows(ctx: AppContext, network: NetworkRecord, viewer: Viewer, ref: string) {
  const loaded = await loadVisibleAppointment(ctx.db, network, viewer, ref);
  if (!appointmentCan(viewer, loaded.facts).download_attendees) throw notFound('attendee list');
  const { visible: rows } = await participantsVisibleTo(ctx, network, viewer, loaded.instance);
  const contacts = await memberContactsByIds(
    ctx.db,
    rows.map((r) => r.participant.memberId),
  );
  const lines = rows
    .map(({ participant, status }) => {
      const member = contacts.get(participant.memberId);
      return member
        ? {
            firstName: member.firstName,
            lastName: member.lastName,
            email: member.email,
            status,
            answeredAt: participant.answeredAt?.toISOString() ?? '',
          }
        : null;
    })
    .filter((line) => line !== null)
    .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
  return { instance: loaded.instance, lines };
}

const HEADER = ['Last name', 'First name', 'E-mail', 'Status', 'Answered at'];

function title(instance: Instance) {
  return `${safeName(instance.row.name)} attendees`;
}

/** CSV in UTF-8 with a byte order mark, so spreadsheet programs read umlauts right. */
export async function attendeesCsv(ctx: AppContext, network: NetworkRecord, viewer: Viewer, ref: string) {
  const { instance, lines } = await attendeeRows(ctx, network, viewer, ref);
  const csv = stringify([
    HEADER,
    ...lines.map((l) => [l.lastName, l.firstName, l.email, l.status, l.answeredAt]),
  ]);
  return { filename: `${title(instance)}.csv`, body: Buffer.from(`\uFEFF${csv}`, 'utf8') };
}

export async function attendeesXlsx(ctx: AppContext, network: NetworkRecord, viewer: Viewer, ref: string) {
  const { instance, lines } = await attendeeRows(ctx, network, viewer, ref);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Attendees');
  sheet.addRow(HEADER).font = { bold: true };
  for (const l of lines) sheet.addRow([l.lastName, l.firstName, l.email, l.status, l.answeredAt]);
  sheet.columns.forEach((column) => {
    column.width = 24;
  });
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return { filename: `${title(instance)}.xlsx`, body };
}
