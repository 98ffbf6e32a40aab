import { loadConfigOrExit } from '../platform/startup.js';
import { openDatabase } from './client.js';

/** `npm run db:migrate`: applies the pending migrations and exits (the server also does this at start). */
const config = loadConfigOrExit();
const database = await openDatabase(config);
try {
  await database.migrate();
  console.log(`Database migrated (${database.kind}).`);
} finally {
  await database.close();
}
