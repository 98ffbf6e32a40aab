import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  fileExtensionFilter,
  fileExtensionFilterPath,
  updateFileExtensionFilterBody,
} from '../../../contract/file-extension-filter.js';
import type { AppContext } from '../../platform/context.js';
import { getExtensionFilter, updateExtensionFilter } from './extension-filter-admin.js';

/** The file extension filter's administration; the service answers 404 to all but network administrators. */
export function extensionFilterRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'member' } as const;

  api.get(
    fileExtensionFilterPath,
    { config, schema: { response: { 200: fileExtensionFilter } } },
    async (request) => getExtensionFilter(ctx, request.viewer),
  );

  api.put(
    fileExtensionFilterPath,
    { config, schema: { body: updateFileExtensionFilterBody, response: { 200: fileExtensionFilter } } },
    async (request) => updateExtensionFilter(ctx, { viewer: request.viewer, ip: request.ip }, request.body),
  );
}
