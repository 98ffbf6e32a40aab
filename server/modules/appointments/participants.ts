import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type {
  AddParticipantsBody,
  ApplyTo,
  ParticipantList,
  ParticipantStatus,
} from '../../../contract/appointments.js';
import { addParticipantsBody } from '../../../contract/appointments.js';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { notFound, unprocessable } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { indexLater } from '../../platform/modules/extensions.js';
import { membersOfGroupsVisibleTo } from '../groups/service.js';
import { holdersOfUsableRoles, reachableMemberIds } from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import { unreadsChanged } from '../unreads/service.js';
import { ensureException } from './exception-rows.js';
import {
  type AnswerStatus,
  type LoadedAppointment,
  loadVisibleAppointment,
  ownParticipant,
  type ParticipantRecord,
  participantOwnerIds,
} from './load.js';
import { INVITE_MAIL_JOB } from './mails.js';
import { participantsWithStatus, presentParticipants } from './participants-read.js';
import { appointmentCan } from './policy.js';
import { summarise } from './present.js';
import { appointmentParticipants, appointments, occurrenceAnswers } from './tables.js';

/**
 * Participants of an appointment or series: invitations (expanded from groups and roles when they
 * are made), answers for the series or one occurrence, and removal (the invite becomes obsolete).
 */

const normalise = (status: ParticipantStatus): AnswerStatus => (status === 'invited' ? 'open' : status);

/**
 * Members behind named members, groups and roles, as they are now (active members only), in one
 * query. Only what the inviter may see counts: members they see, groups whose members they may list
 * and roles they may use; anything else adds nobody, as an unknown id would.
 */
export async function membersToInvite(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  input: { membershipIds: string[]; groupIds: string[]; roleIds: string[] },
): Promise<string[]> {
  return reachableMemberIds(ctx, network, viewer, {
    ids: input.membershipIds,
    within: [
      membersOfGroupsVisibleTo(ctx.db, viewer, input.groupIds),
      holdersOfUsableRoles(ctx, network, viewer, input.roleIds),
    ],
  });
}

/**
 * Creates invitations (or re-invites removed members); members already invited keep their answer.
 * Answers the ids of members whose invitation is new.
 */
export async function inviteMembers(
  tx: Db | Tx,
  appointmentId: string,
  memberIds: string[],
  invitedById: string,
  status: AnswerStatus,
): Promise<string[]> {
  if (memberIds.length === 0) return [];
  const rows = await tx
    .insert(appointmentParticipants)
    .values(memberIds.map((memberId) => ({ appointmentId, memberId, status, invitedById })))
    .onConflictDoUpdate({
      target: [appointmentParticipants.appointmentId, appointmentParticipants.memberId],
      set: { removedAt: null, status: sql`excluded.status`, invitedById: sql`excluded.invited_by_id` },
      setWhere: sql`${appointmentParticipants.removedAt} is not null`,
    })
    .returning({ memberId: appointmentParticipants.memberId });
  // Invited to the whole series now: their invitations to single occurrences of it are superseded.
  const exceptions = tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(eq(appointments.seriesId, appointmentId));
  await tx
    .delete(appointmentParticipants)
    .where(
      and(
        inArray(appointmentParticipants.memberId, memberIds),
        inArray(appointmentParticipants.appointmentId, exceptions),
      ),
    );
  return rows.map((row) => row.memberId);
}

export async function listParticipants(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  ref: string,
): Promise<ParticipantList> {
  const loaded = await loadVisibleAppointment(ctx.db, network, viewer, ref);
  const can = appointmentCan(viewer, loaded.facts);
  const { participants, statuses } = await presentParticipants(ctx, network, viewer, loaded.instance);
  return { participants: can.show_attendees ? participants : [], participants_summary: summarise(statuses) };
}

/**
 * POST /appointments/{id}/participants. On an occurrence with apply_to this, the members are invited
 * to that occurrence alone: it becomes an exception (if it is not one yet) that holds their rows;
 * members already invited to the series are left as they are. Otherwise they join the series (or
 * the single appointment).
 */
export async function addParticipants(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  ref: string,
  input: AddParticipantsBody,
): Promise<ParticipantList> {
  const body = addParticipantsBody.parse(input);
  const loaded = await loadVisibleAppointment(ctx.db, network, viewer, ref);
  if (!appointmentCan(viewer, loaded.facts).update_participants) throw notFound('appointment');
  const p = body.participant;
  const ids = await membersToInvite(ctx, network, viewer, {
    membershipIds: p.membership_ids,
    groupIds: p.group_ids,
    roleIds: p.membership_role_ids,
  });
  if (ids.length === 0)
    throw unprocessable({ membership_ids: ['errors.appointments.no_participants_chosen'] });
  const { instance } = loaded;
  const status = normalise(p.status);
  const onlyThis = instance.occurrenceStart !== null && body.apply_to === 'this';
  const { appointmentId, added } = await ctx.db.transaction(async (tx) => {
    let invited: { appointmentId: string; added: string[] };
    if (onlyThis) {
      const exceptionId = await ensureException(tx, instance, {});
      const inSeries = new Set(await liveParticipantIds(tx, instance.base.id));
      const fresh = ids.filter((id) => !inSeries.has(id));
      invited = {
        appointmentId: exceptionId,
        added: await inviteMembers(tx, exceptionId, fresh, viewer.id, status),
      };
    } else {
      invited = {
        appointmentId: instance.id,
        added: await inviteMembers(tx, instance.base.id, ids, viewer.id, status),
      };
      // Participants see the appointment: its search document names them.
      await indexLater(ctx, tx, 'appointments', [instance.base.id]);
    }
    // With the invitations: once they are stored, a retry finds nobody new to invite, so the mails
    // must not depend on anything after the commit.
    if (p.send_email_notification && invited.added.length > 0) {
      await ctx.jobs.enqueue(tx, INVITE_MAIL_JOB, {
        appointmentId: invited.appointmentId,
        memberIds: invited.added,
        inviterId: viewer.id,
      });
    }
    return invited;
  });
  await unreadsChanged(ctx.bus, added);
  return listParticipants(ctx, network, viewer, appointmentId);
}

async function liveParticipantIds(db: Db | Tx, appointmentId: string) {
  const rows = await db
    .select({ memberId: appointmentParticipants.memberId })
    .from(appointmentParticipants)
    .where(
      and(
        eq(appointmentParticipants.appointmentId, appointmentId),
        isNull(appointmentParticipants.removedAt),
      ),
    );
  return rows.map((row) => row.memberId);
}

async function acceptedCount(db: Db | Tx, loaded: LoadedAppointment) {
  return (await participantsWithStatus(db, loaded.instance)).filter((p) => p.status === 'accepted').length;
}

/**
 * Records an answer. Rules (part 2 section 4): a locked participation takes no answers; accepting is
 * refused when the enforced total is reached; past appointments only with retroactive opting (in
 * can.opt). For an occurrence, apply_to this stores the answer for that occurrence only; all sets
 * the series' answer and clears the occurrences' own ones.
 */
async function writeAnswer(
  db: Db,
  loaded: LoadedAppointment,
  participant: ParticipantRecord,
  status: AnswerStatus,
  applyTo: ApplyTo,
) {
  const participantId = participant.id;
  const { instance } = loaded;
  if (instance.row.attendees.participation_locked || instance.base.attendees.participation_locked) {
    throw unprocessable({ status: ['calendars.validation_errors.participation_locked'] });
  }
  const { total, total_attendees_enforced } = instance.row.attendees;
  if (
    status === 'accepted' &&
    total_attendees_enforced &&
    total > 0 &&
    (await acceptedCount(db, loaded)) >= total
  ) {
    throw unprocessable({ status: ['calendars.validation_errors.total_attendees_exceeded'] });
  }
  // Members invited to this occurrence alone answer on their own row, whatever apply_to says.
  if (instance.occurrenceStart && applyTo === 'this' && !ownParticipant(instance, participant)) {
    await db
      .insert(occurrenceAnswers)
      .values({ participantId, occurrenceStart: instance.occurrenceStart, status })
      .onConflictDoUpdate({
        target: [occurrenceAnswers.participantId, occurrenceAnswers.occurrenceStart],
        set: { status },
      });
    return;
  }
  await db.transaction(async (tx) => {
    await tx
      .update(appointmentParticipants)
      .set({ status, answeredAt: new Date() })
      .where(eq(appointmentParticipants.id, participantId));
    await tx.delete(occurrenceAnswers).where(eq(occurrenceAnswers.participantId, participantId));
  });
}

/** PUT /appointments/{id}/participants/me: the viewer's own answer (opting in when members may). */
export async function answerOwn(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  ref: string,
  status: ParticipantStatus,
  applyTo: ApplyTo,
): Promise<void> {
  const loaded = await loadVisibleAppointment(ctx.db, network, viewer, ref);
  if (!appointmentCan(viewer, loaded.facts).opt) {
    throw unprocessable({ status: ['errors.appointments.cannot_answer'] });
  }
  let participant = loaded.participation?.participant;
  if (!participant) {
    // Opting in without an invitation: the member becomes a participant of the series.
    await inviteMembers(ctx.db, loaded.instance.base.id, [viewer.id], viewer.id, 'open');
    [participant] = await ctx.db
      .select()
      .from(appointmentParticipants)
      .where(
        and(
          eq(appointmentParticipants.appointmentId, loaded.instance.base.id),
          eq(appointmentParticipants.memberId, viewer.id),
        ),
      );
    if (!participant) throw notFound('participant');
  }
  await writeAnswer(ctx.db, loaded, participant, normalise(status), applyTo);
  await unreadsChanged(ctx.bus, [viewer.id]);
}

async function participantOf(db: Db, loaded: LoadedAppointment, participantId: string) {
  const [row] = await db
    .select()
    .from(appointmentParticipants)
    .where(
      and(
        eq(appointmentParticipants.id, participantId),
        inArray(appointmentParticipants.appointmentId, participantOwnerIds(loaded.instance)),
      ),
    );
  if (!row || row.removedAt) throw notFound('participant');
  return row;
}

/** PUT /appointments/{id}/participants/{participantId}: organisers set someone's answer. */
export async function answerFor(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  ref: string,
  participantId: string,
  status: ParticipantStatus,
  applyTo: ApplyTo,
): Promise<void> {
  const loaded = await loadVisibleAppointment(ctx.db, network, viewer, ref);
  const participant = await participantOf(ctx.db, loaded, participantId);
  if (participant.memberId === viewer.id) return answerOwn(ctx, network, viewer, ref, status, applyTo);
  if (!appointmentCan(viewer, loaded.facts).update_participants) throw notFound('participant');
  await writeAnswer(ctx.db, loaded, participant, normalise(status), applyTo);
  await unreadsChanged(ctx.bus, [participant.memberId]);
}

/**
 * DELETE /appointments/{id}/participants/{participantId} (or me). Removes the member from the series
 * (their invitation becomes obsolete); for an occurrence with apply_to this it declines that
 * occurrence only. Members invited to one occurrence alone are removed from it either way.
 */
export async function removeParticipant(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  ref: string,
  participantId: string,
  applyTo: ApplyTo,
): Promise<void> {
  const loaded = await loadVisibleAppointment(ctx.db, network, viewer, ref);
  const participant =
    participantId === 'me'
      ? loaded.participation?.participant
      : await participantOf(ctx.db, loaded, participantId);
  if (!participant) throw notFound('participant');
  const own = participant.memberId === viewer.id;
  if (!own && !appointmentCan(viewer, loaded.facts).update_participants) throw notFound('participant');
  // An invitation to this occurrence alone is removed whatever apply_to says.
  if (
    loaded.instance.occurrenceStart &&
    applyTo === 'this' &&
    !ownParticipant(loaded.instance, participant)
  ) {
    await ctx.db
      .insert(occurrenceAnswers)
      .values({
        participantId: participant.id,
        occurrenceStart: loaded.instance.occurrenceStart,
        status: 'declined',
      })
      .onConflictDoUpdate({
        target: [occurrenceAnswers.participantId, occurrenceAnswers.occurrenceStart],
        set: { status: 'declined' },
      });
  } else {
    await ctx.db
      .update(appointmentParticipants)
      .set({ removedAt: new Date() })
      .where(inArray(appointmentParticipants.id, [participant.id]));
  }
  await unreadsChanged(ctx.bus, [participant.memberId]);
}
