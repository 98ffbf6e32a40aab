import { z } from 'zod';

/**
 * Two-factor authentication (part 3 §2.2, §3.6, §7 "Two-factor"): factors of the signed-in member,
 * the sign-in step that completes a half-done sign-in, and the administrator's reset.
 */
export const twoFactorPaths = {
  factors: '/api/v1/authentication/factors',
  newFactor: '/api/v1/authentication/factors/new',
  factor: (id: string) => `/api/v1/authentication/factors/${id}`,
  resetBackupCodes: (id: string) => `/api/v1/authentication/factors/${id}/reset-backup-codes`,
  emailCode: '/api/v1/authentication/email_code',
  signInStep: '/users/two_factor_authentication.json',
  /** The SPA page of the sign-in step and of the setup the network may enforce. */
  page: '/users/two_factor_authentication',
  adminReset: (memberId: string) => `/administration/members/${memberId}/authentication/factors`,
} as const;

export const factorTypes = ['totp', 'email'] as const;
export const factorType = z.enum(factorTypes, { message: 'errors.two_factor.unknown_type' });
export type FactorType = z.infer<typeof factorType>;

export const INVALID_CODE = 'errors.two_factor.invalid_code';

/**
 * A code as typed: six digits (authenticator app or e-mail) or ten (a backup code). Spaces and dashes
 * people copy along are dropped; anything else is refused as an invalid code.
 */
export const twoFactorCode = z
  .string()
  .max(40, INVALID_CODE)
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'js.required')
      .regex(/^(\d{6}|\d{10})$/, INVALID_CODE),
  );

export const factorId = z.string().regex(/^[0-9a-f]{24}$/, 'errors.validation.invalid_id');
export const factorParams = z.object({ id: factorId });
export const adminResetParams = z.object({ id: factorId });

export const factor = z.object({
  id: z.string(),
  type: factorType,
  last_used_at: z.string().nullable(),
  created_at: z.string(),
});
export type Factor = z.infer<typeof factor>;

/** GET /api/v1/authentication/factors */
export const factorsResponse = z.object({
  factors: z.array(factor),
  two_factor: z.enum(['disabled', 'enabled', 'enforced']),
  /** Which types the network offers for new factors. */
  available: z.object({ totp: z.boolean(), email: z.boolean() }),
  /** Set up in the `sign_in` context: the member continues there after adding a factor. */
  sign_in: z.boolean(),
  can: z.object({ add: z.boolean(), delete_last: z.boolean() }),
});
export type FactorsResponse = z.infer<typeof factorsResponse>;

/** GET /api/v1/authentication/factors/new?type= */
export const newFactorQuery = z.object({ type: factorType });
export const newFactorResponse = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('totp'),
    provisioning_uri: z.string(),
    secret_key: z.string(),
    /** The provisioning URI as an SVG QR code (a data: URL). */
    qr_code: z.string(),
  }),
  /** A code went to this address. */
  z.object({ type: z.literal('email'), email: z.string() }),
]);
export type NewFactorResponse = z.infer<typeof newFactorResponse>;

/** POST /api/v1/authentication/factors */
export const createFactorBody = z.object({
  type: factorType,
  code: twoFactorCode,
  provisioning_uri: z.string().max(1000).optional(),
  secret_key: z.string().max(200).optional(),
});
export type CreateFactorBody = z.input<typeof createFactorBody>;

export const backupCodesResponse = z.object({ backup_codes: z.array(z.string()) });

export const createFactorResponse = z.object({
  factor,
  backup_codes: z.array(z.string()),
  /** In the `sign_in` context: the sign-in is complete and continues here. */
  redirect_to: z.string().optional(),
});
export type CreateFactorResponse = z.infer<typeof createFactorResponse>;

/** POST …/reset-backup-codes, PUT /users/two_factor_authentication.json */
export const codeBody = z.object({ code: twoFactorCode });
/** DELETE …/factors/{id}: a code for an authenticator-app factor, nothing for an e-mail one. */
export const deleteFactorBody = z.object({ code: twoFactorCode.optional() }).nullish();

/** GET /users/two_factor_authentication.json: the half-done sign-in, as its page needs it. */
export const signInStepResponse = z.object({
  mode: z.enum(['verify', 'setup']),
  factors: z.array(factorType),
});
export type SignInStepResponse = z.infer<typeof signInStepResponse>;
export const signInStepDone = z.object({ redirect_to: z.string() });

/** POST /api/v1/authentication/email_code: a code went to the member's address. */
export const emailCodeResponse = z.object({ email: z.string() });

/** The name of the backup codes download (§9). */
export const BACKUP_CODES_FILENAME = 'backup_codes.txt';
