import { z } from 'zod';
import {
  INVITES_PAGE_SIZE,
  inviteState,
  PARTICIPATIONS_PAGE_SIZE,
  participantStatus,
  person,
} from './appointment-fields.js';
import { appointmentSummary } from './appointments.js';
import { queryInteger } from './primitives.js';

/**
 * What a member sees of appointments across calendars: their open invitations, their participations and
 * the upcoming-appointments widget (part 2 sections 7-9). The appointment itself is contract/appointments.ts.
 */
export const invitesQuery = z.object({
  /** groups: the member's open group invitations (modules/invitations, through `inviteFilters`). */
  filter: z.enum(['appointments', 'groups']).default('appointments'),
  status: z.enum(['open', 'expired', 'obsolete']).default('open'),
  limit: queryInteger(1, 100).default(INVITES_PAGE_SIZE),
  /** 1-based page; the answer's nextPage names the following one. */
  page: queryInteger(1, 100_000).default(1),
});
export type InvitesQuery = z.input<typeof invitesQuery>;

export const invite = z.object({
  id: z.string(),
  invitable: appointmentSummary,
  invitable_type: z.enum(['RecurringAppointment', 'Appointment']),
  author: person.nullable(),
  status: participantStatus,
  inviteStatus: inviteState,
  created_at: z.string(),
});
export type Invite = z.infer<typeof invite>;

export const inviteList = z.object({
  invites: z.array(invite),
  total: z.number(),
  nextPage: z.number().nullable(),
});
export type InviteList = z.infer<typeof inviteList>;

/**
 * upcoming: accepted, not cancelled, not ended; accepted: every accepted one (newest first);
 * declined: every declined one.
 */
export const participationsQuery = z.object({
  status: z.enum(['upcoming', 'accepted', 'declined']).default('upcoming'),
  limit: queryInteger(1, 100).default(PARTICIPATIONS_PAGE_SIZE),
  page: queryInteger(1, 100_000).default(1),
});
export type ParticipationsQuery = z.input<typeof participationsQuery>;

export const participation = z.object({
  id: z.string(),
  appointment: appointmentSummary,
  status: participantStatus,
});
export type Participation = z.infer<typeof participation>;

export const participationList = z.object({
  participations: z.array(participation),
  nextPage: z.number().nullable(),
});
export type ParticipationList = z.infer<typeof participationList>;

/**
 * Appointments widget of a widget bar (part 3 sections 3.8 and 3.9): GET /api/v1/widgets/appointments
 * appointmentsWidgetQuery -> appointmentsWidget, the next `count` appointments and occurrences that
 * have not ended, soonest first. Scopes: personal (the viewer's personal calendar and what they
 * participate in, not declined), all (every calendar of the viewer's list), additional_calendar_ids
 * (personal plus those calendars, invisible ones ignored), groups (the calendars of group_id, or of
 * the viewer's groups).
 */
export const widgetScope = z.enum(['all', 'personal', 'additional_calendar_ids', 'groups']);
export type WidgetScope = z.infer<typeof widgetScope>;
export const WIDGET_APPOINTMENTS_DEFAULT = 10;
export const WIDGET_APPOINTMENTS_MAX = 30;

export const appointmentsWidgetQuery = z.object({
  scope: widgetScope.default('personal'),
  /** Comma-separated calendar ids (24 hex each). */
  additional_calendar_ids: z
    .string()
    .max(2500)
    .default('')
    .transform((value) => value.split(',').filter((id) => id.trim() !== ''))
    .pipe(z.array(z.string().regex(/^[0-9a-f]{24}$/, 'errors.validation.invalid_id')).max(100)),
  group_id: z.string().min(1).max(100).optional(),
  count: queryInteger(1, WIDGET_APPOINTMENTS_MAX).default(WIDGET_APPOINTMENTS_DEFAULT),
});
export type AppointmentsWidgetQuery = z.input<typeof appointmentsWidgetQuery>;

export const widgetAppointment = z.object({
  /** Stored id or `r-` occurrence id. */
  id: z.string(),
  name: z.string(),
  /** Like appointmentDate: instants for timed appointments, dates (end inclusive) for all-day ones. */
  start: z.string(),
  end: z.string().nullable(),
  all_day: z.boolean(),
  /** The location's name, or its address when it has none ('' without a location). */
  location: z.string(),
  meeting: z.object({ join_url: z.string() }).nullable(),
  html_url: z.string(),
});
export type WidgetAppointment = z.infer<typeof widgetAppointment>;

export const appointmentsWidget = z.object({ appointments: z.array(widgetAppointment) });
export type AppointmentsWidget = z.infer<typeof appointmentsWidget>;
