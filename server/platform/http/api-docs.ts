import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../errors.js';
import { API_DOCS_JSON_PATH, API_DOCS_PATH } from './openapi.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const swaggerUi = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/**
 * The browsable API reference at /api/docs: Swagger UI (swagger-ui-dist) served from our own origin,
 * its start-up in a file of ours, so the page runs under the app's Content-Security-Policy (no inline
 * script or style, nothing from another site). The description itself is at /api/docs/openapi.json,
 * and the chat socket protocol it links to at /api/docs/chat-protocol.md.
 */
const ASSETS: Record<string, { file: string; type: string }> = {
  'swagger-ui.css': { file: path.join(swaggerUi, 'swagger-ui.css'), type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': {
    file: path.join(swaggerUi, 'swagger-ui-bundle.js'),
    type: 'text/javascript; charset=utf-8',
  },
  'initializer.js': {
    file: path.join(here, 'api-docs', 'initializer.js'),
    type: 'text/javascript; charset=utf-8',
  },
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference</title>
<link rel="stylesheet" href="${API_DOCS_PATH}/assets/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${API_DOCS_PATH}/assets/swagger-ui-bundle.js"></script>
<script src="${API_DOCS_PATH}/assets/initializer.js"></script>
</body>
</html>
`;

export function installApiDocs(app: FastifyInstance) {
  const hide = { hide: true };
  app.get(API_DOCS_PATH, { config: { auth: 'public' }, schema: hide }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(PAGE),
  );
  // The description is about a megabyte and never changes while the process runs: serialise it once.
  let description: string | undefined;
  app.get(API_DOCS_JSON_PATH, { config: { auth: 'public' }, schema: hide }, async (_request, reply) => {
    description ??= JSON.stringify(app.swagger());
    return reply.type('application/json; charset=utf-8').send(description);
  });
  app.get(
    `${API_DOCS_PATH}/chat-protocol.md`,
    { config: { auth: 'public' }, schema: hide },
    async (_request, reply) =>
      reply
        .type('text/markdown; charset=utf-8')
        .send(await readFile(path.join(root, 'docs', 'chat-protocol.md'), 'utf8')),
  );
  app.get(
    `${API_DOCS_PATH}/assets/:file`,
    { config: { auth: 'public' }, schema: { ...hide, params: z.object({ file: z.string().max(100) }) } },
    async (request, reply) => {
      const asset = ASSETS[(request.params as { file: string }).file];
      if (!asset) throw notFound('file');
      return reply
        .type(asset.type)
        .header('cache-control', 'public, max-age=3600')
        .send(await readFile(asset.file));
    },
  );
}
