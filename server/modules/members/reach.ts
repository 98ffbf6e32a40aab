import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { members } from '../../platform/identity/tables.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { isId } from '../../platform/ids.js';
import { extensionPoint } from '../../platform/modules/extensions.js';
import type { NetworkRecord } from '../network/service.js';
import { roleKey, usableRoles, visibleMembers } from './policy.js';
import { memberRoles, membershipRoles } from './tables.js';

/**
 * Which members a viewer reaches: the members they may see (as SQL for other lists), and the
 * expansion of named members, groups and roles that never reveals anyone beyond those.
 */

/**
 * The ids (a subquery) an external member sees besides themselves and network administrators. The
 * groups module adds "members of my groups" in its module.ts; this module knows nothing of groups.
 */
export const externalViewerSees = extensionPoint<(db: Db, viewerId: string) => SQL>(
  'members.external-viewer-sees',
);

export function visibleTo(ctx: AppContext, viewer: Viewer, network: NetworkRecord): SQL {
  const coMembers = viewer.isExternal
    ? [...ctx.extensions.all(externalViewerSees).values()].map((ids) => ids(ctx.db, viewer.id))
    : [];
  return visibleMembers(viewer, network.settings, coMembers);
}

/** The ids of the members the viewer may see, as a subquery (groups count members with it). */
export function visibleMemberIdsQuery(ctx: AppContext, viewer: Viewer, network: NetworkRecord): SQL {
  return ctx.db
    .select({ id: members.id })
    .from(members)
    .where(visibleTo(ctx, viewer, network))
    .getSQL();
}

/**
 * The holders of those of these roles the viewer may use (policy.usableRoles), as a subquery for
 * `reachableMemberIds`; roles the viewer may not use contribute nobody, exactly like unknown ids.
 */
export function holdersOfUsableRoles(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  roleIds: readonly string[],
): SQL | null {
  const wanted = [...new Set(roleIds)].filter(isId);
  if (wanted.length === 0) return null;
  return ctx.db
    .select({ id: memberRoles.memberId })
    .from(memberRoles)
    .innerJoin(membershipRoles, eq(membershipRoles.id, memberRoles.roleId))
    .where(
      and(
        inArray(memberRoles.roleId, wanted),
        usableRoles(viewer, network, visibleMemberIdsQuery(ctx, viewer, network)),
      ),
    )
    .getSQL();
}

/**
 * Expanding named members, groups and roles (invitations, group messages): the active members the
 * viewer may see among `ids` and the subqueries `within` (a group's members, a role's holders), in
 * one query. Whoever the viewer may not see is left out as if they did not exist, so an expansion
 * never reveals a member, and the caller answers an empty result like one of unknown ids.
 */
export async function reachableMemberIds(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  sources: { ids?: readonly string[]; within?: (SQL | null)[] },
): Promise<string[]> {
  const ids = [...new Set(sources.ids ?? [])].filter(isId);
  const within = (sources.within ?? []).filter((sub): sub is SQL => sub !== null);
  if (ids.length === 0 && within.length === 0) return [];
  const rows = await ctx.db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        visibleTo(ctx, viewer, network),
        isNull(members.lockedAt),
        or(
          ids.length > 0 ? inArray(members.id, ids) : undefined,
          ...within.map((sub) => sql`${members.id} in (${sub})`),
        ),
      ),
    );
  return rows.map((row) => row.id);
}

/** The viewer's role keys (platform/visibility/keys.ts): rows addressed to a role they hold. */
export async function roleViewerKeys(db: Db | Tx, viewer: Viewer): Promise<string[]> {
  const rows = await db
    .select({ roleId: memberRoles.roleId })
    .from(memberRoles)
    .where(eq(memberRoles.memberId, viewer.id));
  return rows.map((row) => roleKey(row.roleId));
}

/** Members as policies see them (id, guest, administrator), for checks made on their behalf by jobs. */
export async function viewersByIds(db: Db | Tx, ids: readonly string[]): Promise<Viewer[]> {
  const wanted = [...new Set(ids)].filter(isId);
  if (wanted.length === 0) return [];
  return db
    .select({ id: members.id, isExternal: members.isExternal, isNetworkAdmin: members.isNetworkAdmin })
    .from(members)
    .where(and(inArray(members.id, wanted), isNull(members.deletedAt), isNull(members.lockedAt)));
}
