import { eq } from 'drizzle-orm';
import type { Appointment } from '../../../contract/appointments.js';
import { filesPaths } from '../../../contract/files.js';
import type { AppContext } from '../../platform/context.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { sanitizeContent } from '../../platform/rich-text.js';
import { canSeeCalendar } from '../calendars/policy.js';
import { attachedFiles } from '../files/service.js';
import { memberRowsByIds } from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import { inviteState } from './invite-state.js';
import { exceptionsOf, type LoadedAppointment, loadVisibleAppointment } from './load.js';
import { markAppointmentRead } from './notifications.js';
import { presentParticipants } from './participants-read.js';
import { appointmentCan } from './policy.js';
import { presentAppointment, presentSummary, summarise, summaryRow } from './present.js';
import { isRecurring, neighbourOccurrence } from './recurrence.js';
import { appointmentCategories, meetingRooms } from './tables.js';

/** GET /appointments/{id}: one appointment, series, occurrence or edited occurrence, in full. */
export async function getAppointment(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  ref: string,
): Promise<Appointment> {
  const loaded = await loadVisibleAppointment(ctx.db, network, viewer, ref);
  await markAppointmentRead(ctx, viewer, loaded);
  return presentLoaded(ctx, network, viewer, loaded);
}

export async function presentLoaded(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  loaded: LoadedAppointment,
): Promise<Appointment> {
  const db = ctx.db;
  const { instance } = loaded;
  const row = instance.row;
  const calendars = loaded.calendars.map((c) => c.calendar);
  const shown = loaded.calendars.filter((c) => canSeeCalendar(viewer, c.facts)).map((c) => c.calendar);
  const hidden = calendars.filter((calendar) => !shown.includes(calendar));
  const [category] = row.categoryId
    ? await db.select().from(appointmentCategories).where(eq(appointmentCategories.id, row.categoryId))
    : [];
  const [room] = row.meetingRoomId
    ? await db.select().from(meetingRooms).where(eq(meetingRooms.id, row.meetingRoomId))
    : [];
  const { participants, statuses } = await presentParticipants(ctx, network, viewer, instance);
  const invite = loaded.participation?.participant ?? null;
  const people = await memberRowsByIds(db, network, [
    row.authorId ?? '',
    row.lastAuthorId ?? '',
    row.organizerId ?? '',
    ...row.consultantIds,
    ...row.contactIds,
    invite?.invitedById ?? '',
  ]);
  const files = await attachedFiles(db, [
    ...row.eventFileIds,
    ...(row.eventImageId ? [row.eventImageId] : []),
  ]);
  const byId = new Map(files.map((file) => [file.id, file]));
  const series = instance.base;
  let neighbours = { next: null as Date | null, previous: null as Date | null };
  if (isRecurring(series)) {
    const excluded = new Set(
      (await exceptionsOf(db, [series.id]))
        .filter((e) => e.deletedAt && e.originalStart)
        .map((e) => (e.originalStart as Date).getTime()),
    );
    const from = instance.occurrenceStart ?? series.startsAt;
    neighbours = {
      next: neighbourOccurrence(series, from, 'next', excluded),
      previous: instance.occurrenceStart ? neighbourOccurrence(series, from, 'previous', excluded) : null,
    };
  }
  const now = new Date();
  const summary = presentSummary({
    id: instance.id,
    type: instance.type,
    row: summaryRow(row),
    seriesId: instance.base.id !== row.id || instance.type === 'virtual_appointment' ? series.id : null,
    start: instance.start,
    end: instance.end,
    calendarIds: shown.map((calendar) => calendar.id),
    color: shown[0]?.color ?? calendars[0]?.color ?? '7f7f7f',
    category: category ? { id: category.id, label: category.label } : null,
    myStatus: loaded.participation?.status ?? null,
  });
  const appointment = presentAppointment({
    instance,
    summary,
    descriptionHtml: sanitizeContent(row.description).html,
    unknownCalendars: hidden.map((calendar) => ({ id: calendar.id, color: calendar.color })),
    people,
    roomName: room?.name ?? null,
    eventFiles: row.eventFileIds
      .map((id) => byId.get(id))
      .filter((file) => file !== undefined)
      .map((file) => ({
        id: file.id,
        name: file.originalFilename,
        size: file.size,
        content_type: file.contentType,
        url: filesPaths.download(file.id, file.originalFilename),
      })),
    eventImage:
      row.eventImageId && byId.has(row.eventImageId)
        ? {
            id: row.eventImageId,
            large_thumb: filesPaths.image(row.eventImageId, '1920x1200'),
            original: filesPaths.imageOriginal(row.eventImageId),
          }
        : null,
    participants,
    participantsSummary: summarise(statuses),
    myInvite: invite
      ? {
          id: invite.id,
          status: loaded.participation?.status ?? invite.status,
          inviteStatus: inviteState(
            { ...invite, status: loaded.participation?.status ?? invite.status },
            { canceled: row.canceled, deleted: false, ended: loaded.facts.past },
          ),
          author: (() => {
            const author = invite.invitedById ? people.get(invite.invitedById) : undefined;
            return author ? { id: author.id, name: author.name } : null;
          })(),
        }
      : null,
    neighbours,
    can: appointmentCan(viewer, loaded.facts),
    now,
  });
  // The contact form offers the event files as attachments only within the network's mail limit.
  return {
    ...appointment,
    email_attachment_size_limit: network.config.email_recommendations.attachment_size_limit,
  };
}
