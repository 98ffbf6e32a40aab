/**
 * Errors a use case raises on purpose. The HTTP layer turns them into
 * `{ error: { code, message, fields } }` with their status; anything else becomes a logged 500.
 */
export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
    /** Extra response headers, e.g. Retry-After of a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** Also used for "forbidden" on things the member may not see, so nobody learns they exist. */
export const notFound = (what = 'record') => new AppError(404, 'not_found', `The ${what} was not found.`);
export const unauthorized = () => new AppError(401, 'unauthorized', 'You need to sign in first.');
export const forbidden = (message = 'You are not allowed to do this.') =>
  new AppError(403, 'forbidden', message);
export const conflict = (code: string, message: string) => new AppError(409, code, message);
export const unprocessable = (fields: FieldErrors, message = 'The input is not valid.') =>
  new AppError(422, 'invalid', message, fields);
export const badRequest = (message: string, fields?: FieldErrors) =>
  new AppError(400, 'bad_request', message, fields);
export const tooManyRequests = (code: string, message: string, retryAfterSeconds: number) =>
  new AppError(429, code, message, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
