import type { AdminSsoProvider } from '../../../contract/sso.js';
import { ssoPaths } from '../../../contract/sso.js';
import type { AppContext } from '../../platform/context.js';
import type { ProviderRow } from './client.js';

/** The redirect URI registered at the provider: this site's callback of the provider. */
export const callbackUrl = (ctx: Pick<AppContext, 'config'>, providerId: string) =>
  `${ctx.config.publicUrl}${ssoPaths.callback(providerId)}`;

/** A provider for administrators: whether a secret is stored, never the secret. */
export const presentAdminProvider = (
  ctx: Pick<AppContext, 'config'>,
  row: ProviderRow,
): AdminSsoProvider => ({
  id: row.id,
  display_name: row.displayName,
  issuer: row.issuer,
  client_id: row.clientId,
  client_secret_set: Boolean(row.clientSecretSealed),
  scopes: row.scopes,
  name_claim: row.nameClaim,
  email_claim: row.emailClaim,
  groups_claim: row.groupsClaim,
  just_in_time: row.justInTime,
  password_sign_in_disabled: row.passwordSignInDisabled,
  enabled: row.enabled,
  callback_url: callbackUrl(ctx, row.id),
});
