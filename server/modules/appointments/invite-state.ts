import type { InviteState } from '../../../contract/appointments.js';
import type { ParticipantRecord } from './load.js';

/**
 * The state of an invitation (documented in docs/architecture.md):
 * - obsolete: the member was removed from the participants, or the appointment was cancelled or deleted;
 * - expired: still unanswered (open) and the appointment has ended;
 * - otherwise the answer: open, accepted or declined.
 */
export function inviteState(
  participant: Pick<ParticipantRecord, 'status' | 'removedAt'>,
  appointment: { canceled: boolean; deleted: boolean; ended: boolean },
): InviteState {
  if (participant.removedAt || appointment.canceled || appointment.deleted) return 'obsolete';
  if (participant.status === 'open' && appointment.ended) return 'expired';
  return participant.status;
}
