import { and, count, eq } from 'drizzle-orm';
import type {
  AdministeredGroupMemberList,
  GroupAdministration,
  UpdateGroupMemberBody,
} from '../../../contract/group-administration.js';
import type { Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound, unprocessable } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { isId } from '../../platform/ids.js';
import { indexLater } from '../../platform/modules/extensions.js';
import {
  dropGroupRoles,
  findMembers,
  groupRolesOfMembers,
  listScopeRoles,
  presentRoleBadge,
  type RoleManager,
  type RoleRecord,
  setGroupRoles,
} from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import { GROUP_MEMBERSHIP_CHANNEL } from './channels.js';
import { administeredGroup } from './join-requests.js';
import { canAdministrateGroup } from './policy.js';
import { groupAdminIds, groupMemberIds, loadGroupState } from './service.js';
import { groupMemberships, groups } from './tables.js';

/**
 * The group's administration (part 3 section 2.1): its main info, its members with their group roles,
 * promoting and demoting administrators and removing members. Only those who administer the group
 * reach it (404 for everyone else); the last administrator is neither demoted nor removed, and the
 * active main group keeps its members, as when members leave themselves.
 */

const rolesEnabled = (network: NetworkRecord) => network.config.membership_roles_enabled;

async function countByStatus(ctx: AppContext, groupId: string, status: 'member' | 'in_moderation') {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(groupMemberships)
    .where(and(eq(groupMemberships.groupId, groupId), eq(groupMemberships.status, status)));
  return row?.n ?? 0;
}

/** GET /groups/{slug}/administration */
export async function groupAdministrationInfo(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  ref: string,
): Promise<GroupAdministration> {
  const { group } = await administeredGroup(ctx, viewer, ref);
  const [members, requests] = await Promise.all([
    countByStatus(ctx, group.id, 'member'),
    countByStatus(ctx, group.id, 'in_moderation'),
  ]);
  return {
    group: {
      id: group.id,
      slug: group.slug,
      name: group.name,
      teaser: group.teaser,
      access: group.access,
      moderated_join: group.moderatedJoin,
      archived: group.archived,
    },
    member_count: members,
    join_request_count: requests,
    // The group's administrators invite members to it (invitations' policy: `invite_internal`).
    can: { manage_roles: rolesEnabled(network), invite: true },
  };
}

/** The group's roles manager: its administrators, while the network uses membership roles. */
export async function groupRoleManager(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  ref: string,
): Promise<{ manager: RoleManager; slug: string }> {
  const { group } = await administeredGroup(ctx, viewer, ref);
  if (!rolesEnabled(network)) throw notFound('membership roles');
  return { manager: { scope: { groupId: group.id }, assert: () => undefined }, slug: group.slug };
}

async function adminCountOf(db: AppContext['db'] | Tx, groupId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(groupMemberships)
    .where(
      and(
        eq(groupMemberships.groupId, groupId),
        eq(groupMemberships.status, 'member'),
        eq(groupMemberships.isAdmin, true),
      ),
    );
  return row?.n ?? 0;
}

/** GET /groups/{slug}/administration/members */
export async function listAdministeredMembers(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  ref: string,
  query: { q?: string; page: number; per: number },
): Promise<AdministeredGroupMemberList> {
  const { group } = await administeredGroup(ctx, viewer, ref);
  const { rows, total } = await findMembers(ctx, network, viewer, {
    ...query,
    within: groupMemberIds(ctx.db, group.id).getSQL(),
  });
  const ids = rows.map((row) => row.id);
  const enabled = rolesEnabled(network);
  const [admins, adminCount, roles, roleList] = await Promise.all([
    groupAdminIds(ctx.db, group.id, ids),
    adminCountOf(ctx.db, group.id),
    enabled ? groupRolesOfMembers(ctx.db, group.id, ids) : new Map<string, RoleRecord[]>(),
    enabled ? listScopeRoles(ctx.db, { groupId: group.id }) : [],
  ]);
  return {
    entries: rows.map((row) => {
      const isAdmin = admins.has(row.id);
      const lastAdmin = isAdmin && adminCount <= 1;
      return {
        member: row,
        is_group_admin: isAdmin,
        group_roles: (roles.get(row.id) ?? []).map((role) => ({
          ...presentRoleBadge(role),
          display_type: role.displayType,
        })),
        can: {
          make_admin: !isAdmin,
          remove_admin: isAdmin && !lastAdmin,
          remove: !lastAdmin && !group.activeMainGroup,
        },
      };
    }),
    total,
    page: query.page,
    per: query.per,
    roles: roleList,
    can: { assign_roles: enabled },
  };
}

/**
 * Locks the group row, checks again that the viewer administers it and reads the target's
 * membership; a member who is not in the group is 404.
 */
async function lockedTarget(
  tx: Tx,
  viewer: Viewer,
  ref: string,
  visible: Awaited<ReturnType<typeof administeredGroup>>,
  memberId: string,
) {
  const [group] = await tx.select().from(groups).where(eq(groups.id, visible.group.id)).for('update');
  if (!group) throw notFound('group');
  const { state } = await loadGroupState(tx, viewer, group, visible.category);
  if (!canAdministrateGroup(viewer, state)) throw notFound('group');
  const [target] = isId(memberId)
    ? await tx
        .select()
        .from(groupMemberships)
        .where(
          and(
            eq(groupMemberships.groupId, group.id),
            eq(groupMemberships.memberId, memberId),
            eq(groupMemberships.status, 'member'),
          ),
        )
    : [];
  if (!target) throw notFound(`member of ${ref}`);
  return { group, target, adminCount: await adminCountOf(tx, group.id) };
}

const lastAdmin = () => new AppError(422, 'last_admin', 'The last administrator of the group must stay.');
const where = (groupId: string, memberId: string) =>
  and(eq(groupMemberships.groupId, groupId), eq(groupMemberships.memberId, memberId));

/** PUT /groups/{slug}/administration/members/{id}: administrator flag and group roles. */
export async function updateGroupMember(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  ref: string,
  memberId: string,
  body: UpdateGroupMemberBody,
): Promise<void> {
  const visible = await administeredGroup(ctx, viewer, ref);
  if (body.role_ids !== undefined && !rolesEnabled(network)) {
    throw unprocessable({ role_ids: ['errors.membership_roles.roles_disabled'] });
  }
  await ctx.db.transaction(async (tx) => {
    const { group, target, adminCount } = await lockedTarget(tx, viewer, ref, visible, memberId);
    if (body.is_admin !== undefined && body.is_admin !== target.isAdmin) {
      if (!body.is_admin && adminCount <= 1) throw lastAdmin();
      await tx.update(groupMemberships).set({ isAdmin: body.is_admin }).where(where(group.id, memberId));
      await ctx.audit.record(
        {
          type: body.is_admin ? 'GroupAdminPermissionCreate' : 'GroupAdminPermissionDestroy',
          actorId: viewer.id,
          membershipId: memberId,
          details: { group_id: group.id, group_name: group.name },
        },
        tx,
      );
    }
    if (body.role_ids !== undefined) await setGroupRoles(tx, group.id, memberId, body.role_ids);
  });
}

/** DELETE /groups/{slug}/administration/members/{id}: the member leaves the group, roles and all. */
export async function removeGroupMember(
  ctx: AppContext,
  viewer: Viewer,
  ref: string,
  memberId: string,
): Promise<void> {
  const visible = await administeredGroup(ctx, viewer, ref);
  const groupId = visible.group.id;
  await ctx.db.transaction(async (tx) => {
    const { group, target, adminCount } = await lockedTarget(tx, viewer, ref, visible, memberId);
    if (target.isAdmin && adminCount <= 1) throw lastAdmin();
    if (group.activeMainGroup) throw new AppError(422, 'not_leavable', 'This group cannot be left.');
    await tx.delete(groupMemberships).where(where(group.id, memberId));
    await dropGroupRoles(tx, group.id, memberId);
    await indexLater(ctx, tx, 'groups', [group.id]);
    await ctx.audit.record(
      {
        type: 'GroupLeave',
        actorId: viewer.id,
        membershipId: memberId,
        details: { group_id: group.id, group_name: group.name, via: 'removed' },
      },
      tx,
    );
  });
  await ctx.bus.publish(GROUP_MEMBERSHIP_CHANNEL, {
    type: 'group.membership_changed',
    payload: { group_id: groupId, member_id: memberId, status: 'no_member' },
  });
}
