import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  batchBody,
  batchResult,
  downloadQuery,
  fileDetail,
  folderListing,
  id24,
  listQuery,
  lockBody,
  moveBody,
  publishBody,
  publishResult,
  tokenResponse,
  uploadResponse,
} from '../../../contract/files.js';
import type { AppContext } from '../../platform/context.js';
import { unauthorized } from '../../platform/errors.js';
import { blobStore } from '../../platform/storage/storage.js';
import { downloadViewer, fileDownload, fileDownloadToken } from './download.js';
import { detailOfRow, getFileDetail } from './file-detail.js';
import { getFolderListing } from './folders.js';
import { batchDestroy, batchMove, lockFile, publishUploads, trackView, unlockFile } from './manage.js';
import { presentFile } from './present.js';
import { sendBlob } from './send-blob.js';
import { type MultipartPart, receiveUpload } from './upload.js';

export function signedIn(request: FastifyRequest) {
  if (!request.member) throw unauthorized();
  return request.member;
}

const idParams = z.object({ id: z.string().max(64) });
const kindParams = z.object({ type: z.enum(['files', 'images']) });
const batchParams = z.object({ type: z.enum(['files', 'folders']) });

/** The storage API on the spec's paths (part 1 section 7, part 3 section 7). */
export function storageRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const member = { config: { auth: 'member' as const } };

  api.post(
    '/api/storage/:type',
    {
      config: { auth: 'member', upload: true, rate: 'upload' },
      schema: { params: kindParams, response: { 200: uploadResponse } },
    },
    async (request) => {
      const viewer = signedIn(request);
      const parts = request.parts() as AsyncIterable<MultipartPart>;
      const file = await receiveUpload(
        ctx,
        viewer,
        request.params.type === 'images' ? 'image' : 'file',
        parts,
      );
      return presentFile(viewer, { file, folder: null });
    },
  );

  api.get(
    '/api/storage/folders/:id',
    { ...member, schema: { params: idParams, querystring: listQuery, response: { 200: folderListing } } },
    async (request) => getFolderListing(ctx, signedIn(request), request.params.id, request.query.limit),
  );

  api.get(
    '/api/storage/files/:id',
    { ...member, schema: { params: idParams, response: { 200: fileDetail } } },
    async (request) => getFileDetail(ctx, signedIn(request), request.params.id),
  );

  api.delete(
    '/api/storage/:type',
    { ...member, schema: { params: batchParams, body: batchBody, response: { 200: batchResult } } },
    async (request) => batchDestroy(ctx, signedIn(request), request.body),
  );

  api.post(
    '/api/storage/:type/move',
    { ...member, schema: { params: batchParams, body: moveBody, response: { 200: batchResult } } },
    async (request) => batchMove(ctx, signedIn(request), request.body),
  );

  api.post(
    '/api/storage/:type/publish',
    { ...member, schema: { params: kindParams, body: publishBody, response: { 200: publishResult } } },
    async (request) => {
      const items = request.body[request.params.type] ?? [];
      return publishUploads(
        ctx,
        signedIn(request),
        items.map((item) => item.id),
      );
    },
  );

  api.delete(
    '/api/storage/:type/:id',
    {
      ...member,
      schema: {
        params: z.object({ type: z.enum(['files', 'images', 'folders']), id: id24 }),
        response: { 200: batchResult },
      },
    },
    async (request) => {
      const { type, id } = request.params;
      const body =
        type === 'folders' ? { file_ids: [], folder_ids: [id] } : { file_ids: [id], folder_ids: [] };
      return batchDestroy(ctx, signedIn(request), body);
    },
  );

  api.post(
    '/api/storage/files/:id/track_view',
    { ...member, schema: { params: idParams } },
    async (request, reply) => {
      await trackView(ctx, signedIn(request), request.params.id);
      return reply.status(204).send();
    },
  );

  // Public: editors and apps download with a token instead of the session; the service checks either.
  api.get(
    '/api/storage/files/:id/get/:name',
    {
      config: { auth: 'public' },
      schema: { params: idParams.extend({ name: z.string() }), querystring: downloadQuery },
    },
    async (request, reply) => {
      const { id } = request.params;
      const viewer = await downloadViewer(ctx, request.member, id, request.query.token);
      const blob = await fileDownload(ctx, viewer, id, request.query.major);
      return sendBlob(request, reply, blobStore(ctx), blob, {
        download: request.query.download !== undefined,
      });
    },
  );

  api.get(
    '/api/storage/files/:id/token',
    { ...member, schema: { params: idParams, response: { 200: tokenResponse } } },
    async (request) => ({ token: await fileDownloadToken(ctx, signedIn(request), request.params.id) }),
  );

  api.put(
    '/api/storage/files/:id/lock',
    { ...member, schema: { params: idParams, body: lockBody.optional(), response: { 200: fileDetail } } },
    async (request) => {
      const viewer = signedIn(request);
      return detailOfRow(
        ctx,
        viewer,
        await lockFile(ctx, viewer, request.params.id, request.body?.locked_until),
      );
    },
  );

  api.delete(
    '/api/storage/files/:id/lock',
    { ...member, schema: { params: idParams, response: { 200: fileDetail } } },
    async (request) => {
      const viewer = signedIn(request);
      return detailOfRow(ctx, viewer, await unlockFile(ctx, viewer, request.params.id));
    },
  );
}
