import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { extensionFilterRoutes } from './extension-filter-routes.js';
import { storageRoutes } from './routes-storage.js';
import { storageV2Routes } from './routes-storage-v2.js';
import { filesV1Routes } from './routes-v1.js';

/**
 * The files module's HTTP routes, in a scope of their own: multipart parsing (with the upload size
 * limit) and form posts (the archive download is a plain HTML form) are accepted only here.
 */
export async function filesRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: ctx.config.uploadMaxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 20 },
    });
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    storageRoutes(scope, ctx);
    storageV2Routes(scope, ctx);
    filesV1Routes(scope, ctx);
    extensionFilterRoutes(scope, ctx);
  });
}
