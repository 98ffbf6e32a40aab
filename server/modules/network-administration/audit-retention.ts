import { lt } from 'drizzle-orm';
import { auditEvents } from '../../platform/audit/tables.js';
import type { AppContext } from '../../platform/context.js';
import type { CurrentMember } from '../../platform/identity/viewer.js';
import { lockNetworkRow, writeNetworkRow } from './network-row.js';
import { requireNetworkAdmin } from './policy.js';

export const AUDIT_RETENTION_JOB = 'audit.retention';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes the audit events older than the network's retention (none while it keeps them all). */
export async function deleteExpiredAuditEvents(ctx: AppContext, now = new Date()): Promise<number> {
  const days = (await ctx.network.get()).settings.audit_log_retention_days;
  if (!days) return 0;
  const deleted = await ctx.db
    .delete(auditEvents)
    .where(lt(auditEvents.createdAt, new Date(now.getTime() - days * DAY_MS)))
    .returning({ id: auditEvents.id });
  return deleted.length;
}

/** Queues the next run in a day (a queued one is kept). */
export function scheduleAuditRetention(ctx: AppContext, runAt = new Date(Date.now() + DAY_MS)) {
  return ctx.db.transaction((tx) =>
    ctx.jobs.enqueue(tx, AUDIT_RETENTION_JOB, {}, { runAt, uniqueKey: AUDIT_RETENTION_JOB }),
  );
}

export function defineAuditRetentionJob(ctx: AppContext) {
  ctx.jobs.define(AUDIT_RETENTION_JOB, async () => {
    // Scheduled first, so that a failing run does not end the daily rhythm.
    await scheduleAuditRetention(ctx);
    const deleted = await deleteExpiredAuditEvents(ctx);
    if (deleted > 0) ctx.log.info({ deleted }, 'expired audit events deleted');
  });
}

/** PUT /administration/audit_log/settings: the retention, written with its audit entry. */
export async function updateAuditRetention(
  ctx: AppContext,
  actor: { viewer: CurrentMember; ip: string },
  retentionDays: number | null,
) {
  requireNetworkAdmin(actor.viewer);
  await ctx.db.transaction(async (tx) => {
    const stored = await lockNetworkRow(tx);
    const before = stored.settings.audit_log_retention_days;
    if (before === retentionDays) return;
    await writeNetworkRow(tx, { settings: { ...stored.settings, audit_log_retention_days: retentionDays } });
    await ctx.audit.record(
      {
        type: 'PolicySettingUpdate',
        actorId: actor.viewer.id,
        ip: actor.ip,
        details: {
          subject: 'audit_log',
          changes: { audit_log_retention_days: { from: before, to: retentionDays } },
        },
      },
      tx,
    );
  });
  await ctx.network.changed();
  return { retention_days: retentionDays };
}
