import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type {
  Calendar,
  CalendarList,
  CreateCalendarBody,
  UpdateCalendarBody,
} from '../../../contract/calendars.js';
import {
  calendarUpdateInput,
  createCalendarBody,
  DEFAULT_CALENDAR_COLOR,
} from '../../../contract/calendars.js';
import type { Db, Tx } from '../../db/client.js';
import { notFound, unprocessable } from '../../platform/errors.js';
import { isId } from '../../platform/ids.js';
import { canAdministrateGroup, canSeeContent } from '../groups/policy.js';
import { loadVisibleGroup, visibleGroupsOfMember } from '../groups/service.js';
import { memberRowsByIds } from '../members/service.js';
import { canAdministrateNetwork, isInternalMember, networkCan, type Viewer } from '../network/policy.js';
import type { NetworkRecord } from '../network/service.js';
import {
  type CalendarFacts,
  type CalendarRecord,
  calendarCan,
  canCreateCalendar,
  canSeeCalendar,
  type GroupAccess,
} from './policy.js';
import { type CalendarContext, presentCalendar } from './present.js';
import { calendarShares, calendars } from './tables.js';

/** Calendars: lookups, visibility, the viewer's list and the calendar use cases. */

const NAME_EMPTY = 'calendars.validation_errors.name_empty';

/** The viewer's standing in a group, or null when the group does not exist or is invisible to them. */
export async function groupAccess(db: Db | Tx, viewer: Viewer, groupRef: string) {
  try {
    const context = await loadVisibleGroup(db as Db, viewer, groupRef);
    const access: GroupAccess = {
      canSee: true,
      canSeeContent: canSeeContent(viewer, context.state),
      isMember: context.membership?.status === 'member',
      canAdmin: canAdministrateGroup(viewer, context.state),
    };
    return { group: context.group, access };
  } catch (error) {
    if (error instanceof Error && 'status' in error && error.status === 404) return null;
    throw error;
  }
}

/** The one personal calendar of a member, created the first time anyone needs it. */
export async function ensurePersonalCalendar(db: Db | Tx, memberId: string): Promise<CalendarRecord> {
  const find = () =>
    db
      .select()
      .from(calendars)
      .where(and(eq(calendars.ownerId, memberId), eq(calendars.type, 'personal')))
      .limit(1);
  const [existing] = await find();
  if (existing) return existing;
  await db
    .insert(calendars)
    .values({
      type: 'personal',
      name: '',
      color: DEFAULT_CALENDAR_COLOR,
      ownerId: memberId,
      authorId: memberId,
    })
    .onConflictDoNothing();
  const [created] = await find();
  if (!created) throw new Error('personal calendar was not created');
  return created;
}

/** Facts for the policy about many calendars at once (group lookups once per group). */
export async function calendarFacts(
  db: Db | Tx,
  viewer: Viewer,
  rows: CalendarRecord[],
): Promise<Map<string, CalendarFacts>> {
  const ids = rows.map((row) => row.id);
  const shares =
    ids.length === 0
      ? []
      : await db
          .select({ calendarId: calendarShares.calendarId })
          .from(calendarShares)
          .where(and(eq(calendarShares.memberId, viewer.id), inArray(calendarShares.calendarId, ids)));
  const shared = new Set(shares.map((share) => share.calendarId));
  const groups = new Map<string, GroupAccess | null>();
  for (const row of rows) {
    if (row.groupId && !groups.has(row.groupId)) {
      groups.set(row.groupId, (await groupAccess(db, viewer, row.groupId))?.access ?? null);
    }
  }
  return new Map(
    rows.map((row) => [
      row.id,
      {
        calendar: row,
        sharedWithViewer: shared.has(row.id),
        group: row.groupId ? (groups.get(row.groupId) ?? null) : null,
      },
    ]),
  );
}

/**
 * SQL condition on `calendars`: the calendars in the viewer's own list (what GET /calendars shows and
 * month views read by default): own personal and shared calendars, network calendars, calendars of the
 * viewer's groups, and calendars shared with the viewer that they have not removed.
 */
export function listedCalendars(db: Db | Tx, viewer: Viewer, groupIds: string[]): SQL {
  const sharedWithMe = db
    .select({ id: calendarShares.calendarId })
    .from(calendarShares)
    .where(and(eq(calendarShares.memberId, viewer.id), isNull(calendarShares.hiddenAt)));
  return or(
    eq(calendars.ownerId, viewer.id),
    isInternalMember(viewer) ? eq(calendars.type, 'network') : undefined,
    groupIds.length > 0 ? and(eq(calendars.type, 'group'), inArray(calendars.groupId, groupIds)) : undefined,
    sql`${calendars.id} in (${sharedWithMe})`,
  ) as SQL;
}

/** Ids of the groups the viewer belongs to (their calendars are in the viewer's list). */
export async function myGroupIds(db: Db, viewer: Viewer): Promise<string[]> {
  return (await visibleGroupsOfMember(db, viewer, viewer.id)).map((group) => group.id);
}

/** The calendars in the viewer's list (month views, feeds) with their colours. */
export async function listedCalendarColors(db: Db, viewer: Viewer): Promise<{ id: string; color: string }[]> {
  return db
    .select({ id: calendars.id, color: calendars.color })
    .from(calendars)
    .where(listedCalendars(db, viewer, await myGroupIds(db, viewer)));
}

/** Ids and colours of a group's calendars when the viewer may see the group's content (else none). */
export async function groupCalendarColors(db: Db, viewer: Viewer, groupRef: string) {
  const found = await groupAccess(db, viewer, groupRef);
  if (!found?.access.canSeeContent) throw notFound('group');
  return db
    .select({ id: calendars.id, color: calendars.color })
    .from(calendars)
    .where(and(eq(calendars.type, 'group'), eq(calendars.groupId, found.group.id)));
}

/** Ids and colours of calendars of the given types the viewer sees in their list (feeds). */
export async function listedCalendarsOfKind(
  db: Db,
  viewer: Viewer,
  kind: 'my' | 'shared' | 'all',
): Promise<{ id: string; color: string }[]> {
  const rows = await db
    .select({ id: calendars.id, color: calendars.color, type: calendars.type, ownerId: calendars.ownerId })
    .from(calendars)
    .where(listedCalendars(db, viewer, await myGroupIds(db, viewer)));
  return rows.filter((row) =>
    kind === 'my'
      ? row.type === 'personal' && row.ownerId === viewer.id
      : kind === 'shared'
        ? row.ownerId !== null && row.ownerId !== viewer.id
        : row.type === 'network',
  );
}

async function present(
  db: Db,
  network: NetworkRecord,
  viewer: Viewer,
  rows: CalendarRecord[],
): Promise<Calendar[]> {
  const facts = await calendarFacts(db, viewer, rows);
  const ids = rows.map((row) => row.id);
  const shares =
    ids.length === 0
      ? []
      : await db.select().from(calendarShares).where(inArray(calendarShares.calendarId, ids));
  const people = await memberRowsByIds(db, network, [
    ...rows.flatMap((row) => [row.ownerId ?? '', row.authorId ?? '']),
    ...shares.map((share) => share.memberId),
  ]);
  const groupIds = [...new Set(rows.map((row) => row.groupId).filter((id): id is string => id !== null))];
  const groups = new Map<string, { id: string; slug: string; name: string }>();
  for (const groupId of groupIds) {
    const found = await groupAccess(db, viewer, groupId);
    if (found) groups.set(groupId, { id: found.group.id, slug: found.group.slug, name: found.group.name });
  }
  return rows.map((row) => {
    const fact = facts.get(row.id) as CalendarFacts;
    const context: CalendarContext = {
      calendar: row,
      can: calendarCan(viewer, fact),
      sharedWithMe: fact.sharedWithViewer && row.ownerId !== viewer.id,
      group: row.groupId ? (groups.get(row.groupId) ?? null) : null,
      people,
      // Only who manages the calendar sees whom it is shared with.
      shares: calendarCan(viewer, fact).update
        ? shares.filter((share) => share.calendarId === row.id).map((share) => share.memberId)
        : [],
    };
    return presentCalendar(context);
  });
}

const typeOrder = sql`case ${calendars.type} when 'personal' then 0 when 'shared' then 1 when 'network' then 2 else 3 end`;

/** GET /calendars. */
export async function listMyCalendars(db: Db, network: NetworkRecord, viewer: Viewer): Promise<CalendarList> {
  await ensurePersonalCalendar(db, viewer.id);
  const rows = await db
    .select()
    .from(calendars)
    .where(listedCalendars(db, viewer, await myGroupIds(db, viewer)))
    .orderBy(typeOrder, asc(sql`lower(${calendars.name})`), asc(calendars.id));
  const can = networkCan(viewer, network);
  return {
    calendars: await present(db, network, viewer, rows),
    can: {
      create_calendars: canAdministrateNetwork(viewer),
      create_personal_calendars: isInternalMember(viewer),
      create_appointments: can.create_appointments,
    },
  };
}

/** GET /groups/{slug}/calendars: the group gets its first calendar the first time it is asked for. */
export async function listGroupCalendars(
  db: Db,
  network: NetworkRecord,
  viewer: Viewer,
  ref: string,
): Promise<CalendarList> {
  const found = await groupAccess(db, viewer, ref);
  if (!found?.access.canSeeContent) throw notFound('group');
  const find = () =>
    db
      .select()
      .from(calendars)
      .where(and(eq(calendars.type, 'group'), eq(calendars.groupId, found.group.id)))
      .orderBy(asc(calendars.createdAt), asc(calendars.id));
  let rows = await find();
  if (rows.length === 0) {
    await db.insert(calendars).values({
      type: 'group',
      name: found.group.name,
      color: DEFAULT_CALENDAR_COLOR,
      groupId: found.group.id,
    });
    rows = await find();
  }
  return {
    calendars: await present(db, network, viewer, rows),
    can: {
      create_calendars: found.access.canAdmin,
      create_personal_calendars: false,
      create_appointments: found.access.isMember || found.access.canAdmin,
    },
  };
}

/** A calendar the viewer may see, with the facts about it; 404 otherwise. */
export async function loadVisibleCalendar(db: Db | Tx, viewer: Viewer, id: string) {
  if (!isId(id)) throw notFound('calendar');
  const [row] = await db.select().from(calendars).where(eq(calendars.id, id)).limit(1);
  if (!row) throw notFound('calendar');
  const facts = (await calendarFacts(db, viewer, [row])).get(row.id) as CalendarFacts;
  if (!canSeeCalendar(viewer, facts)) throw notFound('calendar');
  return { calendar: row, facts };
}

export async function getCalendar(db: Db, network: NetworkRecord, viewer: Viewer, id: string) {
  const { calendar } = await loadVisibleCalendar(db, viewer, id);
  const [presented] = await present(db, network, viewer, [calendar]);
  return presented as Calendar;
}

function validateName(name: string | undefined) {
  if (name !== undefined && name.trim() === '') throw unprocessable({ name: [NAME_EMPTY] });
}

/** Share targets must be real member ids; the owner is never a share of their own calendar. */
async function writeShares(tx: Tx, calendarId: string, ownerId: string, memberIds: string[]) {
  const wanted = [...new Set(memberIds)].filter((id) => id !== ownerId);
  const current = await tx.select().from(calendarShares).where(eq(calendarShares.calendarId, calendarId));
  const gone = current.filter((share) => !wanted.includes(share.memberId)).map((share) => share.memberId);
  if (gone.length > 0) {
    await tx
      .delete(calendarShares)
      .where(and(eq(calendarShares.calendarId, calendarId), inArray(calendarShares.memberId, gone)));
  }
  const added = wanted.filter((id) => !current.some((share) => share.memberId === id));
  if (added.length > 0) {
    await tx.insert(calendarShares).values(added.map((memberId) => ({ calendarId, memberId })));
  }
}

/** POST /calendars. */
export async function createCalendar(
  db: Db,
  network: NetworkRecord,
  viewer: Viewer,
  input: CreateCalendarBody,
): Promise<Calendar> {
  const body = createCalendarBody.parse(input);
  const { type, name, color, membership_ids } = body.calendar;
  validateName(name);
  let groupId: string | null = null;
  if (type === 'group') {
    if (!body.parent_id) throw unprocessable({ parent_id: ['is required for a group calendar'] });
    const found = await groupAccess(db, viewer, body.parent_id);
    if (!found) throw notFound('group');
    if (!canCreateCalendar(viewer, 'group', found.access)) throw notFound('group');
    groupId = found.group.id;
  } else if (!canCreateCalendar(viewer, type, null)) {
    throw unprocessable({ type: ['You may not create a calendar of this type.'] });
  }
  if (type === 'personal') {
    // The personal calendar exists once: creating it again updates it.
    const personal = await ensurePersonalCalendar(db, viewer.id);
    return updateCalendar(db, network, viewer, personal.id, {
      calendar: { name: name || undefined, color, membership_ids },
    });
  }
  const ownerId = type === 'shared' ? viewer.id : null;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(calendars)
      .values({ type, name: name.trim(), color, ownerId, groupId, authorId: viewer.id })
      .returning({ id: calendars.id });
    const calendarId = (row as { id: string }).id;
    if (ownerId && membership_ids) await writeShares(tx, calendarId, ownerId, membership_ids);
    return calendarId;
  });
  return getCalendar(db, network, viewer, id);
}

/** PUT /calendars/{id}. Shares belong to personal and shared calendars. */
export async function updateCalendar(
  db: Db,
  network: NetworkRecord,
  viewer: Viewer,
  id: string,
  body: UpdateCalendarBody,
): Promise<Calendar> {
  const { calendar, facts } = await loadVisibleCalendar(db, viewer, id);
  if (!calendarCan(viewer, facts).update) throw notFound('calendar');
  const input = calendarUpdateInput.parse(body.calendar);
  validateName(input.name);
  await db.transaction(async (tx) => {
    const changes: Partial<CalendarRecord> = {};
    if (input.name !== undefined) changes.name = input.name.trim();
    if (input.color !== undefined) changes.color = input.color;
    if (Object.keys(changes).length > 0) await tx.update(calendars).set(changes).where(eq(calendars.id, id));
    if (input.membership_ids && calendar.ownerId) {
      await writeShares(tx, id, calendar.ownerId, input.membership_ids);
    }
  });
  return getCalendar(db, network, viewer, id);
}

/** DELETE /calendars/{id}: the calendar and its links to appointments (appointments stay in others). */
export async function deleteCalendar(db: Db, viewer: Viewer, id: string): Promise<void> {
  const { facts } = await loadVisibleCalendar(db, viewer, id);
  const can = calendarCan(viewer, facts);
  if (!can.update) throw notFound('calendar');
  if (!can.destroy) throw unprocessable({ type: ['The personal calendar cannot be deleted.'] });
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

/** Calendar rows by id (for appointments), without visibility checks. */
export async function calendarsByIds(db: Db | Tx, ids: string[]): Promise<CalendarRecord[]> {
  const valid = [...new Set(ids.filter(isId))];
  if (valid.length === 0) return [];
  return db.select().from(calendars).where(inArray(calendars.id, valid));
}
