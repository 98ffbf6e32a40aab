import { z } from 'zod';
import {
  applicationConfiguration,
  applyTo,
  appointmentCan,
  appointmentDate,
  appointmentLocation,
  appointmentMeeting,
  appointmentType,
  attendeeConfiguration,
  category,
  DEFAULT_CURRENCY,
  DESCRIPTION_MAX_LENGTH,
  eventFile,
  eventImage,
  MAX_EVENT_FILES,
  MAX_INVITEES,
  meetingLinkType,
  myInvite,
  NAME_MAX_LENGTH,
  participant,
  participantStatus,
  participantsSummary,
  person,
  recurrenceFrequency,
  recurrencePattern,
  teamsConfiguration,
  unknownCalendar,
} from './appointment-fields.js';
import { calendarId } from './calendars.js';
import { memberRow } from './members.js';
import { isoDate } from './primitives.js';

export * from './appointment-fields.js';

/**
 * Appointments and their participants (part 2 sections 3-9, part 3 sections 3.6 and 3.8); a member's
 * invitations, participations and widget are contract/my-appointments.ts. Appointment ids are 24 hex
 * for stored appointments and `r-<seriesId>-<yyyymmddThhmmss>` (the occurrence's start in UTC) for a
 * virtual occurrence of a recurring series. Every `{id}` below
 * takes either form unless said otherwise.
 *
 * Times on the wire: timed appointments carry ISO 8601 UTC instants; all-day appointments carry dates
 * (YYYY-MM-DD) and their end is the last day (inclusive). `time_zone` is the IANA zone the appointment
 * was planned in; recurring series keep their local wall time in that zone across DST changes.
 *
 * Field errors come as 422 `{error:{code:'invalid', fields:{<field>:[<i18n key>]}}}`; the
 * spec's keys: name -> calendars.validation_errors.name_empty, calendar_ids ->
 * calendars.validation_errors.calendars_empty, date -> calendars.validation_errors.end_lt_start.
 */
export const appointmentsPaths = {
  /** GET appointmentsQuery -> appointmentMonth; POST appointmentBody -> 201 appointment. */
  appointments: '/appointments',
  /** GET appointmentsQuery -> appointmentMonth: only appointments the viewer accepted or is invited to. */
  participating: '/appointments/participating',
  /** GET ?language -> appointment; PUT appointmentUpdateBody -> appointment; PATCH patchAppointmentBody; DELETE ?apply_to -> 204. */
  appointment: (id: string) => `/appointments/${id}`,
  /** POST applyToBody -> appointment. */
  cancel: (id: string) => `/appointments/${id}/cancel`,
  /** GET -> category[]. */
  categories: '/appointments/categories',
  /** GET meetingRoomsQuery -> meetingRoom[]. */
  meetingRooms: '/meeting_rooms',
  /** POST -> startMeetingResult (needs can.start_meeting). */
  startMeeting: (id: string) => `/appointments/${id}/start-meeting`,
  /** GET -> participantList; POST addParticipantsBody -> participantList. */
  participants: (id: string) => `/appointments/${id}/participants`,
  /** PUT updateParticipantBody (or ownAnswerBody for 'me') -> appointment; DELETE applyToBody -> 204. */
  participant: (id: string, participantId: string | 'me') =>
    `/appointments/${id}/participants/${participantId}`,
  /** GET: text/calendar of one appointment (a series with its RRULE). */
  ics: (id: string) => `/appointments/${id}.ics`,
  attendeesCsv: (id: string) => `/appointments/${id}/attendees.csv`,
  attendeesXlsx: (id: string) => `/appointments/${id}/attendees.xlsx`,
  /** POST contactBody -> contactResult. */
  contact: (id: string) => `/appointments/${id}/contact`,
  /** GET invitesQuery -> inviteList. */
  invites: '/api/v1/invites',
  /** POST -> invite (accept: status accepted; reject: declined). Body optional: applyToBody. */
  acceptInvite: (id: string) => `/api/v1/invites/${id}/accept`,
  rejectInvite: (id: string) => `/api/v1/invites/${id}/reject`,
  /** GET participationsQuery -> participationList. */
  participations: '/api/v1/participations',
} as const;

/** A row of the month list (sheet and list views). */
export const appointmentSummary = z.object({
  id: z.string(),
  type: appointmentType,
  name: z.string(),
  date: appointmentDate,
  calendar_ids: z.array(z.string()),
  /** Colour of the first visible calendar (no '#'). */
  color: z.string(),
  canceled: z.boolean(),
  is_event: z.boolean(),
  has_meeting: z.boolean(),
  location_name: z.string(),
  category: category.nullable(),
  html_url: z.string(),
  /** The series of an occurrence or edited occurrence. */
  recurring_appointment_url: z.string().nullable(),
  /** The viewer's answer, or null when not invited. */
  my_status: participantStatus.nullable(),
});
export type AppointmentSummary = z.infer<typeof appointmentSummary>;

export const appointment = appointmentSummary.extend({
  description: z.string(),
  /** Sanitised HTML of the description (markdown with line breaks). */
  description_rendered: z.string(),
  unknown_calendars: z.array(unknownCalendar),
  cancel_prohibited_reason: z.enum(['canceled', 'past']).nullable(),
  /** past | upcoming | running */
  status: z.enum(['past', 'upcoming', 'running']),
  created_at: z.string(),
  updated_at: z.string(),
  author: person.nullable(),
  generic_author: z.boolean(),
  last_author: person.nullable(),
  organizer: memberRow.nullable(),
  consultants: z.array(memberRow),
  contacts: z.array(memberRow),
  recurrence_pattern: recurrencePattern,
  location: appointmentLocation,
  meeting: appointmentMeeting.nullable(),
  teams_configuration: teamsConfiguration,
  attendee_configuration: attendeeConfiguration,
  application_configuration: applicationConfiguration,
  event_image: eventImage.nullable(),
  event_files: z.array(eventFile),
  /** Hidden ([]) when show_participants_to_admins_only and the viewer may not update. */
  participants: z.array(participant),
  participants_summary: participantsSummary,
  invited_consumers: z.boolean(),
  my_invite: myInvite.nullable(),
  attending_participants_count: z.number(),
  total_attendees_enforced_and_exceeded: z.boolean(),
  post_to_stream: z.boolean(),
  /**
   * Network setting email_recommendations.attachment_size_limit in bytes, for the contact-attendees
   * form (attachments only when the event files fit). Optional: absent means the default of 10 MiB.
   */
  email_attachment_size_limit: z.number().optional(),
  /** Start of the occurrence this object stands for (series: its first start). */
  original_start: z.string().nullable(),
  next_occurrence_url: z.string().nullable(),
  next_occurrence_date: z.string().nullable(),
  previous_occurrence_url: z.string().nullable(),
  previous_occurrence_date: z.string().nullable(),
  can: appointmentCan,
});
export type Appointment = z.infer<typeof appointment>;

/**
 * GET /appointments and /appointments/participating. date: any day of the month (default today);
 * type=month covers the whole ISO weeks of that month (Monday to Sunday). calendar_ids: comma-separated
 * ids, or the URL-safe base64 text of concatenated ids the web app keeps in `calendarIds`.
 * group: restrict to one group's calendars (id or slug).
 */
export const appointmentsQuery = z.object({
  date: isoDate().optional(),
  view: z.enum(['sheet', 'list']).optional(),
  type: z.enum(['month']).default('month'),
  calendar_ids: z.string().max(10_000).optional(),
  calendarIds: z.string().max(10_000).optional(),
  group: z.string().max(200).optional(),
});
export type AppointmentsQuery = z.input<typeof appointmentsQuery>;

export const appointmentMonth = z.object({
  date: z.string(),
  /** First day shown (a Monday) and last day shown (a Sunday), YYYY-MM-DD. */
  start: z.string(),
  end: z.string(),
  appointments: z.array(appointmentSummary),
});
export type AppointmentMonth = z.infer<typeof appointmentMonth>;

/** Request bodies. Optional fields keep their stored value on PUT and take defaults on POST. */
const optionalText = (max: number) => z.string().max(max).nullish();
const fileRef = z.object({ file_object_id: z.string().max(64) });
const memberRef = z.union([calendarId, z.object({ id: calendarId })]);

export const dateInput = z.object({
  start: z.string().max(40),
  end: z.string().max(40).nullish(),
  all_day: z.boolean().default(false),
  time_zone: z.string().max(64).nullish(),
  same_day: z.boolean().nullish(),
});

export const recurrenceInput = z.object({
  recurrence_frequency: recurrenceFrequency.default('never'),
  recurrence_interval: z.number().int().max(1000).default(1),
  recurrence_end_time: z.string().max(40).nullish(),
});

export const locationInput = z.object({
  name: optionalText(255),
  address1: optionalText(255),
  address2: optionalText(255),
  zip: optionalText(255),
  city: optionalText(255),
  country: optionalText(255),
  link: optionalText(2000),
  meeting_link_type: meetingLinkType.nullish(),
});

export const meetingInput = z.object({
  room_id: z.string().max(64).nullish(),
  conference_call_phone_number: optionalText(100),
  conference_call_access_code: optionalText(100),
});

export const teamsInput = z.object({
  teams_sync_enabled: z.boolean().default(false),
  online_meeting: z.boolean().default(false),
  bypass_lobby: z.boolean().default(false),
});

export const attendeeInput = z.object({
  total: z.number().int().max(1_000_000).default(0),
  total_attendees_enforced: z.boolean().default(false),
  user_can_opt: z.boolean().default(true),
  show_participants_to_admins_only: z.boolean().default(false),
  participation_locked: z.boolean().default(false),
});

export const applicationInput = z.object({
  registration_with_costs: z.boolean().default(false),
  costs: z.number().max(1_000_000_000).default(0),
  currency: z.string().max(10).default(DEFAULT_CURRENCY),
  registration_required: z.boolean().default(false),
  registration_deadline: z.string().max(40).nullish(),
  url: optionalText(2000),
});

/** The fields of POST and PUT /appointments (part 2 section 7), without defaults. */
const appointmentFields = z.object({
  name: z.string().max(NAME_MAX_LENGTH),
  description: z.string().max(DESCRIPTION_MAX_LENGTH),
  calendar_ids: z.array(z.string().max(64)).max(100),
  membership_ids_to_invite: z.array(calendarId).max(MAX_INVITEES),
  membership_role_ids_to_invite: z.array(calendarId).max(500),
  group_ids_to_invite: z.array(calendarId).max(500),
  contact_ids: z.array(memberRef).max(100),
  date: dateInput,
  recurrence_pattern: recurrenceInput.nullish(),
  /** Null when the meeting feature is off. */
  meeting: meetingInput.nullish(),
  location: locationInput.nullish(),
  teams_configuration: teamsInput.nullish(),
  event_files: z.array(fileRef).max(MAX_EVENT_FILES),
  event_image: fileRef.nullish(),
  /** A category id, or null for none. */
  category: z.union([z.string().max(64), z.object({ id: z.string().max(64) })]).nullish(),
  consultants: z.array(memberRef).max(100),
  organizer: memberRef.nullish(),
  attendee_configuration: attendeeInput.nullish(),
  application_configuration: applicationInput.nullish(),
  invite_consumers: z.boolean(),
  is_event: z.boolean(),
  post_to_stream: z.boolean(),
});

/** POST /appointments. */
export const appointmentBody = appointmentFields.extend({
  name: appointmentFields.shape.name.default(''),
  description: appointmentFields.shape.description.default(''),
  calendar_ids: appointmentFields.shape.calendar_ids.default([]),
  membership_ids_to_invite: appointmentFields.shape.membership_ids_to_invite.default([]),
  membership_role_ids_to_invite: appointmentFields.shape.membership_role_ids_to_invite.default([]),
  group_ids_to_invite: appointmentFields.shape.group_ids_to_invite.default([]),
  contact_ids: appointmentFields.shape.contact_ids.default([]),
  event_files: appointmentFields.shape.event_files.default([]),
  consultants: appointmentFields.shape.consultants.default([]),
  invite_consumers: appointmentFields.shape.invite_consumers.default(false),
  is_event: appointmentFields.shape.is_event.default(false),
  post_to_stream: appointmentFields.shape.post_to_stream.default(false),
});
export type AppointmentBody = z.input<typeof appointmentBody>;

/**
 * PUT /appointments/{id}: the same fields, each optional. For an occurrence (`r-` id or an edited
 * occurrence) apply_to this stores an exception for that occurrence; all edits the series (date
 * changes then move the whole series by the same offset).
 */
export const appointmentUpdateBody = appointmentFields.partial().extend({ apply_to: applyTo.default('all') });
export type AppointmentUpdateBody = z.input<typeof appointmentUpdateBody>;

/** PATCH /appointments/{id}. */
export const patchAppointmentBody = z.object({
  appointment: z.object({
    attendee_configuration: z.object({ participation_locked: z.boolean() }),
  }),
});
export type PatchAppointmentBody = z.input<typeof patchAppointmentBody>;

/** POST cancel and DELETE (also as ?apply_to=): occurrence or series. */
export const applyToBody = z.object({ apply_to: applyTo.default('all') });
export type ApplyToBody = z.input<typeof applyToBody>;

export const addParticipantsBody = z.object({
  participant: z.object({
    membership_ids: z.array(calendarId).max(MAX_INVITEES).default([]),
    group_ids: z.array(calendarId).max(500).default([]),
    membership_role_ids: z.array(calendarId).max(500).default([]),
    /** Status of the new participants: open (invite) or accepted (added directly). */
    status: z.enum(['open', 'invited', 'accepted']).default('open'),
    send_email_notification: z.boolean().default(false),
    invite_consumers: z.boolean().default(false),
  }),
  apply_to: applyTo.default('all'),
});
export type AddParticipantsBody = z.input<typeof addParticipantsBody>;

export const updateParticipantBody = z.object({
  participant: z.object({ status: participantStatus }),
  apply_to: applyTo.default('all'),
});
/** PUT /appointments/{id}/participants/me. */
export const ownAnswerBody = z.object({ status: participantStatus, apply_to: applyTo.default('all') });
export type OwnAnswerBody = z.input<typeof ownAnswerBody>;

export const participantList = z.object({
  participants: z.array(participant),
  participants_summary: participantsSummary,
});
export type ParticipantList = z.infer<typeof participantList>;

export const contactAudience = z.enum(['all', 'accepted', 'declined', 'no_reaction']);
export const contactBody = z.object({
  contact: z.object({
    subject: z.string().max(255).default(''),
    text: z.string().max(50_000).default(''),
    audience: contactAudience.default('all'),
    include_attachments: z.boolean().default(false),
  }),
});
export type ContactBody = z.input<typeof contactBody>;
/** How many members will receive the mail (sent by a job). */
export const contactResult = z.object({ recipients: z.number() });

export const meetingRoomsQuery = z.object({
  filter: z.enum(['reservable']).optional(),
  start: z.string().max(40).optional(),
  end: z.string().max(40).optional(),
  /** The room the edited appointment holds: never occupied by that appointment itself. */
  room_id: z.string().max(64).optional(),
  /** The appointment being edited, whose own reservation does not count. */
  appointment_id: z.string().max(80).optional(),
});
export const meetingRoom = z.object({ id: z.string(), name: z.string(), occupied: z.boolean() });
export type MeetingRoom = z.infer<typeof meetingRoom>;

export const startMeetingResult = z.object({ join_url: z.string() });
