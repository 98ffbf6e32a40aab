import { TZDate } from '@date-fns/tz';
import { format, isValid, lightFormat, parse } from 'date-fns';
import {
  type Appointment,
  type AppointmentBody,
  DEFAULT_CURRENCY,
  type RecurrenceFrequency,
} from '../../../../contract/appointments';
import { inTimeZone } from '../../../i18n/dates';
import { memberPick, type Pick } from '../../../ui/form/picker-sources';
import { parseDay } from '../lib/appointment-days';
import {
  type CustomUnit,
  defaultEnd,
  defaultStart,
  type RepeatChoice,
  type RuleState,
} from '../lib/form-rules';

export type LocationValues = {
  name: string;
  address1: string;
  address2: string;
  zip: string;
  city: string;
  country: string;
  link: string;
  meeting_link_type: 'ms_teams' | 'google_meet' | 'zoom' | '';
};

export type FileValue = { id: string; name: string; size: number };

/**
 * Everything the appointment form edits. start, end and recurrenceEnd are wall-clock times of the
 * chosen time zone held in Date objects (their local fields), so the rules can add hours and months.
 */
export type FormValues = RuleState & {
  name: string;
  description: string;
  allDay: boolean;
  timeZone: string;
  roomId: string | null;
  conferencePhone: string;
  conferenceCode: string;
  location: LocationValues;
  total: number;
  totalEnforced: boolean;
  userCanOpt: boolean;
  participantsToAdminsOnly: boolean;
  registrationWithCosts: boolean;
  costs: number;
  currency: string;
  registrationRequired: boolean;
  /** dd.MM.y as typed, or ''. */
  registrationDeadline: string;
  ticketUrl: string;
  categoryId: string;
  organizer: Pick[];
  contacts: Pick[];
  consultants: Pick[];
  calendarIds: string[];
  invitees: Pick[];
  eventFiles: FileValue[];
  eventImage: FileValue | null;
  inviteConsumers: boolean;
  isEvent: boolean;
  postToStream: boolean;
};

export const DEADLINE_FORMAT = 'dd.MM.y';

const emptyLocation: LocationValues = {
  name: '',
  address1: '',
  address2: '',
  zip: '',
  city: '',
  country: '',
  link: '',
  meeting_link_type: '',
};

const wallClock = (now: Date, zone: string) => inTimeZone(now, zone);

/** A new appointment: start at the next full hour (or that hour on ?date=), one hour long. */
export const newFormValues = (options: {
  now: Date;
  zone: string;
  date: string | null;
  calendarIds: string[];
  description: string;
  postToStream: boolean;
}): FormValues => {
  const nowWall = wallClock(options.now, options.zone);
  let start = defaultStart(nowWall);
  if (options.date && /^\d{4}-\d{2}-\d{2}$/.test(options.date)) {
    const day = parseDay(options.date);
    start = new Date(day.getFullYear(), day.getMonth(), day.getDate(), start.getHours(), 0, 0);
  }
  return {
    name: '',
    description: options.description,
    start,
    end: defaultEnd(start),
    allDay: false,
    timeZone: options.zone,
    repeat: 'never',
    customUnit: 'week',
    interval: 1,
    recurrenceEnd: null,
    teamsSync: false,
    onlineMeeting: false,
    bypassLobby: false,
    roomId: null,
    conferencePhone: '',
    conferenceCode: '',
    location: emptyLocation,
    total: 0,
    totalEnforced: false,
    userCanOpt: true,
    participantsToAdminsOnly: false,
    registrationWithCosts: false,
    costs: 0,
    currency: DEFAULT_CURRENCY,
    registrationRequired: false,
    registrationDeadline: '',
    ticketUrl: '',
    categoryId: '',
    organizer: [],
    contacts: [],
    consultants: [],
    calendarIds: options.calendarIds,
    invitees: [],
    eventFiles: [],
    eventImage: null,
    inviteConsumers: false,
    isEvent: false,
    postToStream: options.postToStream,
  };
};

const UNIT_OF: Record<Exclude<RecurrenceFrequency, 'never'>, CustomUnit> = {
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
  yearly: 'year',
};
const FREQUENCY_OF: Record<CustomUnit, Exclude<RecurrenceFrequency, 'never'>> = {
  day: 'daily',
  week: 'weekly',
  month: 'monthly',
  year: 'yearly',
};

/** The contract's "custom" is a frequency with an interval above 1. */
export const repeatOf = (
  frequency: RecurrenceFrequency,
  interval: number,
): { repeat: RepeatChoice; unit: CustomUnit } => {
  if (frequency === 'never') return { repeat: 'never', unit: 'week' };
  const unit = UNIT_OF[frequency];
  return { repeat: interval > 1 ? 'custom' : frequency, unit };
};

const deadlineText = (value: string | null) => (value ? lightFormat(parseDay(value), DEADLINE_FORMAT) : '');

/** The form for an existing appointment (or occurrence). */
export const formValuesOf = (appointment: Appointment): FormValues => {
  const { date, recurrence_pattern: pattern } = appointment;
  const zone = date.time_zone;
  const start = date.all_day ? parseDay(date.start) : inTimeZone(date.start, zone);
  const end = date.end ? (date.all_day ? parseDay(date.end) : inTimeZone(date.end, zone)) : null;
  const { repeat, unit } = repeatOf(pattern.recurrence_frequency, pattern.recurrence_interval);
  const recurrenceEnd = pattern.recurrence_end_time
    ? /^\d{4}-\d{2}-\d{2}$/.test(pattern.recurrence_end_time)
      ? parseDay(pattern.recurrence_end_time)
      : inTimeZone(pattern.recurrence_end_time, zone)
    : null;
  const { location, attendee_configuration: attendees, application_configuration: application } = appointment;
  return {
    name: appointment.name,
    description: appointment.description,
    start,
    end,
    allDay: date.all_day,
    timeZone: zone,
    repeat,
    customUnit: unit,
    interval: Math.max(1, pattern.recurrence_interval),
    recurrenceEnd,
    teamsSync: appointment.teams_configuration.teams_sync_enabled,
    onlineMeeting: appointment.teams_configuration.online_meeting,
    bypassLobby: appointment.teams_configuration.bypass_lobby,
    roomId: appointment.meeting?.room_id ?? null,
    conferencePhone: appointment.meeting?.conference_call_phone_number ?? '',
    conferenceCode: appointment.meeting?.conference_call_access_code ?? '',
    location: {
      name: location.name,
      address1: location.address1,
      address2: location.address2,
      zip: location.zip,
      city: location.city,
      country: location.country,
      link: location.link,
      meeting_link_type: location.meeting_link_type ?? '',
    },
    total: attendees.total,
    totalEnforced: attendees.total_attendees_enforced,
    userCanOpt: attendees.user_can_opt,
    participantsToAdminsOnly: attendees.show_participants_to_admins_only,
    registrationWithCosts: application.registration_with_costs,
    costs: application.costs,
    currency: application.currency || DEFAULT_CURRENCY,
    registrationRequired: application.registration_required,
    registrationDeadline: deadlineText(application.registration_deadline),
    ticketUrl: application.url,
    categoryId: appointment.category?.id ?? '',
    organizer: appointment.organizer ? [memberPick(appointment.organizer)] : [],
    contacts: appointment.contacts.map(memberPick),
    consultants: appointment.consultants.map(memberPick),
    calendarIds: appointment.calendar_ids,
    invitees: [],
    eventFiles: appointment.event_files.map((file) => ({ id: file.id, name: file.name, size: file.size })),
    eventImage: appointment.event_image ? { id: appointment.event_image.id, name: '', size: 0 } : null,
    inviteConsumers: appointment.invited_consumers,
    isEvent: appointment.is_event,
    postToStream: appointment.post_to_stream,
  };
};

/** A wall-clock time of `zone` as a UTC instant. */
export const wallToInstant = (wall: Date, zone: string) =>
  new Date(
    new TZDate(
      wall.getFullYear(),
      wall.getMonth(),
      wall.getDate(),
      wall.getHours(),
      wall.getMinutes(),
      0,
      0,
      zone,
    ).getTime(),
  ).toISOString();

const day = (wall: Date) => format(wall, 'yyyy-MM-dd');

/** dd.MM.y -> YYYY-MM-DD, '' -> null, anything else -> undefined (invalid). */
export const parseDeadline = (text: string): string | null | undefined => {
  if (!text.trim()) return null;
  const parsed = parse(text.trim(), DEADLINE_FORMAT, new Date());
  return isValid(parsed) ? day(parsed) : undefined;
};

const ids = (picks: Pick[], kind: Pick['kind']) =>
  picks.filter((pick) => pick.kind === kind).map((pick) => pick.id);

/** The POST/PUT body of part 2 section 7. Meeting is null when the meeting feature is off. */
export const toBody = (
  values: FormValues,
  options: { meetingEnabled: boolean; isNew: boolean; showTeams: boolean; consumersEnabled: boolean },
): AppointmentBody => {
  const { allDay, timeZone } = values;
  const frequency: RecurrenceFrequency =
    values.repeat === 'never'
      ? 'never'
      : values.repeat === 'custom'
        ? FREQUENCY_OF[values.customUnit]
        : values.repeat;
  const sameDay = values.end ? day(values.start) === day(values.end) : true;
  return {
    name: values.name.trim(),
    description: values.description,
    calendar_ids: values.calendarIds,
    ...(options.isNew
      ? {
          membership_ids_to_invite: ids(values.invitees, 'member'),
          group_ids_to_invite: ids(values.invitees, 'group'),
          membership_role_ids_to_invite: ids(values.invitees, 'membership_role'),
        }
      : {}),
    contact_ids: values.contacts.map((pick) => pick.id),
    date: {
      start: allDay ? day(values.start) : wallToInstant(values.start, timeZone),
      end: values.end ? (allDay ? day(values.end) : wallToInstant(values.end, timeZone)) : null,
      all_day: allDay,
      time_zone: timeZone,
      same_day: sameDay,
    },
    recurrence_pattern: {
      recurrence_frequency: frequency,
      recurrence_interval: values.repeat === 'custom' ? values.interval : 1,
      recurrence_end_time: values.recurrenceEnd && frequency !== 'never' ? day(values.recurrenceEnd) : null,
    },
    meeting: options.meetingEnabled
      ? {
          room_id: values.end ? values.roomId : null,
          conference_call_phone_number: values.conferencePhone,
          conference_call_access_code: values.conferenceCode,
        }
      : null,
    location: {
      ...values.location,
      meeting_link_type: values.location.meeting_link_type || null,
    },
    ...(options.showTeams
      ? {
          teams_configuration: {
            teams_sync_enabled: values.teamsSync,
            online_meeting: values.onlineMeeting,
            bypass_lobby: values.bypassLobby,
          },
        }
      : {}),
    event_files: values.eventFiles.map((file) => ({ file_object_id: file.id })),
    event_image: values.eventImage ? { file_object_id: values.eventImage.id } : null,
    category: values.categoryId || null,
    consultants: values.consultants.map((pick) => pick.id),
    organizer: values.organizer[0]?.id ?? null,
    attendee_configuration: {
      total: Math.max(0, Math.floor(values.total) || 0),
      total_attendees_enforced: values.totalEnforced,
      user_can_opt: values.userCanOpt,
      show_participants_to_admins_only: values.participantsToAdminsOnly,
    },
    application_configuration: {
      registration_with_costs: values.registrationWithCosts,
      costs: Math.max(0, values.costs || 0),
      currency: values.currency || DEFAULT_CURRENCY,
      registration_required: values.registrationRequired,
      registration_deadline: parseDeadline(values.registrationDeadline) ?? null,
      url: values.ticketUrl,
    },
    invite_consumers: options.consumersEnabled && values.inviteConsumers,
    is_event: values.isEvent,
    post_to_stream: values.postToStream,
  };
};
