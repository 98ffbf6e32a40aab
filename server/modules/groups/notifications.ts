import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { visibleTo } from '../../platform/visibility/keys.js';
import {
  markSubjectRead,
  type NotifyContext,
  notify,
  removeRecipientsNotifications,
} from '../notifications/service.js';
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
  ctx: NotifyContext,
  tx: Tx,
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

/** A member was invited into a group: they decide at the group's page (or /invites). */
export const INVITATION_NOTIFICATION = 'groups.invitation';

/** One entry per group for each invited member; the group's id names the invitation (service.ts). */
const invitation = (groupId: string) => ({ type: 'group_invitation', id: groupId });

/**
 * Tells the invited members, in the transaction that writes their invitations. Each entry is the
 * invitee's own (`member:<id>`): an invited member sees even a hidden group's invitation. Answers
 * who was notified.
 */
export function notifyInvitation(
  ctx: NotifyContext,
  tx: Tx,
  inviterId: string,
  group: Pick<GroupRecord, 'id' | 'slug' | 'name'>,
  memberIds: readonly string[],
): Promise<string[]> {
  return notify(ctx, tx, {
    kind: INVITATION_NOTIFICATION,
    recipientIds: memberIds,
    actorId: inviterId,
    subject: invitation(group.id),
    url: `/groups/${group.slug}`,
    visibility: (recipientId) => [visibleTo.member(recipientId)],
    data: { group: group.name },
  });
}

/** Invitations withdrawn: their entries go, read or not. */
export function removeInvitationNotifications(tx: Db | Tx, groupId: string, memberIds: readonly string[]) {
  return removeRecipientsNotifications(tx, invitation(groupId), memberIds);
}

/** The invited member answered (joined or declined): the entry is read. Answers whether it was unread. */
export function markInvitationRead(tx: Db | Tx, memberId: string, groupId: string): Promise<boolean> {
  return markSubjectRead(tx, memberId, invitation(groupId));
}

/** An administrator rejected the member's join request; the entry carries their message. */
export const JOIN_REJECTED_NOTIFICATION = 'groups.join_rejected';

/** Tells the member whose request was rejected, in the transaction that rejects it. */
export function notifyJoinRejected(
  ctx: NotifyContext,
  tx: Tx,
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
