import { and, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { visibleTo } from '../../platform/visibility/keys.js';
import { markSubjectRead, type NotifyContext, notify } from '../notifications/service.js';
import { unreadsChanged } from '../unreads/service.js';
import type { LoadedAppointment } from './load.js';
import { appointmentParticipants } from './tables.js';

export const APPOINTMENT_CHANGED = 'appointments.changed';
export const APPOINTMENT_CANCELLED = 'appointments.cancelled';
const SUBJECT_TYPE = 'appointment';

/** Members invited to these rows (an appointment, a series, an occurrence's own), not removed. */
async function participantsOf(tx: Db | Tx, appointmentIds: string[]): Promise<string[]> {
  const rows = await tx
    .select({ id: appointmentParticipants.memberId })
    .from(appointmentParticipants)
    .where(
      and(
        inArray(appointmentParticipants.appointmentId, appointmentIds),
        isNull(appointmentParticipants.removedAt),
      ),
    );
  return [...new Set(rows.map((row) => row.id))];
}

export type ParticipantsNotice = {
  kind: typeof APPOINTMENT_CHANGED | typeof APPOINTMENT_CANCELLED;
  /** The row the change is about: the appointment, the series, or the edited occurrence. */
  subjectId: string;
  /** Rows whose participants are told: for one occurrence, the series' and its own. */
  participantRowIds: string[];
  /** The id the page opens (an occurrence of a series has its own). */
  pageId: string;
  name: string;
};

/**
 * Tells the participants, inside the transaction of the change. A participant may see the
 * appointment they are invited to, so each entry is visible to its recipient. Answers the members
 * notified, to announce after the commit.
 */
export async function notifyParticipants(
  ctx: NotifyContext,
  tx: Tx,
  viewer: Viewer,
  notice: ParticipantsNotice,
): Promise<string[]> {
  return notify(ctx, tx, {
    kind: notice.kind,
    recipientIds: await participantsOf(tx, notice.participantRowIds),
    actorId: viewer.id,
    subject: { type: SUBJECT_TYPE, id: notice.subjectId },
    url: `/appointments/${notice.pageId}`,
    visibility: (memberId) => [visibleTo.member(memberId)],
    data: { title: notice.name },
  });
}

/** The member opened the appointment: its notifications (and its series') are read. */
export async function markAppointmentRead(ctx: AppContext, viewer: Viewer, loaded: LoadedAppointment) {
  const ids = [...new Set([loaded.instance.row.id, loaded.instance.base.id])];
  const read = await Promise.all(
    ids.map((id) => markSubjectRead(ctx.db, viewer.id, { type: SUBJECT_TYPE, id })),
  );
  if (read.some(Boolean)) await unreadsChanged(ctx.bus, [viewer.id]);
}
