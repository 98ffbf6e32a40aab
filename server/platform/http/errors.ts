import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { issueMessageKey } from '../../../contract/field-errors.js';
import { isDatabaseUnavailable } from '../database-errors.js';
import { AppError, type FieldErrors } from '../errors.js';

/** Seconds a client should wait before repeating a request the database could not serve. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The field messages (i18n keys) of a schema validation failure, by dotted path; null for other errors. */
export function validationFieldErrors(error: FastifyError): FieldErrors | null {
  if (!hasZodFastifySchemaValidationErrors(error)) return null;
  const fields: FieldErrors = {};
  for (const issue of error.validation) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'base';
    const list = fields[key] ?? [];
    list.push(issueMessageKey({ ...issue.params, code: issue.keyword, message: issue.message }));
    fields[key] = list;
  }
  return fields;
}

/**
 * One error shape for every response: `{ error: { code, message, fields? } }`.
 * Validation failures are 400 with field messages as i18n keys (zod's English defaults mapped by
 * `issueMessageKey`); a database out of reach answers 503 with Retry-After (database-errors.ts);
 * unknown errors are logged and answer 500 without details.
 */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.status)
        .send({ error: { code: error.code, message: error.message, fields: error.fields } });
    }
    const fields = validationFieldErrors(error);
    if (fields) {
      return reply
        .status(400)
        .send({ error: { code: 'invalid', message: 'The input is not valid.', fields } });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({
          error: {
            code: 'database_unavailable',
            message: 'The database is not answering; try again shortly.',
          },
        });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ error: { code: 'internal', message: 'Something went wrong.' } });
    }
    // Fastify's own client errors: bad JSON, wrong content type, body too large, ...
    return reply
      .status(status)
      .send({ error: { code: error.code ?? 'bad_request', message: error.message } });
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ error: { code: 'not_found', message: `No route for ${request.method} ${request.url}` } }),
  );
}
