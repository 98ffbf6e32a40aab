import { buildApp } from './app.js';
import type { Config } from './config.js';
import { openDatabase } from './db/client.js';
import { seedDemoNetwork } from './db/seed/index.js';
import { closeContext, createContext } from './platform/create-context.js';
import { scheduleHousekeeping } from './platform/jobs/housekeeping.js';
import { createLogger } from './platform/logger.js';
import { builtWebRoot, loadConfigOrExit } from './platform/startup.js';

/** How long shutdown may wait for requests and the running job before the process just ends. */
const SHUTDOWN_GRACE_MS = 10_000;

function banner(
  config: Config,
  seeded: { created: boolean; password?: string },
  webRoot: string | undefined,
) {
  let password = '(as printed on the first start, or SEED_PASSWORD)';
  if (seeded.password) password = `${seeded.password}   (generated now and shown only this once)`;
  else if (seeded.created && config.seedPassword) password = '(the one in SEED_PASSWORD)';
  const lines = [`  Intranet is running at ${config.publicUrl}`];
  if (!webRoot) lines.push('  (no built web app in dist/web, so only the API answers; run npm run build)');
  lines.push(
    '  Demo sign-in:',
    `    administrator  ${config.seedAdminEmail}`,
    '    member         member@example.com',
    '    guest          guest@example.com',
    `    password       ${password}`,
  );
  console.log(`\n${lines.join('\n')}\n`);
}

async function main() {
  const config = loadConfigOrExit();
  const log = createLogger(config.logLevel);
  const database = await openDatabase(config);
  await database.migrate();

  // Creates the demo network only when the database has none (the first start).
  const seeded = await seedDemoNetwork(database.db, config);

  const ctx = await createContext(config, database.db, { log });
  const webRoot = builtWebRoot();
  const app = await buildApp(ctx, { webRoot });
  await app.listen({ host: config.host, port: config.port });
  ctx.jobs.start();
  await scheduleHousekeeping(ctx.jobs);
  banner(config, seeded, webRoot);

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
