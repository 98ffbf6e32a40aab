import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppointmentType } from '../../../contract/appointments.js';
import type { Db, Tx } from '../../db/client.js';
import { notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { isId } from '../../platform/ids.js';
import type { CalendarFacts, CalendarRecord } from '../calendars/policy.js';
import { calendarFacts, calendarsByIds } from '../calendars/service.js';
import type { NetworkRecord } from '../network/service.js';
import { type AppointmentFacts, canSeeAppointment } from './policy.js';
import { durationOf, isOccurrence, isRecurring, occurrenceId, parseOccurrenceId } from './recurrence.js';
import { appointmentCalendars, appointmentParticipants, appointments, occurrenceAnswers } from './tables.js';
import { onlineMeetingProvider } from './teams.js';

export type AppointmentRecord = typeof appointments.$inferSelect;
export type ParticipantRecord = typeof appointmentParticipants.$inferSelect;
export type AnswerStatus = ParticipantRecord['status'];

/**
 * What one appointment id stands for. `row` holds the data shown, `base` owns the participants:
 * the series for occurrences and edited occurrences, the row itself otherwise.
 */
export type Instance = {
  id: string;
  type: AppointmentType;
  row: AppointmentRecord;
  base: AppointmentRecord;
  start: Date;
  end: Date | null;
  /** The occurrence's start in its series (virtual occurrences and edited occurrences). */
  occurrenceStart: Date | null;
};

async function rowById(db: Db | Tx, id: string): Promise<AppointmentRecord | null> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id)).limit(1);
  return row ?? null;
}

/** An occurrence of a series at `start`, or its exception when one was stored. */
export async function occurrenceInstance(
  db: Db | Tx,
  series: AppointmentRecord,
  start: Date,
): Promise<Instance | null> {
  const [exception] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.seriesId, series.id), eq(appointments.originalStart, start)))
    .limit(1);
  if (exception) return exception.deletedAt ? null : exceptionInstance(exception, series);
  if (!isOccurrence(series, start)) return null;
  return {
    id: occurrenceId(series.id, start),
    type: 'virtual_appointment',
    row: series,
    base: series,
    start,
    end: series.endsAt ? new Date(start.getTime() + durationOf(series)) : null,
    occurrenceStart: start,
  };
}

function exceptionInstance(exception: AppointmentRecord, series: AppointmentRecord): Instance {
  return {
    id: exception.id,
    type: 'appointment',
    row: exception,
    base: series,
    start: exception.startsAt,
    end: exception.endsAt,
    occurrenceStart: exception.originalStart,
  };
}

/** Resolves a stored id or an `r-` occurrence id; null when nothing (alive) answers to it. */
export async function resolveInstance(db: Db | Tx, ref: string): Promise<Instance | null> {
  const occurrence = parseOccurrenceId(ref);
  if (occurrence) {
    const series = await rowById(db, occurrence.seriesId);
    if (!series || series.deletedAt || !isRecurring(series)) return null;
    return occurrenceInstance(db, series, occurrence.start);
  }
  if (!isId(ref)) return null;
  const row = await rowById(db, ref);
  if (!row || row.deletedAt) return null;
  if (row.seriesId) {
    const series = await rowById(db, row.seriesId);
    if (!series || series.deletedAt) return null;
    return exceptionInstance(row, series);
  }
  return {
    id: row.id,
    type: isRecurring(row) ? 'recurring_appointment' : 'appointment',
    row,
    base: row,
    start: row.startsAt,
    end: row.endsAt,
    occurrenceStart: null,
  };
}

export async function calendarIdsOf(db: Db | Tx, appointmentId: string): Promise<string[]> {
  const rows = await db
    .select({ id: appointmentCalendars.calendarId })
    .from(appointmentCalendars)
    .where(eq(appointmentCalendars.appointmentId, appointmentId));
  return rows.map((row) => row.id);
}

/**
 * Rows that hold the instance's participants: the base (single appointment or series) and, for an
 * edited occurrence, the exception itself (members invited to that occurrence only).
 */
export const participantOwnerIds = (instance: Pick<Instance, 'row' | 'base'>) =>
  instance.row.id === instance.base.id ? [instance.base.id] : [instance.base.id, instance.row.id];

/** Whether the participant was invited to this occurrence only (a row of the exception). */
export const ownParticipant = (instance: Pick<Instance, 'row' | 'base'>, participant: ParticipantRecord) =>
  participant.appointmentId !== instance.base.id;

/** The viewer's participation, with the occurrence's own answer when there is one. */
export async function viewerParticipation(db: Db | Tx, instance: Instance, memberId: string) {
  const rows = await db
    .select()
    .from(appointmentParticipants)
    .where(
      and(
        inArray(appointmentParticipants.appointmentId, participantOwnerIds(instance)),
        eq(appointmentParticipants.memberId, memberId),
        isNull(appointmentParticipants.removedAt),
      ),
    )
    .limit(2);
  // The series' invitation wins over one to the occurrence alone.
  const participant = rows.find((row) => row.appointmentId === instance.base.id) ?? rows[0];
  if (!participant) return null;
  return { participant, status: await effectiveStatus(db, instance, participant) };
}

export async function effectiveStatus(
  db: Db | Tx,
  instance: Instance,
  participant: ParticipantRecord,
): Promise<AnswerStatus> {
  if (!instance.occurrenceStart || ownParticipant(instance, participant)) return participant.status;
  const [answer] = await db
    .select({ status: occurrenceAnswers.status })
    .from(occurrenceAnswers)
    .where(
      and(
        eq(occurrenceAnswers.participantId, participant.id),
        eq(occurrenceAnswers.occurrenceStart, instance.occurrenceStart),
      ),
    );
  return answer?.status ?? participant.status;
}

export async function participantCount(
  db: Db | Tx,
  instance: Pick<Instance, 'row' | 'base'>,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(appointmentParticipants)
    .where(
      and(
        inArray(appointmentParticipants.appointmentId, participantOwnerIds(instance)),
        isNull(appointmentParticipants.removedAt),
      ),
    );
  return row?.n ?? 0;
}

export function joinUrlOf(row: AppointmentRecord): string | null {
  if (row.teams.online_meeting && row.teams.join_url) return row.teams.join_url;
  if (row.location.meeting_link_type && row.location.link) return row.location.link;
  return null;
}

export function isPast(instance: Instance, now = new Date()): boolean {
  if (instance.type === 'recurring_appointment') return instance.row.spanEnd < now;
  return (instance.end ?? instance.start) < now;
}

export type LoadedAppointment = {
  instance: Instance;
  calendarIds: string[];
  /** The appointment's calendars with the policy's facts about each. */
  calendars: { calendar: CalendarRecord; facts: CalendarFacts }[];
  facts: AppointmentFacts;
  participation: Awaited<ReturnType<typeof viewerParticipation>>;
};

/** The appointment behind an id with everything the policy needs; 404 when the viewer may not see it. */
export async function loadVisibleAppointment(
  db: Db | Tx,
  network: NetworkRecord,
  viewer: Viewer,
  ref: string,
): Promise<LoadedAppointment> {
  const loaded = await visibleAppointment(db, network, viewer, ref);
  if (!loaded) throw notFound('appointment');
  return loaded;
}

/** The appointment behind an id with everything the policy needs; null when the viewer may not see it. */
export async function visibleAppointment(
  db: Db | Tx,
  network: NetworkRecord,
  viewer: Viewer,
  ref: string,
): Promise<LoadedAppointment | null> {
  const instance = await resolveInstance(db, ref);
  if (!instance) return null;
  const calendarIds = await calendarIdsOf(db, instance.row.id);
  const rows = await calendarsByIds(db, calendarIds);
  const factsById = await calendarFacts(db, viewer, rows);
  const calendarFactsList = rows.map((row) => factsById.get(row.id) as CalendarFacts);
  const participation = await viewerParticipation(db, instance, viewer.id);
  const facts: AppointmentFacts = {
    row: instance.row,
    calendars: calendarFactsList,
    participantStatus: participation?.status ?? null,
    recurring: instance.type !== 'appointment' || instance.occurrenceStart !== null,
    past: isPast(instance),
    hasParticipants: (await participantCount(db, instance)) > 0,
    joinUrl: joinUrlOf(instance.row),
    network,
    providerConfigured: onlineMeetingProvider() !== null,
  };
  if (!canSeeAppointment(viewer, facts)) return null;
  const calendarsWithFacts = rows.map((calendar) => ({
    calendar,
    facts: factsById.get(calendar.id) as CalendarFacts,
  }));
  return { instance, calendarIds, calendars: calendarsWithFacts, facts, participation };
}

/** Live exceptions and excluded (deleted) occurrence starts of series, by series id. */
export async function exceptionsOf(db: Db | Tx, seriesIds: string[]) {
  if (seriesIds.length === 0) return [];
  // One array parameter: a month view asks for hundreds of series, and building a list of as many
  // parameters cost milliseconds per request.
  return db
    .select({
      id: appointments.id,
      seriesId: appointments.seriesId,
      originalStart: appointments.originalStart,
      deletedAt: appointments.deletedAt,
      canceled: appointments.canceled,
    })
    .from(appointments)
    .where(sql`${appointments.seriesId} = any(${sql.param(seriesIds)}::text[])`);
}
