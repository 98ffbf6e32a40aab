import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { ApplyTo } from '../../../contract/appointments.js';
import type {
  Invite,
  InviteList,
  InvitesQuery,
  ParticipationList,
  ParticipationsQuery,
} from '../../../contract/my-appointments.js';
import { invitesQuery, participationsQuery } from '../../../contract/my-appointments.js';
import type { Db } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { isId } from '../../platform/ids.js';
import { memberRowsByIds } from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import { inviteState } from './invite-state.js';
import type { AppointmentRecord } from './load.js';
import { answerOwn } from './participants.js';
import { presentSummary, summaryRow } from './present.js';
import { isRecurring } from './recurrence.js';
import { listCategories } from './rooms.js';
import { appointmentCalendars, appointmentParticipants, appointments } from './tables.js';

/**
 * Invites and participations of the signed-in member (the invites page). An invite is a participant
 * row; its state (invite-state.ts) decides the tab: open, expired (unanswered and ended) or obsolete
 * (removed, or the appointment cancelled or deleted). Participations are answered invites:
 * upcoming (accepted, not yet ended, not cancelled), accepted, declined.
 */

const live = () =>
  and(
    isNull(appointmentParticipants.removedAt),
    isNull(appointments.deletedAt),
    eq(appointments.canceled, false),
  );

function inviteCondition(status: InvitesQuery['status'], memberId: string, now: Date): SQL {
  const own = eq(appointmentParticipants.memberId, memberId);
  const open = eq(appointmentParticipants.status, 'open');
  if (status === 'open') return and(own, open, live(), gte(appointments.spanEnd, now)) as SQL;
  if (status === 'expired') return and(own, open, live(), lt(appointments.spanEnd, now)) as SQL;
  return and(
    own,
    or(
      isNotNull(appointmentParticipants.removedAt),
      isNotNull(appointments.deletedAt),
      eq(appointments.canceled, true),
    ),
  ) as SQL;
}

/** The unread count of the Calendars feature: open invitations. */
export async function countOpenInvites(db: Db, memberId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(appointmentParticipants)
    .innerJoin(appointments, eq(appointments.id, appointmentParticipants.appointmentId))
    .where(inviteCondition('open', memberId, new Date()));
  return row?.n ?? 0;
}

async function summaries(
  db: Db,
  rows: AppointmentRecord[],
  statuses: Map<string, 'open' | 'accepted' | 'declined'>,
) {
  const categories = new Map((await listCategories(db)).map((c) => [c.id, c]));
  const links =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(appointmentCalendars)
          .where(
            inArray(
              appointmentCalendars.appointmentId,
              rows.map((row) => row.id),
            ),
          );
  return new Map(
    rows.map((row) => {
      const calendarIds = links.filter((l) => l.appointmentId === row.id).map((l) => l.calendarId);
      return [
        row.id,
        presentSummary({
          id: row.id,
          type: isRecurring(row) ? 'recurring_appointment' : 'appointment',
          row: summaryRow(row),
          seriesId: null,
          start: row.startsAt,
          end: row.endsAt,
          calendarIds,
          color: '7f7f7f',
          category: row.categoryId ? (categories.get(row.categoryId) ?? null) : null,
          myStatus: statuses.get(row.id) ?? null,
        }),
      ];
    }),
  );
}

/** GET /api/v1/invites?filter=appointments&status=&limit=&page=. */
export async function listInvites(
  db: Db,
  network: NetworkRecord,
  viewer: Viewer,
  input: InvitesQuery,
): Promise<InviteList> {
  const query = invitesQuery.parse(input);
  const now = new Date();
  const where = inviteCondition(query.status, viewer.id, now);
  const [rows, [total]] = await Promise.all([
    db
      .select({ participant: appointmentParticipants, appointment: appointments })
      .from(appointmentParticipants)
      .innerJoin(appointments, eq(appointments.id, appointmentParticipants.appointmentId))
      .where(where)
      .orderBy(
        query.status === 'open' ? asc(appointments.startsAt) : desc(appointments.startsAt),
        asc(appointmentParticipants.id),
      )
      .limit(query.limit + 1)
      .offset((query.page - 1) * query.limit),
    db
      .select({ n: count() })
      .from(appointmentParticipants)
      .innerJoin(appointments, eq(appointments.id, appointmentParticipants.appointmentId))
      .where(where),
  ]);
  const page = rows.slice(0, query.limit);
  const statuses = new Map(page.map((r) => [r.appointment.id, r.participant.status]));
  const byId = await summaries(
    db,
    page.map((r) => r.appointment),
    statuses,
  );
  const authors = await memberRowsByIds(
    db,
    network,
    page.map((r) => r.participant.invitedById ?? ''),
  );
  const invites: Invite[] = page.map(({ participant, appointment }) => {
    const author = participant.invitedById ? authors.get(participant.invitedById) : undefined;
    return {
      id: participant.id,
      invitable: byId.get(appointment.id) as Invite['invitable'],
      invitable_type: isRecurring(appointment) ? 'RecurringAppointment' : 'Appointment',
      author: author ? { id: author.id, name: author.name } : null,
      status: participant.status,
      inviteStatus: inviteState(participant, {
        canceled: appointment.canceled,
        deleted: appointment.deletedAt !== null,
        ended: appointment.spanEnd < now,
      }),
      created_at: participant.createdAt.toISOString(),
    };
  });
  return { invites, total: total?.n ?? 0, nextPage: rows.length > query.limit ? query.page + 1 : null };
}

/** GET /api/v1/participations?status=&limit=20&page=. */
export async function listParticipations(
  db: Db,
  viewer: Viewer,
  input: ParticipationsQuery,
): Promise<ParticipationList> {
  const query = participationsQuery.parse(input);
  const now = new Date();
  const own = eq(appointmentParticipants.memberId, viewer.id);
  const where =
    query.status === 'upcoming'
      ? and(own, eq(appointmentParticipants.status, 'accepted'), live(), gte(appointments.spanEnd, now))
      : and(
          own,
          eq(appointmentParticipants.status, query.status),
          isNull(appointmentParticipants.removedAt),
          isNull(appointments.deletedAt),
        );
  const rows = await db
    .select({ participant: appointmentParticipants, appointment: appointments })
    .from(appointmentParticipants)
    .innerJoin(appointments, eq(appointments.id, appointmentParticipants.appointmentId))
    .where(where)
    .orderBy(
      query.status === 'upcoming' ? asc(appointments.startsAt) : desc(appointments.startsAt),
      asc(appointmentParticipants.id),
    )
    .limit(query.limit + 1)
    .offset((query.page - 1) * query.limit);
  const page = rows.slice(0, query.limit);
  const byId = await summaries(
    db,
    page.map((r) => r.appointment),
    new Map(page.map((r) => [r.appointment.id, r.participant.status])),
  );
  return {
    participations: page.map(({ participant, appointment }) => ({
      id: participant.id,
      appointment: byId.get(appointment.id) as ParticipationList['participations'][number]['appointment'],
      status: participant.status,
    })),
    nextPage: rows.length > query.limit ? query.page + 1 : null,
  };
}

/** POST /api/v1/invites/{id}/accept|reject: the viewer's own invitation, for the whole series. */
export async function answerInvite(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  inviteId: string,
  status: 'accepted' | 'declined',
  applyTo: ApplyTo,
): Promise<Invite> {
  if (!isId(inviteId)) throw notFound('invite');
  const [row] = await ctx.db
    .select({ participant: appointmentParticipants })
    .from(appointmentParticipants)
    .where(and(eq(appointmentParticipants.id, inviteId), eq(appointmentParticipants.memberId, viewer.id)));
  if (!row || row.participant.removedAt) throw notFound('invite');
  await answerOwn(ctx, network, viewer, row.participant.appointmentId, status, applyTo);
  const [fresh] = await ctx.db
    .select({ participant: appointmentParticipants, appointment: appointments })
    .from(appointmentParticipants)
    .innerJoin(appointments, eq(appointments.id, appointmentParticipants.appointmentId))
    .where(eq(appointmentParticipants.id, inviteId));
  if (!fresh) throw notFound('invite');
  const inviter = fresh.participant.invitedById;
  const author = inviter ? (await memberRowsByIds(ctx.db, network, [inviter])).get(inviter) : undefined;
  const summary = (
    await summaries(ctx.db, [fresh.appointment], new Map([[fresh.appointment.id, fresh.participant.status]]))
  ).get(fresh.appointment.id) as Invite['invitable'];
  return {
    id: fresh.participant.id,
    invitable: summary,
    invitable_type: isRecurring(fresh.appointment) ? 'RecurringAppointment' : 'Appointment',
    author: author ? { id: author.id, name: author.name } : null,
    status: fresh.participant.status,
    inviteStatus: inviteState(fresh.participant, {
      canceled: fresh.appointment.canceled,
      deleted: fresh.appointment.deletedAt !== null,
      ended: fresh.appointment.spanEnd < new Date(),
    }),
    created_at: fresh.participant.createdAt.toISOString(),
  };
}
