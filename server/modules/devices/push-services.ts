import type { Config } from '../../config.js';

/**
 * Where pushes may go. A subscription's endpoint is a URL the browser's push service gave it; the
 * server sends to it, so an endpoint anywhere else would let members make the server call into its own
 * network. Entries are host names (https to the host and its subdomains) or origins (exactly that
 * origin, http allowed: a push service inside the installation's network, or a test's). The
 * browsers' services are the default (config.ts).
 */
export function isAllowedPushEndpoint(config: Pick<Config, 'push'>, endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return config.push.services.some((entry) => {
    if (entry.includes('://')) return URL.canParse(entry) && url.origin === new URL(entry).origin;
    const host = url.hostname.toLowerCase();
    return url.protocol === 'https:' && (host === entry || host.endsWith(`.${entry}`));
  });
}

/** The push service's origin as the member sees it in the device list. */
export const pushServiceOf = (endpoint: string) => new URL(endpoint).origin;
