import { createHmac } from 'node:crypto';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import { lt } from 'drizzle-orm';
import type { SignInChallenge } from '../../../contract/auth.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { spentChallenges } from './tables.js';

/**
 * The proof of work an address asks for once it has had too many failed sign-ins (ALTCHA): the
 * browser finds the number whose SHA-256 with the salt is the challenge, about half of MAX_NUMBER
 * hashes (a second or two in a browser's workers). That costs a guesser the same for every guess,
 * while the real owner can still sign in, where a plain lock would have locked them out too.
 * Challenges are signed with a key derived from SESSION_SECRET, so every instance accepts them.
 */
const MAX_NUMBER = 100_000;
const LIFETIME_MS = 10 * 60 * 1000;

const hmacKey = (config: Config) =>
  createHmac('sha256', config.sessionSecret).update('sign-in challenge').digest('hex');

export async function newChallenge(config: Config): Promise<SignInChallenge> {
  const { algorithm, challenge, maxnumber, salt, signature } = await createChallenge({
    hmacKey: hmacKey(config),
    maxnumber: MAX_NUMBER,
    expires: new Date(Date.now() + LIFETIME_MS),
  });
  return { algorithm, challenge, maxnumber: maxnumber ?? MAX_NUMBER, salt, signature };
}

const decoded = (payload: string): { signature?: unknown } | null => {
  try {
    return JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { signature?: unknown };
  } catch {
    return null;
  }
};

/**
 * Whether `payload` solves a challenge of ours that has not expired and was not used before; using
 * it spends it (atomically, so two requests racing with one solution get one attempt).
 */
export async function redeemChallenge(db: Db, config: Config, payload: string): Promise<boolean> {
  let signature: unknown;
  let expires: number;
  try {
    // Anything that is not a well-formed payload of ours is simply not a solution.
    if (!(await verifySolution(payload, hmacKey(config), true))) return false;
    signature = decoded(payload)?.signature;
    expires = Number(extractParams(payload).expires);
  } catch {
    return false;
  }
  if (typeof signature !== 'string' || !Number.isFinite(expires)) return false;
  const now = new Date();
  await db.delete(spentChallenges).where(lt(spentChallenges.expiresAt, now));
  const spent = await db
    .insert(spentChallenges)
    .values({ signature, expiresAt: new Date(expires * 1000) })
    .onConflictDoNothing()
    .returning({ signature: spentChallenges.signature });
  return spent.length === 1;
}
