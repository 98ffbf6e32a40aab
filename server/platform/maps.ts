import type { Tx } from '../db/client.js';
import type { JobRunner } from './jobs/runner.js';

/**
 * What may stand on a map: a member (by their location profile field), a group (by its address) or
 * the network (its network_location). Modules that write those call `locateLater` in the writing
 * transaction (outbox rule); the maps module defines the job, which reads the address as it is by
 * then, so a rolled-back change is never geocoded and a later change wins.
 */
export type MapSubject = { type: 'member' | 'group' | 'network'; id: string };

export const MAPS_LOCATE_JOB = 'maps.locate';

export async function locateLater(
  ctx: { jobs: Pick<JobRunner, 'enqueue'> },
  tx: Tx,
  subjects: readonly MapSubject[],
): Promise<void> {
  for (const subject of subjects) {
    // One job per subject (unique while queued): a failing address retries alone, with backoff.
    await ctx.jobs.enqueue(tx, MAPS_LOCATE_JOB, subject, {
      uniqueKey: `${MAPS_LOCATE_JOB}:${subject.type}:${subject.id}`,
    });
  }
}
