import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { appointmentBody } from '../../../contract/appointments.js';
import { DATE_OUT_OF_RANGE } from '../../../contract/primitives.js';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { type FieldErrors, unprocessable } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { isId } from '../../platform/ids.js';
import { type CalendarFacts, canCreateAppointmentsIn, canSeeCalendar } from '../calendars/policy.js';
import { calendarFacts, calendarsByIds } from '../calendars/service.js';
import { memberContactsByIds, visibleMemberIds } from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import type { AppointmentRecord } from './load.js';
import { canNameMember, canSeeTeamsOptions } from './policy.js';
import { seriesSpanEnd } from './recurrence.js';
import { roomOccupied } from './rooms.js';
import type { appointments } from './tables.js';
import { appointmentCategories, meetingRooms } from './tables.js';
import { onlineMeetingProvider } from './teams.js';
import {
  addDays,
  isoDate,
  isValidTimeZone,
  LAST_INSTANT,
  localDate,
  parseDate,
  parseDateTime,
} from './time.js';

/** A complete, parsed appointment body (POST, or PUT merged onto the stored appointment). */
export type AppointmentInput = z.output<typeof appointmentBody>;

export const KEYS = {
  nameEmpty: 'calendars.validation_errors.name_empty',
  calendarsEmpty: 'calendars.validation_errors.calendars_empty',
  endLtStart: 'calendars.validation_errors.end_lt_start',
} as const;

const ref = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

const isUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

export type ValidatedAppointment = {
  values: Omit<typeof appointments.$inferInsert, 'id' | 'authorId' | 'seriesId' | 'originalStart'>;
  calendarIds: string[];
  eventFileIds: string[];
  eventImageId: string | null;
};

export type ValidationContext = {
  /** The stored appointment being edited (its calendars may stay even where the viewer cannot create). */
  existing: AppointmentRecord | null;
  existingCalendarIds: string[];
  /** Editing one occurrence: no recurrence of its own. */
  exception: boolean;
  defaultTimeZone: string;
};

/**
 * Checks a body against the rules of part 2 sections 4 and 5 and turns it into stored values. All
 * field errors are collected and answered together (422 with fields).
 */
export async function validateAppointment(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  body: AppointmentInput,
  context: ValidationContext,
): Promise<ValidatedAppointment> {
  const db = ctx.db;
  const fields: FieldErrors = {};
  const fail = (field: string, message: string) => {
    fields[field] = [...(fields[field] ?? []), message];
  };

  const name = body.name.trim();
  if (name === '') fail('name', KEYS.nameEmpty);

  // Calendars: at least one; new ones only where the viewer may create appointments.
  const calendarIds = [...new Set(body.calendar_ids)];
  if (calendarIds.length === 0) fail('calendar_ids', KEYS.calendarsEmpty);
  const rows = await calendarsByIds(db, calendarIds);
  const facts = await calendarFacts(db, viewer, rows);
  for (const id of calendarIds) {
    const fact = facts.get(id) as CalendarFacts | undefined;
    const kept = context.existingCalendarIds.includes(id);
    if (!fact || (!kept && (!canSeeCalendar(viewer, fact) || !canCreateAppointmentsIn(viewer, fact)))) {
      fail('calendar_ids', 'calendars.validation_errors.calendar_not_permitted');
      break;
    }
  }

  // Date and time zone.
  const zone = body.date.time_zone ?? context.existing?.timeZone ?? context.defaultTimeZone;
  if (!isValidTimeZone(zone)) fail('date.time_zone', 'errors.validation.unknown_time_zone');
  const safeZone = isValidTimeZone(zone) ? zone : 'UTC';
  const allDay = body.date.all_day;
  let startsAt: Date | null;
  let endsAt: Date | null = null;
  if (allDay) {
    startsAt = parseDate(body.date.start);
    const last = body.date.end ? parseDate(body.date.end) : startsAt;
    if (body.date.end && !last) fail('date.end', 'errors.validation.invalid_date');
    if (startsAt && last) {
      if (last < startsAt) fail('date', KEYS.endLtStart);
      endsAt = addDays(last, 1);
    }
  } else {
    startsAt = parseDateTime(body.date.start, safeZone);
    if (body.date.end) {
      endsAt = parseDateTime(body.date.end, safeZone);
      if (!endsAt) fail('date.end', 'errors.validation.invalid_date');
    }
    if (startsAt && endsAt && endsAt < startsAt) fail('date', KEYS.endLtStart);
  }
  if (!startsAt) fail('date.start', 'errors.validation.invalid_date');
  // An all-day appointment on 9999-12-31 would end (exclusively) in the year 10000.
  if (endsAt && endsAt > LAST_INSTANT) fail('date.end', DATE_OUT_OF_RANGE);

  // Recurrence.
  const recurrence = body.recurrence_pattern ?? {
    recurrence_frequency: 'never' as const,
    recurrence_interval: 1,
    recurrence_end_time: null,
  };
  const frequency = context.exception ? 'never' : recurrence.recurrence_frequency;
  if (recurrence.recurrence_interval < 1)
    fail('recurrence_pattern.recurrence_interval', 'errors.validation.too_small');
  let recurrenceEndDate: string | null = null;
  if (frequency !== 'never' && recurrence.recurrence_end_time) {
    const raw = recurrence.recurrence_end_time;
    const asInstant = raw.length > 10 ? parseDateTime(raw, safeZone) : null;
    const date = asInstant ? parseDate(localDate(asInstant, safeZone)) : parseDate(raw);
    if (!date) fail('recurrence_pattern.recurrence_end_time', 'errors.validation.invalid_date');
    else if (startsAt && isoDate(date) < localDate(startsAt, allDay ? 'UTC' : safeZone)) {
      fail('recurrence_pattern.recurrence_end_time', KEYS.endLtStart);
    } else recurrenceEndDate = isoDate(date);
  }

  // Teams and online meetings (part 2 section 4).
  const teams = body.teams_configuration ?? {
    teams_sync_enabled: false,
    online_meeting: false,
    bypass_lobby: false,
  };
  const teamsRequested = teams.teams_sync_enabled || teams.online_meeting || teams.bypass_lobby;
  if (
    teamsRequested &&
    !canSeeTeamsOptions({ network, providerConfigured: onlineMeetingProvider() !== null })
  ) {
    fail('teams_configuration', 'errors.appointments.online_meetings_unavailable');
  }
  if (teams.teams_sync_enabled && frequency !== 'never') {
    fail('teams_configuration.teams_sync_enabled', 'errors.appointments.synced_cannot_recur');
  }
  if (teams.bypass_lobby && !(teams.teams_sync_enabled && teams.online_meeting)) {
    fail('teams_configuration.bypass_lobby', 'errors.appointments.bypass_lobby_needs_sync');
  }

  // Location, costs, totals.
  const l = body.location ?? {};
  const location = {
    name: l.name?.trim() ?? '',
    address1: l.address1?.trim() ?? '',
    address2: l.address2?.trim() ?? '',
    zip: l.zip?.trim() ?? '',
    city: l.city?.trim() ?? '',
    country: l.country?.trim() ?? '',
    link: l.link?.trim() ?? '',
    meeting_link_type: l.meeting_link_type ?? null,
  };
  if (location.zip.length > 10) fail('location.zip', 'errors.validation.too_long');
  if (location.link && !isUrl(location.link)) fail('location.link', 'errors.validation.invalid_url');
  const attendees = body.attendee_configuration ?? {
    total: 0,
    total_attendees_enforced: false,
    user_can_opt: true,
    show_participants_to_admins_only: false,
    participation_locked: false,
  };
  if (attendees.total < 0) fail('attendee_configuration.total', 'errors.validation.too_small');
  const a = body.application_configuration;
  const application = {
    registration_with_costs: a?.registration_with_costs ?? false,
    costs: a?.costs ?? 0,
    currency: a?.currency || '€',
    registration_required: a?.registration_required ?? false,
    registration_deadline: a?.registration_deadline ?? null,
    url: a?.url?.trim() ?? '',
  };
  if (application.costs < 0) fail('application_configuration.costs', 'errors.validation.too_small');
  if (application.url && !isUrl(application.url))
    fail('application_configuration.url', 'errors.validation.invalid_url');
  if (application.registration_deadline && !parseDate(application.registration_deadline)) {
    fail('application_configuration.registration_deadline', 'errors.validation.invalid_date');
  } else if (application.registration_deadline) {
    application.registration_deadline = application.registration_deadline.slice(0, 10);
  }

  // Meeting and room.
  let meeting: ValidatedAppointment['values']['meeting'] = null;
  let meetingRoomId: string | null = null;
  if (body.meeting) {
    meeting = {
      conference_call_phone_number: body.meeting.conference_call_phone_number?.trim() ?? '',
      conference_call_access_code: body.meeting.conference_call_access_code?.trim() ?? '',
    };
    const roomId = body.meeting.room_id ?? null;
    if (roomId) {
      if (!network.config.meeting_rooms_enabled)
        fail('meeting.room_id', 'errors.appointments.rooms_unavailable');
      else if (!isId(roomId)) fail('meeting.room_id', 'errors.appointments.unknown_room');
      else {
        const [room] = await db.select().from(meetingRooms).where(eq(meetingRooms.id, roomId));
        if (!room) fail('meeting.room_id', 'errors.appointments.unknown_room');
        else if (!startsAt || !endsAt) fail('meeting.room_id', 'errors.appointments.room_needs_end');
        else if (await roomOccupied(db, roomId, startsAt, endsAt, context.existing?.id ?? null)) {
          fail('meeting.room_id', 'errors.appointments.room_occupied');
        } else meetingRoomId = roomId;
      }
    }
  }

  // Category and people.
  const categoryId = ref(body.category);
  if (categoryId) {
    const [category] = isId(categoryId)
      ? await db.select().from(appointmentCategories).where(eq(appointmentCategories.id, categoryId))
      : [];
    if (!category) fail('category', 'errors.appointments.unknown_category');
  }
  const organizerId = ref(body.organizer);
  const consultantIds = [...new Set(body.consultants.map(ref).filter((id): id is string => id !== null))];
  const contactIds = [...new Set(body.contact_ids.map(ref).filter((id): id is string => id !== null))];
  const named = [organizerId ?? '', ...consultantIds, ...contactIds];
  const existing = context.existing;
  const alreadyNamed = new Set(
    existing ? [existing.organizerId ?? '', ...existing.consultantIds, ...existing.contactIds] : [],
  );
  const active = await memberContactsByIds(db, named);
  const visible = await visibleMemberIds(
    ctx,
    network,
    viewer,
    named.filter((id) => !alreadyNamed.has(id)),
  );
  // Unknown, inactive and invisible members are answered alike.
  const known = (id: string) => active.has(id) && canNameMember(id, alreadyNamed, visible);
  if (organizerId && !known(organizerId)) fail('organizer', 'errors.appointments.not_a_member');
  if (consultantIds.some((id) => !known(id))) fail('consultants', 'errors.appointments.not_a_member');
  if (contactIds.some((id) => !known(id))) fail('contact_ids', 'errors.appointments.not_a_member');

  if (Object.keys(fields).length > 0 || !startsAt) throw unprocessable(fields);

  const values: ValidatedAppointment['values'] = {
    name,
    description: body.description,
    lastAuthorId: viewer.id,
    organizerId,
    startsAt,
    endsAt,
    spanEnd: startsAt,
    allDay,
    timeZone: safeZone,
    recurrenceFrequency: frequency,
    recurrenceInterval: frequency === 'never' ? 1 : recurrence.recurrence_interval,
    recurrenceEndDate,
    location,
    meeting,
    meetingRoomId,
    teams: { ...teams, join_url: context.existing?.teams.join_url ?? null },
    attendees,
    application,
    categoryId,
    consultantIds,
    contactIds,
    inviteConsumers: network.config.consumers_enabled && body.invite_consumers,
    isEvent: body.is_event,
    postToStream: body.post_to_stream,
  };
  values.spanEnd = seriesSpanEnd({
    id: '',
    startsAt,
    endsAt,
    allDay,
    timeZone: safeZone,
    recurrenceFrequency: frequency,
    recurrenceInterval: values.recurrenceInterval ?? 1,
    recurrenceEndDate,
  });
  return {
    values,
    calendarIds,
    eventFileIds: [...new Set(body.event_files.map((f) => f.file_object_id))],
    eventImageId: body.event_image?.file_object_id ?? null,
  };
}

/** The ids among these that belong to active members (invitations skip locked and deleted ones). */
export async function activeMemberIds(db: Db | Tx, ids: string[]): Promise<string[]> {
  return [...(await memberContactsByIds(db, ids)).keys()];
}
