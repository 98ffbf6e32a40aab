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
import { idempotencyKeyOf } from '../../platform/idempotency/idempotency.js';
import { getCalendar, listGroupCalendars, listMyCalendars } from './service.js';
import { createCalendar, deleteCalendar, removeShare, updateCalendar } from './write.js';

const idParams = z.object({ id: z.string().max(64) });
const groupParams = z.object({ group: z.string().max(200) });

/** Calendars on the spec's paths (part 2 section 7). Feeds are in appointments/feeds-routes.ts. */
export function calendarsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'member' } as const;
  const db = ctx.db;

  api.get('/calendars', { config, schema: { response: { 200: calendarList } } }, async (request) =>
    listMyCalendars(ctx, await ctx.network.get(), request.viewer),
  );

  api.get(
    '/groups/:group/calendars',
    { config, schema: { params: groupParams, response: { 200: calendarList } } },
    async (request) => listGroupCalendars(ctx, await ctx.network.get(), request.viewer, request.params.group),
  );

  api.post(
    '/calendars',
    { config, schema: { body: createCalendarBody, response: { 200: calendar, 201: calendar } } },
    async (request, reply) => {
      const viewer = request.viewer;
      const key = idempotencyKeyOf(request, viewer.id, 'calendars.create');
      const saved = await createCalendar(ctx, await ctx.network.get(), viewer, request.body, key);
      return reply.status(saved.created ? 201 : 200).send(saved.calendar);
    },
  );

  api.get(
    '/calendars/:id',
    { config, schema: { params: idParams, response: { 200: calendar } } },
    async (request) => getCalendar(ctx, await ctx.network.get(), request.viewer, request.params.id),
  );

  api.put(
    '/calendars/:id',
    { config, schema: { params: idParams, body: updateCalendarBody, response: { 200: calendar } } },
    async (request) =>
      updateCalendar(ctx, await ctx.network.get(), request.viewer, request.params.id, request.body),
  );

  api.delete('/calendars/:id', { config, schema: { params: idParams } }, async (request, reply) => {
    await deleteCalendar(db, request.viewer, request.params.id);
    return reply.status(204).send();
  });

  api.delete('/calendars/:id/share', { config, schema: { params: idParams } }, async (request, reply) => {
    await removeShare(db, request.viewer, request.params.id);
    return reply.status(204).send();
  });
}
