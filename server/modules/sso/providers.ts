import { asc, eq } from 'drizzle-orm';
import type {
  AdminSsoProvider,
  AdminSsoProviderList,
  PublicSsoProviderList,
  SsoProviderBody,
  SsoTestResult,
} from '../../../contract/sso.js';
import type { AppContext } from '../../platform/context.js';
import { notFound, unprocessable } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { isId } from '../../platform/ids.js';
import { canAdministrateNetwork } from '../network/policy.js';
import { seal } from '../two-factor/service.js';
import { discover, issuerProblem, type ProviderRow } from './client.js';
import { presentAdminProvider } from './present.js';
import { ssoProviders } from './tables.js';

export type AdminRequest = { viewer: Viewer; ip: string };

/** Administration routes answer 404 to everyone but network administrators. */
function assertAdmin(viewer: Viewer) {
  if (!canAdministrateNetwork(viewer)) throw notFound('page');
}

const CLAIM_NAME = /^[A-Za-z0-9_.:/-]+$/;

/** The rules the schema cannot say; 422 with i18n keys. The secret is required for a new provider. */
function checkBody(body: SsoProviderBody, creating: boolean) {
  const fields: Record<string, string[]> = {};
  const add = (field: string, key: string) => {
    fields[field] = [...(fields[field] ?? []), key];
  };
  if (!body.display_name) add('display_name', 'errors.sso.display_name_empty');
  const issuer = body.issuer ? issuerProblem(body.issuer) : 'errors.sso.issuer_empty';
  if (issuer) add('issuer', issuer);
  if (!body.client_id) add('client_id', 'errors.sso.client_id_empty');
  if (creating && !body.client_secret?.trim()) add('client_secret', 'errors.sso.client_secret_empty');
  const scopes = body.scopes.split(/\s+/).filter(Boolean);
  if (!scopes.includes('openid')) add('scopes', 'errors.sso.scopes_need_openid');
  for (const field of ['name_claim', 'email_claim'] as const) {
    if (!CLAIM_NAME.test(body[field])) add(field, 'errors.sso.claim_invalid');
  }
  if (body.groups_claim && !CLAIM_NAME.test(body.groups_claim))
    add('groups_claim', 'errors.sso.claim_invalid');
  if (Object.keys(fields).length > 0) throw unprocessable(fields);
}

const columnsOf = (body: SsoProviderBody) => ({
  displayName: body.display_name,
  // As typed: discovery compares the provider's issuer with it exactly, trailing slash included.
  issuer: body.issuer,
  clientId: body.client_id,
  scopes: body.scopes.split(/\s+/).filter(Boolean).join(' '),
  nameClaim: body.name_claim,
  emailClaim: body.email_claim,
  groupsClaim: body.groups_claim,
  justInTime: body.just_in_time,
  passwordSignInDisabled: body.password_sign_in_disabled,
  enabled: body.enabled,
});

/** What the audit entry keeps of a change: never the secret, only that it changed. */
const auditDetails = (row: ProviderRow, secretChanged: boolean) => ({
  subject: 'sso_provider',
  id: row.id,
  display_name: row.displayName,
  issuer: row.issuer,
  enabled: row.enabled,
  just_in_time: row.justInTime,
  password_sign_in_disabled: row.passwordSignInDisabled,
  secret_changed: secretChanged,
});

async function loadRow(ctx: AppContext, id: string): Promise<ProviderRow> {
  const [row] = isId(id) ? await ctx.db.select().from(ssoProviders).where(eq(ssoProviders.id, id)) : [];
  if (!row) throw notFound('provider');
  return row;
}

export async function listProviders(ctx: AppContext, viewer: Viewer): Promise<AdminSsoProviderList> {
  assertAdmin(viewer);
  const rows = await ctx.db.select().from(ssoProviders).orderBy(asc(ssoProviders.displayName));
  const { settings } = await ctx.network.get();
  return {
    entries: rows.map((row) => presentAdminProvider(ctx, row)),
    joining_allowed: settings.join_user_can_initiate,
  };
}

export async function getProvider(ctx: AppContext, viewer: Viewer, id: string): Promise<AdminSsoProvider> {
  assertAdmin(viewer);
  return presentAdminProvider(ctx, await loadRow(ctx, id));
}

export async function createProvider(
  ctx: AppContext,
  request: AdminRequest,
  body: SsoProviderBody,
): Promise<AdminSsoProvider> {
  assertAdmin(request.viewer);
  checkBody(body, true);
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(ssoProviders)
      .values({ ...columnsOf(body), clientSecretSealed: seal(ctx.config, body.client_secret?.trim() ?? '') })
      .returning();
    if (!created) throw new Error('insert returned nothing');
    await ctx.audit.record(
      {
        type: 'PolicySettingUpdate',
        actorId: request.viewer.id,
        ip: request.ip,
        details: { ...auditDetails(created, true), action: 'create' },
      },
      tx,
    );
    return created;
  });
  return presentAdminProvider(ctx, row);
}

export async function updateProvider(
  ctx: AppContext,
  request: AdminRequest,
  id: string,
  body: SsoProviderBody,
): Promise<AdminSsoProvider> {
  assertAdmin(request.viewer);
  await loadRow(ctx, id);
  checkBody(body, false);
  const secret = body.client_secret?.trim();
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(ssoProviders)
      .set({
        ...columnsOf(body),
        ...(secret ? { clientSecretSealed: seal(ctx.config, secret) } : {}),
        updatedAt: new Date(),
      })
      .where(eq(ssoProviders.id, id))
      .returning();
    if (!updated) throw notFound('provider');
    await ctx.audit.record(
      {
        type: 'PolicySettingUpdate',
        actorId: request.viewer.id,
        ip: request.ip,
        details: { ...auditDetails(updated, Boolean(secret)), action: 'update' },
      },
      tx,
    );
    return updated;
  });
  return presentAdminProvider(ctx, row);
}

/** Deleting a provider unlinks its members (they keep their accounts) and ends nobody's session. */
export async function deleteProvider(ctx: AppContext, request: AdminRequest, id: string): Promise<void> {
  assertAdmin(request.viewer);
  const row = await loadRow(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(ssoProviders).where(eq(ssoProviders.id, id));
    await ctx.audit.record(
      {
        type: 'PolicySettingUpdate',
        actorId: request.viewer.id,
        ip: request.ip,
        details: { ...auditDetails(row, false), action: 'delete' },
      },
      tx,
    );
  });
}

/**
 * "Test connection": discovery against the stored issuer, fresh (not cached). Whatever goes wrong
 * answers a key, never the library's text (which could echo what the provider sent).
 */
export async function testProvider(ctx: AppContext, viewer: Viewer, id: string): Promise<SsoTestResult> {
  assertAdmin(viewer);
  const row = await loadRow(ctx, id);
  try {
    const configuration = await discover(ctx, row);
    const metadata = configuration.serverMetadata();
    const supportsCode = metadata.response_types_supported?.includes('code') ?? true;
    if (!metadata.authorization_endpoint || !metadata.token_endpoint || !supportsCode) {
      return { ok: false, issuer: metadata.issuer, end_session: false, error: 'errors.sso.test_incomplete' };
    }
    return {
      ok: true,
      issuer: metadata.issuer,
      end_session: Boolean(metadata.end_session_endpoint),
      error: null,
    };
  } catch {
    return { ok: false, issuer: null, end_session: false, error: 'errors.sso.test_failed' };
  }
}

/** GET /api/v1/sso_providers: what the sign-in page needs for its buttons, nothing else. */
export async function publicProviders(ctx: AppContext): Promise<PublicSsoProviderList> {
  const rows = await ctx.db
    .select({ id: ssoProviders.id, name: ssoProviders.displayName })
    .from(ssoProviders)
    .where(eq(ssoProviders.enabled, true))
    .orderBy(asc(ssoProviders.displayName));
  return { entries: rows };
}
