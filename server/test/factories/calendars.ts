import { DEFAULT_CALENDAR_COLOR } from '../../../contract/calendars.js';
import type { Db } from '../../db/client.js';
import type { CalendarRecord } from '../../modules/calendars/policy.js';
import { ensurePersonalCalendar } from '../../modules/calendars/service.js';
import { calendarShares, calendars } from '../../modules/calendars/tables.js';
import { next } from './sequence.js';

export type { CalendarRecord };

/** A calendar, the network's unless `type` says otherwise. */
export async function createCalendar(
  db: Db,
  overrides: Partial<typeof calendars.$inferInsert> = {},
): Promise<CalendarRecord> {
  const [calendar] = await db
    .insert(calendars)
    .values({ type: 'network', name: `Calendar ${next()}`, color: DEFAULT_CALENDAR_COLOR, ...overrides })
    .returning();
  if (!calendar) throw new Error('calendar not created');
  return calendar;
}

/** A calendar of the group (the product creates the first one when the group's calendars are opened). */
export function createGroupCalendar(
  db: Db,
  groupId: string,
  overrides: Partial<typeof calendars.$inferInsert> = {},
): Promise<CalendarRecord> {
  return createCalendar(db, { type: 'group', groupId, ...overrides });
}

/** The member's one personal calendar, created as the product creates it on first need. */
export function personalCalendar(db: Db, memberId: string): Promise<CalendarRecord> {
  return ensurePersonalCalendar(db, memberId);
}

/** Shares a personal or shared calendar with a member; `hidden`: the member removed it from their list. */
export async function shareCalendar(
  db: Db,
  calendarId: string,
  memberId: string,
  options: { hidden?: boolean } = {},
) {
  await db
    .insert(calendarShares)
    .values({ calendarId, memberId, hiddenAt: options.hidden ? new Date() : null });
}

/** A further calendar of `ownerId`, shared with the given members. */
export async function createSharedCalendar(
  db: Db,
  ownerId: string,
  sharedWith: string[] = [],
  overrides: Partial<typeof calendars.$inferInsert> = {},
): Promise<CalendarRecord> {
  const calendar = await createCalendar(db, { type: 'shared', ownerId, authorId: ownerId, ...overrides });
  for (const memberId of sharedWith) await shareCalendar(db, calendar.id, memberId);
  return calendar;
}
