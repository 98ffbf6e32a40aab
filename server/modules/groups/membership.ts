import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { joinResponse } from '../../../contract/groups.js';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { indexLater } from '../../platform/modules/extensions.js';
import {
  dropGroupRoles,
  findMembers,
  groupRolesByMember,
  roleSectionsOf,
  sectionOf,
  sectionsOfPage,
  visibleBadges,
} from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import { unreadsChanged } from '../unreads/service.js';
import { markInvitationRead, markJoinRequestsRead, notifyJoinRequest } from './notifications.js';
import {
  canFollow,
  canJoin,
  canLeave,
  canRequestJoin,
  canSeeContent,
  canWithdraw,
  isLastAdmin,
} from './policy.js';
import {
  type GroupContext,
  groupAdminIds,
  groupMemberIds,
  loadGroupState,
  loadVisibleGroup,
  presentGroupContext,
} from './service.js';
import { type GroupMembershipStatus, groupMemberships, groups } from './tables.js';

/**
 * Membership changes of the signed-in member (part 3 section 4): join, request, accept an invitation,
 * leave, withdraw or decline; favourites and subscriptions. Each change runs in a transaction that
 * first locks the group row, so two admins leaving at once cannot both pass the last-admin rule.
 */

type JoinResponse = z.infer<typeof joinResponse>;

const notMember = () => new AppError(422, 'not_member', 'Only members of the group can do this.');

export { GROUP_MEMBERSHIP_CHANNEL } from './channels.js';

import { GROUP_MEMBERSHIP_CHANNEL } from './channels.js';

async function changeMembership(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  ref: string,
  change: (
    tx: Tx,
    context: GroupContext,
    notified: string[],
  ) => Promise<GroupMembershipStatus | 'no_member' | null>,
): Promise<JoinResponse> {
  const notified: string[] = [];
  const visible = await loadVisibleGroup(ctx.db, viewer, ref);
  const { context, changed } = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: groups.id }).from(groups).where(eq(groups.id, visible.group.id)).for('update');
    const before = await loadGroupState(tx, viewer, visible.group, visible.category);
    const changed = await change(tx, before, notified);
    // Membership rows are part of who sees a group (hidden groups): its search document follows.
    if (changed) await indexLater(ctx, tx, 'groups', [visible.group.id]);
    return { context: await loadGroupState(tx, viewer, visible.group, visible.category), changed };
  });
  if (changed) {
    await ctx.bus.publish(GROUP_MEMBERSHIP_CHANNEL, {
      type: 'group.membership_changed',
      payload: { group_id: context.group.id, member_id: viewer.id, status: changed },
    });
  }
  await unreadsChanged(ctx.bus, notified);
  const group = await presentGroupContext(ctx.db, network, viewer, context);
  return { membership_status_of_current_member: group.membership_status_of_current_member, group };
}

/** POST /api/v1/groups/{id}/join. Repeating a join that already happened changes nothing. */
export function joinGroup(ctx: AppContext, network: NetworkRecord, viewer: Viewer, ref: string) {
  return changeMembership(ctx, network, viewer, ref, async (tx, { group, membership, state }, notified) => {
    if (membership?.status === 'member' || membership?.status === 'in_moderation') return null;
    const where = and(eq(groupMemberships.groupId, group.id), eq(groupMemberships.memberId, viewer.id));
    if (canJoin(viewer, state, network.settings)) {
      if (membership?.status === 'invited' && (await markInvitationRead(tx, viewer.id, group.id))) {
        notified.push(viewer.id);
      }
      const joined = { status: 'member' as const, subscribed: true, activitystreamSubscribed: true };
      if (membership) await tx.update(groupMemberships).set(joined).where(where);
      else await tx.insert(groupMemberships).values({ groupId: group.id, memberId: viewer.id, ...joined });
      await ctx.audit.record(
        {
          type: 'GroupJoin',
          actorId: viewer.id,
          membershipId: viewer.id,
          details: { group_id: group.id, group_name: group.name, via: membership ? 'invitation' : 'join' },
        },
        tx,
      );
      return 'member';
    }
    if (canRequestJoin(viewer, state, network.settings)) {
      await tx
        .insert(groupMemberships)
        .values({ groupId: group.id, memberId: viewer.id, status: 'in_moderation' });
      notified.push(...(await notifyJoinRequest(ctx, tx, viewer, group)));
      return 'in_moderation';
    }
    throw new AppError(422, 'not_joinable', 'This group cannot be joined.');
  });
}

/**
 * DELETE /api/v1/groups/{id}/join: leaves the group, or withdraws a join request or declines an
 * invitation. With `leaveOnly` (DELETE /groups/{slug}/join) only an actual membership is ended.
 */
export function leaveGroup(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  ref: string,
  options: { leaveOnly: boolean },
) {
  return changeMembership(ctx, network, viewer, ref, async (tx, { group, membership, state }, notified) => {
    if (!membership) return null;
    const where = and(eq(groupMemberships.groupId, group.id), eq(groupMemberships.memberId, viewer.id));
    if (membership.status === 'member') {
      if (isLastAdmin(state)) {
        throw new AppError(422, 'last_admin', 'The last administrator cannot leave the group.');
      }
      if (!canLeave(state)) throw new AppError(422, 'not_leavable', 'This group cannot be left.');
      await tx.delete(groupMemberships).where(where);
      await dropGroupRoles(tx, group.id, viewer.id);
      await ctx.audit.record(
        {
          type: 'GroupLeave',
          actorId: viewer.id,
          membershipId: viewer.id,
          details: { group_id: group.id, group_name: group.name },
        },
        tx,
      );
      return 'no_member';
    }
    if (options.leaveOnly) throw notMember();
    if (!canWithdraw(state)) throw new AppError(422, 'not_leavable', 'This group cannot be left.');
    // Declining answers the invitation: its entry is read, as when it was accepted.
    if (membership.status === 'invited' && (await markInvitationRead(tx, viewer.id, group.id))) {
      notified.push(viewer.id);
    }
    await tx.delete(groupMemberships).where(where);
    return 'no_member';
  });
}

async function updateOwnMembership(
  db: Db,
  viewer: Viewer,
  ref: string,
  values: Partial<typeof groupMemberships.$inferInsert>,
): Promise<void> {
  const context = await loadVisibleGroup(db, viewer, ref);
  if (!canFollow(context.state)) throw notMember();
  await db
    .update(groupMemberships)
    .set(values)
    .where(and(eq(groupMemberships.groupId, context.group.id), eq(groupMemberships.memberId, viewer.id)));
}

export async function setFavorite(db: Db, viewer: Viewer, ref: string, favorited: boolean) {
  await updateOwnMembership(db, viewer, ref, { favorited });
  return { favorited };
}

export type SubscriptionKind = 'notifications' | 'activitystream';

export async function setSubscription(
  db: Db,
  viewer: Viewer,
  ref: string,
  kind: SubscriptionKind,
  on: boolean,
) {
  await updateOwnMembership(
    db,
    viewer,
    ref,
    kind === 'notifications' ? { subscribed: on } : { activitystreamSubscribed: on },
  );
  return { subscription_status: on ? ('subscribed' as const) : ('unsubscribed' as const) };
}

/**
 * GET /groups/{slug}/members: for those who may see the group's content; others get 404. Members of
 * the group's grouped roles come first, section by section (members/role-sections.ts), and every row
 * shows the group's roles that are not hidden beside the network's.
 */
export async function listGroupMembers(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  ref: string,
  query: { q?: string; page: number; per: number },
) {
  const db = ctx.db;
  const context = await loadVisibleGroup(db, viewer, ref);
  if (!canSeeContent(viewer, context.state)) throw notFound('group');
  if (context.state.membership?.isAdmin) await markJoinRequestsRead(ctx, viewer, context.group.id);
  const sections = await roleSectionsOf(db, network, context.group.id);
  const { rows, total } = await findMembers(ctx, network, viewer, {
    ...query,
    within: groupMemberIds(db, context.group.id).getSQL(),
    leadingOrder: sections.order,
  });
  const ids = rows.map((row) => row.id);
  const [admins, groupRoles] = await Promise.all([
    groupAdminIds(db, context.group.id, ids),
    network.config.membership_roles_enabled
      ? groupRolesByMember(db, context.group.id, ids)
      : Promise.resolve(new Map<string, never[]>()),
  ]);
  const entries = rows.map((row) => {
    const held = groupRoles.get(row.id) ?? [];
    return {
      ...row,
      roles: [...row.roles, ...visibleBadges(held)],
      section_id: sectionOf(
        sections,
        held.map((role) => role.id),
      ),
      is_group_admin: admins.has(row.id),
    };
  });
  return {
    entries,
    sections: sectionsOfPage(sections, entries),
    total,
    page: query.page,
    per: query.per,
  };
}
