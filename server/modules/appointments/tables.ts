import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestampColumn, updatedAt } from '../../db/columns.js';
import { calendars } from '../calendars/tables.js';

export type StoredLocation = {
  name: string;
  address1: string;
  address2: string;
  zip: string;
  city: string;
  country: string;
  link: string;
  meeting_link_type: 'ms_teams' | 'google_meet' | 'zoom' | null;
};
export type StoredMeeting = {
  conference_call_phone_number: string;
  conference_call_access_code: string;
} | null;
export type StoredTeams = {
  teams_sync_enabled: boolean;
  online_meeting: boolean;
  bypass_lobby: boolean;
  /** Join URL the online-meeting provider answered. */
  join_url?: string | null;
};
export type StoredAttendees = {
  total: number;
  total_attendees_enforced: boolean;
  user_can_opt: boolean;
  show_participants_to_admins_only: boolean;
  participation_locked: boolean;
};
export type StoredApplication = {
  registration_with_costs: boolean;
  costs: number;
  currency: string;
  registration_required: boolean;
  registration_deadline: string | null;
  url: string;
};

/**
 * An appointment, a recurring series (recurrence_frequency other than never) or an exception of a
 * series (series_id and original_start set): an edited, cancelled or deleted occurrence.
 *
 * Times: starts_at/ends_at are instants. All-day appointments keep their dates as UTC midnights
 * (ends_at is the midnight after the last day). span_end is the last instant the row can show up:
 * ends_at (or starts_at) of a single appointment, the end of the series' last occurrence, or
 * 9999-12-31 for a series without end. The month query is one range test on (starts_at, span_end).
 */
export const appointments = pgTable(
  'appointments',
  {
    id: idColumn(),
    seriesId: text('series_id'),
    originalStart: timestampColumn('original_start'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    authorId: text('author_id'),
    lastAuthorId: text('last_author_id'),
    organizerId: text('organizer_id'),
    startsAt: timestampColumn('starts_at').notNull(),
    endsAt: timestampColumn('ends_at'),
    spanEnd: timestampColumn('span_end').notNull(),
    allDay: boolean('all_day').notNull().default(false),
    timeZone: text('time_zone').notNull(),
    recurrenceFrequency: text('recurrence_frequency', {
      enum: ['never', 'daily', 'weekly', 'monthly', 'yearly'],
    })
      .notNull()
      .default('never'),
    recurrenceInterval: integer('recurrence_interval').notNull().default(1),
    /** Last local day an occurrence may start on (inclusive), YYYY-MM-DD. */
    recurrenceEndDate: text('recurrence_end_date'),
    canceled: boolean('canceled').notNull().default(false),
    /** Deleted appointments stay for the invites that point at them (they become obsolete). */
    deletedAt: timestampColumn('deleted_at'),
    location: jsonb('location').$type<StoredLocation>().notNull(),
    meeting: jsonb('meeting').$type<StoredMeeting>(),
    meetingRoomId: text('meeting_room_id'),
    teams: jsonb('teams').$type<StoredTeams>().notNull(),
    attendees: jsonb('attendees').$type<StoredAttendees>().notNull(),
    application: jsonb('application').$type<StoredApplication>().notNull(),
    categoryId: text('category_id'),
    consultantIds: jsonb('consultant_ids').$type<string[]>().notNull().default([]),
    contactIds: jsonb('contact_ids').$type<string[]>().notNull().default([]),
    eventImageId: text('event_image_id'),
    eventFileIds: jsonb('event_file_ids').$type<string[]>().notNull().default([]),
    inviteConsumers: boolean('invite_consumers').notNull().default(false),
    isEvent: boolean('is_event').notNull().default(false),
    postToStream: boolean('post_to_stream').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The iCalendar SEQUENCE (RFC 5545 section 3.8.7.4): raised by every write to the row, so calendar
     * clients take a changed appointment for a new revision rather than a duplicate.
     */
    sequence: integer('sequence')
      .notNull()
      // An SQL default: Drizzle takes a plain 0 for "no default" and would run $onUpdate on insert.
      .default(sql`0`)
      .$onUpdate(() => sql`"sequence" + 1`),
  },
  (t) => [
    // Month views: live rows overlapping a range (GiST on the row's span).
    index('appointments_span_idx')
      .using('gist', sql`tstzrange(${t.startsAt}, ${t.spanEnd}, '[]')`)
      .where(sql`${t.deletedAt} is null`),
    // Upcoming lists (the appointments widget): single rows and exceptions by start, series by end.
    index('appointments_single_start_idx')
      .on(t.startsAt)
      .where(sql`${t.deletedAt} is null and ${t.recurrenceFrequency} = 'never'`),
    index('appointments_series_end_idx')
      .on(t.spanEnd)
      .where(sql`${t.deletedAt} is null and ${t.recurrenceFrequency} <> 'never'`),
    uniqueIndex('appointments_exception_unique').on(t.seriesId, t.originalStart),
    index('appointments_room_idx').on(t.meetingRoomId),
  ],
);

/** Calendars an appointment is in (exceptions carry their own rows). */
export const appointmentCalendars = pgTable(
  'appointment_calendars',
  {
    appointmentId: text('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    calendarId: text('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'appointment_calendars_pk', columns: [t.appointmentId, t.calendarId] }),
    index('appointment_calendars_calendar_idx').on(t.calendarId, t.appointmentId),
  ],
);

/**
 * Invited members of a single appointment or a series (exceptions share their series' participants).
 * The row is the invite; removed_at marks a member taken off the list (their invite is obsolete).
 */
export const appointmentParticipants = pgTable(
  'appointment_participants',
  {
    id: idColumn(),
    appointmentId: text('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    memberId: text('member_id').notNull(),
    status: text('status', { enum: ['open', 'accepted', 'declined'] }).notNull(),
    invitedById: text('invited_by_id'),
    answeredAt: timestampColumn('answered_at'),
    removedAt: timestampColumn('removed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('appointment_participants_unique').on(t.appointmentId, t.memberId),
    index('appointment_participants_member_idx').on(t.memberId, t.status),
  ],
);

/** A participant's answer for one occurrence of a series (apply_to this). */
export const occurrenceAnswers = pgTable(
  'appointment_occurrence_answers',
  {
    participantId: text('participant_id')
      .notNull()
      .references(() => appointmentParticipants.id, { onDelete: 'cascade' }),
    occurrenceStart: timestampColumn('occurrence_start').notNull(),
    status: text('status', { enum: ['open', 'accepted', 'declined'] }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'appointment_occurrence_answers_pk', columns: [t.participantId, t.occurrenceStart] }),
  ],
);

/** Custom appointment categories of the network (part 3 section 3.6). */
export const appointmentCategories = pgTable('appointment_categories', {
  id: idColumn(),
  label: text('label').notNull(),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

/** Rooms an appointment can reserve when the network has meeting rooms on. */
export const meetingRooms = pgTable('meeting_rooms', {
  id: idColumn(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});
