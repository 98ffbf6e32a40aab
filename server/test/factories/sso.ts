import { ssoProviders } from '../../modules/sso/tables.js';
import { seal } from '../../modules/two-factor/service.js';
import type { AppContext } from '../../platform/context.js';
import { next } from './sequence.js';

/**
 * A single sign-on provider, enabled, with the scopes and claims most providers use. `clientSecret`
 * is sealed as the administration stores it.
 */
export async function createSsoProvider(
  ctx: AppContext,
  values: { issuer: string; clientId: string; clientSecret?: string } & Partial<
    Omit<typeof ssoProviders.$inferInsert, 'issuer' | 'clientId' | 'clientSecretSealed'>
  >,
) {
  const { clientSecret, ...rest } = values;
  const [row] = await ctx.db
    .insert(ssoProviders)
    .values({
      displayName: `Provider ${next()}`,
      scopes: 'openid email profile',
      nameClaim: 'name',
      emailClaim: 'email',
      ...rest,
      clientSecretSealed: clientSecret ? seal(ctx.config, clientSecret) : null,
    })
    .returning();
  if (!row) throw new Error('provider not created');
  return row;
}
