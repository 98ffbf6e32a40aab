import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Participant } from '../../../contract/appointments.js';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { memberContactsByIds, memberRowsByIds, visibleMemberIds } from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import {
  type AnswerStatus,
  type Instance,
  ownParticipant,
  type ParticipantRecord,
  participantOwnerIds,
} from './load.js';
import { presentParticipant, summarise } from './present.js';
import { appointmentParticipants, occurrenceAnswers } from './tables.js';

/**
 * Live participants of the instance with their answer for it: the base's participants (an
 * occurrence's own answer wins) and, for an edited occurrence, the members invited to it alone.
 */
export async function participantsWithStatus(
  db: Db | Tx,
  instance: Instance,
): Promise<{ participant: ParticipantRecord; status: AnswerStatus }[]> {
  const rows = await db
    .select()
    .from(appointmentParticipants)
    .where(
      and(
        inArray(appointmentParticipants.appointmentId, participantOwnerIds(instance)),
        isNull(appointmentParticipants.removedAt),
      ),
    );
  const series = rows.filter((row) => !ownParticipant(instance, row));
  if (!instance.occurrenceStart || series.length === 0) {
    return rows.map((participant) => ({ participant, status: participant.status }));
  }
  const answers = await db
    .select()
    .from(occurrenceAnswers)
    .where(
      and(
        inArray(
          occurrenceAnswers.participantId,
          series.map((row) => row.id),
        ),
        eq(occurrenceAnswers.occurrenceStart, instance.occurrenceStart),
      ),
    );
  const byParticipant = new Map(answers.map((answer) => [answer.participantId, answer.status]));
  return rows.map((participant) => ({
    participant,
    status: byParticipant.get(participant.id) ?? participant.status,
  }));
}

const ORDER: Record<AnswerStatus, number> = { accepted: 0, open: 1, declined: 2 };

/**
 * Live participants with their answer, as the viewer may see them: members the viewer may not see
 * are left out (lists and exports show only whom the viewer sees). `statuses` are the answers of
 * all, for the appointment's totals.
 */
export async function participantsVisibleTo(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  instance: Instance,
) {
  const rows = await participantsWithStatus(ctx.db, instance);
  const visible = await visibleMemberIds(
    ctx,
    network,
    viewer,
    rows.map((row) => row.participant.memberId),
  );
  return {
    visible: rows.filter((row) => visible.has(row.participant.memberId)),
    statuses: rows.map((row) => row.status),
  };
}

/** Participants as the detail page and the participants call show them (sorted by answer, then name). */
export async function presentParticipants(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  instance: Instance,
): Promise<{ participants: Participant[]; statuses: AnswerStatus[] }> {
  const db = ctx.db;
  const { visible: rows, statuses } = await participantsVisibleTo(ctx, network, viewer, instance);
  const people = await memberRowsByIds(
    db,
    network,
    rows.map((row) => row.participant.memberId),
  );
  const row = instance.row;
  const rolesOf = (memberId: string) =>
    [
      row.organizerId === memberId ? 'organizer' : null,
      row.consultantIds.includes(memberId) ? 'consultant' : null,
      row.contactIds.includes(memberId) ? 'contact' : null,
      row.authorId === memberId ? 'author' : null,
    ].filter((role): role is string => role !== null);
  const contacts = await memberContactsByIds(
    db,
    rows.map((r) => r.participant.memberId),
  );
  const participants: Participant[] = [];
  for (const { participant, status } of rows) {
    const member = people.get(participant.memberId);
    if (!member) continue;
    const record = contacts.get(participant.memberId);
    participants.push(
      presentParticipant(participant.id, status, member, rolesOf(participant.memberId), {
        firstName: record?.firstName ?? '',
        lastName: record?.lastName ?? '',
      }),
    );
  }
  participants.sort(
    (a, b) =>
      ORDER[a.status as AnswerStatus] - ORDER[b.status as AnswerStatus] ||
      a.membership.name.localeCompare(b.membership.name),
  );
  return { participants, statuses };
}

export { summarise };
