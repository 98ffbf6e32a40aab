import { z } from 'zod';

/** POST /users/sign_in */
export const signInBody = z.object({
  user: z.object({
    email: z.string().trim().min(1).max(320),
    password: z.string().min(1).max(1000),
  }),
  /** Where to go after signing in; only a path of this site is followed (else '/'). */
  redirect_to: z.string().max(2000).optional(),
  /**
   * A solved proof-of-work challenge (ALTCHA payload, base64) from GET /api/v1/sign_in/challenge:
   * required once an address has had too many failed sign-ins, whoever tries it.
   */
  altcha: z.string().max(4000).optional(),
});
export type SignInBody = z.infer<typeof signInBody>;

/**
 * 200 on success. Errors carry the error shape: 401 invalid_credentials, 423 locked, 428
 * challenge_required (send `altcha`) or challenge_failed (the solution was wrong, expired or used),
 * 429 throttled (this address from this client, or this client) and rate_limited, with Retry-After.
 */
export const signInResponse = z.object({
  redirect_to: z.string(),
  /**
   * The password was right and a second factor is owed (`verify`) or must be set up first because
   * the network enforces two-factor (`setup`): not signed in yet; `redirect_to` is the two-factor page.
   */
  two_factor: z.enum(['verify', 'setup']).optional(),
});

/** Query of POST /users/sign_in: the sign-in page passes on the page the member wanted to open. */
export const signInQuery = z.object({ redirect_to: z.string().max(2000).optional() });

/** GET /api/v1/sign_in/challenge: an ALTCHA challenge, as the widget expects it. */
export const signInChallenge = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int(),
  salt: z.string(),
  signature: z.string(),
});
export type SignInChallenge = z.infer<typeof signInChallenge>;

/** The header of DELETE /users/sign_out that names a single sign-on provider's end-session page. */
export { SIGN_OUT_REDIRECT_HEADER } from './sso-links.js';
