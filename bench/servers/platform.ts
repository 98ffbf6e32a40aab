import { buildApp } from '../../server/app.js';
import { createContext } from '../../server/platform/create-context.js';
import { listenAndAnnounce, openSeededPlatform } from '../lib/platform.js';

// The full platform on a seeded database (PGlite in a temporary folder, or BENCH_DATABASE_URL).
const { config, database } = await openSeededPlatform();
await listenAndAnnounce(await buildApp(await createContext(config, database.db)));
