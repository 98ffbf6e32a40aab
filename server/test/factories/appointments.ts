import type { Db } from '../../db/client.js';
import { type AppointmentSpec, buildAppointment, type Invitation } from '../../db/seed/build/appointments.js';
import type { AppointmentRecord } from '../../modules/appointments/load.js';
import { appointmentCategories, meetingRooms } from '../../modules/appointments/tables.js';
import { addDays, isoDate, parseDate, parseDateTime, todayIn } from '../../modules/appointments/time.js';
import { unreadsChanged } from '../../modules/unreads/service.js';
import type { AppContext } from '../../platform/context.js';
import { personalCalendar } from './calendars.js';
import { createMember } from './members.js';
import { next } from './sequence.js';

export type { AppointmentRecord, Invitation };

/**
 * Times as the API takes them: 'YYYY-MM-DDTHH:mm' is wall time in the appointment's zone; all-day
 * appointments take dates 'YYYY-MM-DD' and `end` is their last day. Instants are taken as they are.
 */
type When = string | Date;

export type AppointmentOverrides = Omit<
  Partial<AppointmentSpec>,
  'startsAt' | 'endsAt' | 'calendarIds' | 'authorId'
> & {
  /** Default: a new member. */
  authorId?: string;
  /** Default: the author's personal calendar. */
  calendarIds?: string[];
  /** Default: tomorrow 09:00 (all-day: tomorrow) in the zone. */
  start?: When;
  /** Default: an hour after the start (all-day: the start's day). */
  end?: When | null;
};

const DEFAULT_ZONE = 'Europe/Berlin';
const HOUR_MS = 60 * 60 * 1000;

function instant(value: When, zone: string, allDay: boolean): Date {
  if (value instanceof Date) return value;
  const parsed = allDay ? parseDate(value) : parseDateTime(value, zone);
  if (!parsed) throw new Error(`unreadable ${allDay ? 'date' : 'date-time'}: ${value}`);
  return parsed;
}

/**
 * An appointment (or series) with its calendars and invitations, stored as creating it through the
 * API does; members whose invitations are new hear that their unread counts changed.
 */
export async function createAppointment(
  ctx: AppContext,
  overrides: AppointmentOverrides = {},
): Promise<AppointmentRecord> {
  const { start, end, authorId: givenAuthor, calendarIds: givenCalendars, ...rest } = overrides;
  const allDay = overrides.allDay ?? false;
  const zone = overrides.timeZone ?? DEFAULT_ZONE;
  const authorId = givenAuthor ?? (await createMember(ctx.db)).id;
  const calendarIds = givenCalendars ?? [(await personalCalendar(ctx.db, authorId)).id];
  const tomorrow = isoDate(addDays(todayIn(zone), 1));
  const startsAt = instant(start ?? (allDay ? tomorrow : `${tomorrow}T09:00`), zone, allDay);
  const endsAt =
    end === null
      ? null
      : allDay
        ? addDays(end === undefined ? startsAt : instant(end, zone, true), 1)
        : end === undefined
          ? new Date(startsAt.getTime() + HOUR_MS)
          : instant(end, zone, false);
  const row = await buildAppointment(ctx.db, {
    name: `Appointment ${next()}`,
    ...rest,
    allDay,
    timeZone: zone,
    startsAt,
    endsAt,
    authorId,
    calendarIds,
  });
  await unreadsChanged(
    ctx.bus,
    (overrides.participants ?? []).map((invite) => invite.memberId),
  );
  return row;
}

export type InviteState = 'open' | 'accepted' | 'declined' | 'expired' | 'obsolete';

/**
 * An invitation of the member in one of the states the invites list shows: open, accepted or
 * declined (an appointment next week), expired (unanswered, ended yesterday), obsolete (taken off
 * the participants). Answers the appointment.
 */
export function createInvite(
  ctx: AppContext,
  memberId: string,
  state: InviteState,
  overrides: AppointmentOverrides = {},
): Promise<AppointmentRecord> {
  const zone = overrides.timeZone ?? DEFAULT_ZONE;
  const day = isoDate(addDays(todayIn(zone), state === 'expired' ? -1 : 7));
  const status = state === 'accepted' || state === 'declined' ? state : 'open';
  return createAppointment(ctx, {
    start: `${day}T10:00`,
    end: `${day}T11:00`,
    ...overrides,
    participants: [...(overrides.participants ?? []), { memberId, status, removed: state === 'obsolete' }],
  });
}

/** A category appointments can be filed under (part 3 section 3.6). */
export async function createAppointmentCategory(
  db: Db,
  overrides: Partial<typeof appointmentCategories.$inferInsert> = {},
) {
  const [category] = await db
    .insert(appointmentCategories)
    .values({ label: `Category ${next()}`, ...overrides })
    .returning();
  if (!category) throw new Error('category not created');
  return category;
}

/** A room appointments can reserve (shown while the network's meeting_rooms_enabled is on). */
export async function createMeetingRoom(db: Db, overrides: Partial<typeof meetingRooms.$inferInsert> = {}) {
  const [room] = await db
    .insert(meetingRooms)
    .values({ name: `Room ${next()}`, ...overrides })
    .returning();
  if (!room) throw new Error('meeting room not created');
  return room;
}
