import { and, eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { AppContext } from '../../platform/context.js';
import { unseal } from '../two-factor/service.js';
import { configurationsOf } from './client.js';
import { ssoIdentities, ssoProviders, ssoSessions } from './tables.js';

/**
 * "Sign-in by password off for SSO members": a member linked to an enabled provider with that
 * setting signs in through the provider only (auth's passwordSignInRefusals).
 */
export async function passwordRefused(ctx: AppContext, memberId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ providerId: ssoIdentities.providerId })
    .from(ssoIdentities)
    .innerJoin(ssoProviders, eq(ssoProviders.id, ssoIdentities.providerId))
    .where(
      and(
        eq(ssoIdentities.memberId, memberId),
        eq(ssoProviders.enabled, true),
        eq(ssoProviders.passwordSignInDisabled, true),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * RP-initiated logout (auth's signOutContinuations): a session a provider opened continues at the
 * provider's end_session_endpoint with the ID token as hint, and comes back to the sign-in page.
 * Providers without the endpoint (or unreachable ones) end only our session.
 */
export async function endSessionUrl(ctx: AppContext, sessionId: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ provider: ssoProviders, idTokenSealed: ssoSessions.idTokenSealed })
    .from(ssoSessions)
    .innerJoin(ssoProviders, eq(ssoProviders.id, ssoSessions.providerId))
    .where(eq(ssoSessions.sessionId, sessionId));
  if (!row?.provider.enabled) return null;
  try {
    const configuration = await configurationsOf(ctx).get(ctx, row.provider);
    if (!configuration.serverMetadata().end_session_endpoint) return null;
    return oidc
      .buildEndSessionUrl(configuration, {
        id_token_hint: unseal(ctx.config, row.idTokenSealed),
        client_id: row.provider.clientId,
        post_logout_redirect_uri: `${ctx.config.publicUrl}/users/sign_in`,
      })
      .toString();
  } catch {
    return null;
  }
}
