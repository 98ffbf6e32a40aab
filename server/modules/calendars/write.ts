import { and, eq, inArray } from 'drizzle-orm';
import type { Calendar, CreateCalendarBody, UpdateCalendarBody } from '../../../contract/calendars.js';
import { calendarUpdateInput, createCalendarBody } from '../../../contract/calendars.js';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { notFound, unprocessable } from '../../platform/errors.js';
import { type ClaimKey, type IdempotencyKey, once } from '../../platform/idempotency/idempotency.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { newId } from '../../platform/ids.js';
import { visibleMemberIds } from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import { type CalendarRecord, calendarCan, canCreateCalendar, shareTargets } from './policy.js';
import { ensurePersonalCalendar, getCalendar, groupAccess, loadVisibleCalendar } from './service.js';
import { calendarShares, calendars } from './tables.js';

/** Creating, changing and deleting calendars, and their shares. */

const NAME_EMPTY = 'calendars.validation_errors.name_empty';

function validateName(name: string | undefined) {
  if (name !== undefined && name.trim() === '') throw unprocessable({ name: [NAME_EMPTY] });
}

/**
 * Replaces the shares with the requested members as policy.shareTargets allows them; `visible` holds
 * those of the requested members the viewer may see (read before the transaction).
 */
async function writeShares(
  tx: Tx,
  calendarId: string,
  ownerId: string,
  requested: string[],
  visible: ReadonlySet<string>,
) {
  const current = await tx.select().from(calendarShares).where(eq(calendarShares.calendarId, calendarId));
  const shared = new Set(current.map((share) => share.memberId));
  const wanted = shareTargets(ownerId, requested, shared, visible);
  const gone = [...shared].filter((id) => !wanted.includes(id));
  if (gone.length > 0) {
    await tx
      .delete(calendarShares)
      .where(and(eq(calendarShares.calendarId, calendarId), inArray(calendarShares.memberId, gone)));
  }
  const added = wanted.filter((id) => !shared.has(id));
  if (added.length > 0) {
    await tx
      .insert(calendarShares)
      .values(added.map((memberId) => ({ calendarId, memberId })))
      .onConflictDoNothing();
  }
}

/** POST /calendars. Under an Idempotency-Key a retry answers the calendar created first. */
export async function createCalendar(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  input: CreateCalendarBody,
  key: IdempotencyKey | null = null,
): Promise<{ calendar: Calendar; created: boolean }> {
  const { id, replayed } = await once(ctx.db, key, (claim) =>
    storeCalendar(ctx, network, viewer, input, claim),
  );
  return { calendar: await getCalendar(ctx, network, viewer, id), created: !replayed };
}

async function storeCalendar(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  input: CreateCalendarBody,
  claim: ClaimKey,
): Promise<string> {
  const db = ctx.db;
  const body = createCalendarBody.parse(input);
  const { type, name, color, membership_ids } = body.calendar;
  validateName(name);
  let groupId: string | null = null;
  if (type === 'group') {
    if (!body.parent_id) throw unprocessable({ parent_id: ['errors.calendars.group_required'] });
    const found = await groupAccess(db, viewer, body.parent_id);
    if (!found) throw notFound('group');
    if (!canCreateCalendar(viewer, 'group', found.access)) throw notFound('group');
    groupId = found.group.id;
  } else if (!canCreateCalendar(viewer, type, null)) {
    throw unprocessable({ type: ['errors.calendars.type_not_allowed'] });
  }
  if (type === 'personal') {
    // The personal calendar exists once: creating it again updates it.
    const personal = await ensurePersonalCalendar(db, viewer.id);
    await db.transaction((tx) => claim(tx, personal.id));
    await updateCalendar(ctx, network, viewer, personal.id, {
      calendar: { name: name || undefined, color, membership_ids },
    });
    return personal.id;
  }
  const ownerId = type === 'shared' ? viewer.id : null;
  const visible = await visibleMemberIds(ctx, network, viewer, membership_ids ?? []);
  const calendarId = newId();
  await db.transaction(async (tx) => {
    await claim(tx, calendarId);
    await tx
      .insert(calendars)
      .values({ id: calendarId, type, name: name.trim(), color, ownerId, groupId, authorId: viewer.id });
    if (ownerId && membership_ids) await writeShares(tx, calendarId, ownerId, membership_ids, visible);
  });
  return calendarId;
}

/** PUT /calendars/{id}. Shares belong to personal and shared calendars. */
export async function updateCalendar(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  id: string,
  body: UpdateCalendarBody,
): Promise<Calendar> {
  const db = ctx.db;
  const { calendar, facts } = await loadVisibleCalendar(db, viewer, id);
  if (!calendarCan(viewer, facts).update) throw notFound('calendar');
  const input = calendarUpdateInput.parse(body.calendar);
  validateName(input.name);
  const visible = await visibleMemberIds(ctx, network, viewer, input.membership_ids ?? []);
  await db.transaction(async (tx) => {
    const changes: Partial<CalendarRecord> = {};
    if (input.name !== undefined) changes.name = input.name.trim();
    if (input.color !== undefined) changes.color = input.color;
    if (Object.keys(changes).length > 0) await tx.update(calendars).set(changes).where(eq(calendars.id, id));
    if (input.membership_ids && calendar.ownerId) {
      await writeShares(tx, id, calendar.ownerId, input.membership_ids, visible);
    }
  });
  return getCalendar(ctx, network, viewer, id);
}

/** DELETE /calendars/{id}: the calendar and its links to appointments (appointments stay in others). */
export async function deleteCalendar(db: Db, viewer: Viewer, id: string): Promise<void> {
  const { facts } = await loadVisibleCalendar(db, viewer, id);
  const can = calendarCan(viewer, facts);
  if (!can.update) throw notFound('calendar');
  if (!can.destroy) throw unprocessable({ type: ['errors.calendars.personal_not_deletable'] });
  await db.delete(calendars).where(eq(calendars.id, id));
}

/** DELETE /calendars/{id}/share: the viewer removes a calendar shared with them from their list. */
export async function removeShare(db: Db, viewer: Viewer, id: string): Promise<void> {
  const { facts } = await loadVisibleCalendar(db, viewer, id);
  if (!calendarCan(viewer, facts).remove_share) throw notFound('calendar share');
  await db
    .update(calendarShares)
    .set({ hiddenAt: new Date() })
    .where(and(eq(calendarShares.calendarId, id), eq(calendarShares.memberId, viewer.id)));
}
