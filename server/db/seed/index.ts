import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { networks } from '../../platform/network/tables.js';
import type { Db } from '../client.js';
import { createRandom } from './random.js';
import { seedActivities } from './steps/activities.js';
import { seedApps } from './steps/apps.js';
import { seedBlogs } from './steps/blogs.js';
import { seedCalendars } from './steps/calendars.js';
import { seedChannels } from './steps/channels.js';
import { seedChat } from './steps/chat.js';
import type { SeedContext, SeedStep } from './steps/context.js';
import { seedFiles } from './steps/files.js';
import { seedGroups } from './steps/groups.js';
import { seedMaps } from './steps/maps.js';
import { seedMembers } from './steps/members.js';
import { seedMessages } from './steps/messages.js';
import { seedNetwork } from './steps/network.js';
import { seedPages } from './steps/pages.js';
import { seedTasks } from './steps/tasks.js';
import { seedTranslations } from './steps/translations.js';

/**
 * The demo network "Northwind Intranet", created on the first start of an empty database and by
 * `npm run db:seed`. Later modules append their step here (after the ones whose data they use).
 */
export const SEED_STEPS: SeedStep[] = [
  seedNetwork,
  seedMembers,
  seedGroups,
  seedFiles,
  seedMessages,
  seedChat,
  seedCalendars,
  seedActivities,
  seedPages,
  seedChannels,
  seedBlogs,
  seedTranslations,
  seedTasks,
  seedApps,
  seedMaps,
];

/** Fixed, so that every demo network looks the same (screenshots, documentation). */
const RANDOM_SEED = 20260101;
/** Any constant: serialises seeding when several instances start on one empty database. */
const SEED_LOCK = 727_001;

export type SeedResult = {
  created: boolean;
  /** The generated demo password, when SEED_PASSWORD was not given (print it once). */
  password?: string;
};

export async function seedDemoNetwork(db: Db, config: Config): Promise<SeedResult> {
  // Demo accounts share one known password: never on a production installation.
  if (config.env === 'production') {
    throw new Error('The demo network is never seeded in production (NODE_ENV=production).');
  }
  const [existing] = await db.select({ id: networks.id }).from(networks).limit(1);
  if (existing) return { created: false };
  const password = config.seedPassword ?? randomBytes(12).toString('base64url');
  // One hash for every demo account: argon2id is slow on purpose, fifty times would add seconds.
  const passwordHash = await hash(password);
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [again] = await tx.select({ id: networks.id }).from(networks).limit(1);
    if (again) return false;
    const seed: SeedContext = {
      db: tx,
      config,
      random: createRandom(RANDOM_SEED),
      passwordHash,
      people: [],
      accounts: { admin: '', member: '', guest: '' },
      groups: {},
    };
    for (const step of SEED_STEPS) await step(seed);
    return true;
  });
  if (!created) return { created: false };
  return config.seedPassword ? { created: true } : { created: true, password };
}
