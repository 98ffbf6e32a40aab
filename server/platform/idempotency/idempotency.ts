import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '../../../contract/idempotency.js';
import type { Db, Tx } from '../../db/client.js';
import { AppError, badRequest } from '../errors.js';
import { idempotencyKeys } from './tables.js';

/**
 * Creates that run at most once per Idempotency-Key. A retry after a lost answer (or a second click
 * racing the first) answers what the first request created and creates nothing.
 *
 * The key is recorded in the transaction that creates the record, as its first statement: a
 * concurrent request with the same key waits there for the first to commit, then finds the key taken,
 * rolls back and answers the first result. Taking the key first also means the loser holds no other
 * locks the winner could wait for.
 */
export type IdempotencyKey = { memberId: string; key: string; scope: string; fingerprint: string };

/** Keys are kept this long; a retry comes within seconds or minutes. */
export const IDEMPOTENCY_KEY_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * The request's Idempotency-Key for `scope` (an operation name such as `appointments.create`), or
 * null without one; 400 for a malformed key.
 */
export function idempotencyKeyOf(
  request: FastifyRequest,
  memberId: string,
  scope: string,
): IdempotencyKey | null {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (header === undefined) return null;
  // A structured-field string ("…") is accepted as well as the bare value.
  const raw = (Array.isArray(header) ? header.join(',') : header).trim().replace(/^"(.*)"$/, '$1');
  if (!IDEMPOTENCY_KEY_PATTERN.test(raw)) {
    throw badRequest(
      `${IDEMPOTENCY_KEY_HEADER} must be 8 to 128 letters, digits, dots, colons, dashes or underscores.`,
    );
  }
  const fingerprint = createHash('sha256')
    .update(JSON.stringify({ scope, params: request.params ?? null, body: request.body ?? null }))
    .digest('hex');
  return { memberId, key: raw, scope, fingerprint };
}

/** Records, inside the creating transaction and before anything else in it, what this key creates. */
export type ClaimKey = (tx: Tx, resultId: string) => Promise<void>;

class KeyTaken extends Error {}

async function firstResult(db: Db, key: IdempotencyKey): Promise<string | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.memberId, key.memberId), eq(idempotencyKeys.key, key.key)));
  if (!row) return null;
  if (row.scope !== key.scope || row.fingerprint !== key.fingerprint) {
    throw new AppError(
      422,
      'idempotency_key_reused',
      `This ${IDEMPOTENCY_KEY_HEADER} was used for a different request.`,
    );
  }
  return row.resultId;
}

async function claim(tx: Tx, key: IdempotencyKey, resultId: string): Promise<void> {
  const stored = await tx
    .insert(idempotencyKeys)
    .values({ ...key, resultId })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (stored.length === 0) throw new KeyTaken();
}

/**
 * Runs `create` once per key and answers the id of what it created. Without a key it simply runs; with
 * a key already used it answers the first id (`replayed`) without running. `create` must call `claim`
 * in its transaction, first, with the new record's id.
 */
export async function once(
  db: Db,
  key: IdempotencyKey | null,
  create: (claim: ClaimKey) => Promise<string>,
): Promise<{ id: string; replayed: boolean }> {
  if (!key) return { id: await create(async () => {}), replayed: false };
  const earlier = await firstResult(db, key);
  if (earlier) return { id: earlier, replayed: true };
  let claimed = false;
  try {
    const id = await create(async (tx, resultId) => {
      await claim(tx, key, resultId);
      claimed = true;
    });
    if (!claimed) throw new Error(`${key.scope} created something without claiming its idempotency key`);
    return { id, replayed: false };
  } catch (err) {
    if (!(err instanceof KeyTaken)) throw err;
    // A request with the same key committed while this one ran; this one's transaction rolled back.
    const first = await firstResult(db, key);
    if (!first) throw new Error('idempotency key taken by a request that left no result');
    return { id: first, replayed: true };
  }
}

/** Housekeeping: keys older than the retention. */
export async function deleteExpiredIdempotencyKeys(db: Db, now = Date.now()): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_KEY_RETENTION_MS)));
}
