import { loadConfigOrExit } from '../../platform/startup.js';
import { openDatabase } from '../client.js';
import { seedDemoNetwork } from './index.js';

/**
 * npm run db:seed: migrates the configured database and creates the demo network if it has none.
 * Refused in production: demo accounts share one known password.
 */
const config = loadConfigOrExit();
if (config.env === 'production') {
  process.stderr.write('The demo network is never seeded in production (NODE_ENV=production).\n');
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const result = await seedDemoNetwork(database.db, config);
  if (!result.created) {
    console.log('The database already has a network; nothing was seeded.');
  } else {
    console.log('Seeded the demo network "Northwind Intranet".');
    console.log(`Sign in as ${config.seedAdminEmail}, member@example.com or guest@example.com`);
    console.log(
      result.password ? `with the password: ${result.password}` : 'with the password of SEED_PASSWORD.',
    );
  }
} finally {
  await database.close();
}
