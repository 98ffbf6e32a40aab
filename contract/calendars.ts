import { z } from 'zod';

/**
 * Calendars (part 2 sections 3, 6, 7). Paths are the spec's; they are also pages of the SPA, so the
 * web app fetches them with `Accept: application/json` (the API client does). Feed paths end in .ics
 * and authenticate by `?auth_token=` instead of the session.
 */
export const calendarsPaths = {
  /** GET -> calendarList (the viewer's visible calendars); POST createCalendarBody -> 201 calendar. */
  calendars: '/calendars',
  /** GET -> calendarList: the group's calendars (404 when the group is invisible). */
  groupCalendars: (groupSlug: string) => `/groups/${groupSlug}/calendars`,
  /** GET -> calendar; PUT updateCalendarBody -> calendar; DELETE -> 204. */
  calendar: (id: string) => `/calendars/${id}`,
  /** DELETE -> 204: removes a calendar shared with the viewer from the viewer's list. */
  share: (id: string) => `/calendars/${id}/share`,
  /** POST -> authenticationToken (creates or regenerates); DELETE -> 204 revokes every feed URL. */
  authenticationToken: '/api/v1/members/me/authentication_token',
  /** GET -> authenticationToken (token null when the member has none). */
  authenticationTokenGet: '/api/v1/members/me/authentication_token',
  /** Subscription feeds (webcal): append `?auth_token=<token>`; swap https for webcal in the UI. */
  feeds: {
    all_appointments: '/appointments.ics',
    participating_appointments: '/appointments/participating.ics',
    personal_calendar: '/calendars/my/appointments.ics',
    shared_calendar: '/calendars/shared/appointments.ics',
    network_calendar: '/calendars/all/appointments.ics',
    calendar: (id: string) => `/calendars/${id}/appointments.ics`,
  },
} as const;

export const subscriptionCollection = z.enum([
  'all_appointments',
  'participating_appointments',
  'personal_calendar',
  'shared_calendar',
  'network_calendar',
]);
export type SubscriptionCollection = z.infer<typeof subscriptionCollection>;

/** The 12 colours of the palette, stored and sent without '#'. */
export const CALENDAR_COLORS = [
  '1f77b4',
  '2ca02c',
  'd62728',
  'ff7f0e',
  '9467bd',
  '8c564b',
  'e377c2',
  '7f7f7f',
  'bcbd22',
  '17becf',
  '3366cc',
  '0b8043',
] as const;
export const DEFAULT_CALENDAR_COLOR = CALENDAR_COLORS[0];
export const CALENDAR_NAME_MAX_LENGTH = 100;
/** How many members a calendar may be shared with. */
export const MAX_CALENDAR_SHARES = 500;

export const calendarId = z.string().regex(/^[0-9a-f]{24}$/, 'errors.validation.invalid_id');

/**
 * personal: one per member, created on demand; shared: a member's further calendar shared with
 * members (membership_ids); network: the network's; group: a group's (parent_id is the group id).
 * A personal calendar another member shared with the viewer keeps type personal and has
 * `shared_with_me` true (it can be removed from the list with DELETE /calendars/{id}/share).
 */
export const calendarType = z.enum(['personal', 'network', 'group', 'shared']);
export type CalendarType = z.infer<typeof calendarType>;

export const calendarCan = z.object({
  update: z.boolean(),
  destroy: z.boolean(),
  create_appointments: z.boolean(),
  /** The viewer may remove this calendar from their list (it was shared with them). */
  remove_share: z.boolean(),
});
export type CalendarCan = z.infer<typeof calendarCan>;

export const calendarPerson = z.object({ id: z.string(), name: z.string() });

export const calendar = z.object({
  id: z.string(),
  name: z.string(),
  /** 6 hex digits, no '#'. */
  color: z.string(),
  type: calendarType,
  /** Heading the calendar is listed under: the group's name, 'network', 'personal' or 'shared'. */
  category_name: z.string(),
  /** The group id of a group calendar, otherwise null. */
  parent_id: z.string().nullable(),
  group: z.object({ id: z.string(), slug: z.string(), name: z.string() }).nullable(),
  author: calendarPerson.nullable(),
  /** The owner of a personal or shared calendar. */
  owner: calendarPerson.nullable(),
  /** Members the calendar is shared with (only the owner and administrators see the list). */
  memberships: z.array(calendarPerson),
  shared_with_me: z.boolean(),
  can: calendarCan,
});
export type Calendar = z.infer<typeof calendar>;

export const calendarList = z.object({
  calendars: z.array(calendar),
  /** What the viewer may create here: network and personal lists, or the group's. */
  can: z.object({
    create_calendars: z.boolean(),
    create_personal_calendars: z.boolean(),
    create_appointments: z.boolean(),
  }),
});
export type CalendarList = z.infer<typeof calendarList>;

const colorField = z
  .string()
  .transform((value) => value.replace(/^#/, '').toLowerCase())
  .pipe(z.enum(CALENDAR_COLORS, { message: 'errors.calendars.unknown_color' }));

/** Name is checked by the server (422 calendars.validation_errors.name_empty), so it may arrive empty. */
export const calendarInput = z.object({
  name: z.string().max(CALENDAR_NAME_MAX_LENGTH).default(''),
  color: colorField.default(DEFAULT_CALENDAR_COLOR),
  type: calendarType,
  membership_ids: z.array(calendarId).max(MAX_CALENDAR_SHARES).optional(),
});

/** POST /calendars. parent_id: the group (id or slug) of a group calendar. */
export const createCalendarBody = z.object({
  parent_id: z.string().max(200).nullish(),
  calendar: calendarInput,
});
export type CreateCalendarBody = z.input<typeof createCalendarBody>;

/** PUT /calendars/{id}. The type cannot change; it is accepted for the spec's body shape. */
export const calendarUpdateInput = z.object({
  id: z.string().max(64).optional(),
  name: z.string().max(CALENDAR_NAME_MAX_LENGTH).optional(),
  color: colorField.optional(),
  type: calendarType.optional(),
  membership_ids: z.array(calendarId).max(MAX_CALENDAR_SHARES).optional(),
});
export const updateCalendarBody = z.object({ calendar: calendarUpdateInput });
export type UpdateCalendarBody = z.input<typeof updateCalendarBody>;

/** GET/POST /api/v1/members/me/authentication_token. */
export const authenticationToken = z.object({ token: z.string().nullable() });
export type AuthenticationToken = z.infer<typeof authenticationToken>;
