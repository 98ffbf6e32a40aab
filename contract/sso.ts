import { z } from 'zod';

/**
 * Single sign-on with OpenID Connect: providers a network administrator configures, and the public
 * list the sign-in page draws a button per enabled provider from. Field messages are i18n keys
 * (errors.sso.*).
 */
export { SSO_ERROR_PARAM, SSO_ERRORS, type SsoError, ssoPaths } from './sso-links.js';

export const DEFAULT_SCOPES = 'openid email profile';

const trimmed = (max: number) => z.string().trim().max(max);

/** POST /administration/sso_providers and PUT .../{id} (a blank secret keeps the stored one). */
export const ssoProviderBody = z.object({
  display_name: trimmed(100),
  issuer: trimmed(500),
  client_id: trimmed(255),
  client_secret: z.string().max(1000).optional(),
  scopes: trimmed(500).default(DEFAULT_SCOPES),
  name_claim: trimmed(100).default('name'),
  email_claim: trimmed(100).default('email'),
  /** Empty: group memberships are not managed by this provider. */
  groups_claim: trimmed(100).default(''),
  just_in_time: z.boolean().default(false),
  password_sign_in_disabled: z.boolean().default(false),
  enabled: z.boolean().default(true),
});
export type SsoProviderBody = z.infer<typeof ssoProviderBody>;
export type SsoProviderInput = z.input<typeof ssoProviderBody>;

/** A provider as administrators see it: the secret never comes back, only whether one is stored. */
export const adminSsoProvider = z.object({
  id: z.string(),
  display_name: z.string(),
  issuer: z.string(),
  client_id: z.string(),
  client_secret_set: z.boolean(),
  scopes: z.string(),
  name_claim: z.string(),
  email_claim: z.string(),
  groups_claim: z.string(),
  just_in_time: z.boolean(),
  password_sign_in_disabled: z.boolean(),
  enabled: z.boolean(),
  /** What to register at the provider as the redirect URI. */
  callback_url: z.string(),
});
export type AdminSsoProvider = z.infer<typeof adminSsoProvider>;

export const adminSsoProviderList = z.object({
  entries: z.array(adminSsoProvider),
  /** Just-in-time creation happens only while the network lets people join on their own. */
  joining_allowed: z.boolean(),
});
export type AdminSsoProviderList = z.infer<typeof adminSsoProviderList>;

export const ssoProviderParams = z.object({ id: z.string().max(100) });

/** POST .../{id}/test: discovery against the issuer, answered whatever its outcome. */
export const ssoTestResult = z.object({
  ok: z.boolean(),
  /** The issuer the provider named, and whether it offers RP-initiated logout. */
  issuer: z.string().nullable(),
  end_session: z.boolean(),
  /** i18n key of what went wrong (errors.sso.test_*), null when ok. */
  error: z.string().nullable(),
});
export type SsoTestResult = z.infer<typeof ssoTestResult>;

export const publicSsoProvider = z.object({ id: z.string(), name: z.string() });
export const publicSsoProviderList = z.object({ entries: z.array(publicSsoProvider) });
export type PublicSsoProviderList = z.infer<typeof publicSsoProviderList>;

export const ssoStartQuery = z.object({ redirect_to: z.string().max(2000).optional() });

/** What the provider sends back; the whole URL is checked by the library, these are only bounded. */
export const ssoCallbackQuery = z.object({
  code: z.string().max(4000).optional(),
  state: z.string().max(1000).optional(),
  iss: z.string().max(1000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
  session_state: z.string().max(1000).optional(),
});
