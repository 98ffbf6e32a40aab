import { z } from 'zod';
import { applicationInput, appointmentBody, ZIP_MAX_LENGTH } from '../../../../contract/appointments';
import type { Pick } from '../../../ui/form/picker-sources';
import { CUSTOM_UNITS, REPEAT_CHOICES } from '../lib/form-rules';
import { type FileValue, type LocationValues, parseDeadline } from './form-values';

const url = z.union([z.literal(''), z.url({ protocol: /^https?$/ })]);
const picks = z.custom<Pick[]>();

/**
 * The appointment form's values with the rules of part 2 section 5: name and at least one calendar
 * required, the end not before the start, the zip at most 10 characters, URL inputs, numeric minimums
 * and a registration deadline in dd.MM.y. Limits come from the contract's body; messages are keys.
 */
export const appointmentFormSchema = z
  .object({
    name: appointmentBody.shape.name.unwrap().trim().min(1, 'calendars.validation_errors.name_empty'),
    description: appointmentBody.shape.description.unwrap(),
    calendarIds: z.array(z.string()).min(1, 'calendars.validation_errors.calendars_empty'),
    start: z.date(),
    end: z.date().nullable(),
    allDay: z.boolean(),
    timeZone: z.string(),
    repeat: z.enum(REPEAT_CHOICES),
    customUnit: z.enum(CUSTOM_UNITS),
    interval: z.number().int().min(1),
    recurrenceEnd: z.date().nullable(),
    teamsSync: z.boolean(),
    onlineMeeting: z.boolean(),
    bypassLobby: z.boolean(),
    roomId: z.string().nullable(),
    conferencePhone: z.string().max(100),
    conferenceCode: z.string().max(100),
    location: z.object({
      name: z.string().max(255),
      address1: z.string().max(255),
      address2: z.string().max(255),
      zip: z.string().max(ZIP_MAX_LENGTH),
      city: z.string().max(255),
      country: z.string().max(255),
      link: url,
      meeting_link_type: z.custom<LocationValues['meeting_link_type']>(),
    }),
    total: z.number().int().min(0),
    totalEnforced: z.boolean(),
    userCanOpt: z.boolean(),
    participantsToAdminsOnly: z.boolean(),
    registrationWithCosts: z.boolean(),
    costs: z.number().min(0),
    currency: applicationInput.shape.currency.unwrap(),
    registrationRequired: z.boolean(),
    registrationDeadline: z
      .string()
      .refine((text) => parseDeadline(text) !== undefined, 'js.calendars.form.deadline_invalid'),
    ticketUrl: url,
    categoryId: z.string(),
    organizer: picks,
    contacts: picks,
    consultants: picks,
    invitees: picks,
    eventFiles: z.custom<FileValue[]>(),
    eventImage: z.custom<FileValue | null>(),
    inviteConsumers: z.boolean(),
    isEvent: z.boolean(),
    postToStream: z.boolean(),
  })
  .refine((values) => !values.end || values.end.getTime() >= values.start.getTime(), {
    message: 'calendars.validation_errors.end_lt_start',
    path: ['end'],
  });

const LOCATION_FIELDS: (keyof LocationValues)[] = [
  'name',
  'address1',
  'address2',
  'zip',
  'city',
  'country',
  'link',
  'meeting_link_type',
];

/** The server's field paths (date.start, location.zip, calendar_ids.0) to the form's fields. */
export const appointmentFieldOf = (path: string) => {
  const [head = '', sub = ''] = path.split('.');
  const direct: Record<string, string> = {
    name: 'name',
    description: 'description',
    calendar_ids: 'calendarIds',
    membership_ids_to_invite: 'invitees',
    group_ids_to_invite: 'invitees',
    membership_role_ids_to_invite: 'invitees',
    contact_ids: 'contacts',
    consultants: 'consultants',
    organizer: 'organizer',
    category: 'categoryId',
    event_files: 'eventFiles',
    event_image: 'eventImage',
  };
  const nested: Record<string, Record<string, string>> = {
    date: { '': 'end', start: 'start', end: 'end', time_zone: 'timeZone', all_day: 'allDay' },
    recurrence_pattern: {
      '': 'repeat',
      recurrence_interval: 'interval',
      recurrence_end_time: 'recurrenceEnd',
    },
    meeting: {
      '': 'roomId',
      room_id: 'roomId',
      conference_call_phone_number: 'conferencePhone',
      conference_call_access_code: 'conferenceCode',
    },
    attendee_configuration: { total: 'total' },
    application_configuration: {
      costs: 'costs',
      currency: 'currency',
      registration_deadline: 'registrationDeadline',
      url: 'ticketUrl',
    },
    teams_configuration: {
      '': 'teamsSync',
      teams_sync_enabled: 'teamsSync',
      online_meeting: 'onlineMeeting',
      bypass_lobby: 'bypassLobby',
    },
  };
  if (head === 'location' && LOCATION_FIELDS.includes(sub as keyof LocationValues))
    return `location.${sub as keyof LocationValues}` as const;
  const name = direct[head] ?? nested[head]?.[sub];
  return (name ?? null) as FormPath | null;
};

export type AppointmentFormInput = z.input<typeof appointmentFormSchema>;
type FormPath = keyof AppointmentFormInput | `location.${keyof LocationValues}`;
