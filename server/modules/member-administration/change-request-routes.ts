import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeRequest,
  changeRequestCreated,
  changeRequestForm,
  changeRequestList,
  createChangeRequestBody,
  rejectChangeRequestBody,
} from '../../../contract/change-requests.js';
import type { AppContext } from '../../platform/context.js';
import {
  approveChangeRequest,
  createChangeRequest,
  listChangeRequests,
  changeRequestForm as loadForm,
  rejectChangeRequest,
} from './change-requests.js';

const idParams = z.object({ id: z.string().max(100) });

/**
 * Profile change requests (contract/change-requests.ts). Declared `auth: 'member'`: the service
 * answers 404 to whoever may not use a route, so nobody learns the administrators' routes exist.
 */
export function changeRequestRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { auth: 'member' } as const;

  api.get(
    '/change_requests/new',
    { config: auth, schema: { response: { 200: changeRequestForm } } },
    async (request) => loadForm(ctx, await ctx.network.get(), request.viewer),
  );

  api.post(
    '/change_requests',
    { config: auth, schema: { body: createChangeRequestBody, response: { 201: changeRequestCreated } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createChangeRequest(ctx, await ctx.network.get(), request.viewer, request.body)),
  );

  api.get(
    '/administration/change_requests',
    { config: auth, schema: { response: { 200: changeRequestList } } },
    async (request) => listChangeRequests(ctx, await ctx.network.get(), request.viewer),
  );

  api.post(
    '/administration/change_requests/:id/approve',
    { config: auth, schema: { params: idParams, response: { 200: changeRequest } } },
    async (request) =>
      approveChangeRequest(
        ctx,
        await ctx.network.get(),
        { viewer: request.viewer, ip: request.ip },
        request.params.id,
      ),
  );

  api.post(
    '/administration/change_requests/:id/reject',
    {
      config: auth,
      schema: { params: idParams, body: rejectChangeRequestBody, response: { 200: changeRequest } },
    },
    async (request) =>
      rejectChangeRequest(
        ctx,
        await ctx.network.get(),
        { viewer: request.viewer, ip: request.ip },
        request.params.id,
        request.body,
      ),
  );
}
