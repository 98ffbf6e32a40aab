import type { Config } from '../../../config.js';
import type { Tx } from '../../client.js';
import type { Random } from '../random.js';

/** A seeded member as later steps need it. */
export type SeedPerson = {
  id: string;
  key: string;
  department: string;
  isExternal: boolean;
  locked: boolean;
};

/**
 * What the seed steps share. Steps run in order inside one transaction; each adds what it created
 * (by stable keys and slugs) so that later steps, including later modules' steps, can refer to it.
 */
export type SeedContext = {
  db: Tx;
  config: Config;
  random: Random;
  /** One argon2id hash of the demo password, reused for every seeded account. */
  passwordHash: string;
  people: SeedPerson[];
  /** Member ids of the fixed accounts: admin, member, guest. */
  accounts: { admin: string; member: string; guest: string };
  /** Group ids by slug. */
  groups: Record<string, string>;
};

export type SeedStep = (seed: SeedContext) => Promise<void>;

export function personByKey(seed: SeedContext, key: string): SeedPerson {
  const person = seed.people.find((p) => p.key === key);
  if (!person) throw new Error(`seed: unknown person ${key}`);
  return person;
}
