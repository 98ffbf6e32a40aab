import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { createAuditLog } from './audit/audit.js';
import { type Bus, withPublishFailuresLogged } from './bus/bus.js';
import { createBus } from './bus/create-bus.js';
import type { AppContext } from './context.js';
import { instanceId } from './instance.js';
import { defineHousekeeping } from './jobs/housekeeping.js';
import { createJobRunner, type JobRunnerOptions } from './jobs/job-runner.js';
import { createLogger } from './logger.js';
import { withBounces } from './mail/bounces.js';
import { createMailSender } from './mail/create-mail.js';
import type { MailSender } from './mail/mail.js';
import { withMailLayout } from './mail/with-layout.js';
import { Extensions } from './modules/extensions.js';
import { Lifecycle } from './modules/lifecycle.js';
import { createNetworkCache } from './network/cache.js';
import { createSessionCache } from './sessions/session-cache.js';
import { translationFromConfig } from './translation/libretranslate.js';
import type { TranslationProvider } from './translation/translation.js';

export type ContextOptions = {
  /** Defaults to a JSON logger at config.logLevel. */
  log?: Logger;
  /** Replaces the configured mail sender (tests keep mails in memory). */
  mail?: MailSender;
  /** Replaces the configured bus. */
  bus?: Bus;
  /** The runner's timing, and `listen` (the database's, for waking on new jobs). */
  jobs?: JobRunnerOptions;
  /** A machine-translation provider (none ships with the product). */
  translation?: TranslationProvider;
};

/**
 * Builds the platform services on an open, migrated database. Jobs are defined but not started:
 * main.ts starts them, tests call `ctx.jobs.drain()`.
 */
export async function createContext(
  config: Config,
  db: Db,
  options: ContextOptions = {},
): Promise<AppContext> {
  const log = options.log ?? createLogger(config.logLevel);
  const bus = withPublishFailuresLogged(options.bus ?? (await createBus(config.redisUrl, log)), log);
  const sender =
    options.mail ??
    createMailSender({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, from: config.mailFrom }, log);
  const jobs = createJobRunner(db, log, { instanceId: instanceId(config), ...options.jobs });
  defineHousekeeping(jobs, db);
  const sessions = await createSessionCache(db, bus, log);
  const network = await createNetworkCache(db, bus);
  // Bounces outermost: a skipped mail is never rendered; a refusal passes through the layout.
  const mail = withBounces(withMailLayout(sender, network, config.publicUrl), db, log);
  return {
    config,
    db,
    log,
    bus,
    audit: createAuditLog(db),
    jobs,
    mail,
    sessions,
    network,
    translation: options.translation ?? translationFromConfig(config.translation),
    extensions: new Extensions(),
    lifecycle: new Lifecycle(),
  };
}

/** Stops the jobs (waiting for the running one), runs the modules' closers, then closes bus and mail. The database stays open. */
export async function closeContext(ctx: AppContext): Promise<void> {
  await ctx.jobs.stop();
  await ctx.lifecycle.close();
  await ctx.sessions.close();
  await ctx.network.close();
  await Promise.all([ctx.bus.close(), ctx.mail.close()]);
}
