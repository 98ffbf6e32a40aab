import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { indexLater } from '../../platform/modules/extensions.js';
import { canAdministrateNetwork } from '../network/policy.js';
import { GROUP_MEMBERSHIP_CHANNEL } from './channels.js';
import { notifyInvitation, removeInvitationNotifications } from './notifications.js';
import { canAdministrateGroup } from './policy.js';
import { groupCategoryAdmins, groupMemberships, groups } from './tables.js';
import { groupsWithStanding } from './visible.js';

/**
 * What invitations need of groups: the groups an inviter may invite into, invited membership rows
 * (which the member accepts or declines through the ordinary join and leave of membership.ts), and
 * the groups an invited person lands in when they register.
 */

export type InvitableGroup = { id: string; name: string; categoryId: string };

/**
 * Groups the viewer administers and may invite into (not archived), optionally within one category
 * or one group; one statement.
 */
export async function invitableGroups(
  db: Db | Tx,
  viewer: Viewer,
  within: { categoryId?: string; groupIds?: readonly string[] } = {},
): Promise<InvitableGroup[]> {
  const conditions: (SQL | undefined)[] = [eq(groups.archived, false)];
  if (within.categoryId) conditions.push(eq(groups.categoryId, within.categoryId));
  if (within.groupIds) {
    if (within.groupIds.length === 0) return [];
    conditions.push(inArray(groups.id, [...within.groupIds]));
  }
  if (!canAdministrateNetwork(viewer)) {
    const administered = db
      .select({ id: groupCategoryAdmins.categoryId })
      .from(groupCategoryAdmins)
      .where(eq(groupCategoryAdmins.memberId, viewer.id));
    const adminOf = db
      .select({ id: groupMemberships.groupId })
      .from(groupMemberships)
      .where(
        and(
          eq(groupMemberships.memberId, viewer.id),
          eq(groupMemberships.status, 'member'),
          eq(groupMemberships.isAdmin, true),
        ),
      );
    conditions.push(sql`(${groups.categoryId} in (${administered}) or ${groups.id} in (${adminOf}))`);
  }
  const contexts = await groupsWithStanding(db, viewer, and(...conditions));
  return contexts
    .filter((context) => canAdministrateGroup(viewer, context.state))
    .map(({ group }) => ({ id: group.id, name: group.name, categoryId: group.categoryId }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Makes the member a member of these groups (an invitation is accepted by registering). */
export async function joinInvitedGroups(ctx: AppContext, tx: Tx, memberId: string, groupIds: string[]) {
  const open = groupIds.length
    ? await tx
        .select({ id: groups.id })
        .from(groups)
        .where(and(inArray(groups.id, groupIds), eq(groups.archived, false)))
    : [];
  if (open.length === 0) return [];
  const joined = { status: 'member' as const, subscribed: true, activitystreamSubscribed: true };
  await tx
    .insert(groupMemberships)
    .values(open.map(({ id }) => ({ groupId: id, memberId, ...joined })))
    .onConflictDoUpdate({ target: [groupMemberships.groupId, groupMemberships.memberId], set: joined });
  await indexLater(
    ctx,
    tx,
    'groups',
    open.map(({ id }) => id),
  );
  return open.map(({ id }) => id);
}

/** Invites members into a group; those who already have a row (members, invited, ...) are skipped. */
export async function inviteIntoGroup(
  ctx: AppContext,
  tx: Tx,
  input: { groupId: string; inviterId: string; memberIds: string[] },
): Promise<string[]> {
  if (input.memberIds.length === 0) return [];
  const rows = await tx
    .insert(groupMemberships)
    .values(
      input.memberIds.map((memberId) => ({
        groupId: input.groupId,
        memberId,
        status: 'invited' as const,
        invitedById: input.inviterId,
        invitedAt: new Date(),
      })),
    )
    .onConflictDoNothing()
    .returning({ memberId: groupMemberships.memberId });
  if (rows.length === 0) return [];
  // Invited members see a hidden group: its search document follows.
  await indexLater(ctx, tx, 'groups', [input.groupId]);
  const invited = rows.map((row) => row.memberId);
  const [group] = await tx
    .select({ id: groups.id, slug: groups.slug, name: groups.name })
    .from(groups)
    .where(eq(groups.id, input.groupId));
  if (group) await notifyInvitation(ctx, tx, input.inviterId, group, invited);
  return invited;
}

export type InvitationPair = { groupId: string; memberId: string };
const pairKey = (pair: InvitationPair) => `${pair.groupId}:${pair.memberId}`;

/** The membership status behind each (group, member) pair; absent when there is no row. */
export async function membershipStatuses(db: Db | Tx, pairs: readonly InvitationPair[]) {
  const result = new Map<string, string>();
  if (pairs.length === 0) return { get: (pair: InvitationPair) => result.get(pairKey(pair)) };
  const rows = await db
    .select({
      groupId: groupMemberships.groupId,
      memberId: groupMemberships.memberId,
      status: groupMemberships.status,
    })
    .from(groupMemberships)
    .where(
      and(
        inArray(groupMemberships.groupId, [...new Set(pairs.map((p) => p.groupId))]),
        inArray(groupMemberships.memberId, [...new Set(pairs.map((p) => p.memberId))]),
      ),
    );
  for (const row of rows) result.set(pairKey(row), row.status);
  return { get: (pair: InvitationPair) => result.get(pairKey(pair)) };
}

/** Withdraws invitations not yet answered (revoke); memberships that were accepted stay. */
export async function withdrawGroupInvitations(ctx: AppContext, tx: Tx, pairs: readonly InvitationPair[]) {
  for (const pair of pairs) {
    const withdrawn = await tx
      .delete(groupMemberships)
      .where(
        and(
          eq(groupMemberships.groupId, pair.groupId),
          eq(groupMemberships.memberId, pair.memberId),
          eq(groupMemberships.status, 'invited'),
        ),
      )
      .returning({ memberId: groupMemberships.memberId });
    if (withdrawn.length > 0) await removeInvitationNotifications(tx, pair.groupId, [pair.memberId]);
  }
  await indexLater(
    ctx,
    tx,
    'groups',
    pairs.map((p) => p.groupId),
  );
}

/** After the commit: chat and notifications follow who belongs to a group. */
export async function announceMemberships(ctx: AppContext, memberId: string, groupIds: string[]) {
  for (const groupId of groupIds) {
    await ctx.bus.publish(GROUP_MEMBERSHIP_CHANNEL, {
      type: 'group.membership_changed',
      payload: { group_id: groupId, member_id: memberId, status: 'member' },
    });
  }
}

/** The member's open group invitations, newest first, with who sent each (part 3 section 9: 50 a page). */
export async function openGroupInvitations(
  db: Db | Tx,
  memberId: string,
  page: { limit: number; offset: number },
) {
  const where = and(eq(groupMemberships.memberId, memberId), eq(groupMemberships.status, 'invited'));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: groups.id,
        slug: groups.slug,
        name: groups.name,
        invitedById: groupMemberships.invitedById,
        invitedAt: groupMemberships.invitedAt,
        createdAt: groupMemberships.createdAt,
      })
      .from(groupMemberships)
      .innerJoin(groups, eq(groups.id, groupMemberships.groupId))
      .where(where)
      .orderBy(
        sql`coalesce(${groupMemberships.invitedAt}, ${groupMemberships.createdAt}) desc`,
        asc(groups.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(groupMemberships)
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
