import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  article,
  articleList,
  articleListQuery,
  blog,
  createArticleBody,
  publishArticleBody,
  updateArticleBody,
  updateBlogBody,
} from '../../../contract/blogs.js';
import type { AppContext } from '../../platform/context.js';
import {
  createArticle,
  deleteArticle,
  listArticles,
  publishArticle,
  showArticle,
  showBlog,
  unpublishArticle,
  updateArticle,
  updateBlog,
} from './service.js';

const idParams = z.object({ id: z.string().min(1).max(100) });
const slugParams = z.object({ slug: z.string().min(1).max(200) });
const blogParams = z.object({ blogId: z.string().min(1).max(100) });
const articleParams = blogParams.extend({ id: z.string().min(1).max(100) });

/** Blogs and articles (contract/blogs.ts); members only, the services answer 404 where they must. */
export function blogRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'member' } as const;
  const network = () => ctx.network.get();

  api.get('/blogs/:id', { config, schema: { params: idParams, response: { 200: blog } } }, async (request) =>
    showBlog(ctx, await network(), request.viewer, request.params.id),
  );

  api.put(
    '/blogs/:id',
    { config, schema: { params: idParams, body: updateBlogBody, response: { 200: blog } } },
    async (request) => updateBlog(ctx, await network(), request.viewer, request.params.id, request.body),
  );

  api.get(
    '/channels/:slug/blog/articles',
    { config, schema: { params: slugParams, querystring: articleListQuery, response: { 200: articleList } } },
    async (request) =>
      listArticles(ctx, await network(), request.viewer, request.params.slug, request.query.page),
  );

  api.post(
    '/blogs/:blogId/articles',
    { config, schema: { params: blogParams, body: createArticleBody, response: { 201: article } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createArticle(ctx, await network(), request.viewer, request.params.blogId, request.body)),
  );

  api.get(
    '/blogs/:blogId/articles/:id',
    { config, schema: { params: articleParams, response: { 200: article } } },
    async (request) =>
      showArticle(ctx, await network(), request.viewer, request.params.blogId, request.params.id),
  );

  api.put(
    '/blogs/:blogId/articles/:id',
    { config, schema: { params: articleParams, body: updateArticleBody, response: { 200: article } } },
    async (request) =>
      updateArticle(
        ctx,
        await network(),
        request.viewer,
        request.params.blogId,
        request.params.id,
        request.body,
      ),
  );

  api.delete(
    '/blogs/:blogId/articles/:id',
    { config, schema: { params: articleParams } },
    async (request, reply) => {
      await deleteArticle(ctx, await network(), request.viewer, request.params.blogId, request.params.id);
      return reply.status(204).send();
    },
  );

  api.post(
    '/blogs/:blogId/articles/:id/publish',
    { config, schema: { params: articleParams, body: publishArticleBody, response: { 200: article } } },
    async (request) =>
      publishArticle(
        ctx,
        await network(),
        request.viewer,
        request.params.blogId,
        request.params.id,
        request.body,
      ),
  );

  api.post(
    '/blogs/:blogId/articles/:id/unpublish',
    { config, schema: { params: articleParams, response: { 200: article } } },
    async (request) =>
      unpublishArticle(ctx, await network(), request.viewer, request.params.blogId, request.params.id),
  );
}
