import type { ServerOptions } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { AppError } from '../errors.js';

/**
 * Bounds on how long and how much a client may send, so that nobody holds a connection by sending
 * slowly or announcing a huge body, signed in or not:
 * - the request line and headers must arrive within HTTP_HEADERS_TIMEOUT_MS (Node's headersTimeout,
 *   checked every second rather than Node's 30 s);
 * - a declared Content-Length over the route's limit answers 413 at once, before a byte is read;
 * - a body must arrive within HTTP_REQUEST_TIMEOUT_MS, plus one second for every MIN_BODY_RATE
 *   bytes received (a slow upload that keeps flowing goes on; one byte every 20 s does not): else the
 *   server answers 408 and closes the connection;
 * - whatever answers before the body is read (401, 403, 413, ...) closes the connection instead of
 *   reading and discarding the rest of the body, as Node would.
 * Node's own requestTimeout is off: it would cut every upload after the same fixed time.
 */

/** Bytes per second a body must average to earn more time than HTTP_REQUEST_TIMEOUT_MS (128 kbit/s). */
export const MIN_BODY_RATE = 16 * 1024;
/** Room for a multipart upload's boundaries, part headers and form fields beside the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export function serverTimeoutOptions(config: Config): { http: ServerOptions; requestTimeout: number } {
  const { headersTimeoutMs } = config.http;
  return {
    http: {
      headersTimeout: headersTimeoutMs,
      connectionsCheckingInterval: Math.max(25, Math.min(1_000, Math.floor(headersTimeoutMs / 4))),
    },
    requestTimeout: 0,
  };
}

const declaredLength = (request: FastifyRequest): number | null => {
  const header = request.headers['content-length'];
  if (header === undefined) return null;
  const length = Number(header);
  return Number.isFinite(length) ? length : null;
};

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || (declaredLength(request) ?? 0) > 0;

/** The largest body the route takes: the parsers' limit, or the upload limit on upload routes. */
const bodyLimitOf = (request: FastifyRequest, config: Config) =>
  request.routeOptions.config.upload
    ? config.uploadMaxBytes + MULTIPART_OVERHEAD_BYTES
    : request.routeOptions.bodyLimit;

const TIMEOUT_BODY = JSON.stringify({
  error: { code: 'request_timeout', message: 'The request body did not arrive in time.' },
});
const TIMEOUT_RESPONSE = [
  'HTTP/1.1 408 Request Timeout',
  'Connection: close',
  'Content-Type: application/json; charset=utf-8',
  `Content-Length: ${Buffer.byteLength(TIMEOUT_BODY)}`,
  '',
  TIMEOUT_BODY,
].join('\r\n');

/** Cuts the connection off when the body falls behind its deadline (see above). */
function watchBody(request: FastifyRequest, reply: FastifyReply, timeoutMs: number) {
  const socket = request.raw.socket;
  // Requests injected in tests have no real socket to be slow on.
  if (!(socket instanceof Socket)) return;
  const startedAt = Date.now();
  const readAtStart = socket.bytesRead;
  const check = () => {
    if (request.raw.complete || socket.destroyed) return;
    const received = socket.bytesRead - readAtStart;
    const deadline = startedAt + timeoutMs + (received / MIN_BODY_RATE) * 1000;
    const left = deadline - Date.now();
    if (left > 0) {
      setTimeout(check, left).unref();
      return;
    }
    request.log.info({ received }, 'request body too slow; connection closed');
    if (!reply.raw.headersSent) socket.write(TIMEOUT_RESPONSE);
    socket.destroy();
  };
  setTimeout(check, timeoutMs).unref();
}

export function installRequestLimits(app: FastifyInstance, config: Config) {
  app.addHook('onRequest', async (request, reply) => {
    const length = declaredLength(request);
    const limit = bodyLimitOf(request, config);
    if (length !== null && length > limit) {
      throw new AppError(413, 'payload_too_large', `The request body may have at most ${limit} bytes.`, {
        base: ['errors.request_too_large'],
      });
    }
    if (hasBody(request)) watchBody(request, reply, config.http.requestTimeoutMs);
  });

  // Answered before the body was read: close rather than read and discard it.
  app.addHook('onSend', async (request, reply, payload) => {
    if (hasBody(request) && !request.raw.complete) reply.header('connection', 'close');
    return payload;
  });
}
