import pino, { type Logger } from 'pino';

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
  'sessionToken',
];

/** The one JSON logger of a server process; Fastify logs requests through the same instance. */
export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } });
}
