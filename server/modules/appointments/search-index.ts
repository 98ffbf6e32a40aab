import { and, asc, gt, inArray, isNull } from 'drizzle-orm';
import type { SearchDocumentInput, SearchIndexer } from '../../platform/modules/extensions.js';
import { visibleTo } from '../../platform/visibility/keys.js';
import { calendarKeysByIds, calendarsByIds } from '../calendars/service.js';
import { appointmentCalendars, appointmentParticipants, appointments } from './tables.js';

/**
 * Single appointments and series in the search index: name, description and place. Keys are
 * `canSeeAppointment` (policy.ts): network administrators, author, organiser, live participants and
 * whoever sees one of its calendars (calendars' `calendarKeysByIds`). Edited occurrences live with
 * their series; deleted appointments leave the index.
 */
export function appointmentSearchIndexer(): SearchIndexer {
  return {
    async documents(db, ids) {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(appointments)
        .where(
          and(
            inArray(appointments.id, [...ids]),
            isNull(appointments.deletedAt),
            isNull(appointments.seriesId),
          ),
        );
      const found = rows.map((row) => row.id);
      if (found.length === 0) return [];
      const [links, participants] = await Promise.all([
        db.select().from(appointmentCalendars).where(inArray(appointmentCalendars.appointmentId, found)),
        db
          .select({
            appointmentId: appointmentParticipants.appointmentId,
            memberId: appointmentParticipants.memberId,
          })
          .from(appointmentParticipants)
          .where(
            and(
              inArray(appointmentParticipants.appointmentId, found),
              isNull(appointmentParticipants.removedAt),
            ),
          ),
      ]);
      const calendarIds = [...new Set(links.map((link) => link.calendarId))];
      const [calendarKeys, calendars] = await Promise.all([
        calendarKeysByIds(db, calendarIds),
        calendarsByIds(db, calendarIds),
      ]);
      return rows.map((row): SearchDocumentInput => {
        const own = links.filter((link) => link.appointmentId === row.id).map((link) => link.calendarId);
        const keys = [visibleTo.networkAdmins, ...own.flatMap((id) => calendarKeys.get(id) ?? [])];
        for (const id of [row.authorId, row.organizerId]) if (id) keys.push(visibleTo.member(id));
        for (const p of participants) if (p.appointmentId === row.id) keys.push(visibleTo.member(p.memberId));
        const groupCalendar = calendars.find((c) => own.includes(c.id) && c.type === 'group');
        const place = Object.values(row.location ?? {}).filter((value) => typeof value === 'string');
        return {
          subjectId: row.id,
          title: row.name,
          body: [row.description, ...place].join(' '),
          visibility: [...new Set(keys)],
          groupId: groupCalendar?.groupId ?? null,
          date: row.startsAt,
          payload: {
            url: `/appointments/${row.id}`,
            name: row.name,
            date: {
              start: row.startsAt.toISOString(),
              end: row.endsAt?.toISOString() ?? null,
              all_day: row.allDay,
              time_zone: row.timeZone,
            },
            calendars: calendars
              .filter((c) => own.includes(c.id))
              .map((c) => ({ id: c.id, name: c.name, color: c.color })),
            html_description: row.description,
            canceled: row.canceled,
            recurrence_pattern:
              row.recurrenceFrequency === 'never'
                ? null
                : {
                    recurrence_frequency: row.recurrenceFrequency,
                    recurrence_end_time: row.recurrenceEndDate,
                  },
          },
        };
      });
    },
    async subjectIds(db, after, limit) {
      const rows = await db
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(isNull(appointments.seriesId), after ? gt(appointments.id, after) : undefined))
        .orderBy(asc(appointments.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },
  };
}
