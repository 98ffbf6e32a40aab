import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { groupsNamedBy, joinInvitedGroups, leaveClaimedGroups, memberOfGroups } from '../groups/service.js';
import { type Claims, groupNames } from './claims.js';
import type { ProviderRow } from './client.js';
import { ssoGroupMemberships } from './tables.js';

export type GroupChanges = { joined: string[]; left: string[] };

/**
 * Follows the provider's groups claim (when the provider maps one): the member joins the existing
 * groups it names (by slug or name) and leaves those this provider made them join before and it no
 * longer names. A membership made any other way is never removed, and a group the member already
 * belonged to is not taken over. Unknown names are ignored: groups are never created.
 */
export async function followGroupsClaim(
  ctx: AppContext,
  tx: Tx,
  input: { provider: ProviderRow; memberId: string; claims: Claims },
): Promise<GroupChanges> {
  const { provider, memberId } = input;
  if (!provider.groupsClaim) return { joined: [], left: [] };
  const named = await groupsNamedBy(tx, groupNames(input.claims, provider.groupsClaim));
  const wanted = new Set(named.map((group) => group.id));
  const managed = await tx
    .select({ groupId: ssoGroupMemberships.groupId })
    .from(ssoGroupMemberships)
    .where(and(eq(ssoGroupMemberships.providerId, provider.id), eq(ssoGroupMemberships.memberId, memberId)));
  const managedIds = new Set(managed.map((row) => row.groupId));

  const gone = [...managedIds].filter((id) => !wanted.has(id));
  const left = await leaveClaimedGroups(ctx, tx, { memberId, groupIds: gone, via: 'single_sign_on' });
  if (gone.length > 0) {
    await tx
      .delete(ssoGroupMemberships)
      .where(
        and(
          eq(ssoGroupMemberships.providerId, provider.id),
          eq(ssoGroupMemberships.memberId, memberId),
          inArray(ssoGroupMemberships.groupId, gone),
        ),
      );
  }

  const already = await memberOfGroups(tx, memberId, [...wanted]);
  const toJoin = [...wanted].filter((id) => !already.has(id));
  const joined = await joinInvitedGroups(ctx, tx, memberId, toJoin);
  if (joined.length > 0) {
    await tx
      .insert(ssoGroupMemberships)
      .values(joined.map((groupId) => ({ providerId: provider.id, memberId, groupId })))
      .onConflictDoNothing();
  }
  return { joined, left };
}
