import { and, eq, gt, lt } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { SsoError } from '../../../contract/sso.js';
import type { AppContext } from '../../platform/context.js';
import { hashToken } from '../../platform/sessions/sessions.js';
import { safeRedirect } from '../auth/service.js';
import { announceLeaves, announceMemberships } from '../groups/service.js';
import { openSession } from '../sessions/service.js';
import { seal } from '../two-factor/service.js';
import { resolveMember } from './accounts.js';
import type { Claims } from './claims.js';
import { configurationsOf, type ProviderRow } from './client.js';
import { followGroupsClaim } from './group-claims.js';
import { callbackUrl } from './present.js';
import { ssoIdentities, ssoProviders, ssoSessions, ssoSignIns } from './tables.js';

/** How long the member may spend at the provider before the sign-in must start again. */
export const SIGN_IN_LIFETIME_MS = 10 * 60 * 1000;

export class SsoFailure extends Error {
  constructor(readonly code: SsoError) {
    super(`single sign-on failed: ${code}`);
  }
}

async function enabledProvider(ctx: AppContext, id: string): Promise<ProviderRow> {
  const [row] = await ctx.db.select().from(ssoProviders).where(eq(ssoProviders.id, id));
  if (!row?.enabled) throw new SsoFailure('unavailable');
  return row;
}

/** The provider's configuration; a provider that cannot be reached fails the sign-in, not the server. */
async function configurationOf(ctx: AppContext, row: ProviderRow) {
  try {
    return await configurationsOf(ctx).get(ctx, row);
  } catch {
    throw new SsoFailure('failed');
  }
}

/**
 * GET /auth/oidc/{provider}/start: state, nonce and PKCE verifier are kept here (the state only as
 * its hash); the caller puts the state into a short-lived cookie too, so the callback proves the
 * browser that comes back is the one that left. Answers the provider's authorization URL.
 */
export async function startSignIn(ctx: AppContext, providerId: string, redirectTo: string | undefined) {
  const row = await enabledProvider(ctx, providerId);
  const configuration = await configurationOf(ctx, row);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const now = new Date();
  await ctx.db.delete(ssoSignIns).where(lt(ssoSignIns.expiresAt, now));
  await ctx.db.insert(ssoSignIns).values({
    stateHash: hashToken(state),
    providerId: row.id,
    nonce,
    codeVerifier,
    redirectTo: safeRedirect(redirectTo),
    expiresAt: new Date(now.getTime() + SIGN_IN_LIFETIME_MS),
  });
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrl(ctx, row.id),
    scope: row.scopes,
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url: url.toString(), state };
}

/** Spends the sign-in of this state (single use); null when unknown, expired or of another provider. */
async function redeemState(ctx: AppContext, providerId: string, state: string) {
  const [row] = await ctx.db
    .delete(ssoSignIns)
    .where(
      and(
        eq(ssoSignIns.stateHash, hashToken(state)),
        eq(ssoSignIns.providerId, providerId),
        gt(ssoSignIns.expiresAt, new Date()),
      ),
    )
    .returning();
  return row ?? null;
}

export type CallbackInput = {
  providerId: string;
  /** The callback's full URL as the browser asked for it (the library reads code, state, iss, error). */
  url: URL;
  query: { state?: string; error?: string };
  /** The state the start put into the browser's cookie. */
  cookieState: string | undefined;
  ip: string;
  userAgent?: string;
  browserToken?: string;
};

/** Where a failed callback sends the member: back to sign-in, with the page they wanted if known. */
export type CallbackResult =
  | { kind: 'session'; token: string; browserToken: string; redirectTo: string }
  | { kind: 'failure'; code: SsoError; redirectTo: string | null };

/**
 * GET /auth/oidc/{provider}/callback. The state must match the browser's cookie and a live sign-in
 * of this provider; the library then checks the issuer (`iss`), exchanges the code with the PKCE
 * verifier and checks the ID token (signature, audience, expiry, nonce). The userinfo endpoint adds
 * the claims the ID token left out. Then the account (accounts.ts), the groups claim, and the session
 * exactly as a password sign-in opens it; the provider's sign-in counts as the second factor (the
 * provider enforces its own), so no two-factor step follows.
 */
export async function finishSignIn(ctx: AppContext, input: CallbackInput): Promise<CallbackResult> {
  const state = input.query.state;
  if (!state || !input.cookieState || state !== input.cookieState) {
    return { kind: 'failure', code: 'failed', redirectTo: null };
  }
  const pending = await redeemState(ctx, input.providerId, state);
  if (!pending) return { kind: 'failure', code: 'failed', redirectTo: null };
  const redirectTo = pending.redirectTo;
  try {
    if (input.query.error) throw new SsoFailure('cancelled');
    const row = await enabledProvider(ctx, input.providerId);
    const configuration = await configurationOf(ctx, row);
    const { claims, idToken } = await exchange(configuration, input.url, {
      redirectUri: callbackUrl(ctx, row.id),
      state,
      nonce: pending.nonce,
      codeVerifier: pending.codeVerifier,
    });
    const subject = claims.sub;
    // Read before the transaction: the network cache may query the database itself.
    const network = await ctx.network.get();
    const outcome = await ctx.db.transaction(async (tx) => {
      const resolved = await resolveMember(ctx, tx, {
        provider: row,
        network,
        subject,
        claims,
        ip: input.ip,
      });
      if ('error' in resolved) return resolved;
      await tx
        .update(ssoIdentities)
        .set({ lastSignInAt: new Date() })
        .where(and(eq(ssoIdentities.providerId, row.id), eq(ssoIdentities.subject, subject)));
      const groups = await followGroupsClaim(ctx, tx, { provider: row, memberId: resolved.memberId, claims });
      return { memberId: resolved.memberId, groups };
    });
    if ('error' in outcome) throw new SsoFailure(outcome.error);
    await announceMemberships(ctx, outcome.memberId, outcome.groups.joined);
    await announceLeaves(ctx, outcome.memberId, outcome.groups.left);

    const session = await openSession(ctx, {
      memberId: outcome.memberId,
      ip: input.ip,
      userAgent: input.userAgent,
      browserToken: input.browserToken,
      twoFactorVerified: true,
    });
    if (idToken) {
      await ctx.db.insert(ssoSessions).values({
        sessionId: hashToken(session.token),
        providerId: row.id,
        idTokenSealed: seal(ctx.config, idToken),
      });
    }
    return { kind: 'session', token: session.token, browserToken: session.browserToken, redirectTo };
  } catch (error) {
    if (error instanceof SsoFailure) return { kind: 'failure', code: error.code, redirectTo };
    throw error;
  }
}

/**
 * The code exchange and the ID token's checks; any failure of the provider's answers is `failed`
 * (the library's message is not passed on: it may quote what the provider sent).
 */
async function exchange(
  configuration: oidc.Configuration,
  url: URL,
  checks: { redirectUri: string; state: string; nonce: string; codeVerifier: string },
): Promise<{ claims: Claims & { sub: string }; idToken: string | undefined }> {
  try {
    const tokens = await oidc.authorizationCodeGrant(
      configuration,
      url,
      {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.codeVerifier,
        idTokenExpected: true,
      },
      // The registered address, whatever host name the request came in by.
      { redirect_uri: checks.redirectUri },
    );
    const idClaims = tokens.claims();
    if (!idClaims) throw new SsoFailure('failed');
    let claims: Claims = { ...idClaims };
    if (configuration.serverMetadata().userinfo_endpoint) {
      const userinfo = await oidc.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
      // The ID token's own claims win (they are signed); userinfo fills in what it left out.
      claims = { ...userinfo, ...claims };
    }
    return { claims: { ...claims, sub: idClaims.sub }, idToken: tokens.id_token };
  } catch (error) {
    if (error instanceof SsoFailure) throw error;
    throw new SsoFailure('failed');
  }
}
