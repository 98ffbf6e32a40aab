import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { MeetingRoom } from '../../../contract/appointments.js';
import type { Db, Tx } from '../../db/client.js';
import { isRecurring, occurrencesBetween } from './recurrence.js';
import { appointmentCategories, appointments, meetingRooms } from './tables.js';

/**
 * Meeting rooms and appointment categories. A room is occupied in a range when a live, uncancelled
 * appointment (or an occurrence of a series) holding it overlaps the range.
 */
export async function roomOccupied(
  db: Db | Tx,
  roomId: string,
  start: Date,
  end: Date,
  exceptAppointmentId: string | null,
): Promise<boolean> {
  return (await occupiedRooms(db, start, end, exceptAppointmentId)).has(roomId);
}

async function occupiedRooms(db: Db | Tx, start: Date, end: Date, exceptId: string | null) {
  const rows = await db
    .select()
    .from(appointments)
    .where(
      and(
        isNotNull(appointments.meetingRoomId),
        isNull(appointments.deletedAt),
        eq(appointments.canceled, false),
        exceptId ? ne(appointments.id, exceptId) : undefined,
        sql`tstzrange(${appointments.startsAt}, ${appointments.spanEnd}, '[]') && tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '()')`,
      ),
    );
  const occupied = new Set<string>();
  for (const row of rows) {
    if (!row.meetingRoomId) continue;
    if (!isRecurring(row) || occurrencesBetween(row, start, end, 1).length > 0)
      occupied.add(row.meetingRoomId);
  }
  return occupied;
}

/** GET /meeting_rooms: every room, occupied ones flagged for the range (the edited appointment excluded). */
export async function listMeetingRooms(
  db: Db,
  query: { start?: Date | null; end?: Date | null; exceptAppointmentId: string | null },
): Promise<MeetingRoom[]> {
  const rooms = await db
    .select()
    .from(meetingRooms)
    .orderBy(asc(meetingRooms.position), asc(meetingRooms.name));
  const occupied =
    query.start && query.end && query.end > query.start
      ? await occupiedRooms(db, query.start, query.end, query.exceptAppointmentId)
      : new Set<string>();
  return rooms.map((room) => ({ id: room.id, name: room.name, occupied: occupied.has(room.id) }));
}

export async function listCategories(db: Db | Tx) {
  const rows = await db
    .select()
    .from(appointmentCategories)
    .orderBy(asc(appointmentCategories.position), asc(appointmentCategories.label));
  return rows.map((row) => ({ id: row.id, label: row.label }));
}
