import { desc, eq } from 'drizzle-orm';
import type { ScimToken, ScimTokenBody, ScimTokenCreated, ScimTokenList } from '../../../contract/scim.js';
import type { AppContext } from '../../platform/context.js';
import { notFound, unprocessable } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { isId, newToken } from '../../platform/ids.js';
import { hashToken } from '../../platform/sessions/sessions.js';
import type { AccountActor } from '../member-administration/service.js';
import { memberRecordById } from '../members/service.js';
import { canAdministrateNetwork } from '../network/policy.js';
import { ScimError } from './errors.js';
import { scimTokens } from './tables.js';

type AdminRequest = { viewer: Viewer; ip: string };

/** Administration routes answer 404 to everyone but network administrators. */
function assertAdmin(viewer: Viewer) {
  if (!canAdministrateNetwork(viewer)) throw notFound('page');
}

/** A token's last use is written at most this often: provisioning sends bursts of requests. */
const LAST_USE_GRANULARITY_MS = 60_000;

const present = (row: typeof scimTokens.$inferSelect): ScimToken => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

export async function listTokens(ctx: AppContext, viewer: Viewer): Promise<ScimTokenList> {
  assertAdmin(viewer);
  const rows = await ctx.db.select().from(scimTokens).orderBy(desc(scimTokens.createdAt));
  return { entries: rows.map(present) };
}

/** The token is answered once; only its SHA-256 is stored, so a lost token is replaced, not shown. */
export async function createToken(
  ctx: AppContext,
  request: AdminRequest,
  body: ScimTokenBody,
): Promise<ScimTokenCreated> {
  assertAdmin(request.viewer);
  if (!body.name) throw unprocessable({ name: ['errors.scim.name_empty'] });
  const token = newToken();
  const row = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(scimTokens)
      .values({ name: body.name, tokenHash: hashToken(token), createdById: request.viewer.id })
      .returning();
    if (!inserted) throw new Error('token not stored');
    await ctx.audit.record(
      { type: 'ScimTokenCreate', actorId: request.viewer.id, details: { name: body.name }, ip: request.ip },
      tx,
    );
    return inserted;
  });
  return { ...present(row), token };
}

export async function deleteToken(ctx: AppContext, request: AdminRequest, id: string): Promise<void> {
  assertAdmin(request.viewer);
  if (!isId(id)) throw notFound('scim_token');
  await ctx.db.transaction(async (tx) => {
    const [deleted] = await tx.delete(scimTokens).where(eq(scimTokens.id, id)).returning();
    if (!deleted) throw notFound('scim_token');
    await ctx.audit.record(
      {
        type: 'ScimTokenDestroy',
        actorId: request.viewer.id,
        details: { name: deleted.name },
        ip: request.ip,
      },
      tx,
    );
  });
}

/**
 * Who a provisioning request acts as: the administrator who issued the bearer token. The token stops
 * working when they are no longer an administrator, are locked or deleted; 401 otherwise.
 */
export async function authenticate(
  ctx: AppContext,
  authorization: string | undefined,
  ip: string,
): Promise<AccountActor> {
  const token = /^Bearer\s+(\S{1,200})$/i.exec(authorization ?? '')?.[1];
  if (!token) throw new ScimError(401, 'A bearer token is required.');
  const [row] = await ctx.db
    .select()
    .from(scimTokens)
    .where(eq(scimTokens.tokenHash, hashToken(token)));
  if (!row) throw new ScimError(401, 'The bearer token is not valid.');
  const issuer = await memberRecordById(ctx.db, row.createdById);
  if (!issuer || issuer.deletedAt || issuer.lockedAt || !issuer.isNetworkAdmin) {
    throw new ScimError(401, 'The bearer token is not valid.');
  }
  const now = new Date();
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USE_GRANULARITY_MS) {
    await ctx.db.update(scimTokens).set({ lastUsedAt: now }).where(eq(scimTokens.id, row.id));
  }
  return { actorId: row.createdById, ip };
}
