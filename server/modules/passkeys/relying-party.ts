import { PASSKEY_FAILED } from '../../../contract/passkeys.js';
import type { AppContext } from '../../platform/context.js';
import { unprocessable } from '../../platform/errors.js';

/**
 * The relying party is the site of PUBLIC_URL: passkeys are bound to its host name, and a browser's
 * response is accepted only from its origin.
 */
export const relyingParty = (ctx: Pick<AppContext, 'config'>) => ({
  rpID: new URL(ctx.config.publicUrl).hostname,
  origin: ctx.config.publicOrigin,
});

export const passkeyFailed = () =>
  unprocessable({ response: [PASSKEY_FAILED] }, 'The passkey was not accepted.');

/**
 * Runs a WebAuthn verification: a response the library cannot read, a signature that does not match
 * or a spent challenge all answer the same 422 (never a 500, and nothing about which check failed).
 */
export async function verifiedOr422<T extends { verified: boolean }>(verify: () => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await verify();
  } catch {
    throw passkeyFailed();
  }
  if (!result.verified) throw passkeyFailed();
  return result;
}
