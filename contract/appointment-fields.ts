import { z } from 'zod';
import { memberRow } from './members.js';

/**
 * The parts of an appointment (part 2 section 3): its date, recurrence, location, meeting, files,
 * participants and rights, and the section 9 limits. Apart from contract/appointments.ts (the
 * resources, bodies and answers built from them) to keep each file readable; that file re-exports
 * everything here.
 */
/** Part 2 section 9 and part 1 section 9. */
export const PARTICIPATIONS_PAGE_SIZE = 20;
export const INVITES_PAGE_SIZE = 50;
export const DESCRIPTION_TRUNCATE_AT = 500;
export const MEETING_LINK_TRUNCATE_AT = 65;
export const ZIP_MAX_LENGTH = 10;
export const DEFAULT_CURRENCY = '€';
export const NAME_MAX_LENGTH = 255;
export const DESCRIPTION_MAX_LENGTH = 100_000;
export const MAX_INVITEES = 5000;
export const MAX_EVENT_FILES = 20;

export const appointmentRef = z.string().min(1).max(80);

export const recurrenceFrequency = z.enum(['never', 'daily', 'weekly', 'monthly', 'yearly']);
export type RecurrenceFrequency = z.infer<typeof recurrenceFrequency>;
/** this: the one occurrence; all: the whole series. Ignored for appointments that are not recurring. */
export const applyTo = z.enum(['this', 'all']);
export type ApplyTo = z.infer<typeof applyTo>;
export const participantStatus = z.enum(['open', 'invited', 'accepted', 'declined']);
export type ParticipantStatus = z.infer<typeof participantStatus>;
export const meetingLinkType = z.enum(['ms_teams', 'google_meet', 'zoom']);
export const appointmentType = z.enum(['appointment', 'recurring_appointment', 'virtual_appointment']);
export type AppointmentType = z.infer<typeof appointmentType>;

export const appointmentDate = z.object({
  start: z.string(),
  /** Null: no end (timed appointments only). */
  end: z.string().nullable(),
  all_day: z.boolean(),
  time_zone: z.string(),
  /** Start and end fall on the same local day. */
  same_day: z.boolean(),
});
export type AppointmentDate = z.infer<typeof appointmentDate>;

/**
 * The form's "custom" is a frequency of daily/weekly/monthly/yearly (its unit) with an interval > 1.
 * recurrence_end_time: the last day the series may start on (YYYY-MM-DD) or an ISO instant; null runs on.
 */
export const recurrencePattern = z.object({
  recurrence_frequency: recurrenceFrequency,
  recurrence_interval: z.number().int(),
  recurrence_end_time: z.string().nullable(),
});
export type RecurrencePattern = z.infer<typeof recurrencePattern>;

export const appointmentLocation = z.object({
  name: z.string(),
  address1: z.string(),
  address2: z.string(),
  zip: z.string(),
  city: z.string(),
  country: z.string(),
  link: z.string(),
  meeting_link_type: meetingLinkType.nullable(),
  /** Map search URL built from the address, or null without an address. */
  maps_url: z.string().nullable(),
});

export const appointmentMeeting = z.object({
  room_id: z.string().nullable(),
  room_name: z.string().nullable(),
  conference_call_phone_number: z.string(),
  conference_call_access_code: z.string(),
  join_url: z.string().nullable(),
  app_url: z.string().nullable(),
});

export const teamsConfiguration = z.object({
  teams_sync_enabled: z.boolean(),
  online_meeting: z.boolean(),
  bypass_lobby: z.boolean(),
  join_url: z.string().nullable(),
  teams_event: z.boolean(),
  teams_only_participants_count: z.number(),
});

export const attendeeConfiguration = z.object({
  /** 0: no limit. */
  total: z.number(),
  total_attendees_enforced: z.boolean(),
  user_can_opt: z.boolean(),
  show_participants_to_admins_only: z.boolean(),
  participation_locked: z.boolean(),
});

export const applicationConfiguration = z.object({
  registration_with_costs: z.boolean(),
  costs: z.number(),
  currency: z.string(),
  registration_required: z.boolean(),
  /** YYYY-MM-DD or null. */
  registration_deadline: z.string().nullable(),
  url: z.string(),
});

export const category = z.object({ id: z.string(), label: z.string() });
export type Category = z.infer<typeof category>;

export const eventFile = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  content_type: z.string(),
  /** Download path through the storage API. */
  url: z.string(),
});
export const eventImage = z.object({
  id: z.string(),
  /** 1920x1200 rendering. */
  large_thumb: z.string(),
  original: z.string(),
});

export const person = z.object({ id: z.string(), name: z.string() });

export const participant = z.object({
  /** The participant id (also the invite id). */
  id: z.string(),
  /** For one occurrence: the answer for that occurrence, else the series' answer. */
  status: participantStatus,
  /** organizer, consultant, contact, author: the member's roles in this appointment. */
  roles: z.array(z.string()),
  membership: memberRow.extend({
    first_name: z.string(),
    last_name: z.string(),
    upn: z.string().nullable(),
    show_add_upn_link: z.boolean(),
  }),
});
export type Participant = z.infer<typeof participant>;

export const participantsSummary = z.object({
  total: z.number(),
  accepted: z.number(),
  declined: z.number(),
  open: z.number(),
});
export type ParticipantsSummary = z.infer<typeof participantsSummary>;

/**
 * Invite state (part 2 section 4): open (answer pending), accepted, declined, expired (still open but
 * the appointment has ended), obsolete (the appointment was cancelled or deleted, or the member was
 * removed from its participants).
 */
export const inviteState = z.enum(['open', 'accepted', 'declined', 'expired', 'obsolete']);
export type InviteState = z.infer<typeof inviteState>;

export const myInvite = z.object({
  id: z.string(),
  status: participantStatus,
  inviteStatus: inviteState,
  author: person.nullable(),
});

export const appointmentCan = z.object({
  create_appointments: z.boolean(),
  /** May answer (own answer buttons); the buttons are still disabled when participation is locked. */
  opt: z.boolean(),
  show_attendees: z.boolean(),
  start_meeting: z.boolean(),
  /** Only true when participants exist. */
  download_attendees: z.boolean(),
  update: z.boolean(),
  destroy: z.boolean(),
  cancel: z.boolean(),
  contact: z.boolean(),
  update_participants: z.boolean(),
  /** Participation lock toggle (PATCH); false for recurring series and occurrences. */
  lock_participation: z.boolean(),
  see_teams_event_options: z.boolean(),
});
export type AppointmentCan = z.infer<typeof appointmentCan>;

export const unknownCalendar = z.object({ id: z.string(), color: z.string() });
