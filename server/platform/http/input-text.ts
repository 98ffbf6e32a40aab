import type { FastifyInstance } from 'fastify';
import { refuseUnstorableText } from '../unstorable-text.js';

/**
 * Refuses text that cannot be stored (NUL, lone surrogates; see unstorable-text.ts) in every route's
 * path parameters, query and parsed body, before any schema or handler sees it: 400 with the field
 * paths, as a validation error. One place for every route, with or without a schema for that part.
 * Multipart fields are read by their handler and checked there.
 */
export function installInputTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    refuseUnstorableText(request.params, request.query, request.body);
  });
}
