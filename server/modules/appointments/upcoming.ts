import { and, asc, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { WidgetAppointment } from '../../../contract/my-appointments.js';
import type { Db } from '../../db/client.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { memberRecordById } from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import { type AppointmentRecord, exceptionsOf, joinUrlOf } from './load.js';
import { appointmentPath, presentDate } from './present.js';
import { durationOf, occurrenceId, occurrencesBetween } from './recurrence.js';
import { appointmentCalendars, appointmentParticipants, appointments, occurrenceAnswers } from './tables.js';
import { DAY_MS, FOREVER, fromFloating, todayIn } from './time.js';
import { scopeCalendars, type UpcomingOptions } from './widget-scope.js';

/**
 * Data of the appointments widget (widget bars, part 3 section 3.8): the next appointments and
 * occurrences of a scope that have not ended, soonest first, without cancelled or deleted ones.
 */

function locationText(row: AppointmentRecord): string {
  const l = row.location;
  if (l.name.trim()) return l.name.trim();
  return [l.address1, l.address2, [l.zip, l.city].filter(Boolean).join(' '), l.country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

type Candidate = { id: string; row: AppointmentRecord; start: Date; end: Date | null; sortKey: number };

/** Windows looked at one after the other until enough appointments are found. */
const HORIZONS_DAYS = [31, 400, 3650];

export async function upcomingAppointments(
  db: Db,
  _network: NetworkRecord,
  viewer: Viewer & { timeZone?: string },
  options: UpcomingOptions,
  now = new Date(),
): Promise<WidgetAppointment[]> {
  const zone = viewer.timeZone ?? (await memberRecordById(db, viewer.id))?.timeZone ?? 'Europe/Berlin';
  const { calendarIds, participating } = await scopeCalendars(db, viewer, options);
  if (calendarIds.length === 0 && !participating) return [];
  if (options.groupId && calendarIds.length === 0) return [];

  const mine = db
    .select({ id: appointmentParticipants.appointmentId })
    .from(appointmentParticipants)
    .where(and(eq(appointmentParticipants.memberId, viewer.id), isNull(appointmentParticipants.removedAt)));
  // A scalar subquery, not EXISTS: the planner turns EXISTS into a semi join that hashes every
  // appointment of the calendars (10,000 rows for 6 ms); this probes the index once per candidate row.
  const inCalendars = sql<boolean>`coalesce((select true from ${appointmentCalendars} where ${appointmentCalendars.appointmentId} = ${appointments.id} and ${inArray(appointmentCalendars.calendarId, calendarIds.length > 0 ? calendarIds : [''])} limit 1), false)`;
  const base = sql`coalesce(${appointments.seriesId}, ${appointments.id})`;
  const reach = participating
    ? (sql`(${inCalendars} or ${base} in (${mine}) or ${appointments.id} in (${mine}))` as SQL)
    : inCalendars;
  // All-day rows end at a UTC midnight; the viewer's day may still be running a day later.
  const since = new Date(now.getTime() - DAY_MS);
  const select = () => db.select({ row: appointments, listed: inCalendars }).from(appointments);
  // The literal predicates match the partial indexes (appointments_single_start_idx, _series_end_idx).
  const single = sql`${appointments.deletedAt} is null and ${appointments.recurrenceFrequency} = 'never'`;
  const singles = async (limit: number) => {
    const [running, starting] = await Promise.all([
      // Started earlier and still running (few: long appointments), from the span index.
      select().where(
        and(
          single,
          reach,
          lt(appointments.startsAt, since),
          sql`tstzrange(${appointments.startsAt}, ${appointments.spanEnd}, '[]') @> ${since.toISOString()}::timestamptz`,
        ),
      ),
      // Starting from then on, in order, as far as the page goes.
      select()
        .where(and(single, reach, gte(appointments.startsAt, since)))
        .orderBy(asc(appointments.startsAt))
        .limit(limit),
    ]);
    return { rows: [...running, ...starting], complete: starting.length < limit };
  };
  // Series (few) come whole; single appointments and exceptions (many) by start, as far as needed.
  // The viewer's answers decide what "participating, not declined" shows.
  const firstLimit = options.count * 4 + 20;
  const [series, statusOf, firstPage] = await Promise.all([
    select().where(
      and(
        sql`${appointments.deletedAt} is null and ${appointments.recurrenceFrequency} <> 'never'`,
        gte(appointments.spanEnd, since),
        reach,
      ),
    ),
    answersOf(db, viewer.id, participating),
    singles(firstLimit),
  ]);
  const today = todayIn(zone, now);
  const pick: Picker = {
    count: options.count,
    notEnded: (row, start, end) =>
      row.allDay ? (end ?? new Date(start.getTime() + DAY_MS)) > today : end ? end > now : start >= now,
    sortKey: (row, start) => (row.allDay ? fromFloating(start, zone).getTime() : start.getTime()),
    shown: (row, listed, occurrenceStart) => {
      if (row.canceled) return false;
      if (listed) return true;
      // Members invited to one edited occurrence alone answer on the exception's own row.
      const status = statusOf(row.seriesId ?? row.id, occurrenceStart) ?? statusOf(row.id, null);
      return status !== null && status !== 'declined';
    },
  };

  const found = await pickSingles(db, pick, firstPage, firstLimit, singles);
  // An occurrence later than the count-th single cannot make the list (a day's margin: all-day dates
  // sort by the viewer's midnight, stored ones by UTC's).
  const ordered = found.map((c) => c.sortKey).sort((a, b) => a - b);
  const cutoff = ordered.length >= options.count ? (ordered[options.count - 1] ?? 0) + DAY_MS : null;
  found.push(...(await pickOccurrences(db, pick, series, { now, today, cutoff })));
  found.sort(
    (a, b) => a.sortKey - b.sortKey || (a.row.name < b.row.name ? -1 : a.row.name > b.row.name ? 1 : 0),
  );
  return found.slice(0, options.count).map(({ id, row, start, end }) => {
    const date = presentDate(row, start, end);
    const joinUrl = joinUrlOf(row);
    return {
      id,
      name: row.name,
      start: date.start,
      end: date.end,
      all_day: date.all_day,
      location: locationText(row),
      meeting: joinUrl ? { join_url: joinUrl } : null,
      html_url: appointmentPath(id),
    };
  });
}

type Picker = {
  count: number;
  notEnded(row: AppointmentRecord, start: Date, end: Date | null): boolean;
  sortKey(row: AppointmentRecord, start: Date): number;
  shown(row: AppointmentRecord, listed: boolean, occurrenceStart: Date | null): boolean;
};
type Listed = { row: AppointmentRecord; listed: boolean };
/** Rows by start; `complete` when the page left nothing out. */
type SinglesPage = { rows: Listed[]; complete: boolean };

/**
 * Single appointments and exceptions, read by start in growing pages: a page is enough once it holds
 * `count` shown ones that start (with a day's margin for all-day dates) before the first row it left
 * out, or once nothing was left out.
 */
async function pickSingles(
  db: Db,
  pick: Picker,
  firstPage: SinglesPage,
  firstLimit: number,
  more: (limit: number) => Promise<SinglesPage>,
): Promise<Candidate[]> {
  let page = firstPage;
  for (let limit = firstLimit; ; limit *= 4) {
    if (limit !== firstLimit) page = await more(limit);
    const cutoff = page.complete
      ? Number.POSITIVE_INFINITY
      : (page.rows.at(-1)?.row.startsAt.getTime() ?? 0) - DAY_MS;
    const cancelled = await cancelledSeriesOf(
      db,
      page.rows.map((r) => r.row),
    );
    const found: Candidate[] = [];
    for (const { row, listed } of page.rows) {
      if (!pick.notEnded(row, row.startsAt, row.endsAt)) continue;
      if (row.seriesId && cancelled.has(row.seriesId)) continue;
      if (!pick.shown(row, listed, row.seriesId ? row.originalStart : null)) continue;
      found.push({
        id: row.id,
        row,
        start: row.startsAt,
        end: row.endsAt,
        sortKey: pick.sortKey(row, row.startsAt),
      });
    }
    if (page.complete || found.filter((c) => c.sortKey < cutoff).length >= pick.count) return found;
  }
}

/**
 * Occurrences of the series, horizon after horizon until enough are found, never past `cutoff`
 * (where the singles already fill the list).
 */
async function pickOccurrences(
  db: Db,
  pick: Picker,
  series: Listed[],
  at: { now: Date; today: Date; cutoff: number | null },
): Promise<Candidate[]> {
  const live = series.filter(({ row }) => !row.canceled);
  if (live.length === 0) return [];
  const exceptions = await exceptionsOf(
    db,
    live.map((r) => r.row.id),
  );
  const excluded = new Set(exceptions.map((e) => `${e.seriesId}|${(e.originalStart as Date).getTime()}`));
  const exceptionCount = new Map<string, number>();
  for (const e of exceptions)
    exceptionCount.set(e.seriesId as string, (exceptionCount.get(e.seriesId as string) ?? 0) + 1);

  let occurrences: Candidate[] = [];
  for (const [index, days] of HORIZONS_DAYS.entries()) {
    const reach = index === HORIZONS_DAYS.length - 1 ? FOREVER.getTime() : at.now.getTime() + days * DAY_MS;
    const horizon = new Date(Math.min(reach, at.cutoff ?? reach));
    occurrences = [];
    for (const { row, listed } of live) {
      const duration = durationOf(row);
      const limit = pick.count + (exceptionCount.get(row.id) ?? 0);
      for (const start of occurrencesBetween(row, row.allDay ? at.today : at.now, horizon, limit)) {
        if (excluded.has(`${row.id}|${start.getTime()}`)) continue;
        const end = row.endsAt ? new Date(start.getTime() + duration) : null;
        if (!pick.notEnded(row, start, end) || !pick.shown(row, listed, start)) continue;
        occurrences.push({
          id: occurrenceId(row.id, start),
          row,
          start,
          end,
          sortKey: pick.sortKey(row, start),
        });
      }
    }
    if (occurrences.length >= pick.count || horizon.getTime() < reach) break;
  }
  return occurrences;
}

/** Series of these exceptions that are cancelled (cancelling a series leaves its exceptions' rows). */
async function cancelledSeriesOf(db: Db, rows: AppointmentRecord[]): Promise<Set<string>> {
  const ids = [...new Set(rows.map((row) => row.seriesId).filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Set();
  const cancelled = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(inArray(appointments.id, ids), eq(appointments.canceled, true)));
  return new Set(cancelled.map((row) => row.id));
}

/** The viewer's answer for a base (single appointment or series), an occurrence's own answer first. */
async function answersOf(db: Db, memberId: string, needed: boolean) {
  if (!needed) return () => null;
  const participants = await db
    .select({
      id: appointmentParticipants.id,
      appointmentId: appointmentParticipants.appointmentId,
      status: appointmentParticipants.status,
    })
    .from(appointmentParticipants)
    .where(and(eq(appointmentParticipants.memberId, memberId), isNull(appointmentParticipants.removedAt)));
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
  const byBase = new Map(participants.map((p) => [p.appointmentId, p]));
  const byOccurrence = new Map(
    answers.map((a) => [`${a.participantId}|${a.occurrenceStart.getTime()}`, a.status]),
  );
  return (baseId: string, occurrenceStart: Date | null) => {
    const participant = byBase.get(baseId);
    if (!participant) return null;
    const own = occurrenceStart
      ? byOccurrence.get(`${participant.id}|${occurrenceStart.getTime()}`)
      : undefined;
    return own ?? participant.status;
  };
}
