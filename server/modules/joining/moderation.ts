import { and, asc, eq } from 'drizzle-orm';
import type { JoinRequestList } from '../../../contract/joining.js';
import type { AppContext } from '../../platform/context.js';
import { notFound, unprocessable } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { requireNetworkAdmin } from '../network-administration/policy.js';
import { queueJoinMail } from './mail-job.js';
import { markJoinRequestsRead } from './notifications.js';
import { joinsAsExternal } from './policy.js';
import { accountOfRequest } from './service.js';
import { joinRequests } from './tables.js';

/**
 * Moderated joining: network administrators list the confirmed requests and approve (the account is
 * made, the person mailed) or reject them (with an optional message mailed to the person). Each
 * decision is audited in its transaction. Everyone else gets 404.
 */

/** GET /administration/join_requests */
export async function listJoinRequests(ctx: AppContext, viewer: Viewer): Promise<JoinRequestList> {
  requireNetworkAdmin(viewer);
  const network = await ctx.network.get();
  const labels = new Map(network.settings.profile_fields.map((field) => [field.key, field.label]));
  const rows = await ctx.db
    .select()
    .from(joinRequests)
    .where(eq(joinRequests.status, 'pending'))
    .orderBy(asc(joinRequests.confirmedAt), asc(joinRequests.id));
  await markJoinRequestsRead(ctx, viewer);
  return {
    as_external: joinsAsExternal(network),
    join_requests: rows.map((row) => ({
      id: row.id,
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email,
      profile: Object.entries(row.profile).map(([key, value]) => ({ label: labels.get(key) ?? key, value })),
      confirmed_at: (row.confirmedAt ?? row.createdAt).toISOString(),
    })),
  };
}

type Decision = { kind: 'approve' } | { kind: 'reject'; message: string };

/** POST …/approve and …/reject: a request already decided (or unknown) answers 404. */
export async function decideJoinRequest(
  ctx: AppContext,
  actor: { viewer: Viewer; ip: string },
  id: string,
  decision: Decision,
): Promise<void> {
  requireNetworkAdmin(actor.viewer);
  const network = await ctx.network.get();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(joinRequests)
      .where(and(eq(joinRequests.id, id), eq(joinRequests.status, 'pending')))
      .for('update');
    if (!row) throw notFound('join request');
    const decided = { decidedById: actor.viewer.id, decidedAt: new Date(), passwordHash: null };
    if (decision.kind === 'approve') {
      const memberId = await accountOfRequest(ctx, tx, network, row, { id: actor.viewer.id, ip: actor.ip });
      if (!memberId) {
        throw unprocessable({ base: ['errors.joining.already_member'] }, 'The address has an account now.');
      }
      await tx
        .update(joinRequests)
        .set({ ...decided, status: 'approved', memberId })
        .where(eq(joinRequests.id, id));
      await ctx.audit.record(
        {
          type: 'JoinRequestApprove',
          actorId: actor.viewer.id,
          membershipId: memberId,
          details: { join_request_id: id, email: row.email },
          ip: actor.ip,
        },
        tx,
      );
      await queueJoinMail(ctx, tx, { kind: 'approved', requestId: id });
      return;
    }
    await tx
      .update(joinRequests)
      .set({ ...decided, status: 'rejected', rejectionMessage: decision.message })
      .where(eq(joinRequests.id, id));
    await ctx.audit.record(
      {
        type: 'JoinRequestReject',
        actorId: actor.viewer.id,
        details: { join_request_id: id, email: row.email, message: decision.message },
        ip: actor.ip,
      },
      tx,
    );
    await queueJoinMail(ctx, tx, { kind: 'rejected', requestId: id });
  });
}
