import type { AnswerStatus, AppointmentRecord } from '../../../modules/appointments/load.js';
import { seriesSpanEnd } from '../../../modules/appointments/recurrence.js';
import {
  appointmentCalendars,
  appointmentParticipants,
  appointments,
  type StoredApplication,
  type StoredAttendees,
  type StoredLocation,
} from '../../../modules/appointments/tables.js';
import type { Db, Tx } from '../../client.js';

/**
 * Appointments as creating one stores them, shared by the demo seed and the test factories: the row
 * with its span end (seriesSpanEnd, as validation computes it), its calendars and its participants.
 */

const location = (values: Partial<StoredLocation> = {}): StoredLocation => ({
  name: '',
  address1: '',
  address2: '',
  zip: '',
  city: '',
  country: '',
  link: '',
  meeting_link_type: null,
  ...values,
});

const attendees = (values: Partial<StoredAttendees> = {}): StoredAttendees => ({
  total: 0,
  total_attendees_enforced: false,
  user_can_opt: true,
  show_participants_to_admins_only: false,
  participation_locked: false,
  ...values,
});

const APPLICATION: StoredApplication = {
  registration_with_costs: false,
  costs: 0,
  currency: '€',
  registration_required: false,
  registration_deadline: null,
  url: '',
};

/**
 * An invited member: `status` is their answer; `removed` takes them off the participants (their
 * invitation is obsolete). Whether an open invitation is open or expired follows from the time.
 */
export type Invitation = { memberId: string; status: AnswerStatus; removed?: boolean };

export type AppointmentSpec = {
  name: string;
  calendarIds: string[];
  authorId: string;
  /** Instants; all-day appointments hold UTC midnights, ending at the midnight after the last day. */
  startsAt: Date;
  endsAt: Date | null;
  allDay?: boolean;
  timeZone: string;
  recurrence?: {
    frequency: 'daily' | 'weekly' | 'monthly' | 'yearly';
    interval?: number;
    /** The last local day an occurrence may start on, YYYY-MM-DD. */
    endDate?: string | null;
  };
  canceled?: boolean;
  deletedAt?: Date | null;
  description?: string;
  location?: Partial<StoredLocation>;
  attendees?: Partial<StoredAttendees>;
  categoryId?: string | null;
  participants?: Invitation[];
  /** Further columns (meeting, organizer, event files, ...). */
  values?: Partial<typeof appointments.$inferInsert>;
};

export async function buildAppointment(db: Db | Tx, spec: AppointmentSpec): Promise<AppointmentRecord> {
  const rule = {
    id: '',
    startsAt: spec.startsAt,
    endsAt: spec.endsAt,
    allDay: spec.allDay ?? false,
    timeZone: spec.timeZone,
    recurrenceFrequency: spec.recurrence?.frequency ?? ('never' as const),
    recurrenceInterval: spec.recurrence?.interval ?? 1,
    recurrenceEndDate: spec.recurrence?.endDate ?? null,
  };
  const { id: _id, ...times } = rule;
  const [row] = await db
    .insert(appointments)
    .values({
      ...times,
      name: spec.name,
      description: spec.description ?? '',
      authorId: spec.authorId,
      lastAuthorId: spec.authorId,
      spanEnd: seriesSpanEnd(rule),
      canceled: spec.canceled ?? false,
      deletedAt: spec.deletedAt ?? null,
      location: location(spec.location),
      teams: { teams_sync_enabled: false, online_meeting: false, bypass_lobby: false },
      attendees: attendees(spec.attendees),
      application: APPLICATION,
      categoryId: spec.categoryId ?? null,
      ...spec.values,
    })
    .returning();
  if (!row) throw new Error('appointment not stored');
  if (spec.calendarIds.length > 0) {
    await db
      .insert(appointmentCalendars)
      .values(spec.calendarIds.map((calendarId) => ({ appointmentId: row.id, calendarId })));
  }
  const invited = spec.participants ?? [];
  if (invited.length > 0) {
    const now = new Date();
    await db.insert(appointmentParticipants).values(
      invited.map((invite) => ({
        appointmentId: row.id,
        memberId: invite.memberId,
        status: invite.status,
        invitedById: spec.authorId,
        answeredAt: invite.status === 'open' ? null : now,
        removedAt: invite.removed ? now : null,
      })),
    );
  }
  return row;
}
