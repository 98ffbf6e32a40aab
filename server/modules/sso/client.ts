import * as oidc from 'openid-client';
import type { AppContext } from '../../platform/context.js';
import { unseal } from '../two-factor/service.js';
import type { ssoProviders } from './tables.js';

export type ProviderRow = typeof ssoProviders.$inferSelect;

const DISCOVERY_LIFETIME_MS = 10 * 60 * 1000;
const TIMEOUT_S = 10;

/**
 * Plain http is allowed only for a provider on this machine (development, tests); everything else
 * must be https, as the library requires.
 */
export function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/** The issuer rule of the form: an absolute https address (http only on loopback), no query. */
export function issuerProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'errors.sso.issuer_invalid';
  }
  if (url.search || url.hash || url.username || url.password) return 'errors.sso.issuer_invalid';
  if (url.protocol !== 'https:' && !isLoopbackHttp(url)) return 'errors.sso.issuer_not_https';
  return null;
}

/**
 * Discovers the provider's metadata: the library checks that the document names exactly the issuer
 * asked for. The client authenticates with client_secret_post when it has a secret, else as a
 * public client (PKCE alone).
 */
export async function discover(ctx: AppContext, row: ProviderRow): Promise<oidc.Configuration> {
  const issuer = new URL(row.issuer);
  const secret = row.clientSecretSealed ? unseal(ctx.config, row.clientSecretSealed) : undefined;
  return oidc.discovery(issuer, row.clientId, secret, secret ? oidc.ClientSecretPost(secret) : oidc.None(), {
    timeout: TIMEOUT_S,
    ...(isLoopbackHttp(issuer) ? { execute: [oidc.allowInsecureRequests] } : {}),
  });
}

type Cached = { version: string; at: number; configuration: Promise<oidc.Configuration> };

/**
 * Discovered configurations per provider, kept for ten minutes in this app (so per instance and per
 * test app), and dropped when the provider's row changes (its `updated_at` is the version).
 */
export class ProviderConfigurations {
  private readonly cache = new Map<string, Cached>();

  get(ctx: AppContext, row: ProviderRow): Promise<oidc.Configuration> {
    const version = row.updatedAt.toISOString();
    const cached = this.cache.get(row.id);
    if (cached && cached.version === version && Date.now() - cached.at < DISCOVERY_LIFETIME_MS) {
      return cached.configuration;
    }
    const configuration = discover(ctx, row);
    // A failed discovery is not kept: the next sign-in tries again.
    configuration.catch(() => {
      if (this.cache.get(row.id)?.configuration === configuration) this.cache.delete(row.id);
    });
    this.cache.set(row.id, { version, at: Date.now(), configuration });
    return configuration;
  }
}

const configurations = new WeakMap<AppContext, ProviderConfigurations>();

/** This app's cache (keyed by its context, so two apps in one process share nothing). */
export function configurationsOf(ctx: AppContext): ProviderConfigurations {
  let cache = configurations.get(ctx);
  if (!cache) {
    cache = new ProviderConfigurations();
    configurations.set(ctx, cache);
  }
  return cache;
}
