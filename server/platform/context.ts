import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { AuditLog } from './audit/audit.js';
import type { Bus } from './bus/bus.js';
import type { JobRunner } from './jobs/runner.js';
import type { MailSender } from './mail/mail.js';
import type { SessionCache } from './sessions/session-cache.js';

/**
 * What every use case may need from the platform, built once at start (platform/create-context.ts)
 * and handed to modules. Tests build the same context on a fresh database (server/test/app.ts).
 */
export type AppContext = {
  config: Config;
  db: Db;
  log: Logger;
  bus: Bus;
  audit: AuditLog;
  jobs: JobRunner;
  mail: MailSender;
  sessions: SessionCache;
};
