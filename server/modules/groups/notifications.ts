import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { visibleTo } from '../../platform/visibility/keys.js';
import { markSubjectRead, notify } from '../notifications/service.js';
import { unreadsChanged } from '../unreads/service.js';
import { type GroupRecord, groupKey } from './policy.js';
import { groupMemberships } from './tables.js';

/** A member asked to join a moderated group: its administrators decide. */
export const JOIN_REQUEST_NOTIFICATION = 'groups.join_request';

/** All open requests of a group are one thread: "Anna and 3 others asked to join Sales". */
const joinRequests = (groupId: string) => ({ type: 'group_join_requests', id: groupId });

/**
 * Tells the group's administrators, in the transaction that stores the request. The entry stays
 * visible to them while they belong to the group (its `group:` key). Answers who was notified.
 */
export async function notifyJoinRequest(
  ctx: Pick<AppContext, 'extensions'>,
  tx: Db | Tx,
  viewer: Viewer,
  group: Pick<GroupRecord, 'id' | 'slug' | 'name'>,
): Promise<string[]> {
  const admins = await tx
    .select({ id: groupMemberships.memberId })
    .from(groupMemberships)
    .where(
      and(
        eq(groupMemberships.groupId, group.id),
        eq(groupMemberships.isAdmin, true),
        eq(groupMemberships.status, 'member'),
      ),
    );
  return notify(ctx, tx, {
    kind: JOIN_REQUEST_NOTIFICATION,
    recipientIds: admins.map((admin) => admin.id),
    actorId: viewer.id,
    subject: joinRequests(group.id),
    url: `/groups/${group.slug}/members`,
    visibility: [groupKey(group.id)],
    data: { group: group.name },
  });
}

/** An administrator looked at the group's members: the requests' entry is read. */
export async function markJoinRequestsRead(ctx: AppContext, viewer: Viewer, groupId: string) {
  if (await markSubjectRead(ctx.db, viewer.id, joinRequests(groupId))) {
    await unreadsChanged(ctx.bus, [viewer.id]);
  }
}

/** An administrator rejected the member's join request; the entry carries their message. */
export const JOIN_REJECTED_NOTIFICATION = 'groups.join_rejected';

/** Tells the member whose request was rejected, in the transaction that rejects it. */
export function notifyJoinRejected(
  ctx: Pick<AppContext, 'extensions'>,
  tx: Db | Tx,
  viewer: Viewer,
  group: Pick<GroupRecord, 'id' | 'slug' | 'name'>,
  memberId: string,
  message: string,
): Promise<string[]> {
  return notify(ctx, tx, {
    kind: JOIN_REJECTED_NOTIFICATION,
    recipientIds: [memberId],
    actorId: viewer.id,
    subject: { type: 'group_join_rejection', id: `${group.id}:${memberId}` },
    url: `/groups/${group.slug}`,
    visibility: [visibleTo.member(memberId)],
    data: { group: group.name, message },
  });
}
