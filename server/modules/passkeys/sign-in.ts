import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import type { PasskeySignInBody } from '../../../contract/passkeys.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { memberRecordById } from '../members/service.js';
import { openSession } from '../sessions/service.js';
import { CEREMONY_TIMEOUT_MS, redeemChallenge, storeChallenge } from './challenges.js';
import { passkeyFailed, relyingParty, verifiedOr422 } from './relying-party.js';
import { passkeys } from './tables.js';

/**
 * Options for signing in with a passkey alone: no credentials listed (the browser offers the
 * discoverable ones it holds for this site, so nobody learns which accounts have passkeys).
 */
export async function signInOptions(ctx: AppContext) {
  const { rpID } = relyingParty(ctx);
  const options = await generateAuthenticationOptions({
    rpID,
    userVerification: 'required',
    timeout: CEREMONY_TIMEOUT_MS,
  });
  await storeChallenge(ctx, options.challenge, 'sign_in', null);
  return options;
}

/**
 * Signs in with a passkey: the challenge must be one of ours, live and unspent; the signature must
 * match the stored key with the user verified, and the counter must not go back (a cloned
 * authenticator). A passkey is possession and verification in one, so the session counts as signed
 * in with a second factor and no second step follows. A locked member learns it only after a valid
 * passkey, as with a password.
 */
export async function passkeySignIn(
  ctx: AppContext,
  input: { body: PasskeySignInBody; ip: string; userAgent?: string; browserToken?: string },
) {
  const { rpID, origin } = relyingParty(ctx);
  const response = input.body.response;
  const [stored] = await ctx.db
    .select()
    .from(passkeys)
    .where(eq(passkeys.credentialId, response.id))
    .limit(1);
  if (!stored) throw passkeyFailed();
  const { authenticationInfo } = await verifiedOr422(() =>
    verifyAuthenticationResponse({
      response,
      expectedChallenge: (challenge) => redeemChallenge(ctx, challenge, 'sign_in', null),
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: stored.credentialId,
        publicKey: Buffer.from(stored.publicKey, 'base64url'),
        counter: stored.counter,
        transports: stored.transports,
      },
      requireUserVerification: true,
    }),
  );
  const member = await memberRecordById(ctx.db, stored.memberId);
  if (!member || member.deletedAt) throw passkeyFailed();
  if (member.lockedAt) throw new AppError(423, 'locked', 'Your account is locked.');
  await ctx.db
    .update(passkeys)
    .set({ counter: authenticationInfo.newCounter, lastUsedAt: new Date() })
    .where(eq(passkeys.id, stored.id));
  return openSession(ctx, {
    memberId: member.id,
    ip: input.ip,
    userAgent: input.userAgent,
    browserToken: input.browserToken,
    twoFactorVerified: true,
  });
}
