import type { Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { anonymiseAccounts, deletedAwaitingAnonymisation } from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';

/**
 * Deleted members' personal data is replaced (anonymize_memberships_config): at deletion with
 * `enabled`, by this daily job once `anonymize_memberships_after_days` have passed with
 * `after_days`, never with `disabled`. The job runs daily and catches up on whatever is due, in
 * batches, so a day with many deletions or a paused server is made good on the next run.
 */
export const ANONYMISATION_JOB = 'member_administration.anonymise';
const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;

export async function anonymiseDeletedNow(
  ctx: Pick<AppContext, 'audit'>,
  tx: Tx,
  network: NetworkRecord,
  ids: string[],
  at: Date,
) {
  await anonymiseAccounts(tx, ids, network.settings.anonymize_memberships_name, at);
  await ctx.audit.recordMany(
    ids.map((id) => ({ type: 'MembershipAnonymize' as const, membershipId: id })),
    tx,
  );
}

/** Anonymises every deleted member that is due; answers how many. */
export async function anonymiseDue(ctx: AppContext, now = new Date()): Promise<number> {
  const network = await ctx.network.get();
  const { anonymize_memberships_config: mode, anonymize_memberships_after_days: days } = network.settings;
  if (mode === 'disabled') return 0;
  const before = mode === 'enabled' ? now : new Date(now.getTime() - (days ?? 0) * DAY_MS);
  let total = 0;
  for (;;) {
    const ids = await deletedAwaitingAnonymisation(ctx.db, before, BATCH);
    if (ids.length === 0) return total;
    await ctx.db.transaction((tx) => anonymiseDeletedNow(ctx, tx, network, ids, now));
    total += ids.length;
  }
}

/** Queues the next run in a day (a queued one is kept). */
export function scheduleAnonymisation(ctx: AppContext, runAt = new Date(Date.now() + DAY_MS)) {
  return ctx.db.transaction((tx) =>
    ctx.jobs.enqueue(tx, ANONYMISATION_JOB, {}, { runAt, uniqueKey: ANONYMISATION_JOB }),
  );
}

export function defineAnonymisationJob(ctx: AppContext) {
  ctx.jobs.define(ANONYMISATION_JOB, async () => {
    // Scheduled first, so that a failing run does not end the daily rhythm.
    await scheduleAnonymisation(ctx);
    await anonymiseDue(ctx);
  });
}
