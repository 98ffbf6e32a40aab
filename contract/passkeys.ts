import { z } from 'zod';

/**
 * Passkeys (WebAuthn): registered in the account, listed and removed there, and a sign-in with a
 * passkey alone, which counts as two factors. The options are what @simplewebauthn/server makes and
 * @simplewebauthn/browser takes; the responses are what the browser library answers.
 */
export const passkeyPaths = {
  list: '/api/v1/authentication/passkeys',
  registrationOptions: '/api/v1/authentication/passkeys/options',
  passkey: (id: string) => `/api/v1/authentication/passkeys/${id}`,
  signInOptions: '/users/passkey_sign_in/options',
  signIn: '/users/passkey_sign_in',
} as const;

export const PASSKEY_FAILED = 'errors.passkeys.verification_failed';

const base64url = (max: number) =>
  z
    .string()
    .max(max, PASSKEY_FAILED)
    .regex(/^[A-Za-z0-9_-]*$/, PASSKEY_FAILED);

export const passkey = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkey>;
export const passkeyList = z.object({ entries: z.array(passkey) });
export type PasskeyList = z.infer<typeof passkeyList>;

export const passkeyParams = z.object({
  id: z.string().regex(/^[0-9a-f]{24}$/, 'errors.validation.invalid_id'),
});

/** Options for navigator.credentials (PublicKeyCredential*OptionsJSON): passed through as made. */
export const passkeyOptions = z.looseObject({ challenge: z.string() });

const credentialBase = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() }),
};

export const registrationResponse = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(20000),
    authenticatorData: base64url(4000).optional(),
    transports: z
      .array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']))
      .max(8)
      .optional(),
    publicKeyAlgorithm: z.number().int().min(-100000).max(100000).optional(),
    publicKey: base64url(4000).optional(),
  }),
});

export const authenticationResponse = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(4000),
    signature: base64url(2000),
    userHandle: base64url(200).optional(),
  }),
});

export const createPasskeyBody = z.object({
  /** How the member tells their passkeys apart; the browser and system when left out. */
  name: z.string().trim().max(100, 'errors.validation.too_long').optional(),
  response: registrationResponse,
});
export type CreatePasskeyBody = z.infer<typeof createPasskeyBody>;

export const passkeySignInBody = z.object({
  response: authenticationResponse,
  redirect_to: z.string().max(2000).optional(),
});
export type PasskeySignInBody = z.infer<typeof passkeySignInBody>;
