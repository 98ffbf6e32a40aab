import { and, eq, sql } from 'drizzle-orm';
import type { SsoError } from '../../../contract/sso.js';
import type { Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { locateLater } from '../../platform/maps.js';
import type { NetworkRecord } from '../../platform/network/network.js';
import { findCredentials } from '../../platform/sessions/credentials.js';
import { joinsAsExternal } from '../joining/policy.js';
import { emailTaken, insertAccount, memberRecordById } from '../members/service.js';
import { type Claims, personName, verifiedEmail } from './claims.js';
import type { ProviderRow } from './client.js';
import { ssoIdentities } from './tables.js';

export type Resolved = { memberId: string; created: boolean } | { error: SsoError };

/** The same lock as every other writer of an address (joining, administration): one account per address. */
const lockAddress = (tx: Tx, email: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`member-email:${email.toLowerCase()}`}))`);

/**
 * Whose sign-in this is, in the caller's transaction:
 * 1. the account linked to the provider's subject before;
 * 2. else the account of the address the provider verified (`email_verified`), which gets linked;
 * 3. else, with just-in-time creation on and the network letting people join, a new account without
 *    a password (a guest where people join as guests), audited as MembershipCreate.
 * An address the provider did not verify links nothing: anyone can type any address at some providers.
 * Deleted accounts are never found; a locked one is refused.
 */
export async function resolveMember(
  ctx: AppContext,
  tx: Tx,
  input: { provider: ProviderRow; network: NetworkRecord; subject: string; claims: Claims; ip: string },
): Promise<Resolved> {
  const { provider, subject, claims } = input;
  const [linked] = await tx
    .select({ memberId: ssoIdentities.memberId })
    .from(ssoIdentities)
    .where(and(eq(ssoIdentities.providerId, provider.id), eq(ssoIdentities.subject, subject)));
  if (linked) {
    const member = await memberRecordById(tx, linked.memberId);
    if (member && !member.deletedAt) {
      if (member.lockedAt) return { error: 'locked' };
      return { memberId: member.id, created: false };
    }
    // The account was deleted: the subject may be linked anew.
    await tx
      .delete(ssoIdentities)
      .where(and(eq(ssoIdentities.providerId, provider.id), eq(ssoIdentities.subject, subject)));
  }

  const email = verifiedEmail(claims, provider.emailClaim);
  if (!email) return { error: 'email_unverified' };
  await lockAddress(tx, email);
  const existing = await findCredentials(tx, email);
  if (existing) {
    if (existing.lockedAt) return { error: 'locked' };
    await link(tx, provider.id, subject, existing.memberId);
    return { memberId: existing.memberId, created: false };
  }

  const { network } = input;
  if (!provider.justInTime || !network.settings.join_user_can_initiate) return { error: 'no_account' };
  // A deleted account keeps its address until it is anonymised.
  if (await emailTaken(tx, email)) return { error: 'no_account' };
  const external = joinsAsExternal(network);
  const memberId = await insertAccount(tx, {
    email,
    ...personName(claims, provider.nameClaim, email),
    passwordHash: null,
    isExternal: external,
    locale: network.language,
  });
  await locateLater(ctx, tx, [{ type: 'member', id: memberId }]);
  await ctx.audit.record(
    {
      type: 'MembershipCreate',
      actorId: memberId,
      membershipId: memberId,
      details: { sso_provider_id: provider.id, external },
      ip: input.ip,
    },
    tx,
  );
  await link(tx, provider.id, subject, memberId);
  return { memberId, created: true };
}

async function link(tx: Tx, providerId: string, subject: string, memberId: string) {
  await tx.insert(ssoIdentities).values({ providerId, subject, memberId }).onConflictDoNothing();
}
