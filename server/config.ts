import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { type DatabaseTimeouts, DEFAULT_DATABASE_TIMEOUTS } from './db/postgres.js';
import {
  explainWeakness,
  PASSWORD_RULE,
  SESSION_SECRET_RULE,
  type SecretRule,
  secretWeakness,
} from './platform/secrets.js';

/**
 * The whole configuration of a server instance, read from the environment in this one place.
 * Every other module receives the parsed `Config`; nothing else reads `process.env`.
 */
const urlWithProtocol = (protocols: string[]) =>
  z.url().refine((value) => protocols.some((p) => value.startsWith(`${p}:`)), {
    message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
  });

/** Names proxy-addr (Fastify's trustProxy) understands for whole ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** Comma-separated addresses, CIDR ranges or range names; empty entries are ignored. */
const proxyList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine(
    (entries) =>
      entries.every(
        (entry) => PROXY_RANGE_NAMES.includes(entry) || ipaddr.isValid(entry) || ipaddr.isValidCIDR(entry),
      ),
    {
      message: `must list IP addresses, CIDR ranges or ${PROXY_RANGE_NAMES.join(', ')}, separated by commas`,
    },
  );

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: urlWithProtocol(['http', 'https']).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: urlWithProtocol(['postgres', 'postgresql']).optional(),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(600_000)
    .default(DEFAULT_DATABASE_TIMEOUTS.connectMs),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(3_600_000)
    .default(DEFAULT_DATABASE_TIMEOUTS.statementMs),
  /** Defaults to the statement timeout plus two seconds. */
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).optional(),
  /** Who this process is across restarts (platform/instance.ts); unique among running instances. */
  INSTANCE_ID: z
    .string()
    .regex(/^[\w.:-]{1,100}$/, 'must be 1 to 100 letters, digits, dots, colons, dashes or underscores')
    .optional(),
  REDIS_URL: urlWithProtocol(['redis', 'rediss']).optional(),
  SMTP_URL: urlWithProtocol(['smtp', 'smtps']).optional(),
  /** A LibreTranslate-compatible service (`POST {url}/translate`); none by default: nothing is translated. */
  TRANSLATION_URL: urlWithProtocol(['http', 'https']).optional(),
  TRANSLATION_API_KEY: z.string().optional(),
  /** A Nominatim-compatible geocoder (`GET {url}/search?q=&format=jsonv2&limit=1`); none: nothing is geocoded. */
  GEOCODER_URL: urlWithProtocol(['http', 'https']).optional(),
  /** Nominatim's usage policy asks for an identifying User-Agent (and a contact). */
  GEOCODER_USER_AGENT: z.string().min(3).max(200).default('intranet-maps'),
  /**
   * The maps' MapLibre style (style JSON URL); `{theme}` in it is replaced by the network's map_theme.
   * None: a built-in style without tiles, so the browser asks no other site.
   */
  MAP_STYLE_URL: urlWithProtocol(['http', 'https']).optional(),
  MAIL_FROM: z.string().min(3).default('Intranet <no-reply@localhost>'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SEED_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SEED_ADMIN_EMAIL: z.email().optional(),
  /**
   * The reverse proxies whose X-Forwarded-For is believed. Anyone else could name their own address
   * and slip past limits per IP, or forge the address in sessions and the audit log.
   */
  TRUSTED_PROXIES: proxyList.default(['loopback']),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Time for a request's line and headers to arrive (slowloris). */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
  /** Time for a request's body to arrive; a body that keeps arriving gets more (platform/http/request-limits.ts). */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024 * 1024),
  /** Comma-separated hosts, IP addresses or CIDR ranges the link crawler may reach although not public. */
  CRAWLER_ALLOWED_HOSTS: z.string().default(''),
  /**
   * Comma-separated push services devices may subscribe at: host names (https, with subdomains) or
   * origins; replaces the browsers' services (modules/devices/push-services.ts).
   */
  PUSH_SERVICES: z.string().optional(),
  CRAWLER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /**
   * Where the updates page reads newer releases (a JSON list of `{ version, url, published_at, notes }`,
   * or `{ releases: [...] }`). None by default: without it the server never calls out.
   */
  RELEASE_FEED_URL: z.string().url().optional(),
  RELEASE_FEED_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
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
  /**
   * How often each instance checks its chat sockets' sessions against the database: a sign-out or
   * lock reaches other instances over the bus, which may lose it, and this bounds how long a socket
   * of an ended session stays open.
   */
  CHAT_SESSION_RECHECK_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
});

/** The push services of the browsers (Web Push endpoints are on these hosts). */
const DEFAULT_PUSH_SERVICES = [
  // Chrome, Edge on Android, Opera, Samsung Internet
  'fcm.googleapis.com',
  'android.googleapis.com',
  // Firefox
  'push.services.mozilla.com',
  // Safari
  'push.apple.com',
  // Edge on Windows
  'notify.windows.com',
];

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
  /** PostgreSQL only; the embedded database answers in-process. */
  databaseTimeouts: DatabaseTimeouts;
  /** INSTANCE_ID, when set; otherwise platform/instance.ts derives one. */
  instanceId: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  sessionSecret: string;
  seedPassword: string | undefined;
  seedAdminEmail: string;
  logLevel: string;
  /** The release feed of the updates page; no feed means no outside call. */
  releases: { feedUrl: string | undefined; timeoutMs: number };
  /** Proxies (addresses, CIDR ranges, or loopback/linklocal/uniquelocal) whose X-Forwarded-For counts. */
  trustedProxies: string[];
  uploadMaxBytes: number;
  /** How long the request line and headers, and a request's body, may take to arrive. */
  http: { headersTimeoutMs: number; requestTimeoutMs: number };
  /** Link crawler: refuses loopback, private and link-local addresses except those allowed here. */
  crawler: { allowedHosts: string[]; timeoutMs: number; maxBytes: number };
  /** Machine translation through a LibreTranslate-compatible service; url undefined: none. */
  translation: { url: string | undefined; apiKey: string | undefined };
  /** Maps: geocoding service (none: no address leaves the server) and the style the browser draws. */
  maps: { geocoderUrl: string | undefined; geocoderUserAgent: string; styleUrl: string | undefined };
  chat: { membershipRecheckMs: number; sessionRecheckMs: number };
  /** Web Push: the push services (hosts or origins) a device's endpoint may point at. */
  push: { services: string[] };
};

export class ConfigError extends Error {}

/** Development fallback; production refuses to start without a real secret. */
const DEVELOPMENT_SESSION_SECRET = 'development-only-session-secret-do-not-use-in-production';

function refuseWeakSecret(variable: string, value: string, rule: SecretRule) {
  const weakness = secretWeakness(value, rule);
  if (!weakness) return;
  const hint = variable === 'SESSION_SECRET' ? ' (generate one: openssl rand -base64 48)' : '';
  throw new ConfigError(
    `Invalid configuration: ${variable} ${explainWeakness(weakness, rule)}; production needs a strong value${hint}`,
  );
}

/**
 * What is allowed but unsafe, printed at start. An http:// PUBLIC_URL in production makes the session
 * cookie lose `Secure`, so a proxy or network on the way can read it.
 */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.env === 'production' && !config.secureCookies) {
    warnings.push(
      `PUBLIC_URL is ${config.publicUrl}: without https the session cookie is not Secure and travels readable; use an https address in production`,
    );
  }
  return warnings;
}

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
    refuseWeakSecret('SESSION_SECRET', e.SESSION_SECRET, SESSION_SECRET_RULE);
    if (e.SEED_PASSWORD) refuseWeakSecret('SEED_PASSWORD', e.SEED_PASSWORD, PASSWORD_RULE);
  }
  const queryTimeoutMs = e.DATABASE_QUERY_TIMEOUT_MS ?? e.DATABASE_STATEMENT_TIMEOUT_MS + 2_000;
  if (queryTimeoutMs <= e.DATABASE_STATEMENT_TIMEOUT_MS) {
    throw new ConfigError(
      'Invalid configuration: DATABASE_QUERY_TIMEOUT_MS must be longer than DATABASE_STATEMENT_TIMEOUT_MS',
    );
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
    databaseTimeouts: {
      connectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      queryMs: queryTimeoutMs,
    },
    instanceId: e.INSTANCE_ID,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sessionSecret: e.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET,
    seedPassword: e.SEED_PASSWORD,
    seedAdminEmail: e.SEED_ADMIN_EMAIL ?? 'admin@example.com',
    logLevel: e.LOG_LEVEL,
    trustedProxies: e.TRUSTED_PROXIES,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    http: { headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS, requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS },
    crawler: {
      allowedHosts: e.CRAWLER_ALLOWED_HOSTS.split(',')
        .map((host) => host.trim())
        .filter(Boolean),
      timeoutMs: e.CRAWLER_TIMEOUT_MS,
      maxBytes: e.CRAWLER_MAX_BYTES,
    },
    translation: { url: e.TRANSLATION_URL, apiKey: e.TRANSLATION_API_KEY },
    push: {
      services: e.PUSH_SERVICES
        ? e.PUSH_SERVICES.split(',')
            .map((entry) => entry.trim().toLowerCase())
            .filter(Boolean)
        : DEFAULT_PUSH_SERVICES,
    },
    maps: {
      geocoderUrl: e.GEOCODER_URL,
      geocoderUserAgent: e.GEOCODER_USER_AGENT,
      styleUrl: e.MAP_STYLE_URL,
    },
    releases: { feedUrl: e.RELEASE_FEED_URL, timeoutMs: e.RELEASE_FEED_TIMEOUT_MS },
    chat: {
      membershipRecheckMs: e.CHAT_MEMBERSHIP_RECHECK_MS,
      sessionRecheckMs: e.CHAT_SESSION_RECHECK_MS,
    },
  };
}
