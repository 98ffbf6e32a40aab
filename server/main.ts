import { buildApp } from './app.js';
import { type Config, configWarnings } from './config.js';
import { openDatabase } from './db/client.js';
import { type FirstStart, prepareNetwork } from './first-start.js';
import { closeContext, createContext } from './platform/create-context.js';
import { scheduleHousekeeping } from './platform/jobs/housekeeping.js';
import { JOBS_CHANNEL } from './platform/jobs/job-runner.js';
import { terminalDestination } from './platform/log-format.js';
import { createLogger } from './platform/logger.js';
import { builtWebRoot, loadConfigOrExit } from './platform/startup.js';

/** How long shutdown may wait for requests and the running job before the process just ends. */
const SHUTDOWN_GRACE_MS = 10_000;

function demoLines(config: Config, demo: NonNullable<FirstStart['demo']>): string[] {
  let password = '(as printed on the first start, or SEED_PASSWORD)';
  if (demo.password) password = `${demo.password}   (generated now and shown only this once)`;
  else if (demo.created && config.seedPassword) password = '(the one in SEED_PASSWORD)';
  return [
    '  Demo sign-in:',
    `    administrator  ${config.seedAdminEmail}`,
    '    member         member@example.com',
    '    guest          guest@example.com',
    `    password       ${password}`,
  ];
}

function banner(config: Config, start: FirstStart, webRoot: string | undefined) {
  const lines = [`  Intranet is running at ${config.publicUrl}`];
  if (!webRoot) lines.push('  (no built web app in dist/web, so only the API answers; run npm run build)');
  for (const warning of configWarnings(config)) lines.push(`  WARNING: ${warning}`);
  if (start.demo) lines.push(...demoLines(config, start.demo));
  if (start.setupToken) {
    lines.push(
      '  No administrator yet. Create the first one within 24 hours at this one-time link:',
      `    ${config.publicUrl}/setup?token=${start.setupToken}`,
      '  or on this machine: npm run admin:create -- --email you@example.com --first-name … --last-name …',
    );
  }
  console.log(`\n${lines.join('\n')}\n`);
}

async function main() {
  const config = loadConfigOrExit();
  // A person at a terminal reads short lines; anything else (supervisor, container, file) gets JSON lines.
  const log = createLogger(config.logLevel, process.stdout.isTTY ? terminalDestination() : undefined);
  const database = await openDatabase(config);
  await database.migrate();

  // The network row (the demo network outside production, on an empty database) and, while there is
  // no administrator, a one-time setup link.
  const start = await prepareNetwork(database.db, config);
  for (const warning of configWarnings(config)) log.warn(warning);

  const ctx = await createContext(config, database.db, {
    log,
    jobs: { listen: (onNotify) => database.listen(JOBS_CHANNEL, onNotify) },
  });
  const webRoot = builtWebRoot();
  const app = await buildApp(ctx, { webRoot });
  await app.listen({ host: config.host, port: config.port });
  ctx.jobs.start();
  await scheduleHousekeeping(ctx.jobs, ctx.db);
  banner(config, start, webRoot);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    setTimeout(() => {
      log.warn('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    await app.close();
    await closeContext(ctx);
    await database.close();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? `Could not start: ${err.message}` : err);
  if (err instanceof Error && err.stack) console.error(err.stack);
  process.exit(1);
});
