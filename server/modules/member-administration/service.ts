import { sql } from 'drizzle-orm';
import type {
  AdminGroupMemberships,
  AdminMember,
  AdminMemberListQuery,
  AdminMemberOptions,
  CreateMemberBody,
  UpdateMemberBody,
} from '../../../contract/member-administration.js';
import type { Db, Tx } from '../../db/client.js';
import type { AuditEntry } from '../../platform/audit/audit.js';
import type { AppContext } from '../../platform/context.js';
import { type FieldErrors, notFound, unprocessable } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { endSessions } from '../../platform/sessions/end-sessions.js';
import { hashPassword, passwordProblem, queuePasswordMail } from '../auth/service.js';
import {
  type AccountChanges,
  allNetworkRoles,
  emailTakenByOther,
  existingNetworkRoleIds,
  findAdministeredMembers,
  insertAccount,
  lockAccountRow,
  lockActiveAdministrators,
  type MemberRecord,
  markDeleted,
  memberPageGroups,
  presentRoleBadge,
  setNetworkRoles,
  updateAccount,
} from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import { anonymiseDeletedNow } from './anonymisation.js';
import { canAssignRoles, canLock, canSwitchExternal } from './policy.js';
import { presentAdminMember } from './present.js';

/**
 * Member administration: every write locks the member's row, checks, writes and records its audit
 * entry in one transaction; sessions end and caches are evicted after the commit (on every instance,
 * over the bus), so a locked or deleted member's open pages and chat sockets stop at once.
 */
const errorKey = (key: string) => `errors.member_administration.${key}`;

type Request = { viewer: Viewer; ip: string };

async function presentOne(ctx: AppContext, viewer: Viewer, network: NetworkRecord, id: string) {
  const { records, roles } = await findAdministeredMembers(ctx.db, { page: 1, per: 1, ids: [id] });
  const [record] = records;
  if (!record) throw notFound('member');
  return presentAdminMember(viewer, network, record, roles.get(record.id) ?? []);
}

export async function listMembers(ctx: AppContext, viewer: Viewer, query: AdminMemberListQuery) {
  const network = await ctx.network.get();
  const { records, roles, total } = await findAdministeredMembers(ctx.db, query);
  return {
    entries: records.map((r) => presentAdminMember(viewer, network, r, roles.get(r.id) ?? [])),
    total,
    page: query.page,
    per: query.per,
  };
}

export async function getMember(ctx: AppContext, viewer: Viewer, id: string): Promise<AdminMember> {
  return presentOne(ctx, viewer, await ctx.network.get(), id);
}

export async function memberOptions(ctx: AppContext, viewer: Viewer): Promise<AdminMemberOptions> {
  const network = await ctx.network.get();
  const assign = canAssignRoles(viewer, network);
  return {
    roles: assign ? (await allNetworkRoles(ctx.db)).map(presentRoleBadge) : [],
    can: { switch_external: canSwitchExternal(viewer, network), assign_roles: assign },
  };
}

export async function groupMemberships(
  ctx: AppContext,
  viewer: Viewer,
  id: string,
): Promise<AdminGroupMemberships> {
  const member = await getMember(ctx, viewer, id);
  const groupsOf = ctx.extensions.get(memberPageGroups, 'groups');
  return { member, groups: groupsOf ? await groupsOf(ctx.db, viewer, id) : [] };
}

/** Refusals of the guest switch and of roles, for create and update alike. */
async function checkExtras(
  db: Db | Tx,
  viewer: Viewer,
  network: NetworkRecord,
  input: { is_external?: boolean; role_ids?: string[] },
  current: { isExternal: boolean } | null,
): Promise<FieldErrors> {
  const fields: FieldErrors = {};
  const switching = input.is_external !== undefined && input.is_external !== (current?.isExternal ?? false);
  if (switching && !canSwitchExternal(viewer, network)) {
    fields['user.is_external'] = [errorKey('guests_not_allowed')];
  }
  if (input.role_ids && input.role_ids.length > 0) {
    if (!canAssignRoles(viewer, network)) {
      fields['user.role_ids'] = [errorKey('roles_disabled')];
    } else {
      const known = await existingNetworkRoleIds(db, input.role_ids);
      if (input.role_ids.some((roleId) => !known.has(roleId))) {
        fields['user.role_ids'] = [errorKey('unknown_role')];
      }
    }
  }
  return fields;
}

/** Serialises writers of one address, so two creates of the same e-mail cannot both pass the check. */
const lockEmail = (tx: Tx, email: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`member-email:${email.toLowerCase()}`}))`);

/** POST /administration/members */
export async function createMember(
  ctx: AppContext,
  request: Request,
  body: CreateMemberBody['user'],
): Promise<AdminMember> {
  const { viewer } = request;
  const network = await ctx.network.get();
  const sendWelcome = body.send_welcome_mail ?? true;
  const fields = await checkExtras(ctx.db, viewer, network, body, null);
  const person = { email: body.email, firstName: body.first_name, lastName: body.last_name };
  if (!body.password && !sendWelcome) fields['user.password'] = [errorKey('password_required')];
  const weakness = body.password ? passwordProblem(body.password, person) : null;
  if (weakness) fields['user.password'] = [weakness];
  if (Object.keys(fields).length > 0) throw unprocessable(fields);
  // Slow, so outside the transaction.
  const passwordHash = body.password ? await hashPassword(body.password) : null;

  const id = await ctx.db.transaction(async (tx) => {
    await lockEmail(tx, body.email);
    if (await emailTakenByOther(tx, body.email, '')) {
      throw unprocessable({ 'user.email': [errorKey('email_taken')] });
    }
    const memberId = await insertAccount(tx, {
      ...person,
      passwordHash,
      isExternal: body.is_external ?? false,
      locale: network.language,
    });
    if (body.role_ids?.length) await setNetworkRoles(tx, memberId, body.role_ids);
    if (sendWelcome) await queuePasswordMail(ctx, tx, memberId, 'welcome');
    await ctx.audit.record(
      {
        type: 'MembershipCreate',
        actorId: viewer.id,
        membershipId: memberId,
        details: { is_external: body.is_external ?? false, welcome_mail: sendWelcome },
        ip: request.ip,
      },
      tx,
    );
    return memberId;
  });
  return presentOne(ctx, viewer, network, id);
}

/** Refuses to leave the network without an active administrator once `leaving` no longer counts. */
async function keepAnAdministrator(tx: Tx, leaving: string, field: string) {
  const active = await lockActiveAdministrators(tx);
  if (active.every((adminId) => adminId === leaving)) {
    throw unprocessable({ [field]: [errorKey('last_admin')] }, 'The network needs an administrator.');
  }
}

/** PUT /administration/members/{id} */
export async function updateMember(
  ctx: AppContext,
  request: Request,
  id: string,
  body: UpdateMemberBody['user'],
): Promise<AdminMember> {
  const { viewer } = request;
  const network = await ctx.network.get();
  await ctx.db.transaction(async (tx) => {
    const target = await lockAccountRow(tx, id);
    if (!target) throw notFound('member');
    const fields = await checkExtras(tx, viewer, network, body, target);
    if (Object.keys(fields).length > 0) throw unprocessable(fields);
    const changes: AccountChanges = {};
    if (body.email !== undefined && body.email !== target.email) {
      await lockEmail(tx, body.email);
      if (await emailTakenByOther(tx, body.email, id)) {
        throw unprocessable({ 'user.email': [errorKey('email_taken')] });
      }
      changes.email = body.email;
    }
    if (body.first_name !== undefined) changes.firstName = body.first_name;
    if (body.last_name !== undefined) changes.lastName = body.last_name;
    if (body.is_external !== undefined) changes.isExternal = body.is_external;
    if (body.is_network_admin !== undefined && body.is_network_admin !== target.isNetworkAdmin) {
      if (!body.is_network_admin) await keepAnAdministrator(tx, id, 'user.is_network_admin');
      changes.isNetworkAdmin = body.is_network_admin;
    }
    await updateAccount(tx, id, changes);
    if (body.role_ids) await setNetworkRoles(tx, id, body.role_ids);
    await ctx.audit.record(
      {
        type: 'MembershipUpdate',
        actorId: viewer.id,
        membershipId: id,
        details: { changed: [...Object.keys(changes), ...(body.role_ids ? ['roles'] : [])] },
        ip: request.ip,
      },
      tx,
    );
  });
  // Guest state, administration and name travel with every signed-in request: reload them.
  await ctx.sessions.evictMember(id);
  return presentOne(ctx, viewer, network, id);
}

/**
 * Whoever acts without a signed-in viewer (SCIM provisioning under the grant of the administrator who
 * issued its token): audit entries name the actor.
 */
export type AccountActor = { actorId: string; ip: string };

/** Locks or unlocks in one transaction with its audit entry; `check` refuses under the row lock. */
async function setLocked(
  ctx: AppContext,
  actor: AccountActor,
  id: string,
  locked: boolean,
  check: (target: MemberRecord) => void = () => undefined,
): Promise<void> {
  const changed = await ctx.db.transaction(async (tx) => {
    const target = await lockAccountRow(tx, id);
    if (!target) throw notFound('member');
    if (locked === (target.lockedAt !== null)) return false;
    check(target);
    await updateAccount(tx, id, { lockedAt: locked ? new Date() : null });
    const entry: AuditEntry = {
      type: locked ? 'MembershipLock' : 'MembershipUnlock',
      actorId: actor.actorId,
      membershipId: id,
      ip: actor.ip,
    };
    await ctx.audit.record(entry, tx);
    return true;
  });
  if (!changed) return;
  // Every session ends on every instance, and with them the member's chat sockets.
  if (locked) await endSessions(ctx, { memberId: id });
  else await ctx.sessions.evictMember(id);
}

/** Locking and unlocking by provisioning, which no viewer's policy decides. */
export const setAccountLocked = (ctx: AppContext, actor: AccountActor, id: string, locked: boolean) =>
  setLocked(ctx, actor, id, locked);

async function writeLock(ctx: AppContext, request: Request, id: string, locked: boolean) {
  const { viewer } = request;
  // A signed-in viewer is never locked, so these run whenever the viewer would lock someone.
  await setLocked(ctx, { actorId: viewer.id, ip: request.ip }, id, locked, (target) => {
    if (!locked) return;
    if (viewer.id === id) throw unprocessable({ base: [errorKey('cannot_lock_self')] });
    if (!canLock(viewer, target)) throw unprocessable({ base: [errorKey('cannot_lock')] });
  });
  return getMember(ctx, viewer, id);
}

/** PUT /administration/members/{id}/lock */
export const lockMember = (ctx: AppContext, request: Request, id: string) =>
  writeLock(ctx, request, id, true);
/** DELETE /administration/members/{id}/lock */
export const unlockMember = (ctx: AppContext, request: Request, id: string) =>
  writeLock(ctx, request, id, false);

/**
 * DELETE /administration/members/{id}: the member is deleted at once (signed out everywhere, listed
 * nowhere, roles gone); their personal data is replaced now or after the network's days
 * (anonymisation.ts), or kept when the network does not anonymise.
 */
export const deleteMember = (ctx: AppContext, request: Request, id: string): Promise<void> =>
  deleteAccount(ctx, { actorId: request.viewer.id, ip: request.ip }, id);

/** Deletes an account as deleteMember does, for provisioning too; the last administrator stays. */
export async function deleteAccount(ctx: AppContext, actor: AccountActor, id: string): Promise<void> {
  const network = await ctx.network.get();
  await ctx.db.transaction(async (tx) => {
    const target: MemberRecord | null = await lockAccountRow(tx, id);
    if (!target) throw notFound('member');
    if (target.isNetworkAdmin) await keepAnAdministrator(tx, id, 'base');
    const now = new Date();
    await markDeleted(tx, id, now);
    await ctx.audit.record(
      { type: 'MembershipDestroy', actorId: actor.actorId, membershipId: id, ip: actor.ip },
      tx,
    );
    if (network.settings.anonymize_memberships_config === 'enabled') {
      await anonymiseDeletedNow(ctx, tx, network, [id], now);
    }
  });
  await endSessions(ctx, { memberId: id });
}
