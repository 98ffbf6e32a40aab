import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { indexLater } from '../../platform/modules/extensions.js';
import { dropGroupRoles } from '../members/service.js';
import { GROUP_MEMBERSHIP_CHANNEL } from './channels.js';
import { groupMemberships, groups } from './tables.js';

/**
 * Memberships another system decides (single sign-on's groups claim). The caller says which groups
 * it manages; these functions only find groups by what the claim names and write the rows.
 */

/**
 * The groups (not archived) whose slug or name is one of these values, in any case; a leading '/'
 * is dropped, as providers such as Keycloak name groups by their path.
 */
export async function groupsNamedBy(
  tx: Tx,
  values: readonly string[],
): Promise<{ id: string; name: string }[]> {
  const names = [...new Set(values.map((value) => value.replace(/^\//, '').trim().toLowerCase()))].filter(
    (name) => name.length > 0 && name.length <= 200,
  );
  if (names.length === 0) return [];
  return tx
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(
      and(
        eq(groups.archived, false),
        or(inArray(sql`lower(${groups.slug})`, names), inArray(sql`lower(${groups.name})`, names)),
      ),
    );
}

/** Which of these groups the member is a member of (invitations and requests do not count). */
export async function memberOfGroups(
  tx: Tx,
  memberId: string,
  groupIds: readonly string[],
): Promise<Set<string>> {
  if (groupIds.length === 0) return new Set();
  const rows = await tx
    .select({ groupId: groupMemberships.groupId })
    .from(groupMemberships)
    .where(
      and(
        eq(groupMemberships.memberId, memberId),
        eq(groupMemberships.status, 'member'),
        inArray(groupMemberships.groupId, [...groupIds]),
      ),
    );
  return new Set(rows.map((row) => row.groupId));
}

/**
 * The member leaves these groups (roles and all), except where they administrate the group: an
 * administrator is never removed behind the group's back, which could leave it without one. Audited
 * as `GroupLeave` with `via`; answers the groups left, for `announceLeaves` after the commit.
 */
export async function leaveClaimedGroups(
  ctx: AppContext,
  tx: Tx,
  input: { memberId: string; groupIds: readonly string[]; via: string },
): Promise<string[]> {
  if (input.groupIds.length === 0) return [];
  const left = await tx
    .delete(groupMemberships)
    .where(
      and(
        eq(groupMemberships.memberId, input.memberId),
        eq(groupMemberships.isAdmin, false),
        inArray(groupMemberships.groupId, [...input.groupIds]),
      ),
    )
    .returning({ groupId: groupMemberships.groupId });
  const ids = left.map((row) => row.groupId);
  if (ids.length === 0) return [];
  for (const groupId of ids) await dropGroupRoles(tx, groupId, input.memberId);
  await indexLater(ctx, tx, 'groups', ids);
  await ctx.audit.recordMany(
    ids.map((groupId) => ({
      type: 'GroupLeave',
      actorId: input.memberId,
      membershipId: input.memberId,
      details: { group_id: groupId, via: input.via },
    })),
    tx,
  );
  return ids;
}

export async function announceLeaves(ctx: AppContext, memberId: string, groupIds: readonly string[]) {
  for (const groupId of groupIds) {
    await ctx.bus.publish(GROUP_MEMBERSHIP_CHANNEL, {
      type: 'group.membership_changed',
      payload: { group_id: groupId, member_id: memberId, status: 'no_member' },
    });
  }
}

export type ProvisionedGroup = { id: string; name: string; createdAt: Date; updatedAt: Date };

/**
 * Groups (not archived) as provisioning (SCIM) lists them, oldest first for stable paging; by ids
 * or by the names (or slugs) `groupsNamedBy` matches.
 */
export async function provisionedGroups(
  tx: Db | Tx,
  query: { ids?: string[]; names?: string[]; offset: number; limit: number },
): Promise<{ groups: ProvisionedGroup[]; total: number }> {
  const names = query.names?.map((name) => name.replace(/^\//, '').trim().toLowerCase());
  if (query.ids?.length === 0 || names?.length === 0) return { groups: [], total: 0 };
  const where = and(
    eq(groups.archived, false),
    query.ids ? inArray(groups.id, query.ids) : undefined,
    names
      ? or(inArray(sql`lower(${groups.slug})`, names), inArray(sql`lower(${groups.name})`, names))
      : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    tx
      .select({ id: groups.id, name: groups.name, createdAt: groups.createdAt, updatedAt: groups.updatedAt })
      .from(groups)
      .where(where)
      .orderBy(asc(groups.createdAt), asc(groups.id))
      .limit(query.limit)
      .offset(query.offset),
    tx.select({ total: count() }).from(groups).where(where),
  ]);
  return { groups: rows, total: totals?.total ?? 0 };
}

/** The members (status member) of each of these groups, in one statement. */
export async function memberIdsOfGroups(
  db: Db | Tx,
  groupIds: readonly string[],
): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return result;
  const rows = await db
    .select({ groupId: groupMemberships.groupId, memberId: groupMemberships.memberId })
    .from(groupMemberships)
    .where(and(inArray(groupMemberships.groupId, [...groupIds]), eq(groupMemberships.status, 'member')));
  for (const row of rows) result.get(row.groupId)?.push(row.memberId);
  return result;
}
