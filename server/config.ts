import path from 'node:path';
import { z } from 'zod';

/**
 * The whole configuration of a server instance, read from the environment in this one place.
 * Every other module receives the parsed `Config`; nothing else reads `process.env`.
 */
const urlWithProtocol = (protocols: string[]) =>
  z.url().refine((value) => protocols.some((p) => value.startsWith(`${p}:`)), {
    message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
  });

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: urlWithProtocol(['http', 'https']).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: urlWithProtocol(['postgres', 'postgresql']).optional(),
  REDIS_URL: urlWithProtocol(['redis', 'rediss']).optional(),
  SMTP_URL: urlWithProtocol(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().min(3).default('Intranet <no-reply@localhost>'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SEED_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SEED_ADMIN_EMAIL: z.email().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024 * 1024),
  /** Comma-separated hosts, IP addresses or CIDR ranges the link crawler may reach although not public. */
  CRAWLER_ALLOWED_HOSTS: z.string().default(''),
  CRAWLER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  CRAWLER_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(10 * 1024 * 1024)
    .default(1024 * 1024),
  /**
   * How often each instance compares its sockets' group topics with the group memberships: the bus
   * may lose a join or leave event (Redis pub/sub keeps nothing), and this bounds how long a socket
   * hears a group it left.
   */
  CHAT_MEMBERSHIP_RECHECK_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  /** Origin (scheme, host, port) of PUBLIC_URL: unsafe requests must come from it. */
  publicOrigin: string;
  secureCookies: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  sessionSecret: string;
  seedPassword: string | undefined;
  seedAdminEmail: string;
  logLevel: string;
  uploadMaxBytes: number;
  /** Link crawler: refuses loopback, private and link-local addresses except those allowed here. */
  crawler: { allowedHosts: string[]; timeoutMs: number; maxBytes: number };
  chat: { membershipRecheckMs: number };
};

export class ConfigError extends Error {}

/** Development fallback; production refuses to start without a real secret. */
const DEVELOPMENT_SESSION_SECRET = 'development-only-session-secret-do-not-use-in-production';

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = environmentSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== '')),
  );
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid configuration: ${variable} ${issue?.message ?? 'is invalid'}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production') {
    if (!e.SESSION_SECRET)
      throw new ConfigError('Invalid configuration: SESSION_SECRET is required in production');
    if (!e.PUBLIC_URL) throw new ConfigError('Invalid configuration: PUBLIC_URL is required in production');
    if (e.SEED_PASSWORD && ['password', 'changeme', 'demo1234'].includes(e.SEED_PASSWORD)) {
      throw new ConfigError('Invalid configuration: SEED_PASSWORD must not be a demo password in production');
    }
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    publicOrigin: new URL(publicUrl).origin,
    secureCookies: publicUrl.startsWith('https:'),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sessionSecret: e.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET,
    seedPassword: e.SEED_PASSWORD,
    seedAdminEmail: e.SEED_ADMIN_EMAIL ?? 'admin@example.com',
    logLevel: e.LOG_LEVEL,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    crawler: {
      allowedHosts: e.CRAWLER_ALLOWED_HOSTS.split(',')
        .map((host) => host.trim())
        .filter(Boolean),
      timeoutMs: e.CRAWLER_TIMEOUT_MS,
      maxBytes: e.CRAWLER_MAX_BYTES,
    },
    chat: { membershipRecheckMs: e.CHAT_MEMBERSHIP_RECHECK_MS },
  };
}
