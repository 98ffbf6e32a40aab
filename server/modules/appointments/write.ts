import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import {
  type ApplyTo,
  type AppointmentBody,
  type AppointmentUpdateBody,
  appointmentBody,
} from '../../../contract/appointments.js';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { notFound, unprocessable } from '../../platform/errors.js';
import { type ClaimKey, type IdempotencyKey, once } from '../../platform/idempotency/idempotency.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { newId } from '../../platform/ids.js';
import { activityPublisher, indexLater } from '../../platform/modules/extensions.js';
import { attachUploads } from '../files/service.js';
import { memberRecordById } from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import { unreadsChanged } from '../unreads/service.js';
import { destroyDroppedEventFiles, eventFileIdsOf } from './event-files.js';
import { ensureException, writeCalendars } from './exception-rows.js';
import { type AppointmentRecord, calendarIdsOf, type Instance, loadVisibleAppointment } from './load.js';
import { APPOINTMENT_CANCELLED, APPOINTMENT_CHANGED, notifyParticipants } from './notifications.js';
import { inviteMembers, membersToInvite } from './participants.js';
import { appointmentCan } from './policy.js';
import { postAppointmentToStreams } from './post-to-stream.js';
import { presentDate } from './present.js';
import { isRecurring } from './recurrence.js';
import { reconcileExceptions } from './series-exceptions.js';
import { appointmentParticipants, appointments } from './tables.js';
import { type AppointmentInput, type ValidatedAppointment, validateAppointment } from './validate.js';

/** Creating, editing, locking, cancelling and deleting appointments, series and occurrences. */

export const ATTACHMENT_OWNER = 'appointment';

async function defaultZone(db: Db, viewer: Viewer) {
  return (await memberRecordById(db, viewer.id))?.timeZone ?? 'Europe/Berlin';
}

/** Event files and image: new uploads of the viewer become the appointment's; its own stay. */
async function attachEventFiles(
  tx: Tx,
  viewer: Viewer,
  id: string,
  v: ValidatedAppointment,
  existing: string[],
) {
  const wanted = [...v.eventFileIds, ...(v.eventImageId ? [v.eventImageId] : [])];
  const fresh = wanted.filter((fileId) => !existing.includes(fileId));
  await attachUploads(tx, viewer, { type: ATTACHMENT_OWNER, id }, fresh, 'event_files');
  return { eventFileIds: v.eventFileIds, eventImageId: v.eventImageId };
}

/**
 * POST /appointments. Invitations go out to the named members, groups and roles as they are now.
 * Under an Idempotency-Key a retry answers the appointment created first (`created` false).
 */
export async function createAppointment(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  input: AppointmentBody,
  key: IdempotencyKey | null = null,
): Promise<{ id: string; created: boolean }> {
  const { id, replayed } = await once(ctx.db, key, (claim) =>
    storeAppointment(ctx, network, viewer, input, claim),
  );
  return { id, created: !replayed };
}

async function storeAppointment(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  input: AppointmentBody,
  claim: ClaimKey,
): Promise<string> {
  const body = appointmentBody.parse(input);
  const validated = await validateAppointment(ctx, network, viewer, body, {
    existing: null,
    existingCalendarIds: [],
    exception: false,
    defaultTimeZone: await defaultZone(ctx.db, viewer),
  });
  const inviteeIds = await membersToInvite(ctx, network, viewer, {
    membershipIds: body.membership_ids_to_invite,
    groupIds: body.group_ids_to_invite,
    roleIds: body.membership_role_ids_to_invite,
  });
  const invited: string[] = [];
  const appointmentId = newId();
  let posted = false;
  await ctx.db.transaction(async (tx) => {
    await claim(tx, appointmentId);
    await tx.insert(appointments).values({ ...validated.values, id: appointmentId, authorId: viewer.id });
    await writeCalendars(tx, appointmentId, validated.calendarIds);
    const files = await attachEventFiles(tx, viewer, appointmentId, validated, []);
    await tx.update(appointments).set(files).where(eq(appointments.id, appointmentId));
    invited.push(...(await inviteMembers(tx, appointmentId, inviteeIds, viewer.id, 'open')));
    await indexLater(ctx, tx, 'appointments', [appointmentId]);
    if (validated.values.postToStream) {
      posted = await postAppointmentToStreams(ctx, tx, {
        actorId: viewer.id,
        appointment: { id: appointmentId, name: validated.values.name },
        calendarIds: validated.calendarIds,
      });
    }
  });
  await unreadsChanged(ctx.bus, invited);
  if (posted) await activityPublisher(ctx)?.published();
  return appointmentId;
}

/** The stored appointment as a complete body, so that a PUT changes only what it names. */
function rowAsBody(
  row: AppointmentRecord,
  calendarIds: string[],
  instance: Instance | null,
): AppointmentInput {
  const date = presentDate(row, instance?.start ?? row.startsAt, instance ? instance.end : row.endsAt);
  return appointmentBody.parse({
    name: row.name,
    description: row.description,
    calendar_ids: calendarIds,
    contact_ids: row.contactIds,
    date: { start: date.start, end: date.end, all_day: row.allDay, time_zone: row.timeZone },
    recurrence_pattern: {
      recurrence_frequency: row.recurrenceFrequency,
      recurrence_interval: row.recurrenceInterval,
      recurrence_end_time: row.recurrenceEndDate,
    },
    meeting: row.meeting ? { ...row.meeting, room_id: row.meetingRoomId } : null,
    location: row.location,
    teams_configuration: row.teams,
    event_files: row.eventFileIds.map((id) => ({ file_object_id: id })),
    event_image: row.eventImageId ? { file_object_id: row.eventImageId } : null,
    category: row.categoryId,
    consultants: row.consultantIds,
    organizer: row.organizerId,
    attendee_configuration: row.attendees,
    application_configuration: row.application,
    invite_consumers: row.inviteConsumers,
    is_event: row.isEvent,
    post_to_stream: row.postToStream,
  });
}

function merge(base: AppointmentInput, body: AppointmentUpdateBody): AppointmentInput {
  const { apply_to: _applyTo, ...changes } = body;
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  return appointmentBody.parse({ ...base, ...defined, date: { ...base.date, ...(changes.date ?? {}) } });
}

async function requireUpdate(db: Db, network: NetworkRecord, viewer: Viewer, ref: string) {
  const loaded = await loadVisibleAppointment(db, network, viewer, ref);
  if (!appointmentCan(viewer, loaded.facts).update) throw notFound('appointment');
  return loaded;
}

/**
 * PUT /appointments/{id}. For an occurrence, apply_to this stores (or edits) its exception; all edits
 * the series, and a changed date moves the whole series by the same offset.
 */
export async function updateAppointment(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  ref: string,
  body: AppointmentUpdateBody,
): Promise<string> {
  const db = ctx.db;
  const { instance, calendarIds } = await requireUpdate(db, network, viewer, ref);
  const occurrence = instance.occurrenceStart !== null;
  const applyTo: ApplyTo = body.apply_to ?? 'all';
  const onlyThis = occurrence && applyTo === 'this';
  const target = onlyThis ? instance.row : instance.base;
  const targetCalendars = onlyThis ? calendarIds : await calendarIdsOf(db, target.id);
  let base = rowAsBody(target, targetCalendars, onlyThis ? instance : null);
  if (occurrence && !onlyThis && body.date) {
    // Editing the series from an occurrence: the occurrence's new date shifts the series.
    const occurrenceBody = rowAsBody(instance.row, calendarIds, instance);
    const wanted = merge(occurrenceBody, { date: body.date });
    const v = await validateAppointment(ctx, network, viewer, wanted, {
      existing: target,
      existingCalendarIds: targetCalendars,
      exception: true,
      defaultTimeZone: target.timeZone,
    });
    const shift = (v.values.startsAt as Date).getTime() - instance.start.getTime();
    const duration = v.values.endsAt
      ? (v.values.endsAt as Date).getTime() - (v.values.startsAt as Date).getTime()
      : null;
    const start = new Date(target.startsAt.getTime() + shift);
    const end = duration === null ? null : new Date(start.getTime() + duration);
    base = rowAsBody(
      { ...target, startsAt: start, endsAt: end, allDay: v.values.allDay ?? target.allDay },
      targetCalendars,
      null,
    );
    body = { ...body, date: undefined };
  }
  const merged = merge(base, body);
  const validated = await validateAppointment(ctx, network, viewer, merged, {
    existing: target,
    existingCalendarIds: targetCalendars,
    exception: onlyThis || target.seriesId !== null,
    defaultTimeZone: target.timeZone,
  });
  const before = eventFileIdsOf(onlyThis ? instance.row : target);
  const obsoleted: string[] = [];
  const notified: string[] = [];
  const name = validated.values.name ?? target.name;
  const saved = await db.transaction(async (tx) => {
    if (onlyThis) {
      const id = await ensureException(tx, instance, {});
      const files = await attachEventFiles(tx, viewer, id, validated, eventFileIdsOf(instance.row));
      await tx
        .update(appointments)
        .set({ ...validated.values, ...files, spanEnd: validated.values.endsAt ?? validated.values.startsAt })
        .where(eq(appointments.id, id));
      await writeCalendars(tx, id, validated.calendarIds);
      notified.push(
        ...(await notifyParticipants(ctx, tx, viewer, {
          kind: APPOINTMENT_CHANGED,
          subjectId: id,
          participantRowIds: [instance.base.id, id],
          pageId: id,
          name,
        })),
      );
      return id;
    }
    const files = await attachEventFiles(tx, viewer, target.id, validated, eventFileIdsOf(target));
    await tx
      .update(appointments)
      .set({ ...validated.values, ...files })
      .where(eq(appointments.id, target.id));
    await writeCalendars(tx, target.id, validated.calendarIds);
    await indexLater(ctx, tx, 'appointments', [target.id]);
    if (isRecurring(target)) {
      const invalidated = await reconcileExceptions(tx, target, { ...target, ...validated.values });
      obsoleted.push(...invalidated);
    }
    const pageId = occurrence ? instance.id : target.id;
    notified.push(
      ...(await notifyParticipants(ctx, tx, viewer, {
        kind: APPOINTMENT_CHANGED,
        subjectId: target.id,
        participantRowIds: [target.id],
        pageId,
        name,
      })),
    );
    return pageId;
  });
  const after = eventFileIdsOf({
    eventFileIds: validated.eventFileIds,
    eventImageId: validated.eventImageId,
  });
  await destroyDroppedEventFiles(
    ctx,
    instance.base.id,
    before.filter((fileId) => !after.includes(fileId)),
    ATTACHMENT_OWNER,
  );
  await unreadsChanged(ctx.bus, [...new Set([...obsoleted, ...notified])]);
  return saved;
}

/** PATCH /appointments/{id}: participation lock (not for recurring series or their occurrences). */
export async function setParticipationLock(
  db: Db,
  network: NetworkRecord,
  viewer: Viewer,
  ref: string,
  locked: boolean,
): Promise<void> {
  const loaded = await loadVisibleAppointment(db, network, viewer, ref);
  const can = appointmentCan(viewer, loaded.facts);
  if (!can.update) throw notFound('appointment');
  if (!can.lock_participation) {
    throw unprocessable({
      'attendee_configuration.participation_locked': ['errors.appointments.lock_on_series'],
    });
  }
  const row = loaded.instance.row;
  await db
    .update(appointments)
    .set({ attendees: { ...row.attendees, participation_locked: locked } })
    .where(eq(appointments.id, row.id));
}

/** Members invited to the appointment or series, or to one of its occurrences alone. */
async function participantMemberIds(db: Db | Tx, baseId: string) {
  const exceptions = db
    .select({ id: appointments.id })
    .from(appointments)
    .where(eq(appointments.seriesId, baseId));
  const rows = await db
    .select({ id: appointmentParticipants.memberId })
    .from(appointmentParticipants)
    .where(
      and(
        or(
          eq(appointmentParticipants.appointmentId, baseId),
          inArray(appointmentParticipants.appointmentId, exceptions),
        ),
        isNull(appointmentParticipants.removedAt),
      ),
    );
  return [...new Set(rows.map((row) => row.id))];
}

/** POST /appointments/{id}/cancel. An occurrence with apply_to this is cancelled alone. */
export async function cancelAppointment(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  ref: string,
  applyTo: ApplyTo,
): Promise<string> {
  const loaded = await loadVisibleAppointment(ctx.db, network, viewer, ref);
  const can = appointmentCan(viewer, loaded.facts);
  if (!can.update) throw notFound('appointment');
  if (!can.cancel)
    throw unprocessable({
      base: [
        loaded.instance.row.canceled
          ? 'errors.appointments.already_canceled'
          : 'errors.appointments.in_the_past',
      ],
    });
  const { instance } = loaded;
  const name = instance.row.name;
  const id = await ctx.db.transaction(async (tx) => {
    if (instance.occurrenceStart && applyTo === 'this') {
      const exceptionId = await ensureException(tx, instance, { canceled: true });
      await notifyParticipants(ctx, tx, viewer, {
        kind: APPOINTMENT_CANCELLED,
        subjectId: exceptionId,
        participantRowIds: [instance.base.id, exceptionId],
        pageId: exceptionId,
        name,
      });
      return exceptionId;
    }
    const target = instance.occurrenceStart ? instance.base : instance.row;
    await notifyParticipants(ctx, tx, viewer, {
      kind: APPOINTMENT_CANCELLED,
      subjectId: target.id,
      participantRowIds: [target.id],
      pageId: instance.occurrenceStart ? instance.id : target.id,
      name,
    });
    await tx.update(appointments).set({ canceled: true }).where(eq(appointments.id, target.id));
    await indexLater(ctx, tx, 'appointments', [target.id]);
    // Edited occurrences are cancelled with their series (their own invitations become obsolete).
    await tx
      .update(appointments)
      .set({ canceled: true })
      .where(and(eq(appointments.seriesId, target.id), isNull(appointments.deletedAt)));
    return instance.occurrenceStart ? instance.id : target.id;
  });
  // Open invitations of a cancelled appointment become obsolete.
  await unreadsChanged(ctx.bus, await participantMemberIds(ctx.db, instance.base.id));
  return id;
}

/** DELETE /appointments/{id}. An occurrence with apply_to this is left out of its series (EXDATE). */
export async function deleteAppointment(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  ref: string,
  applyTo: ApplyTo,
): Promise<void> {
  const loaded = await loadVisibleAppointment(ctx.db, network, viewer, ref);
  if (!appointmentCan(viewer, loaded.facts).destroy) throw notFound('appointment');
  const { instance } = loaded;
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    if (instance.occurrenceStart && applyTo === 'this') {
      await ensureException(tx, instance, { deletedAt: now });
      return;
    }
    const target = instance.occurrenceStart ? instance.base : instance.row;
    await tx.update(appointments).set({ deletedAt: now }).where(eq(appointments.id, target.id));
    await indexLater(ctx, tx, 'appointments', [target.id]);
    await tx
      .update(appointments)
      .set({ deletedAt: now })
      .where(and(eq(appointments.seriesId, target.id), isNull(appointments.deletedAt)));
  });
  // Files of what was deleted: the whole appointment's, or those only the deleted occurrence used.
  const rows =
    instance.occurrenceStart && applyTo === 'this'
      ? [instance.row]
      : await ctx.db
          .select({ eventFileIds: appointments.eventFileIds, eventImageId: appointments.eventImageId })
          .from(appointments)
          .where(or(eq(appointments.id, instance.base.id), eq(appointments.seriesId, instance.base.id)));
  await destroyDroppedEventFiles(ctx, instance.base.id, rows.flatMap(eventFileIdsOf), ATTACHMENT_OWNER);
  await unreadsChanged(ctx.bus, await participantMemberIds(ctx.db, instance.base.id));
}
