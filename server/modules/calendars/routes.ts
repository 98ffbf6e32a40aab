import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendar,
  calendarList,
  createCalendarBody,
  updateCalendarBody,
} from '../../../contract/calendars.js';
import type { AppContext } from '../../platform/context.js';
import { requireViewer } from '../network/policy.js';
import { getNetwork } from '../network/service.js';
import {
  createCalendar,
  deleteCalendar,
  getCalendar,
  listGroupCalendars,
  listMyCalendars,
  removeShare,
  updateCalendar,
} from './service.js';

const idParams = z.object({ id: z.string().max(64) });
const groupParams = z.object({ group: z.string().max(200) });

/** Calendars on the spec's paths (part 2 section 7). Feeds are in appointments/feeds-routes.ts. */
export function calendarsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'member' } as const;
  const db = ctx.db;

  api.get('/calendars', { config, schema: { response: { 200: calendarList } } }, async (request) =>
    listMyCalendars(db, await getNetwork(db), requireViewer(request.member)),
  );

  api.get(
    '/groups/:group/calendars',
    { config, schema: { params: groupParams, response: { 200: calendarList } } },
    async (request) =>
      listGroupCalendars(db, await getNetwork(db), requireViewer(request.member), request.params.group),
  );

  api.post(
    '/calendars',
    { config, schema: { body: createCalendarBody, response: { 201: calendar } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createCalendar(db, await getNetwork(db), requireViewer(request.member), request.body)),
  );

  api.get(
    '/calendars/:id',
    { config, schema: { params: idParams, response: { 200: calendar } } },
    async (request) =>
      getCalendar(db, await getNetwork(db), requireViewer(request.member), request.params.id),
  );

  api.put(
    '/calendars/:id',
    { config, schema: { params: idParams, body: updateCalendarBody, response: { 200: calendar } } },
    async (request) =>
      updateCalendar(
        db,
        await getNetwork(db),
        requireViewer(request.member),
        request.params.id,
        request.body,
      ),
  );

  api.delete('/calendars/:id', { config, schema: { params: idParams } }, async (request, reply) => {
    await deleteCalendar(db, requireViewer(request.member), request.params.id);
    return reply.status(204).send();
  });

  api.delete('/calendars/:id/share', { config, schema: { params: idParams } }, async (request, reply) => {
    await removeShare(db, requireViewer(request.member), request.params.id);
    return reply.status(204).send();
  });
}
