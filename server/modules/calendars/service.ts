import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Calendar, CalendarList } from '../../../contract/calendars.js';
import { DEFAULT_CALENDAR_COLOR } from '../../../contract/calendars.js';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { isId } from '../../platform/ids.js';
import { visibleTo } from '../../platform/visibility/keys.js';
import { canAdministrateGroup, canSeeContent, type GroupRecord } from '../groups/policy.js';
import { groupContentKeysByIds, visibleGroupsByRef, visibleGroupsOfMember } from '../groups/service.js';
import { memberRowsByIds, visibleMemberIds } from '../members/service.js';
import { canAdministrateNetwork, isInternalMember, networkCan } from '../network/policy.js';
import type { NetworkRecord } from '../network/service.js';
import {
  type CalendarFacts,
  type CalendarRecord,
  calendarCan,
  canSeeCalendar,
  type GroupAccess,
} from './policy.js';
import { type CalendarContext, presentCalendar } from './present.js';
import { calendarShares, calendars } from './tables.js';

/** Calendars: lookups, visibility and the viewer's list; creating and changing them is write.ts. */

type GroupStanding = { group: GroupRecord; access: GroupAccess };

/**
 * The viewer's standing in each of these groups (ids or slugs), keyed by the reference given; groups
 * that do not exist or that the viewer may not see are absent. One statement for any number.
 */
export { addFeedItems, type CalendarFeedItem, calendarFeedSources } from './feed-items.js';
export async function groupAccesses(
  db: Db | Tx,
  viewer: Viewer,
  refs: readonly string[],
): Promise<Map<string, GroupStanding>> {
  const visible = await visibleGroupsByRef(db, viewer, refs);
  const result = new Map<string, GroupStanding>();
  for (const [ref, context] of visible) {
    result.set(ref, {
      group: context.group,
      access: {
        canSee: true,
        canSeeContent: canSeeContent(viewer, context.state),
        isMember: context.membership?.status === 'member',
        canAdmin: canAdministrateGroup(viewer, context.state),
      },
    });
  }
  return result;
}

/** The viewer's standing in a group, or null when the group does not exist or is invisible to them. */
export async function groupAccess(db: Db | Tx, viewer: Viewer, groupRef: string) {
  return (await groupAccesses(db, viewer, [groupRef])).get(groupRef) ?? null;
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

const groupIdsOf = (rows: readonly CalendarRecord[]) => [
  ...new Set(rows.flatMap((row) => (row.groupId ? [row.groupId] : []))),
];

/** Facts for the policy about many calendars at once, with the groups among them the viewer sees. */
async function loadCalendarFacts(db: Db | Tx, viewer: Viewer, rows: CalendarRecord[]) {
  const ids = rows.map((row) => row.id);
  // One after another: this also runs inside transactions, which carry one query at a time.
  const shares =
    ids.length === 0
      ? []
      : await db
          .select({ calendarId: calendarShares.calendarId })
          .from(calendarShares)
          .where(and(eq(calendarShares.memberId, viewer.id), inArray(calendarShares.calendarId, ids)));
  const groups = await groupAccesses(db, viewer, groupIdsOf(rows));
  const shared = new Set(shares.map((share) => share.calendarId));
  const facts = new Map<string, CalendarFacts>(
    rows.map((row) => [
      row.id,
      {
        calendar: row,
        sharedWithViewer: shared.has(row.id),
        group: row.groupId ? (groups.get(row.groupId)?.access ?? null) : null,
      },
    ]),
  );
  return { facts, groups };
}

/** Facts for the policy about many calendars at once (all their groups in one statement). */
export async function calendarFacts(
  db: Db | Tx,
  viewer: Viewer,
  rows: CalendarRecord[],
): Promise<Map<string, CalendarFacts>> {
  return (await loadCalendarFacts(db, viewer, rows)).facts;
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
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  rows: CalendarRecord[],
): Promise<Calendar[]> {
  const db = ctx.db;
  const { facts, groups } = await loadCalendarFacts(db, viewer, rows);
  // Only who manages the calendar sees whom it is shared with, and only the members they may see.
  const managed = rows.filter((row) => calendarCan(viewer, facts.get(row.id) as CalendarFacts).update);
  const allShares =
    managed.length === 0
      ? []
      : await db
          .select()
          .from(calendarShares)
          .where(
            inArray(
              calendarShares.calendarId,
              managed.map((row) => row.id),
            ),
          );
  const visible = await visibleMemberIds(
    ctx,
    network,
    viewer,
    allShares.map((share) => share.memberId),
  );
  const shares = allShares.filter((share) => visible.has(share.memberId));
  const people = await memberRowsByIds(db, network, [
    ...rows.flatMap((row) => [row.ownerId ?? '', row.authorId ?? '']),
    ...shares.map((share) => share.memberId),
  ]);
  const groupOf = (groupId: string | null) => {
    const group = groupId ? groups.get(groupId)?.group : undefined;
    return group ? { id: group.id, slug: group.slug, name: group.name } : null;
  };
  return rows.map((row) => {
    const fact = facts.get(row.id) as CalendarFacts;
    const context: CalendarContext = {
      calendar: row,
      can: calendarCan(viewer, fact),
      sharedWithMe: fact.sharedWithViewer && row.ownerId !== viewer.id,
      group: groupOf(row.groupId),
      people,
      shares: shares.filter((share) => share.calendarId === row.id).map((share) => share.memberId),
    };
    return presentCalendar(context);
  });
}

const typeOrder = sql`case ${calendars.type} when 'personal' then 0 when 'shared' then 1 when 'network' then 2 else 3 end`;

/** GET /calendars. */
export async function listMyCalendars(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
): Promise<CalendarList> {
  const db = ctx.db;
  await ensurePersonalCalendar(db, viewer.id);
  const rows = await db
    .select()
    .from(calendars)
    .where(listedCalendars(db, viewer, await myGroupIds(db, viewer)))
    .orderBy(typeOrder, asc(sql`lower(${calendars.name})`), asc(calendars.id));
  const can = networkCan(viewer, network);
  return {
    calendars: await present(ctx, network, viewer, rows),
    can: {
      create_calendars: canAdministrateNetwork(viewer),
      create_personal_calendars: isInternalMember(viewer),
      create_appointments: can.create_appointments,
    },
  };
}

/** GET /groups/{slug}/calendars: the group gets its first calendar the first time it is asked for. */
export async function listGroupCalendars(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  ref: string,
): Promise<CalendarList> {
  const db = ctx.db;
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
    calendars: await present(ctx, network, viewer, rows),
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

export async function getCalendar(ctx: AppContext, network: NetworkRecord, viewer: Viewer, id: string) {
  const { calendar } = await loadVisibleCalendar(ctx.db, viewer, id);
  const [presented] = await present(ctx, network, viewer, [calendar]);
  return presented as Calendar;
}

/** Calendar rows by id (for appointments), without visibility checks. */
export async function calendarsByIds(db: Db | Tx, ids: string[]): Promise<CalendarRecord[]> {
  const valid = [...new Set(ids.filter(isId))];
  if (valid.length === 0) return [];
  return db.select().from(calendars).where(inArray(calendars.id, valid));
}

/** Ids of the calendars of these groups (no visibility check: the caller chose groups the viewer is in). */
export async function calendarIdsOfGroups(db: Db | Tx, groupIds: string[]): Promise<string[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .select({ id: calendars.id })
    .from(calendars)
    .where(and(eq(calendars.type, 'group'), inArray(calendars.groupId, groupIds)));
  return rows.map((row) => row.id);
}

/**
 * Who sees these calendars, as visibility keys (`canSeeCalendar` of policy.ts): network calendars
 * every internal member, group calendars whoever sees the group's content, personal and shared ones
 * their owner and the members they are shared with; network administrators all of them.
 */
export async function calendarKeysByIds(db: Db | Tx, ids: readonly string[]): Promise<Map<string, string[]>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const [rows, shares] = await Promise.all([
    db.select().from(calendars).where(inArray(calendars.id, unique)),
    db
      .select({ calendarId: calendarShares.calendarId, memberId: calendarShares.memberId })
      .from(calendarShares)
      .where(inArray(calendarShares.calendarId, unique)),
  ]);
  const groupKeys = await groupContentKeysByIds(
    db,
    rows.flatMap((row) => (row.type === 'group' && row.groupId ? [row.groupId] : [])),
  );
  const result = new Map<string, string[]>();
  for (const calendar of rows) {
    const keys: string[] = [visibleTo.networkAdmins];
    if (calendar.type === 'network') keys.push(visibleTo.internalMembers);
    else if (calendar.type === 'group')
      keys.push(...((calendar.groupId && groupKeys.get(calendar.groupId)) || []));
    else {
      if (calendar.ownerId) keys.push(visibleTo.member(calendar.ownerId));
      for (const share of shares)
        if (share.calendarId === calendar.id) keys.push(visibleTo.member(share.memberId));
    }
    result.set(calendar.id, keys);
  }
  return result;
}
