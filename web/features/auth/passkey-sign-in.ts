import { startAuthentication } from '@simplewebauthn/browser';
import { passkeyPaths } from '../../../contract/passkeys';
import { apiFetch } from '../../app/api/client';
import type { SignInResponse } from './use-sign-in';

/**
 * Signing in with a passkey, loaded only when the member presses the button: the WebAuthn library
 * stays out of the sign-in page's bundle. The browser offers the passkeys it holds for this site.
 */
export async function signInWithPasskey(redirectTo?: string): Promise<SignInResponse> {
  const options = await apiFetch<Parameters<typeof startAuthentication>[0]['optionsJSON']>(
    passkeyPaths.signInOptions,
    { method: 'POST' },
  );
  const response = await startAuthentication({ optionsJSON: options });
  return apiFetch<SignInResponse>(passkeyPaths.signIn, {
    method: 'POST',
    body: { response, redirect_to: redirectTo },
  });
}
