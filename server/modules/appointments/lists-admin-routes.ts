import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminMeetingRoom,
  adminMeetingRoomList,
  customCategoryList,
  meetingRoomBody,
  appointmentListsAdminPaths as paths,
  updateCustomCategoriesBody,
} from '../../../contract/appointment-lists-admin.js';
import type { AppContext } from '../../platform/context.js';
import {
  createRoom,
  deleteRoom,
  getCustomCategories,
  listRoomsForAdmin,
  renameRoom,
  saveCustomCategories,
} from './lists-admin.js';

const idParams = z.object({ id: z.string().max(100) });

/** Appointment categories and meeting rooms; the service answers 404 to all but network administrators. */
export function appointmentListsAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'member' } as const;
  const who = (request: FastifyRequest) => ({ viewer: request.viewer, ip: request.ip });

  api.get(paths.categories, { config, schema: { response: { 200: customCategoryList } } }, async (request) =>
    getCustomCategories(ctx, request.viewer),
  );

  api.put(
    paths.categories,
    { config, schema: { body: updateCustomCategoriesBody, response: { 200: customCategoryList } } },
    async (request) => saveCustomCategories(ctx, who(request), request.body.custom_categories),
  );

  api.get(paths.rooms, { config, schema: { response: { 200: adminMeetingRoomList } } }, async (request) =>
    listRoomsForAdmin(ctx, request.viewer),
  );

  api.post(
    paths.rooms,
    { config, schema: { body: meetingRoomBody, response: { 201: adminMeetingRoom } } },
    async (request, reply) =>
      reply.status(201).send(await createRoom(ctx, who(request), request.body.meeting_room.name)),
  );

  api.put(
    `${paths.rooms}/:id`,
    { config, schema: { params: idParams, body: meetingRoomBody, response: { 200: adminMeetingRoom } } },
    async (request) => renameRoom(ctx, who(request), request.params.id, request.body.meeting_room.name),
  );

  api.delete(`${paths.rooms}/:id`, { config, schema: { params: idParams } }, async (request, reply) => {
    await deleteRoom(ctx, who(request), request.params.id);
    return reply.status(204).send();
  });
}
