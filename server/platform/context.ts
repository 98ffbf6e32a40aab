import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { AuditLog } from './audit/audit.js';
import type { Bus } from './bus/bus.js';
import type { JobRunner } from './jobs/runner.js';
import type { MailSender } from './mail/mail.js';
import type { Extensions } from './modules/extensions.js';
import type { Lifecycle } from './modules/lifecycle.js';
import type { NetworkCache } from './network/cache.js';
import type { SessionCache } from './sessions/session-cache.js';
import type { TranslationProvider } from './translation/translation.js';

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
  /** The network row, cached per instance; `network.changed()` after writing it. */
  network: NetworkCache;
  /** Machine translation, when the installation has a provider. */
  translation: TranslationProvider | null;
  /** What modules registered for each other (platform/modules/extensions.ts). */
  extensions: Extensions;
  /** `lifecycle.onClose(fn)` runs fn when the context closes (modules' bus subscriptions, timers). */
  lifecycle: Lifecycle;
};
