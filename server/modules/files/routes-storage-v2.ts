import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  archiveBody,
  discoverResponse,
  id24,
  pendingVersion,
  reviewedFile,
  reviewedFilesQuery,
} from '../../../contract/files.js';
import type { AppContext } from '../../platform/context.js';
import { contentDisposition } from '../../platform/http/content-disposition.js';
import { blobStore } from '../../platform/storage/storage.js';
import { assetPreview, imageOriginal, imageVariant } from './images.js';
import { author } from './present.js';
import { signedIn } from './routes-storage.js';
import { sendBlob } from './send-blob.js';
import {
  approvePending,
  declinePending,
  listPending,
  listReviewed,
  pendingDownload,
  reviewRoot,
} from './versions.js';
import { archiveEntries, zipStream } from './zip.js';

const idParams = z.object({ id: z.string().max(64) });
const pendingParams = z.object({ id: id24, pendingId: id24 });
/** Renders change only with a new version (a new blob key), so browsers may keep them a day. */
const IMAGE_CACHE_SECONDS = 24 * 60 * 60;

/** Archives, images, approval and the v2 listing calls. */
export function storageV2Routes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const member = { config: { auth: 'member' as const } };
  const store = blobStore(ctx);

  // Public: a form post of the token (issued to a signed-in member by /api/v1/file_token).
  api.post(
    '/api/storage/v2/archive',
    { config: { auth: 'public', rate: 'export' }, schema: { body: archiveBody } },
    async (request, reply) => {
      const entries = await archiveEntries(ctx, request.body.token);
      reply.header('content-type', 'application/zip');
      reply.header('content-disposition', contentDisposition('attachment', 'files.zip'));
      reply.header('x-content-type-options', 'nosniff');
      return reply.send(zipStream(store, entries));
    },
  );

  api.get(
    '/api/storage/v2/discover',
    { ...member, schema: { response: { 200: discoverResponse } } },
    async () => ({
      // No document editor (WOPI or similar) is configured in this installation yet.
      apps: [],
      cache_seconds: 3600,
    }),
  );

  api.get(
    '/api/storage/v2/files',
    { ...member, schema: { querystring: reviewedFilesQuery, response: { 200: z.array(reviewedFile) } } },
    async (request, reply) => {
      const q = request.query;
      const root = await reviewRoot(ctx, signedIn(request), q.context_type, q.context_id);
      const { total, rows } = await listReviewed(ctx, root, q.page, q.per_page);
      reply.header('x-total', String(total));
      reply.header('x-per-page', String(q.per_page));
      reply.header('x-page', String(q.page));
      reply.header('x-total-pages', String(Math.max(1, Math.ceil(total / q.per_page))));
      if (q.page * q.per_page < total) {
        const next = new URLSearchParams({
          ...Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)])),
          page: String(q.page + 1),
        });
        reply.header('link', `</api/storage/v2/files?${next}>; rel="next"`);
      }
      return rows.map((f) => ({
        id: f.id,
        name: f.name,
        extension: f.extension,
        content_type: f.contentType,
        updated_at: f.updatedAt.toISOString(),
        path: `/files/${f.id}`,
        authors: [author(f.authorId, f.authorName)],
        changes_count: f.reviewChangesCount,
        comments_count: f.reviewCommentsCount,
      }));
    },
  );

  api.get(
    '/api/storage/images/:id/get/:size',
    { ...member, schema: { params: idParams.extend({ size: z.string().max(20) }) } },
    async (request, reply) => {
      const blob = await imageVariant(ctx, signedIn(request), request.params.id, request.params.size);
      return sendBlob(request, reply, store, blob, { download: false, cacheSeconds: IMAGE_CACHE_SECONDS });
    },
  );

  api.get(
    '/api/storage/images/:id/get',
    { ...member, schema: { params: idParams } },
    async (request, reply) => {
      const blob = await imageOriginal(ctx, signedIn(request), request.params.id);
      return sendBlob(request, reply, store, blob, { download: false, cacheSeconds: IMAGE_CACHE_SECONDS });
    },
  );

  api.get(
    '/api/storage/assets/:id/preview',
    { ...member, schema: { params: idParams } },
    async (request, reply) => {
      const blob = await assetPreview(ctx, signedIn(request), request.params.id);
      return sendBlob(request, reply, store, blob, { download: false, cacheSeconds: IMAGE_CACHE_SECONDS });
    },
  );

  api.get(
    '/api/storage/folders/:id/files/approval',
    { ...member, schema: { params: idParams, response: { 200: z.array(pendingVersion) } } },
    async (request) => listPending(ctx, signedIn(request), request.params.id),
  );

  api.post(
    '/api/storage/files/:id/pending_versions/:pendingId/approve',
    { ...member, schema: { params: pendingParams } },
    async (request, reply) => {
      await approvePending(ctx, signedIn(request), request.params.id, request.params.pendingId);
      return reply.status(204).send();
    },
  );

  api.delete(
    '/api/storage/files/:id/pending_versions/:pendingId',
    { ...member, schema: { params: pendingParams } },
    async (request, reply) => {
      await declinePending(ctx, signedIn(request), request.params.id, request.params.pendingId);
      return reply.status(204).send();
    },
  );

  api.get(
    '/api/storage/files/:id/pending_versions/:pendingId/get/:filename',
    {
      ...member,
      schema: {
        params: pendingParams.extend({ filename: z.string() }),
        querystring: z.object({ download: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const blob = await pendingDownload(ctx, signedIn(request), request.params.id, request.params.pendingId);
      return sendBlob(request, reply, store, blob, { download: request.query.download !== undefined });
    },
  );
}
