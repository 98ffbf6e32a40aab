import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { designDetail, designInput, designList, effectiveDesign } from '../../../contract/designs.js';
import type { AppContext } from '../../platform/context.js';
import {
  effectiveGroupDesign,
  getDesign,
  listDesigns,
  resetDesign,
  sendDesignImage,
  updateDesign,
} from './service.js';

const idParams = z.object({ id: z.string().max(100) });
const imageParams = z.object({ fileId: z.string().regex(/^[0-9a-f]{24}$/) });

/** Designs of the network, group categories and groups (part 3 section 2.1), and their images. */
export function designRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Declared `member` and answering 404 to non-administrators, so nobody learns the pages exist.
  const member = { auth: 'member' } as const;

  api.get(
    '/api/v1/administration/designs',
    { config: member, schema: { response: { 200: designList } } },
    async (request) => listDesigns(ctx, request.viewer),
  );
  api.get(
    '/api/v1/administration/designs/:id',
    { config: member, schema: { params: idParams, response: { 200: designDetail } } },
    async (request) => getDesign(ctx, request.viewer, request.params.id),
  );
  api.put(
    '/api/v1/administration/designs/:id',
    { config: member, schema: { params: idParams, body: designInput, response: { 200: designDetail } } },
    async (request) =>
      updateDesign(ctx, { viewer: request.viewer, ip: request.ip }, request.params.id, request.body),
  );
  api.delete(
    '/api/v1/administration/designs/:id',
    { config: member, schema: { params: idParams } },
    async (request, reply) => {
      await resetDesign(ctx, { viewer: request.viewer, ip: request.ip }, request.params.id);
      return reply.status(204).send();
    },
  );
  api.get(
    '/api/v1/designs/effective',
    {
      config: member,
      schema: { querystring: z.object({ group: z.string().max(200) }), response: { 200: effectiveDesign } },
    },
    async (request) => effectiveGroupDesign(ctx, request.viewer, request.query.group),
  );
  // Public: the network's logo shows on the sign-in page; other scopes check the member themselves.
  api.get(
    '/api/v1/designs/images/:fileId',
    { config: { auth: 'public' }, schema: { params: imageParams } },
    async (request, reply) => sendDesignImage(ctx, request, reply, request.params.fileId),
  );
}
