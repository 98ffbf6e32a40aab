import { and, eq, gte, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { unauthorized } from '../../platform/errors.js';
import type { Extensions } from '../../platform/modules/extensions.js';
import {
  addFeedItems,
  listedCalendarColors,
  listedCalendarsOfKind,
  loadVisibleCalendar,
} from '../calendars/service.js';
import { memberByAuthenticationToken } from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import { addEntry, type FeedEntry, newCalendarFile } from './exports.js';
import type { AppointmentRecord } from './load.js';
import { appointmentCalendars, appointmentParticipants, appointments } from './tables.js';
import { DAY_MS } from './time.js';

/**
 * Subscription feeds (webcal): GET ….ics?auth_token=<the member's token>. A feed shows exactly what
 * its owner sees in the same list; a changed or revoked token answers 401. Appointments that ended
 * more than FEED_HISTORY_DAYS ago are left out to keep feeds small.
 */
export const FEED_HISTORY_DAYS = 365;

export type FeedScope =
  | { kind: 'all' | 'participating' | 'my' | 'shared' | 'network' }
  | { kind: 'calendar'; calendarId: string };

export async function feedOwner(db: Db, token: string | undefined) {
  const owner = await memberByAuthenticationToken(db, token);
  if (!owner) throw unauthorized();
  return owner;
}

export async function buildFeed(
  db: Db,
  network: NetworkRecord,
  token: string | undefined,
  scope: FeedScope,
  publicUrl: string,
  extensions?: Extensions,
): Promise<string> {
  const viewer = await feedOwner(db, token);
  const since = new Date(Date.now() - FEED_HISTORY_DAYS * DAY_MS);
  let where: SQL;
  if (scope.kind === 'participating') {
    const mine = db
      .select({ id: appointmentParticipants.appointmentId })
      .from(appointmentParticipants)
      .where(
        and(
          eq(appointmentParticipants.memberId, viewer.id),
          isNull(appointmentParticipants.removedAt),
          ne(appointmentParticipants.status, 'declined'),
        ),
      );
    where = sql`${appointments.id} in (${mine})`;
  } else {
    const calendars =
      scope.kind === 'calendar'
        ? [(await loadVisibleCalendar(db, viewer, scope.calendarId)).calendar]
        : scope.kind === 'all'
          ? await listedCalendarColors(db, viewer)
          : await listedCalendarsOfKind(db, viewer, scope.kind === 'network' ? 'all' : scope.kind);
    const ids = calendars.map((c) => c.id);
    where = sql`exists (select 1 from ${appointmentCalendars} where ${appointmentCalendars.appointmentId} = ${appointments.id} and ${inArray(appointmentCalendars.calendarId, ids.length > 0 ? ids : [''])})`;
  }
  const rows = await db
    .select()
    .from(appointments)
    .where(
      and(
        isNull(appointments.deletedAt),
        // Edited occurrences come with their series, except those the member is invited to alone:
        // those stand on their own in the participating feed.
        scope.kind === 'participating' ? undefined : isNull(appointments.seriesId),
        gte(appointments.spanEnd, since),
        where,
      ),
    )
    .orderBy(appointments.startsAt);
  const seriesIds = rows.filter((row) => row.recurrenceFrequency !== 'never').map((row) => row.id);
  const exceptions: AppointmentRecord[] =
    seriesIds.length === 0
      ? []
      : await db.select().from(appointments).where(inArray(appointments.seriesId, seriesIds));
  const calendar = newCalendarFile(network.name);
  for (const row of rows) {
    const entry: FeedEntry = { row, exceptions: exceptions.filter((e) => e.seriesId === row.id) };
    addEntry(calendar, entry, publicUrl);
  }
  // Other modules' items (tasks with a due date): calendars' feed-items.ts.
  if (extensions) await addFeedItems(extensions, calendar, viewer, scope.kind, publicUrl);
  return calendar.toString();
}
