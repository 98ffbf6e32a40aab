import type { AppointmentCan } from '../../../contract/appointments.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import {
  type CalendarFacts,
  canCreateAppointmentsIn,
  canManageCalendar,
  canSeeCalendar,
} from '../calendars/policy.js';
import { canAdministrateNetwork } from '../network/policy.js';
import type { NetworkRecord } from '../network/service.js';
import type { AppointmentRecord } from './load.js';

/** What the policy needs to know about one appointment (or occurrence) and the viewer. */
export type AppointmentFacts = {
  row: Pick<AppointmentRecord, 'authorId' | 'organizerId' | 'canceled' | 'attendees'>;
  calendars: CalendarFacts[];
  /** The viewer's own participation (null when not invited or removed). */
  participantStatus: 'open' | 'accepted' | 'declined' | null;
  /** A series, an occurrence or an edited occurrence. */
  recurring: boolean;
  past: boolean;
  hasParticipants: boolean;
  joinUrl: string | null;
  network: NetworkRecord;
  providerConfigured: boolean;
};

/**
 * Seeing an appointment: through one of its calendars, or as its author, organiser or participant.
 * Everything else answers 404.
 */
export function canSeeAppointment(viewer: Viewer, f: Omit<AppointmentFacts, 'network'>): boolean {
  if (canAdministrateNetwork(viewer)) return true;
  if (f.row.authorId === viewer.id || f.row.organizerId === viewer.id || f.participantStatus) return true;
  return f.calendars.some((calendar) => canSeeCalendar(viewer, calendar));
}

/** Editing: the author, the organiser, and whoever manages one of its calendars. */
export function canUpdateAppointment(viewer: Viewer, f: AppointmentFacts): boolean {
  if (canAdministrateNetwork(viewer)) return true;
  if (f.row.authorId === viewer.id || f.row.organizerId === viewer.id) return true;
  return f.calendars.some((calendar) => canManageCalendar(viewer, calendar));
}

/**
 * Answering: invited members, or anyone who sees it when members may opt in themselves; never for
 * cancelled appointments, and for past ones only with the network's retroactive opting.
 */
export function canOpt(f: AppointmentFacts): boolean {
  if (f.row.canceled) return false;
  if (f.past && !f.network.config.appointments_opt_retroactively) return false;
  return f.participantStatus !== null || f.row.attendees.user_can_opt;
}

/**
 * Organiser, consultants and contacts are shown to everyone who sees the appointment, so whoever
 * saves it names only members they may see (`visible`); members named before stay when someone who
 * does not see them edits the appointment.
 */
export function canNameMember(
  memberId: string,
  alreadyNamed: ReadonlySet<string>,
  visible: ReadonlySet<string>,
): boolean {
  return alreadyNamed.has(memberId) || visible.has(memberId);
}

export function canSeeTeamsOptions(f: Pick<AppointmentFacts, 'network' | 'providerConfigured'>): boolean {
  return f.providerConfigured && f.network.config.teams_sync_enabled;
}

export function appointmentCan(viewer: Viewer, f: AppointmentFacts): AppointmentCan {
  const update = canUpdateAppointment(viewer, f);
  const showAttendees = update || !f.row.attendees.show_participants_to_admins_only;
  return {
    create_appointments: f.calendars.some((calendar) => canCreateAppointmentsIn(viewer, calendar)),
    opt: canOpt(f),
    show_attendees: showAttendees,
    start_meeting:
      f.joinUrl !== null && !f.row.canceled && !f.past && (update || f.participantStatus === 'accepted'),
    download_attendees: update && f.hasParticipants,
    update,
    destroy: update,
    cancel: update && !f.row.canceled && !f.past,
    contact: update && f.hasParticipants,
    update_participants: update,
    lock_participation: update && !f.recurring,
    see_teams_event_options: update && canSeeTeamsOptions(f),
  };
}
