import { and, asc, eq } from 'drizzle-orm';
import type { JoinRequestList } from '../../../contract/groups.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { isId } from '../../platform/ids.js';
import { memberRecordsByIds, presentMemberRows } from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import { unreadsChanged } from '../unreads/service.js';
import { GROUP_MEMBERSHIP_CHANNEL } from './membership.js';
import { notifyJoinRejected } from './notifications.js';
import { canAdministrateGroup } from './policy.js';
import { loadGroupState, loadVisibleGroup } from './service.js';
import { groupMemberships, groups } from './tables.js';

/**
 * Join requests of a moderated group (part 3 sections 2.1 and 4): its administrators list them and
 * approve (the member joins) or reject them with a message, which reaches the member as a notification. For anyone else the group's requests do
 * not exist (404).
 */

export async function administeredGroup(ctx: AppContext, viewer: Viewer, ref: string) {
  const context = await loadVisibleGroup(ctx.db, viewer, ref);
  if (!canAdministrateGroup(viewer, context.state)) throw notFound('group');
  return context;
}

/** GET /groups/{slug}/administration/join_requests */
export async function listJoinRequests(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  ref: string,
): Promise<JoinRequestList> {
  const { group } = await administeredGroup(ctx, viewer, ref);
  const requests = await ctx.db
    .select({ memberId: groupMemberships.memberId, createdAt: groupMemberships.createdAt })
    .from(groupMemberships)
    .where(and(eq(groupMemberships.groupId, group.id), eq(groupMemberships.status, 'in_moderation')))
    .orderBy(asc(groupMemberships.createdAt));
  const records = await memberRecordsByIds(
    ctx.db,
    requests.map((request) => request.memberId),
  );
  const rows = new Map(
    (
      await presentMemberRows(
        ctx.db,
        network,
        records.filter((r) => !r.deletedAt),
      )
    ).map((row) => [row.id, row]),
  );
  return {
    entries: requests.flatMap((request) => {
      const member = rows.get(request.memberId);
      return member ? [{ member, requested_at: request.createdAt.toISOString() }] : [];
    }),
  };
}

export type JoinDecision = { approve: true } | { approve: false; message: string };

/**
 * POST .../join_requests/{memberId}/approve or /reject. The group row is locked and the request read
 * again inside the transaction, so two administrators deciding at once decide once; a request that is
 * no longer waiting is 404.
 */
export async function decideJoinRequest(
  ctx: AppContext,
  viewer: Viewer,
  ref: string,
  memberId: string,
  decision: JoinDecision,
): Promise<void> {
  const visible = await administeredGroup(ctx, viewer, ref);
  if (!isId(memberId)) throw notFound('join request');
  const groupId = visible.group.id;
  const notified: string[] = [];
  await ctx.db.transaction(async (tx) => {
    const [group] = await tx.select().from(groups).where(eq(groups.id, groupId)).for('update');
    if (!group) throw notFound('group');
    const { state } = await loadGroupState(tx, viewer, group, visible.category);
    if (!canAdministrateGroup(viewer, state)) throw notFound('group');
    const where = and(
      eq(groupMemberships.groupId, groupId),
      eq(groupMemberships.memberId, memberId),
      eq(groupMemberships.status, 'in_moderation'),
    );
    const changes = decision.approve
      ? {
          status: 'member' as const,
          subscribed: true,
          activitystreamSubscribed: true,
          rejectionMessage: null,
        }
      : { status: 'rejected' as const, rejectionMessage: decision.message.trim() || null };
    const [changed] = await tx
      .update(groupMemberships)
      .set(changes)
      .where(where)
      .returning({ id: groupMemberships.memberId });
    if (!changed) throw notFound('join request');
    if (!decision.approve) {
      const message = changes.rejectionMessage ?? '';
      notified.push(...(await notifyJoinRejected(ctx, tx, viewer, group, memberId, message)));
    } else {
      await ctx.audit.record(
        {
          type: 'GroupJoin',
          actorId: viewer.id,
          membershipId: memberId,
          details: { group_id: groupId, group_name: group.name, via: 'join_request' },
        },
        tx,
      );
    }
  });
  await ctx.bus.publish(GROUP_MEMBERSHIP_CHANNEL, {
    type: 'group.membership_changed',
    payload: { group_id: groupId, member_id: memberId, status: decision.approve ? 'member' : 'rejected' },
  });
  await unreadsChanged(ctx.bus, notified);
}
