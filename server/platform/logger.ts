import pino, { type DestinationStream, type Logger } from 'pino';

/** Passwords, cookies and tokens never reach the log, wherever they appear in a logged object. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
  '*.*.password',
  'token',
  '*.token',
];

const SECRET_QUERY_PARAMETER = /([?&][^=&]*(?:token|password|secret)[^=&]*=)[^&#]*/gi;

/** Feed and calendar links carry the member's token in the query; the log keeps only its name. */
export const scrubUrl = (url: string) => url.replace(SECRET_QUERY_PARAMETER, '$1[redacted]');

type LoggedRequest = { method?: string; url?: string; ip?: string; hostname?: string };

/** The one JSON logger of a server process; Fastify logs requests through the same instance. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      // Only these fields of a request are logged, whatever object is passed as `req`.
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: typeof request.url === 'string' ? scrubUrl(request.url) : undefined,
        host: request.hostname,
        remoteAddress: request.ip,
      }),
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
