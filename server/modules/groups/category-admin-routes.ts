import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminGroupCategory,
  adminGroupCategoryList,
  createGroupCategoryBody,
  groupCategoryOrderBody,
  groupCategoriesAdminPaths as paths,
  updateGroupCategoryBody,
} from '../../../contract/group-categories-admin.js';
import type { AppContext } from '../../platform/context.js';
import {
  createCategory,
  deleteCategory,
  listCategoriesForAdmin,
  orderCategories,
  updateCategory,
} from './category-admin.js';

const idParams = z.object({ id: z.string().max(100) });

/**
 * Group category administration (contract/group-categories-admin.ts). Declared for members: the
 * service answers 404 to everyone but network administrators.
 */
export function groupCategoryAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'member' } as const;

  api.get(paths.list, { config, schema: { response: { 200: adminGroupCategoryList } } }, async (request) =>
    listCategoriesForAdmin(ctx, request.viewer),
  );

  api.post(
    paths.list,
    { config, schema: { body: createGroupCategoryBody, response: { 201: adminGroupCategory } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createCategory(ctx, { viewer: request.viewer, ip: request.ip }, request.body)),
  );

  // Before /:id, so that "order" is never taken for an id.
  api.put(paths.order, { config, schema: { body: groupCategoryOrderBody } }, async (request, reply) => {
    await orderCategories(ctx, { viewer: request.viewer, ip: request.ip }, request.body.order);
    return reply.status(204).send();
  });

  api.put(
    `${paths.list}/:id`,
    {
      config,
      schema: { params: idParams, body: updateGroupCategoryBody, response: { 200: adminGroupCategory } },
    },
    async (request) =>
      updateCategory(ctx, { viewer: request.viewer, ip: request.ip }, request.params.id, request.body),
  );

  api.delete(`${paths.list}/:id`, { config, schema: { params: idParams } }, async (request, reply) => {
    await deleteCategory(ctx, { viewer: request.viewer, ip: request.ip }, request.params.id);
    return reply.status(204).send();
  });
}
