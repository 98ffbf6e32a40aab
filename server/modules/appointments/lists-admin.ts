import { asc, eq, inArray, sql } from 'drizzle-orm';
import type {
  AdminMeetingRoom,
  AdminMeetingRoomList,
  CustomCategoryEntry,
  CustomCategoryList,
} from '../../../contract/appointment-lists-admin.js';
import type { Tx } from '../../db/client.js';
import type { AuditEntry } from '../../platform/audit/audit.js';
import type { AppContext } from '../../platform/context.js';
import { type FieldErrors, notFound, unprocessable } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { isId } from '../../platform/ids.js';
import { assertNetworkAdmin } from '../network/policy.js';
import { listCategories } from './rooms.js';
import { appointmentCategories, appointments, meetingRooms } from './tables.js';

/**
 * The network's custom appointment categories and meeting rooms, kept by network administrators.
 * Each save checks, writes and records its audit entry in one transaction; appointments that used
 * a deleted category or room keep their other data and lose only that reference.
 */
export type AdminRequest = { viewer: Viewer; ip: string };

const folded = (text: string) => text.trim().toLocaleLowerCase('und');

const audit = (request: AdminRequest, subject: string, details: Record<string, unknown>): AuditEntry => ({
  type: 'PolicySettingUpdate',
  actorId: request.viewer.id,
  ip: request.ip,
  details: { subject, ...details },
});

/** GET /administration/appointment_categories */
export async function getCustomCategories(ctx: AppContext, viewer: Viewer): Promise<CustomCategoryList> {
  assertNetworkAdmin(viewer);
  return { custom_categories: await listCategories(ctx.db) };
}

/**
 * PUT /administration/appointment_categories: entries with a stored id are renamed, others (whose id
 * is their label) created, `_destroy` ones deleted; the order of the list is the categories' order.
 * Labels must not be empty, nor repeat one another in any spelling ('duplicated_category').
 */
export async function saveCustomCategories(
  ctx: AppContext,
  request: AdminRequest,
  entries: CustomCategoryEntry[],
): Promise<CustomCategoryList> {
  assertNetworkAdmin(request.viewer);
  await ctx.db.transaction(async (tx) => {
    const stored = await tx.select().from(appointmentCategories).for('update');
    const storedIds = new Set(stored.map((row) => row.id));
    const listed = new Set(entries.map((entry) => entry.id));
    const destroyed = entries.filter((entry) => entry._destroy && storedIds.has(entry.id)).map((e) => e.id);
    const kept = entries.map((entry, index) => ({ entry, index })).filter(({ entry }) => !entry._destroy);
    const errors: FieldErrors = {};
    const seen = new Set(stored.filter((row) => !listed.has(row.id)).map((row) => folded(row.label)));
    for (const { entry, index } of kept) {
      const label = folded(entry.label);
      const path = `custom_categories.${index}.label`;
      if (label === '') errors[path] = ['errors.appointment_categories.label_empty'];
      else if (seen.has(label)) errors[path] = ['errors.appointment_categories.duplicated_category'];
      seen.add(label);
    }
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
    if (destroyed.length > 0) {
      await tx
        .update(appointments)
        .set({ categoryId: null })
        .where(inArray(appointments.categoryId, destroyed));
      await tx.delete(appointmentCategories).where(inArray(appointmentCategories.id, destroyed));
    }
    for (const [position, { entry }] of kept.entries()) {
      const label = entry.label.trim();
      if (storedIds.has(entry.id))
        await tx
          .update(appointmentCategories)
          .set({ label, position })
          .where(eq(appointmentCategories.id, entry.id));
      else await tx.insert(appointmentCategories).values({ label, position });
    }
    await ctx.audit.record(
      audit(request, 'appointment_categories', {
        before: stored.map((row) => row.label),
        after: kept.map(({ entry }) => entry.label.trim()),
      }),
      tx,
    );
  });
  return { custom_categories: await listCategories(ctx.db) };
}

/** GET /administration/meeting_rooms */
export async function listRoomsForAdmin(ctx: AppContext, viewer: Viewer): Promise<AdminMeetingRoomList> {
  assertNetworkAdmin(viewer);
  const entries = await ctx.db
    .select({ id: meetingRooms.id, name: meetingRooms.name })
    .from(meetingRooms)
    .orderBy(asc(meetingRooms.position), asc(meetingRooms.name));
  return { entries };
}

/** The room's name after the rules: not empty, not another room's name in any spelling. */
async function roomName(tx: Tx, raw: string, exceptId: string | null): Promise<string> {
  const name = raw.trim();
  if (name === '') throw unprocessable({ 'meeting_room.name': ['errors.meeting_rooms.name_empty'] });
  // Rooms are locked so two saves of the same new name cannot both pass the check.
  const rooms = await tx
    .select({ id: meetingRooms.id, name: meetingRooms.name })
    .from(meetingRooms)
    .for('update');
  if (rooms.some((room) => room.id !== exceptId && folded(room.name) === folded(name)))
    throw unprocessable({ 'meeting_room.name': ['errors.meeting_rooms.name_taken'] });
  return name;
}

async function lockRoom(tx: Tx, id: string) {
  const [room] = isId(id)
    ? await tx.select().from(meetingRooms).where(eq(meetingRooms.id, id)).for('update')
    : [];
  if (!room) throw notFound('meeting room');
  return room;
}

/** POST /administration/meeting_rooms: a new room, placed last. */
export async function createRoom(
  ctx: AppContext,
  request: AdminRequest,
  raw: string,
): Promise<AdminMeetingRoom> {
  assertNetworkAdmin(request.viewer);
  return ctx.db.transaction(async (tx) => {
    const name = await roomName(tx, raw, null);
    const [row] = await tx
      .insert(meetingRooms)
      .values({ name, position: sql`(select coalesce(max(position) + 1, 0) from ${meetingRooms})` })
      .returning({ id: meetingRooms.id, name: meetingRooms.name });
    if (!row) throw new Error('meeting room not stored');
    await ctx.audit.record(audit(request, 'meeting_room', { action: 'create', id: row.id, name }), tx);
    return row;
  });
}

/** PUT /administration/meeting_rooms/{id}: a new name. */
export async function renameRoom(
  ctx: AppContext,
  request: AdminRequest,
  id: string,
  raw: string,
): Promise<AdminMeetingRoom> {
  assertNetworkAdmin(request.viewer);
  return ctx.db.transaction(async (tx) => {
    const room = await lockRoom(tx, id);
    const name = await roomName(tx, raw, id);
    await tx.update(meetingRooms).set({ name }).where(eq(meetingRooms.id, id));
    await ctx.audit.record(
      audit(request, 'meeting_room', { action: 'update', id, from: room.name, to: name }),
      tx,
    );
    return { id, name };
  });
}

/** DELETE /administration/meeting_rooms/{id}: appointments that reserved it keep everything else. */
export async function deleteRoom(ctx: AppContext, request: AdminRequest, id: string): Promise<void> {
  assertNetworkAdmin(request.viewer);
  await ctx.db.transaction(async (tx) => {
    const room = await lockRoom(tx, id);
    await tx.update(appointments).set({ meetingRoomId: null }).where(eq(appointments.meetingRoomId, id));
    await tx.delete(meetingRooms).where(eq(meetingRooms.id, id));
    await ctx.audit.record(audit(request, 'meeting_room', { action: 'destroy', id, name: room.name }), tx);
  });
}
