import type {
  Appointment,
  AppointmentCan,
  AppointmentDate,
  AppointmentSummary,
  Participant,
  ParticipantsSummary,
} from '../../../contract/appointments.js';
import type { MemberRow } from '../../../contract/members.js';
import type { AnswerStatus, AppointmentRecord, Instance } from './load.js';
import { occurrenceId } from './recurrence.js';
import { DAY_MS, isoDate, localDayNumber } from './time.js';

export const appointmentPath = (id: string) => `/appointments/${id}`;

/** The date block: instants for timed appointments, dates (end inclusive) for all-day ones. */
export function presentDate(
  row: Pick<AppointmentRecord, 'allDay' | 'timeZone'>,
  start: Date,
  end: Date | null,
): AppointmentDate {
  if (row.allDay) {
    const last = end ? new Date(Math.max(start.getTime(), end.getTime() - DAY_MS)) : start;
    const startDate = isoDate(start);
    const lastDate = isoDate(last);
    return {
      start: startDate,
      end: lastDate,
      all_day: true,
      time_zone: row.timeZone,
      same_day: startDate === lastDate,
    };
  }
  return {
    start: start.toISOString(),
    end: end ? end.toISOString() : null,
    all_day: false,
    time_zone: row.timeZone,
    // Day numbers rather than date strings: this runs for every row of a month view.
    same_day: !end || localDayNumber(start, row.timeZone) === localDayNumber(end, row.timeZone),
  };
}

/** What a summary shows of a row: month views compute the last two in their query. */
export type SummaryRow = Pick<AppointmentRecord, 'name' | 'allDay' | 'timeZone' | 'canceled' | 'isEvent'> & {
  locationName: string;
  hasMeeting: boolean;
};

export type SummaryInput = {
  id: string;
  type: Instance['type'];
  row: SummaryRow;
  seriesId: string | null;
  start: Date;
  end: Date | null;
  calendarIds: string[];
  color: string;
  category: { id: string; label: string } | null;
  myStatus: AnswerStatus | null;
};

export function hasMeeting(row: Pick<AppointmentRecord, 'meeting' | 'teams' | 'location'>): boolean {
  return row.meeting !== null || row.teams.online_meeting || row.location.meeting_link_type !== null;
}

/** The summary's view of a whole row. */
export const summaryRow = (
  row: Pick<
    AppointmentRecord,
    'name' | 'allDay' | 'timeZone' | 'canceled' | 'isEvent' | 'meeting' | 'teams' | 'location'
  >,
): SummaryRow => ({
  name: row.name,
  allDay: row.allDay,
  timeZone: row.timeZone,
  canceled: row.canceled,
  isEvent: row.isEvent,
  locationName: row.location.name,
  hasMeeting: hasMeeting(row),
});

export function presentSummary(s: SummaryInput): AppointmentSummary {
  return {
    id: s.id,
    type: s.type,
    name: s.row.name,
    date: presentDate(s.row, s.start, s.end),
    calendar_ids: s.calendarIds,
    color: s.color,
    canceled: s.row.canceled,
    is_event: s.row.isEvent,
    has_meeting: s.row.hasMeeting,
    location_name: s.row.locationName,
    category: s.category,
    html_url: appointmentPath(s.id),
    recurring_appointment_url: s.seriesId ? appointmentPath(s.seriesId) : null,
    my_status: s.myStatus,
  };
}

export function presentParticipant(
  id: string,
  status: AnswerStatus,
  member: MemberRow,
  roles: string[],
  names: { firstName: string; lastName: string },
): Participant {
  return {
    id,
    status,
    roles,
    membership: {
      ...member,
      first_name: names.firstName,
      last_name: names.lastName,
      upn: null,
      show_add_upn_link: false,
    },
  };
}

export function summarise(statuses: AnswerStatus[]): ParticipantsSummary {
  return {
    total: statuses.length,
    accepted: statuses.filter((s) => s === 'accepted').length,
    declined: statuses.filter((s) => s === 'declined').length,
    open: statuses.filter((s) => s === 'open').length,
  };
}

export type DetailInput = {
  instance: Instance;
  summary: AppointmentSummary;
  descriptionHtml: string;
  unknownCalendars: { id: string; color: string }[];
  people: Map<string, MemberRow>;
  roomName: string | null;
  eventFiles: Appointment['event_files'];
  eventImage: Appointment['event_image'];
  participants: Participant[];
  participantsSummary: ParticipantsSummary;
  myInvite: Appointment['my_invite'];
  neighbours: { next: Date | null; previous: Date | null };
  can: AppointmentCan;
  now: Date;
};

const mapsUrl = (l: AppointmentRecord['location']) => {
  const address = [l.address1, l.address2, l.zip, l.city, l.country].filter(Boolean).join(', ');
  return address ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}` : null;
};

const personOf = (people: Map<string, MemberRow>, id: string | null) => {
  const row = id ? people.get(id) : undefined;
  return row ? { id: row.id, name: row.name } : null;
};

export function presentAppointment(d: DetailInput): Appointment {
  const { instance, people, now } = d;
  const row = instance.row;
  const series =
    instance.base.id !== row.id || instance.type === 'virtual_appointment' ? instance.base : null;
  const ended = (instance.end ?? instance.start) < now;
  const status =
    instance.type === 'recurring_appointment'
      ? row.spanEnd < now
        ? 'past'
        : 'upcoming'
      : ended
        ? 'past'
        : instance.start <= now
          ? 'running'
          : 'upcoming';
  const occurrenceLink = (start: Date | null) =>
    start && series ? appointmentPath(occurrenceId(series.id, start)) : null;
  const accepted = d.participantsSummary.accepted;
  return {
    ...d.summary,
    description: d.descriptionHtml,
    description_rendered: d.descriptionHtml,
    unknown_calendars: d.unknownCalendars,
    cancel_prohibited_reason: row.canceled ? 'canceled' : status === 'past' ? 'past' : null,
    status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    author: personOf(people, row.authorId),
    generic_author: row.authorId === null,
    last_author: personOf(people, row.lastAuthorId),
    organizer: row.organizerId ? (people.get(row.organizerId) ?? null) : null,
    consultants: row.consultantIds.map((id) => people.get(id)).filter((p) => p !== undefined),
    contacts: row.contactIds.map((id) => people.get(id)).filter((p) => p !== undefined),
    recurrence_pattern: {
      recurrence_frequency: instance.base.recurrenceFrequency,
      recurrence_interval: instance.base.recurrenceInterval,
      recurrence_end_time: instance.base.recurrenceEndDate,
    },
    location: { ...row.location, maps_url: mapsUrl(row.location) },
    meeting: row.meeting
      ? {
          room_id: row.meetingRoomId,
          room_name: d.roomName,
          conference_call_phone_number: row.meeting.conference_call_phone_number,
          conference_call_access_code: row.meeting.conference_call_access_code,
          join_url: row.teams.join_url ?? null,
          app_url: null,
        }
      : null,
    teams_configuration: {
      teams_sync_enabled: row.teams.teams_sync_enabled,
      online_meeting: row.teams.online_meeting,
      bypass_lobby: row.teams.bypass_lobby,
      join_url: row.teams.join_url ?? null,
      teams_event: row.teams.teams_sync_enabled,
      teams_only_participants_count: 0,
    },
    attendee_configuration: row.attendees,
    application_configuration: row.application,
    event_image: d.eventImage,
    event_files: d.eventFiles,
    participants: d.can.show_attendees ? d.participants : [],
    participants_summary: d.participantsSummary,
    invited_consumers: row.inviteConsumers,
    my_invite: d.myInvite,
    attending_participants_count: accepted,
    total_attendees_enforced_and_exceeded:
      row.attendees.total_attendees_enforced && row.attendees.total > 0 && accepted >= row.attendees.total,
    post_to_stream: row.postToStream,
    original_start: (instance.occurrenceStart ?? instance.start).toISOString(),
    next_occurrence_url: occurrenceLink(d.neighbours.next),
    next_occurrence_date: d.neighbours.next?.toISOString() ?? null,
    previous_occurrence_url: occurrenceLink(d.neighbours.previous),
    previous_occurrence_date: d.neighbours.previous?.toISOString() ?? null,
    can: d.can,
  };
}
