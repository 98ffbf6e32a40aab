import type { MembershipRole, MembershipRoleFields } from '../../../contract/membership-roles.js';
import type { AuditEntry } from '../../platform/audit/audit.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import type { RoleRecord } from './present.js';
import {
  deleteScopeRole,
  insertScopeRole,
  listScopeRoles,
  lockScopeRole,
  type RoleScope,
  updateScopeRole,
} from './roles-admin.js';

/**
 * Roles managed in a scope (the network here, a group in the groups module): who may, the audit
 * entry of each write and the write itself in one transaction. The scope's check runs first, so a
 * viewer who may not manage it (or a network without membership roles) gets 404 for everything.
 */
export type RoleManager = {
  scope: RoleScope;
  /** Throws 404 unless the viewer manages the scope's roles now; runs inside the transaction too. */
  assert: () => void | Promise<void>;
};

export type RoleRequest = { viewer: Viewer; ip: string };

const audit = (request: RoleRequest, manager: RoleManager, details: Record<string, unknown>): AuditEntry => ({
  type: 'PolicySettingUpdate',
  actorId: request.viewer.id,
  ip: request.ip,
  details: { subject: 'membership_role', group_id: manager.scope.groupId, ...details },
});

async function presentOne(ctx: AppContext, manager: RoleManager, id: string): Promise<MembershipRole> {
  const role = (await listScopeRoles(ctx.db, manager.scope)).find((entry) => entry.id === id);
  if (!role) throw notFound('membership role');
  return role;
}

export async function listManagedRoles(ctx: AppContext, manager: RoleManager) {
  await manager.assert();
  return listScopeRoles(ctx.db, manager.scope);
}

export async function createManagedRole(
  ctx: AppContext,
  request: RoleRequest,
  manager: RoleManager,
  fields: MembershipRoleFields,
): Promise<MembershipRole> {
  await manager.assert();
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertScopeRole(tx, manager.scope, fields);
    await ctx.audit.record(
      audit(request, manager, { action: 'create', id: created.id, name: created.name }),
      tx,
    );
    return created;
  });
  return presentOne(ctx, manager, row.id);
}

export async function updateManagedRole(
  ctx: AppContext,
  request: RoleRequest,
  manager: RoleManager,
  id: string,
  fields: MembershipRoleFields,
): Promise<MembershipRole> {
  await manager.assert();
  await ctx.db.transaction(async (tx) => {
    const role: RoleRecord = await lockScopeRole(tx, manager.scope, id);
    const changed = await updateScopeRole(tx, role, fields);
    await ctx.audit.record(audit(request, manager, { action: 'update', id, name: role.name, changed }), tx);
  });
  return presentOne(ctx, manager, id);
}

export async function deleteManagedRole(
  ctx: AppContext,
  request: RoleRequest,
  manager: RoleManager,
  id: string,
): Promise<void> {
  await manager.assert();
  await ctx.db.transaction(async (tx) => {
    const role = await lockScopeRole(tx, manager.scope, id);
    await deleteScopeRole(tx, role);
    await ctx.audit.record(audit(request, manager, { action: 'destroy', id, name: role.name }), tx);
  });
}
