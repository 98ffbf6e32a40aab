import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type {
  RenewBody,
  SentInvite,
  SentInviteList,
  SentInviteStatus,
} from '../../../contract/invitations.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import {
  groupLabelsByIds,
  invitableGroups,
  membershipStatuses,
  withdrawGroupInvitations,
} from '../groups/service.js';
import { memberContactsByIds } from '../members/service.js';
import { canAdministrateNetwork } from '../network/policy.js';
import { queueInviteMails } from './external.js';
import { canRenew, canRevoke } from './policy.js';
import type { InviteScope } from './scope.js';
import { invitations } from './tables.js';

/**
 * The sent list of a scope, and renew and revoke (part 3 section 4): revoke only when every selected
 * invite is open, renew only when none is accepted, obsolete or joined; otherwise nothing changes and
 * the answer is 422 `not_revokable_flash` / `not_renewable_flash`. An invite the caller may not
 * manage (another scope's, or none at all) answers 404.
 */
type InviteRow = typeof invitations.$inferSelect;

const scopeCondition = (scope: Pick<InviteScope, 'type' | 'id'>): SQL | undefined =>
  and(
    eq(invitations.scope, scope.type),
    scope.id ? eq(invitations.scopeId, scope.id) : isNull(invitations.scopeId),
  );

/** A group invite's status follows the membership: accepted once a member, obsolete once declined. */
async function statusesOf(ctx: AppContext, rows: InviteRow[]): Promise<Map<string, SentInviteStatus>> {
  const pairs = rows
    .filter((row) => row.kind === 'group' && row.status === 'open' && row.memberId && row.groupIds[0])
    .map((row) => ({ id: row.id, groupId: row.groupIds[0] ?? '', memberId: row.memberId ?? '' }));
  const memberships = await membershipStatuses(ctx.db, pairs);
  const result = new Map<string, SentInviteStatus>();
  for (const row of rows) result.set(row.id, row.status);
  for (const pair of pairs) {
    const status = memberships.get(pair);
    result.set(pair.id, status === 'member' ? 'accepted' : status === 'invited' ? 'open' : 'obsolete');
  }
  return result;
}

export async function listSent(
  ctx: AppContext,
  scope: InviteScope,
  query: { page: number; per: number },
): Promise<SentInviteList> {
  const where = scopeCondition(scope);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(invitations)
      .where(where)
      .orderBy(desc(invitations.createdAt), desc(invitations.id))
      .limit(query.per)
      .offset((query.page - 1) * query.per),
    ctx.db.select({ n: count() }).from(invitations).where(where),
  ]);
  const statuses = await statusesOf(ctx, rows);
  const people = await memberContactsByIds(ctx.db, [
    ...new Set(rows.flatMap((row) => [row.authorId, row.memberId]).filter((id): id is string => Boolean(id))),
  ]);
  const groupsById = await groupLabelsByIds(
    ctx.db,
    rows.flatMap((row) => row.groupIds),
  );
  const nameOf = (id: string | null) => {
    const person = id ? people.get(id) : undefined;
    return person ? `${person.firstName} ${person.lastName}`.trim() : null;
  };
  const entries = rows.map((row): SentInvite => {
    const status = statuses.get(row.id) ?? row.status;
    return {
      id: row.id,
      type: row.kind === 'external' ? 'ExternalInvite' : 'GroupInvite',
      status,
      recipient: row.kind === 'external' ? (row.email ?? '') : (nameOf(row.memberId) ?? ''),
      groups: row.groupIds.flatMap((id) => {
        const group = groupsById.get(id);
        return group ? [{ id, name: group.name }] : [];
      }),
      author: nameOf(row.authorId),
      created_at: row.createdAt.toISOString(),
      expires_at: row.expiresAt?.toISOString() ?? null,
      can: { renew: canRenew(status), revoke: canRevoke(status) },
    };
  });
  return { entries, total: total?.n ?? 0, page: query.page, per: query.per };
}

/**
 * The invites behind these ids that the viewer manages: network administrators every one; others
 * those of groups and categories they administer. All or 404.
 */
async function manageable(ctx: AppContext, viewer: Viewer, ids: string[]): Promise<InviteRow[]> {
  const unique = [...new Set(ids)];
  const rows = await ctx.db.select().from(invitations).where(inArray(invitations.id, unique));
  if (rows.length !== unique.length) throw notFound('invite');
  if (canAdministrateNetwork(viewer)) return rows;
  if (rows.some((row) => row.scope === 'network')) throw notFound('invite');
  const administered = await invitableGroups(ctx.db, viewer);
  const groups = new Set(administered.map((g) => g.id));
  const categories = new Set(administered.map((g) => g.categoryId));
  const mine = (row: InviteRow) =>
    row.scope === 'group' ? groups.has(row.scopeId ?? '') : categories.has(row.scopeId ?? '');
  if (!rows.every(mine)) throw notFound('invite');
  return rows;
}

export async function renewInvites(
  ctx: AppContext,
  request: { viewer: Viewer; ip: string },
  body: RenewBody,
) {
  const rows = await manageable(ctx, request.viewer, body.invite_ids);
  const statuses = await statusesOf(ctx, rows);
  if (rows.some((row) => !canRenew(statuses.get(row.id) ?? row.status))) {
    throw new AppError(422, 'not_renewable_flash', 'Only open invites can be renewed.');
  }
  await ctx.db.transaction(async (tx) => {
    const external = rows.filter((row) => row.kind === 'external').map((row) => row.id);
    if (body.body !== undefined && external.length > 0) {
      await tx.update(invitations).set({ body: body.body }).where(inArray(invitations.id, external));
    }
    await queueInviteMails(ctx, tx, external);
    await ctx.audit.recordMany(
      rows.map((row) => ({
        type: 'InviteRenew' as const,
        actorId: request.viewer.id,
        details: { invite_id: row.id },
        ip: request.ip,
      })),
      tx,
    );
  });
  return { count: rows.length };
}

export async function revokeInvites(ctx: AppContext, request: { viewer: Viewer; ip: string }, ids: string[]) {
  const rows = await manageable(ctx, request.viewer, ids);
  const statuses = await statusesOf(ctx, rows);
  if (rows.some((row) => !canRevoke(statuses.get(row.id) ?? row.status))) {
    throw new AppError(422, 'not_revokable_flash', 'Only open invites can be revoked.');
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(invitations)
      .set({ status: 'obsolete', revokedAt: new Date() })
      .where(
        inArray(
          invitations.id,
          rows.map((row) => row.id),
        ),
      );
    const pairs = rows
      .filter((row) => row.kind === 'group' && row.memberId && row.groupIds[0])
      .map((row) => ({ groupId: row.groupIds[0] ?? '', memberId: row.memberId ?? '' }));
    if (pairs.length > 0) await withdrawGroupInvitations(ctx, tx, pairs);
    await ctx.audit.recordMany(
      rows.map((row) => ({
        type: 'InviteRevoke' as const,
        actorId: request.viewer.id,
        details: { invite_id: row.id },
        ip: request.ip,
      })),
      tx,
    );
  });
  return { count: rows.length };
}
