import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../../platform/database-errors.js';
import { AppError, type FieldErrors } from '../../platform/errors.js';
import { validationFieldErrors } from '../../platform/http/errors.js';

export const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';

/** RFC 7644 section 3.12's `scimType` values this server answers with. */
export type ScimType =
  | 'invalidFilter'
  | 'invalidSyntax'
  | 'invalidValue'
  | 'noTarget'
  | 'uniqueness'
  | 'mutability';

/** An error in SCIM's shape; `detail` is for the provider's log, in English as SCIM clients expect. */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly scimType?: ScimType,
  ) {
    super(message);
  }
}

/**
 * SCIM's error; where the product refused fields, its own `error` (with the fields' i18n keys, as
 * every other route answers) rides along: SCIM clients ignore attributes they do not know.
 */
export const scimBody = (status: number, detail: string, scimType?: string, fields?: FieldErrors) => ({
  schemas: [ERROR_SCHEMA],
  status: String(status),
  ...(scimType ? { scimType } : {}),
  detail,
  ...(fields ? { error: { code: 'invalid', message: detail, fields } } : {}),
});

/**
 * Errors under /scim/v2 in SCIM's shape (RFC 7644 section 3.12) instead of the product's: the
 * product's own refusals keep their status (a 422 of the member rules is SCIM's 400 invalidValue).
 */
export function installScimErrors(scope: FastifyInstance) {
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (status: number, detail: string, scimType?: string, fields?: FieldErrors) =>
      reply
        .status(status)
        .type('application/scim+json')
        .send(scimBody(status, detail, scimType, fields));
    if (error instanceof ScimError) return send(error.status, error.message, error.scimType);
    if (error instanceof AppError) {
      if (error.status === 422) return send(400, error.message, 'invalidValue', error.fields);
      return send(
        error.status,
        error.message,
        error.status === 400 ? 'invalidValue' : undefined,
        error.fields,
      );
    }
    const fields = validationFieldErrors(error);
    if (fields) return send(400, 'The request is not valid.', 'invalidSyntax', fields);
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return send(503, 'The database is not answering; try again shortly.');
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'provisioning request failed');
      return send(500, 'Something went wrong.');
    }
    return send(status, error.message, status === 400 ? 'invalidSyntax' : undefined);
  });
}
