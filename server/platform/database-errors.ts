/**
 * Whether an error means the database is out of reach for now (a timeout, a lost or refused
 * connection, a server shutting down), as opposed to a fault of the request or the code. Such errors
 * answer 503 with Retry-After: the request may be repeated as it is. Drizzle wraps the driver's
 * error in `cause`, so the chain is searched.
 */
const UNAVAILABLE_MESSAGES = new Set([
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  'Connection terminated unexpectedly',
  'Connection terminated',
  'timeout expired',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
]);

const UNAVAILABLE_CODES = new Set([
  // Node's socket errors.
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  // PostgreSQL: statement_timeout, shutdown, starting up, out of connections, idle transaction ended.
  '57014',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '25P03',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (!(current instanceof Error)) return false;
    if (UNAVAILABLE_MESSAGES.has(current.message)) return true;
    const code = (current as { code?: unknown }).code;
    // Class 08: connection exceptions.
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return true;
    current = current.cause;
  }
  return false;
}
