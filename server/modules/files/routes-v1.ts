import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approvalCounts as approvalCountsSchema,
  contextType,
  fileDetail,
  fileTokenBody,
  fileUpdateBody,
  folderBody,
  folderExport,
  folderListing,
  folderUpdateBody,
  id24,
  newFilesBody,
  newFilesResponse,
  newVersionBody,
  newVersionResponse,
  rootFolderQuery,
  tokenResponse,
} from '../../../contract/files.js';
import type { AppContext } from '../../platform/context.js';
import { idempotencyKeyOf } from '../../platform/idempotency/idempotency.js';
import { blobStore } from '../../platform/storage/storage.js';
import { detailOfRow } from './file-detail.js';
import { createFolder, getRootListing, updateFolder } from './folders.js';
import { exportDownload, latestExport, startExport } from './jobs.js';
import { submitNewFiles, updateFile } from './manage.js';
import { signedIn } from './routes-storage.js';
import { sendBlob } from './send-blob.js';
import { approvalCounts, createVersion, reviewRoot } from './versions.js';
import { archiveToken } from './zip.js';

const idParams = z.object({ id: z.string().max(64) });

/** Calls the spec leaves without a path, chosen under /api/v1 (contract/files.ts `filesPaths`). */
export function filesV1Routes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const member = { config: { auth: 'member' as const } };

  api.post(
    '/api/v1/file_token',
    { ...member, schema: { body: fileTokenBody, response: { 200: tokenResponse } } },
    async (request) => ({
      token: await archiveToken(ctx, signedIn(request), request.body),
    }),
  );

  api.get(
    '/api/v1/folders/root',
    { ...member, schema: { querystring: rootFolderQuery, response: { 200: folderListing } } },
    async (request) => {
      const q = request.query;
      return getRootListing(ctx, signedIn(request), q.context_type, q.context_id, q.limit);
    },
  );

  api.post(
    '/api/v1/folders',
    { ...member, schema: { body: folderBody, response: { 200: folderListing } } },
    async (request) => {
      const viewer = signedIn(request);
      return createFolder(ctx, viewer, request.body, idempotencyKeyOf(request, viewer.id, 'folders.create'));
    },
  );

  api.put(
    '/api/v1/folders/:id',
    { ...member, schema: { params: idParams, body: folderUpdateBody, response: { 200: folderListing } } },
    async (request) => updateFolder(ctx, signedIn(request), request.params.id, request.body),
  );

  api.post(
    '/api/v1/files',
    { ...member, schema: { body: newFilesBody, response: { 200: newFilesResponse } } },
    async (request) => submitNewFiles(ctx, signedIn(request), request.body),
  );

  api.put(
    '/api/v1/files/:id',
    { ...member, schema: { params: idParams, body: fileUpdateBody, response: { 200: fileDetail } } },
    async (request) => {
      const viewer = signedIn(request);
      return detailOfRow(ctx, viewer, await updateFile(ctx, viewer, request.params.id, request.body));
    },
  );

  api.post(
    '/api/v1/files/:id/versions',
    { ...member, schema: { params: idParams, body: newVersionBody, response: { 200: newVersionResponse } } },
    async (request) => {
      const viewer = signedIn(request);
      const result = await createVersion(ctx, viewer, request.params.id, request.body);
      return { file: await detailOfRow(ctx, viewer, result.file), pending_version: result.pending };
    },
  );

  api.get(
    '/api/v1/files/approval_counts',
    {
      ...member,
      schema: {
        querystring: z.object({ context_type: contextType.default('network'), context_id: id24.optional() }),
        response: { 200: approvalCountsSchema },
      },
    },
    async (request) => {
      const root = await reviewRoot(
        ctx,
        signedIn(request),
        request.query.context_type,
        request.query.context_id,
      );
      return approvalCounts(ctx, root);
    },
  );

  api.post(
    '/api/v1/folders/:id/export',
    {
      config: { auth: 'member', rate: 'export' },
      schema: { params: idParams, response: { 200: folderExport } },
    },
    async (request) => startExport(ctx, signedIn(request), request.params.id),
  );

  api.get(
    '/api/v1/folders/:id/export',
    { ...member, schema: { params: idParams, response: { 200: folderExport.nullable() } } },
    async (request) => latestExport(ctx, signedIn(request), request.params.id),
  );

  api.get(
    '/api/v1/folders/:id/exports/:exportId/download',
    { ...member, schema: { params: idParams.extend({ exportId: z.string().max(64) }) } },
    async (request, reply) => {
      const blob = await exportDownload(ctx, signedIn(request), request.params.id, request.params.exportId);
      return sendBlob(request, reply, blobStore(ctx), blob, { download: true });
    },
  );
}
