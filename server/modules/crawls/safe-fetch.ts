import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';

/**
 * Fetching a page a member linked, without letting the link reach into our own network (SSRF):
 * only http(s); every host name is resolved and each address checked before connecting, and the
 * connection goes to the checked address (a second DNS answer cannot swap it); redirects are
 * followed by hand and each target is checked again; the whole fetch has a deadline and the body
 * is read only up to a byte cap.
 */
export type SafeFetchOptions = {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** Host names, IP addresses or CIDR ranges that may be reached even though they are not public. */
  allowedHosts: string[];
};

export type FetchedPage = {
  url: string;
  status: number;
  contentType: string;
  body: string;
  truncated: boolean;
};

export class CrawlError extends Error {
  constructor(
    message: string,
    /** Worth trying again later (timeouts, network errors, 5xx). */
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** Loopback, private, link-local, unique-local, CGNAT, multicast, reserved and unspecified ranges. */
const forbidden = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  forbidden.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['64:ff9b::', 96],
] as const) {
  forbidden.addSubnet(net, prefix, 'ipv6');
}

/** IPv4-mapped IPv6 (::ffff:10.0.0.1) is checked as the IPv4 address it is. */
function unmapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return { address: mapped[1], family: 'ipv4' };
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

function allowList(entries: string[]) {
  const list = new BlockList();
  const hosts = new Set<string>();
  for (const entry of entries.map((e) => e.trim().toLowerCase()).filter(Boolean)) {
    const [net, prefix] = entry.split('/');
    if (net && isIP(net)) {
      const family = isIP(net) === 6 ? 'ipv6' : 'ipv4';
      if (prefix !== undefined) list.addSubnet(net, Number(prefix), family);
      else list.addAddress(net, family);
    } else {
      hosts.add(entry);
    }
  }
  return { list, hosts };
}

export function isForbiddenAddress(address: string): boolean {
  const { address: a, family } = unmapped(address);
  return forbidden.check(a, family);
}

export async function safeFetch(rawUrl: string, options: SafeFetchOptions): Promise<FetchedPage> {
  const allowed = allowList(options.allowedHosts);
  const deadline = AbortSignal.timeout(options.timeoutMs);
  let url = parseHttpUrl(rawUrl);
  for (let hop = 0; hop <= options.maxRedirects; hop++) {
    const response = await fetchOnce(url, options, allowed, deadline);
    if (response.redirect) {
      url = parseHttpUrl(new URL(response.redirect, url).toString());
      continue;
    }
    if (!response.page) throw new CrawlError('no response', true);
    return response.page;
  }
  throw new CrawlError('too many redirects', false);
}

export function parseHttpUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new CrawlError('not a URL', false);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new CrawlError('only http(s)', false);
  if (url.username || url.password) throw new CrawlError('credentials in URL', false);
  return url;
}

type Allowed = ReturnType<typeof allowList>;

function checkedLookup(hostname: string, allowed: Allowed) {
  const hostAllowed = allowed.hosts.has(hostname.toLowerCase());
  const permits = (address: string) => {
    const { address: a, family } = unmapped(address);
    return hostAllowed || allowed.list.check(a, family) || !forbidden.check(a, family);
  };
  // The connection uses exactly the addresses checked here (no second resolution).
  return (
    host: string,
    opts: { all?: boolean },
    callback: (err: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    dnsLookup(host, { all: true }, (err, addresses) => {
      if (err) return callback(new CrawlError(`DNS: ${err.code ?? err.message}`, true), []);
      const usable = addresses.filter((a) => permits(a.address));
      if (usable.length === 0 || usable.length !== addresses.length) {
        return callback(new CrawlError('address not allowed', false), []);
      }
      if (opts.all) return callback(null, usable);
      const first = usable[0] as LookupAddress;
      return callback(null, first.address, first.family);
    });
  };
}

function fetchOnce(
  url: URL,
  options: SafeFetchOptions,
  allowed: Allowed,
  signal: AbortSignal,
): Promise<{ redirect?: string; page?: FetchedPage }> {
  return new Promise((resolve, reject) => {
    const hostname = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(hostname)) {
      const { address: a, family } = unmapped(hostname);
      const ok = allowed.list.check(a, family) || allowed.hosts.has(hostname) || !forbidden.check(a, family);
      if (!ok) return reject(new CrawlError('address not allowed', false));
    }
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'GET',
        signal,
        lookup: isIP(hostname) ? undefined : (checkedLookup(hostname, allowed) as never),
        headers: {
          'user-agent': 'IntranetLinkPreview/1.0 (+link previews in chat)',
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
          'accept-encoding': 'identity',
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          return resolve({ redirect: response.headers.location });
        }
        if (status >= 500) {
          response.resume();
          return reject(new CrawlError(`HTTP ${status}`, true));
        }
        if (status >= 400) {
          response.resume();
          return reject(new CrawlError(`HTTP ${status}`, false));
        }
        const contentType = String(response.headers['content-type'] ?? '');
        const chunks: Buffer[] = [];
        let size = 0;
        let truncated = false;
        response.on('data', (chunk: Buffer) => {
          if (truncated) return;
          const room = options.maxBytes - size;
          if (chunk.length >= room) {
            chunks.push(chunk.subarray(0, room));
            size += room;
            truncated = true;
            // Enough read: stop downloading the rest of a large page.
            response.destroy();
            resolve({
              page: {
                url: url.toString(),
                status,
                contentType,
                body: Buffer.concat(chunks).toString('utf8'),
                truncated,
              },
            });
            return;
          }
          chunks.push(chunk);
          size += chunk.length;
        });
        response.on('end', () =>
          resolve({
            page: {
              url: url.toString(),
              status,
              contentType,
              body: Buffer.concat(chunks).toString('utf8'),
              truncated,
            },
          }),
        );
        response.on('error', (err) => {
          if (!truncated) reject(new CrawlError(err.message, true));
        });
      },
    );
    request.on('error', (err) => {
      if (err instanceof CrawlError) return reject(err);
      if (signal.aborted) return reject(new CrawlError('timeout', true));
      reject(new CrawlError(err.message, true));
    });
    request.end();
  });
}
