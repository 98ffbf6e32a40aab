import { createHash } from 'node:crypto';
import { and, eq, gte, inArray, isNotNull, isNull, max, ne, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
import { addEntry, type FeedEntry, newCalendarFile } from './ical.js';
import type { AppointmentRecord } from './load.js';
import { appointmentCalendars, appointmentParticipants, appointments } from './tables.js';
import { DAY_MS } from './time.js';

/**
 * Subscription feeds (webcal): GET ….ics?auth_token=<the member's token>. A feed shows exactly what
 * its owner sees in the same list; a changed or revoked token answers 401. Appointments that ended
 * more than FEED_HISTORY_DAYS ago are left out to keep feeds small.
 *
 * Calendar clients poll feeds every few minutes, so feeds answer conditional requests: the ETag is a
 * hash of the file (DTSTAMP is each event's last revision, so an unchanged feed is byte for byte the
 * same) and Last-Modified the latest change of any appointment in it, its exceptions, or one deleted
 * from it. If-None-Match decides when sent (RFC 9110 section 13.2.2), else If-Modified-Since.
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
): Promise<Feed> {
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
  const [deleted] = await db
    .select({ at: max(appointments.updatedAt) })
    .from(appointments)
    .where(and(isNotNull(appointments.deletedAt), gte(appointments.spanEnd, since), where));
  const calendar = newCalendarFile(network.name);
  for (const row of rows) {
    const entry: FeedEntry = { row, exceptions: exceptions.filter((e) => e.seriesId === row.id) };
    addEntry(calendar, entry, publicUrl);
  }
  // Other modules' items (tasks with a due date): calendars' feed-items.ts.
  const items = extensions ? await addFeedItems(extensions, calendar, viewer, scope.kind, publicUrl) : [];
  const changes = [...rows, ...exceptions, ...items.map((updatedAt) => ({ updatedAt }))].map((row) =>
    row.updatedAt.getTime(),
  );
  if (deleted?.at) changes.push(deleted.at.getTime());
  const body = calendar.toString();
  return {
    body,
    etag: `"${createHash('sha256').update(body).digest('base64url')}"`,
    // HTTP dates have whole seconds; the epoch for a feed that never had anything in it.
    lastModified: new Date(Math.floor(Math.max(0, ...changes) / 1000) * 1000),
  };
}

export type Feed = { body: string; etag: string; lastModified: Date };

/** True when the client's copy is current: If-None-Match when sent, else If-Modified-Since. */
export function feedIsFresh(request: FastifyRequest, feed: Feed): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    // Weak comparison (section 13.1.2): W/ prefixes do not matter for a GET.
    const tags = ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    return tags.includes('*') || tags.includes(feed.etag);
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && feed.lastModified.getTime() <= since;
}

/** The feed, or 304 Not Modified when the client's copy is current. */
export function sendFeed(request: FastifyRequest, reply: FastifyReply, feed: Feed, disposition: string) {
  reply
    .header('etag', feed.etag)
    .header('last-modified', feed.lastModified.toUTCString())
    // Revalidated on every poll: the feed follows the token, which can be revoked at any time.
    .header('cache-control', 'private, no-cache');
  if (feedIsFresh(request, feed)) return reply.status(304).send();
  return reply
    .type('text/calendar; charset=utf-8')
    .header('content-disposition', disposition)
    .send(feed.body);
}
