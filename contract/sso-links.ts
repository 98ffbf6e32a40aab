/**
 * What the sign-in page and the shell need of single sign-on, without zod (they are on the first
 * page; contract/sso.ts holds the schemas and re-exports these).
 */
export const ssoPaths = {
  adminList: '/administration/sso_providers',
  adminProvider: (id: string) => `/administration/sso_providers/${id}`,
  adminTest: (id: string) => `/administration/sso_providers/${id}/test`,
  /** Public: the enabled providers' ids and names. */
  publicList: '/api/v1/sso_providers',
  /** Browser navigations: the start of a sign-in and the provider's way back. */
  start: (id: string) => `/auth/oidc/${id}/start`,
  callback: (id: string) => `/auth/oidc/${id}/callback`,
} as const;

/** Query parameter of the sign-in page that names why a single sign-on came back without a session. */
export const SSO_ERROR_PARAM = 'sso_error';
export const SSO_ERRORS = [
  /** State, nonce, issuer, code or token did not check out, or the provider could not be reached. */
  'failed',
  /** The member cancelled at the provider (or it refused the request). */
  'cancelled',
  /** The provider is disabled or gone. */
  'unavailable',
  /** The provider named no e-mail address it verified, so no account can be linked. */
  'email_unverified',
  /** No account has this address and the network creates none on the fly. */
  'no_account',
  'locked',
] as const;
export type SsoError = (typeof SSO_ERRORS)[number];

/**
 * DELETE /users/sign_out answers 204; when the session came from a single sign-on provider that ends
 * its own session too (RP-initiated logout), this header names where the browser goes next.
 */
export const SIGN_OUT_REDIRECT_HEADER = 'sign-out-redirect';
