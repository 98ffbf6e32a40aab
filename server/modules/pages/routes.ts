import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createPageBody,
  movePageBody,
  page,
  pageConflict,
  pageDiff,
  pageDiffQuery,
  pageList,
  pageListQuery,
  pageVersionDetail,
  pageVersionList,
  pageWidgets,
  restorePageBody,
  updatePageBody,
} from '../../../contract/pages.js';
import { queryInteger } from '../../../contract/primitives.js';
import { userbarLinks } from '../../../contract/userbar.js';
import type { AppContext } from '../../platform/context.js';
import { userbarPageLinks } from './links.js';
import { diffVersions, findPage, getPage, getVersion, listPages, listVersions } from './read.js';
import { loadPageWidgets } from './widgets.js';
import { createPage, destroyPage, movePage, restoreVersion, type Saved, updatePage } from './write.js';

const idParams = z.object({ id: z.string().max(64) });
const versionParams = idParams.extend({ number: queryInteger(1) });
const findQuery = z.object({ slug: z.string().max(200), group: z.string().max(200).optional() });
const linksQuery = z.object({ filter: z.string().max(100).optional() });

/** A save on a stale version answers 409 with the current page, so the editor can show both. */
function sendSaved(reply: FastifyReply, saved: Saved) {
  if ('page' in saved) return reply.status(200).send(saved.page);
  return reply.status(409).send({
    error: {
      code: 'stale_version',
      message: 'The page was changed by someone else since you started editing.',
      fields: { base_version: ['pages.errors.stale_version'] },
    },
    current: saved.conflict,
  });
}

/** Content pages: the JSON API under /api/v1/pages and the user bar's `GET /pages`. */
export function pageRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'member' } as const;

  api.get(
    '/pages',
    { config, schema: { querystring: linksQuery, response: { 200: userbarLinks } } },
    async (request) => userbarPageLinks(ctx.db, request.viewer, request.query.filter === 'show_in_userbar'),
  );

  api.get(
    '/api/v1/pages',
    { config, schema: { querystring: pageListQuery, response: { 200: pageList } } },
    async (request) => listPages(ctx, await ctx.network.get(), request.viewer, request.query),
  );

  api.post(
    '/api/v1/pages',
    { config, schema: { body: createPageBody, response: { 201: page } } },
    async (request, reply) =>
      reply.status(201).send(await createPage(ctx, await ctx.network.get(), request.viewer, request.body)),
  );

  api.get(
    '/api/v1/pages/find',
    { config, schema: { querystring: findQuery, response: { 200: page } } },
    async (request) =>
      findPage(
        ctx,
        await ctx.network.get(),
        request.viewer,
        request.query.group?.trim() || null,
        request.query.slug,
      ),
  );

  api.get(
    '/api/v1/pages/:id',
    { config, schema: { params: idParams, response: { 200: page } } },
    async (request) => getPage(ctx, await ctx.network.get(), request.viewer, request.params.id),
  );

  api.get(
    '/api/v1/pages/:id/widgets',
    { config, schema: { params: idParams, response: { 200: pageWidgets } } },
    async (request) => loadPageWidgets(ctx, request.viewer, request.params.id),
  );

  api.put(
    '/api/v1/pages/:id',
    {
      config,
      schema: { params: idParams, body: updatePageBody, response: { 200: page, 409: pageConflict } },
    },
    async (request, reply) =>
      sendSaved(
        reply,
        await updatePage(ctx, await ctx.network.get(), request.viewer, request.params.id, request.body),
      ),
  );

  api.put(
    '/api/v1/pages/:id/position',
    { config, schema: { params: idParams, body: movePageBody, response: { 200: page } } },
    async (request) =>
      movePage(ctx, await ctx.network.get(), request.viewer, request.params.id, request.body),
  );

  api.delete('/api/v1/pages/:id', { config, schema: { params: idParams } }, async (request, reply) => {
    await destroyPage(ctx, request.viewer, request.params.id);
    return reply.status(204).send();
  });

  api.get(
    '/api/v1/pages/:id/versions',
    { config, schema: { params: idParams, response: { 200: pageVersionList } } },
    async (request) => listVersions(ctx, await ctx.network.get(), request.viewer, request.params.id),
  );

  api.get(
    '/api/v1/pages/:id/versions/:number',
    { config, schema: { params: versionParams, response: { 200: pageVersionDetail } } },
    async (request) =>
      getVersion(ctx, await ctx.network.get(), request.viewer, request.params.id, request.params.number),
  );

  api.post(
    '/api/v1/pages/:id/versions/:number/restore',
    {
      config,
      schema: { params: versionParams, body: restorePageBody, response: { 200: page, 409: pageConflict } },
    },
    async (request, reply) =>
      sendSaved(
        reply,
        await restoreVersion(
          ctx,
          await ctx.network.get(),
          request.viewer,
          request.params.id,
          request.params.number,
          request.body.base_version,
        ),
      ),
  );

  api.get(
    '/api/v1/pages/:id/diff',
    { config, schema: { params: idParams, querystring: pageDiffQuery, response: { 200: pageDiff } } },
    async (request) =>
      diffVersions(
        ctx,
        await ctx.network.get(),
        request.viewer,
        request.params.id,
        request.query.from,
        request.query.to,
      ),
  );
}
