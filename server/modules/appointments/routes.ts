import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addParticipantsBody,
  applyTo,
  applyToBody,
  appointment,
  appointmentBody,
  appointmentMonth,
  appointmentsQuery,
  appointmentUpdateBody,
  category,
  contactBody,
  contactResult,
  meetingRoom,
  meetingRoomsQuery,
  ownAnswerBody,
  participantList,
  patchAppointmentBody,
  startMeetingResult,
  updateParticipantBody,
} from '../../../contract/appointments.js';
import { groupInviteList } from '../../../contract/invitations.js';
import {
  appointmentsWidget,
  appointmentsWidgetQuery,
  invite,
  inviteList,
  invitesQuery,
  participationList,
  participationsQuery,
} from '../../../contract/my-appointments.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { contentDisposition } from '../../platform/http/content-disposition.js';
import { idempotencyKeyOf } from '../../platform/idempotency/idempotency.js';
import { contactAttendees } from './contact.js';
import { getAppointment } from './detail.js';
import { attendeesCsv, attendeesXlsx } from './exports.js';
import { buildFeed, type FeedScope, sendFeed } from './feeds.js';
import { appointmentIcs } from './ical.js';
import { answerInvite, listInvites, listParticipations } from './invites.js';
import { loadVisibleAppointment } from './load.js';
import { monthAppointments } from './month.js';
import {
  addParticipants,
  answerFor,
  answerOwn,
  listParticipants,
  removeParticipant,
} from './participants.js';
import { appointmentCan } from './policy.js';
import { listCategories, listMeetingRooms } from './rooms.js';
import { inviteFilters } from './service.js';
import { appointments } from './tables.js';
import { parseDateTime } from './time.js';
import { upcomingAppointments } from './upcoming.js';
import { parseWidgetQuery } from './widget-scope.js';
import {
  cancelAppointment,
  createAppointment,
  deleteAppointment,
  setParticipationLock,
  updateAppointment,
} from './write.js';

const idParams = z.object({ id: z.string().max(80) });
const participantParams = idParams.extend({ participantId: z.string().max(64) });
const applyToQuery = z.object({ apply_to: applyTo.optional() });
const tokenQuery = z.object({ auth_token: z.string().max(200).optional() });

function sendFile(
  reply: FastifyReply,
  type: string,
  file: { filename: string; body: string | Buffer },
  inline = false,
) {
  return reply
    .type(type)
    .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', file.filename))
    .header('cache-control', 'private, no-store')
    .send(file.body);
}

/** Appointments, participants, invites, exports and feeds on the spec's paths (part 2 section 7). */
export function appointmentsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  /**
   * Month views answer with a thousand rows and more: re-validating them against the zod schema and
   * copying them cost as much as building them. Their handlers return the contract's type (the
   * compiler checks it) and appointments.test.ts parses the answers with the schema, so they are
   * written as they are. The schema stays declared for the API description.
   */
  const typedJson = () => (data: unknown) => JSON.stringify(data);
  const config = { auth: 'member' } as const;
  const db = ctx.db;
  const network = () => ctx.network.get();
  const detail = async (viewerId: Parameters<typeof getAppointment>[2], id: string) =>
    getAppointment(ctx, await network(), viewerId, id);

  api.get(
    '/appointments',
    {
      config,
      schema: { querystring: appointmentsQuery, response: { 200: appointmentMonth } },
      serializerCompiler: typedJson,
    },
    async (request) => {
      const member = request.viewer;
      return monthAppointments(db, member, member.timeZone, request.query, false);
    },
  );

  api.get(
    '/appointments/participating',
    {
      config,
      schema: { querystring: appointmentsQuery, response: { 200: appointmentMonth } },
      serializerCompiler: typedJson,
    },
    async (request) => {
      const member = request.viewer;
      return monthAppointments(db, member, member.timeZone, request.query, true);
    },
  );

  api.get(
    '/api/v1/widgets/appointments',
    {
      config,
      // The query is documented by its schema but checked in parseWidgetQuery, so that bad input
      // answers 422 with field errors (the spec's answer) rather than the validator's 400.
      schema: { querystring: appointmentsWidgetQuery, response: { 200: appointmentsWidget } },
      validatorCompiler: () => (value: unknown) => ({ value }),
    },
    async (request) => {
      const member = request.viewer;
      const options = parseWidgetQuery(request.query as Record<string, unknown>);
      return { appointments: await upcomingAppointments(db, await network(), member, options) };
    },
  );

  api.get(
    '/appointments/categories',
    { config, schema: { response: { 200: z.array(category) } } },
    async () => listCategories(db),
  );

  api.get(
    '/meeting_rooms',
    { config, schema: { querystring: meetingRoomsQuery, response: { 200: z.array(meetingRoom) } } },
    async (request) => {
      const n = await network();
      if (!n.config.meeting_rooms_enabled) return [];
      const zone = request.viewer.timeZone;
      const { start, end, appointment_id } = request.query;
      return listMeetingRooms(db, {
        start: start ? parseDateTime(start, zone) : null,
        end: end ? parseDateTime(end, zone) : null,
        exceptAppointmentId: appointment_id ?? null,
      });
    },
  );

  api.post(
    '/appointments',
    { config, schema: { body: appointmentBody, response: { 200: appointment, 201: appointment } } },
    async (request, reply) => {
      const viewer = request.viewer;
      const key = idempotencyKeyOf(request, viewer.id, 'appointments.create');
      const { id, created } = await createAppointment(ctx, await network(), viewer, request.body, key);
      return reply.status(created ? 201 : 200).send(await detail(viewer, id));
    },
  );

  api.get(
    '/appointments/:id',
    { config, schema: { params: idParams, response: { 200: appointment } } },
    async (request) => detail(request.viewer, request.params.id),
  );

  api.get('/appointments/:id.ics', { config, schema: { params: idParams } }, async (request, reply) => {
    const viewer = request.viewer;
    const file = await appointmentIcs(
      db,
      await network(),
      viewer,
      request.params.id,
      ctx.config.publicUrl,
      (seriesId) => db.select().from(appointments).where(eq(appointments.seriesId, seriesId)),
    );
    return sendFile(reply, 'text/calendar; charset=utf-8', file);
  });

  api.put(
    '/appointments/:id',
    { config, schema: { params: idParams, body: appointmentUpdateBody, response: { 200: appointment } } },
    async (request) => {
      const viewer = request.viewer;
      const id = await updateAppointment(ctx, await network(), viewer, request.params.id, request.body);
      return detail(viewer, id);
    },
  );

  api.patch(
    '/appointments/:id',
    { config, schema: { params: idParams, body: patchAppointmentBody, response: { 200: appointment } } },
    async (request) => {
      const viewer = request.viewer;
      const locked = request.body.appointment.attendee_configuration.participation_locked;
      await setParticipationLock(db, await network(), viewer, request.params.id, locked);
      return detail(viewer, request.params.id);
    },
  );

  api.post(
    '/appointments/:id/cancel',
    { config, schema: { params: idParams, body: applyToBody.nullish(), response: { 200: appointment } } },
    async (request) => {
      const viewer = request.viewer;
      const id = await cancelAppointment(
        ctx,
        await network(),
        viewer,
        request.params.id,
        request.body?.apply_to ?? 'all',
      );
      return detail(viewer, id);
    },
  );

  api.delete(
    '/appointments/:id',
    { config, schema: { params: idParams, querystring: applyToQuery, body: applyToBody.nullish() } },
    async (request, reply) => {
      const applyToValue = request.body?.apply_to ?? request.query.apply_to ?? 'all';
      await deleteAppointment(ctx, await network(), request.viewer, request.params.id, applyToValue);
      return reply.status(204).send();
    },
  );

  api.post(
    '/appointments/:id/start-meeting',
    { config, schema: { params: idParams, response: { 200: startMeetingResult } } },
    async (request) => {
      const viewer = request.viewer;
      const loaded = await loadVisibleAppointment(db, await network(), viewer, request.params.id);
      if (!appointmentCan(viewer, loaded.facts).start_meeting || !loaded.facts.joinUrl) {
        throw notFound('online meeting');
      }
      return { join_url: loaded.facts.joinUrl };
    },
  );

  api.get(
    '/appointments/:id/participants',
    { config, schema: { params: idParams, response: { 200: participantList } } },
    async (request) => listParticipants(ctx, await network(), request.viewer, request.params.id),
  );

  api.post(
    '/appointments/:id/participants',
    { config, schema: { params: idParams, body: addParticipantsBody, response: { 200: participantList } } },
    async (request) => addParticipants(ctx, await network(), request.viewer, request.params.id, request.body),
  );

  api.put(
    '/appointments/:id/participants/:participantId',
    {
      config,
      schema: {
        params: participantParams,
        body: z.union([updateParticipantBody, ownAnswerBody]),
        response: { 200: appointment },
      },
    },
    async (request) => {
      const viewer = request.viewer;
      const { id, participantId } = request.params;
      const body = request.body;
      const status = 'participant' in body ? body.participant.status : body.status;
      const scope = body.apply_to ?? 'all';
      if (participantId === 'me') await answerOwn(ctx, await network(), viewer, id, status, scope);
      else await answerFor(ctx, await network(), viewer, id, participantId, status, scope);
      return detail(viewer, id);
    },
  );

  api.delete(
    '/appointments/:id/participants/:participantId',
    { config, schema: { params: participantParams, querystring: applyToQuery, body: applyToBody.nullish() } },
    async (request, reply) => {
      const { id, participantId } = request.params;
      const scope = request.body?.apply_to ?? request.query.apply_to ?? 'all';
      await removeParticipant(ctx, await network(), request.viewer, id, participantId, scope);
      return reply.status(204).send();
    },
  );

  api.get(
    '/appointments/:id/attendees.csv',
    { config: { ...config, rate: 'export' }, schema: { params: idParams } },
    async (request, reply) =>
      sendFile(
        reply,
        'text/csv; charset=utf-8',
        await attendeesCsv(ctx, await network(), request.viewer, request.params.id),
      ),
  );

  api.get(
    '/appointments/:id/attendees.xlsx',
    { config: { ...config, rate: 'export' }, schema: { params: idParams } },
    async (request, reply) =>
      sendFile(
        reply,
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        await attendeesXlsx(ctx, await network(), request.viewer, request.params.id),
      ),
  );

  api.post(
    '/appointments/:id/contact',
    { config, schema: { params: idParams, body: contactBody, response: { 200: contactResult } } },
    async (request) =>
      contactAttendees(ctx, await network(), request.viewer, request.params.id, request.body),
  );

  api.get(
    '/api/v1/invites',
    {
      config,
      schema: { querystring: invitesQuery, response: { 200: z.union([inviteList, groupInviteList]) } },
    },
    async (request) => {
      const { filter } = request.query;
      if (filter === 'appointments') return listInvites(db, await network(), request.viewer, request.query);
      const other = ctx.extensions.get(inviteFilters, filter);
      if (!other) throw notFound('invites');
      return other(ctx, request.viewer, invitesQuery.parse(request.query));
    },
  );

  for (const [action, status] of [
    ['accept', 'accepted'],
    ['reject', 'declined'],
  ] as const) {
    api.post(
      `/api/v1/invites/:id/${action}`,
      { config, schema: { params: idParams, body: applyToBody.nullish(), response: { 200: invite } } },
      async (request) =>
        answerInvite(
          ctx,
          await network(),
          request.viewer,
          request.params.id,
          status,
          request.body?.apply_to ?? 'all',
        ),
    );
  }

  api.get(
    '/api/v1/participations',
    { config, schema: { querystring: participationsQuery, response: { 200: participationList } } },
    async (request) => listParticipations(db, request.viewer, request.query),
  );

  // Subscription feeds authenticate by the member's token in the URL, not by the session.
  const feeds: [string, (params: Record<string, string>) => FeedScope][] = [
    ['/appointments.ics', () => ({ kind: 'all' })],
    ['/appointments/participating.ics', () => ({ kind: 'participating' })],
    ['/calendars/my/appointments.ics', () => ({ kind: 'my' })],
    ['/calendars/shared/appointments.ics', () => ({ kind: 'shared' })],
    ['/calendars/all/appointments.ics', () => ({ kind: 'network' })],
    ['/calendars/:id/appointments.ics', (params) => ({ kind: 'calendar', calendarId: params.id ?? '' })],
  ];
  for (const [url, scope] of feeds) {
    api.get(
      url,
      { config: { auth: 'public', credentials: ['feedToken'] }, schema: { querystring: tokenQuery } },
      async (request, reply) => {
        const feed = await buildFeed(
          db,
          await network(),
          request.query.auth_token,
          scope(request.params as Record<string, string>),
          ctx.config.publicUrl,
          ctx.extensions,
        );
        return sendFeed(request, reply, feed, contentDisposition('inline', 'appointments.ics'));
      },
    );
  }
}
