import { and, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type {
  AppointmentMonth,
  AppointmentSummary,
  AppointmentsQuery,
} from '../../../contract/appointments.js';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { isId } from '../../platform/ids.js';
import { groupCalendarColors, listedCalendarColors } from '../calendars/service.js';
import { exceptionsOf } from './load.js';
import { presentSummary } from './present.js';
import { occurrenceId, occurrencesBetween } from './recurrence.js';
import { listCategories } from './rooms.js';
import { appointmentCalendars, appointmentParticipants, appointments, occurrenceAnswers } from './tables.js';
import { addDays, fromFloating, isoDate, LAST_INSTANT, monthWeeks, parseDate, todayIn } from './time.js';

/**
 * Month views (GET /appointments and /appointments/participating, type=month): the appointments of
 * the whole ISO weeks covering the month, from the viewer's calendars (or the chosen ones), with
 * recurring series expanded into virtual occurrences and their exceptions applied.
 */

/** calendar_ids as a comma list, or the web app's calendarIds: URL-safe base64 of concatenated ids. */
export function parseCalendarFilter(
  query: Pick<AppointmentsQuery, 'calendar_ids' | 'calendarIds'>,
): string[] | null {
  if (query.calendar_ids) return query.calendar_ids.split(',').filter(isId);
  if (query.calendarIds) {
    const text = Buffer.from(query.calendarIds, 'base64url').toString('latin1');
    return (text.match(/[0-9a-f]{24}/g) ?? []).filter(isId);
  }
  return null;
}

/** Columns the month list needs (the description and the rest of a row stay in the database). */
const listColumns = {
  id: appointments.id,
  seriesId: appointments.seriesId,
  name: appointments.name,
  startsAt: appointments.startsAt,
  endsAt: appointments.endsAt,
  allDay: appointments.allDay,
  timeZone: appointments.timeZone,
  recurrenceFrequency: appointments.recurrenceFrequency,
  recurrenceInterval: appointments.recurrenceInterval,
  recurrenceEndDate: appointments.recurrenceEndDate,
  canceled: appointments.canceled,
  isEvent: appointments.isEvent,
  // What present.ts hasMeeting() and the location name read, without parsing three JSON documents per row.
  locationName: sql<string>`${appointments.location}->>'name'`,
  hasMeeting: sql<boolean>`(${appointments.meeting} is not null and ${appointments.meeting} <> 'null'::jsonb)
    or ${appointments.teams}->'online_meeting' = 'true'::jsonb
    or coalesce(${appointments.location}->'meeting_link_type' <> 'null'::jsonb, true)`,
  categoryId: appointments.categoryId,
  /** The row's calendars in the same query (one round trip instead of a second query with every id). */
  calendarIds: sql<
    string[]
  >`array(select ${appointmentCalendars.calendarId} from ${appointmentCalendars} where ${appointmentCalendars.appointmentId} = ${appointments.id})`,
};

export async function monthAppointments(
  db: Db,
  viewer: Viewer,
  zone: string,
  query: AppointmentsQuery,
  participatingOnly: boolean,
): Promise<AppointmentMonth> {
  const day = query.date ? parseDate(query.date) : todayIn(zone);
  if (!day) throw badRequest('The date is not valid.', { date: ['errors.validation.invalid_date'] });
  const { from, to } = monthWeeks(day);
  // Timed appointments are cut at the viewer's local midnights; all-day ones by their dates.
  const rangeStart = fromFloating(from, zone);
  const rangeEnd = fromFloating(addDays(to, 1), zone);
  const queryStart = new Date(Math.min(rangeStart.getTime(), from.getTime()));
  // The sheet of December 9999 ends past the last instant the database reads from us.
  const queryEnd = new Date(
    Math.min(Math.max(rangeEnd.getTime(), addDays(to, 1).getTime()), LAST_INSTANT.getTime()),
  );

  const available = query.group
    ? await groupCalendarColors(db, viewer, query.group)
    : await listedCalendarColors(db, viewer);
  const filter = parseCalendarFilter(query);
  const chosen = filter ? available.filter((c) => filter.includes(c.id)) : available;
  const colors = new Map(chosen.map((c) => [c.id, c.color]));
  const calendarIds = [...colors.keys()];
  // "All calendars" (no group, no calendar chosen) also shows what the viewer accepted, wherever it is
  // kept: an invitation to a colleague's personal calendar belongs to the viewer's calendar once accepted.
  const withAccepted = !participatingOnly && !query.group && !filter;
  if (calendarIds.length === 0 && !participatingOnly && !withAccepted) {
    return { date: isoDate(day), start: isoDate(from), end: isoDate(to), appointments: [] };
  }

  // A scalar subquery, not EXISTS: the planner turns EXISTS into a semi join hashing every appointment
  // of the calendars; this probes the index once per row of the month's range instead.
  const inCalendars = sql`coalesce((select true from ${appointmentCalendars} where ${appointmentCalendars.appointmentId} = ${appointments.id} and ${inArray(appointmentCalendars.calendarId, calendarIds.length > 0 ? calendarIds : [''])} limit 1), false)`;
  // Appointments (and series) the viewer takes part in: not declined, or accepted only.
  const viewerTakesPart = (status: SQL) => {
    const ids = db
      .select({ id: appointmentParticipants.appointmentId })
      .from(appointmentParticipants)
      .where(
        and(
          eq(appointmentParticipants.memberId, viewer.id),
          isNull(appointmentParticipants.removedAt),
          status,
        ),
      );
    return or(sql`${appointments.id} in (${ids})`, sql`${appointments.seriesId} in (${ids})`) as SQL;
  };
  const participating = viewerTakesPart(ne(appointmentParticipants.status, 'declined'));
  const accepted = viewerTakesPart(eq(appointmentParticipants.status, 'accepted'));
  const rows = await db
    .select(listColumns)
    .from(appointments)
    .where(
      and(
        isNull(appointments.deletedAt),
        sql`tstzrange(${appointments.startsAt}, ${appointments.spanEnd}, '[]') && tstzrange(${queryStart.toISOString()}::timestamptz, ${queryEnd.toISOString()}::timestamptz, '[)')`,
        participatingOnly ? participating : withAccepted ? or(inCalendars, accepted) : inCalendars,
      ),
    );
  if (rows.length === 0)
    return { date: isoDate(day), start: isoDate(from), end: isoDate(to), appointments: [] };

  const [categories, seriesExceptions, participants] = await Promise.all([
    listCategories(db),
    exceptionsOf(
      db,
      rows.filter((row) => row.recurrenceFrequency !== 'never').map((row) => row.id),
    ),
    db
      .select({
        id: appointmentParticipants.id,
        appointmentId: appointmentParticipants.appointmentId,
        status: appointmentParticipants.status,
      })
      .from(appointmentParticipants)
      .where(
        and(
          eq(appointmentParticipants.memberId, viewer.id),
          isNull(appointmentParticipants.removedAt),
          // All of the viewer's invitations: fewer than the rows of a busy month, and no list of ids to send.
          sql`true`,
        ),
      ),
  ]);
  const answers =
    participants.length === 0
      ? []
      : await db
          .select()
          .from(occurrenceAnswers)
          .where(
            inArray(
              occurrenceAnswers.participantId,
              participants.map((p) => p.id),
            ),
          );
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  const excluded = new Set(
    seriesExceptions.map((e) => `${e.seriesId}|${(e.originalStart as Date).getTime()}`),
  );
  const participation = new Map(participants.map((p) => [p.appointmentId, p]));
  const answerOf = new Map(
    answers.map((a) => [`${a.participantId}|${a.occurrenceStart.getTime()}`, a.status]),
  );

  const fromDay = from.getTime();
  const toDay = addDays(to, 1).getTime();
  const overlaps = (allDay: boolean, start: Date, end: Date | null) => {
    if (allDay) return start.getTime() < toDay && (end ?? start).getTime() > fromDay;
    return start < rangeEnd && (end ? end > rangeStart : start >= rangeStart);
  };

  const result: AppointmentSummary[] = [];
  for (const row of rows) {
    const rowCalendars = row.calendarIds.filter((id) => colors.has(id));
    const color = colors.get(rowCalendars[0] ?? '') ?? '7f7f7f';
    const category = row.categoryId ? (categoryById.get(row.categoryId) ?? null) : null;
    const base = row.seriesId ?? row.id;
    // A member invited to one edited occurrence alone is a participant of the exception row.
    const participant = participation.get(base) ?? participation.get(row.id);
    if (row.recurrenceFrequency === 'never') {
      if (!overlaps(row.allDay, row.startsAt, row.endsAt)) continue;
      const occurrenceAnswer =
        participant && row.seriesId ? answerOf.get(`${participant.id}|${row.startsAt.getTime()}`) : undefined;
      result.push(
        presentSummary({
          id: row.id,
          type: 'appointment',
          row,
          seriesId: row.seriesId,
          start: row.startsAt,
          end: row.endsAt,
          calendarIds: rowCalendars,
          color,
          category,
          myStatus: occurrenceAnswer ?? participant?.status ?? null,
        }),
      );
      continue;
    }
    const duration = row.endsAt ? row.endsAt.getTime() - row.startsAt.getTime() : null;
    const windowStart = row.allDay ? from : rangeStart;
    const windowEnd = row.allDay ? new Date(toDay) : rangeEnd;
    for (const start of occurrencesBetween(row, windowStart, windowEnd)) {
      if (excluded.has(`${row.id}|${start.getTime()}`)) continue;
      const end = duration === null ? null : new Date(start.getTime() + duration);
      result.push(
        presentSummary({
          id: occurrenceId(row.id, start),
          type: 'virtual_appointment',
          row,
          seriesId: row.id,
          start,
          end,
          calendarIds: rowCalendars,
          color,
          category,
          myStatus:
            (participant && answerOf.get(`${participant.id}|${start.getTime()}`)) ??
            participant?.status ??
            null,
        }),
      );
    }
  }
  // Plain comparisons: localeCompare cost a tenth of the request in busy months.
  result.sort((a, b) =>
    a.date.start < b.date.start
      ? -1
      : a.date.start > b.date.start
        ? 1
        : a.name < b.name
          ? -1
          : a.name > b.name
            ? 1
            : 0,
  );
  return { date: isoDate(day), start: isoDate(from), end: isoDate(to), appointments: result };
}
