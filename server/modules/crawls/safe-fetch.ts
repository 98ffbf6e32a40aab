import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

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
  /** The Accept header; pages by default. */
  accept?: string;
};

export type FetchedPage = {
  url: string;
  status: number;
  contentType: string;
  /** The bytes as received: pages are decoded by their declared charset (parse.ts), images are not text. */
  bytes: Buffer;
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

/**
 * IANA's global unicast space. ipaddr.js names the special IPv6 ranges, but calls everything else
 * "unicast", including the deprecated IPv4-compatible addresses (::/96, so [::7f00:1] is 127.0.0.1 on
 * some stacks) and unallocated space; only addresses inside 2000::/3 can be public.
 */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** The address as it is reached: IPv4-mapped IPv6 (::ffff:10.0.0.1) is the IPv4 address it carries. */
function parsed(address: string): Address | null {
  return ipaddr.isValid(address) ? ipaddr.process(address) : null;
}

/**
 * Public means the address library classifies it as plain unicast, nothing special: not loopback,
 * private, link-local, unique-local, carrier-grade NAT, multicast, broadcast, reserved, documentation
 * or benchmarking, and no IPv6 form that embeds or tunnels an IPv4 address (IPv4-translated
 * ::ffff:0:0/96, NAT64 64:ff9b::/96 and 64:ff9b:1::/48, 6to4 2002::/16, Teredo 2001::/32).
 */
function isPublic(ip: Address): boolean {
  if (ip.range() !== 'unicast') return false;
  return ip.kind() === 'ipv4' || ip.match(GLOBAL_UNICAST_V6);
}

export function isForbiddenAddress(address: string): boolean {
  const ip = parsed(address);
  return ip === null || !isPublic(ip);
}

function allowList(entries: string[]) {
  const ranges: [Address, number][] = [];
  const hosts = new Set<string>();
  for (const entry of entries.map((e) => e.trim().toLowerCase()).filter(Boolean)) {
    if (ipaddr.isValidCIDR(entry)) {
      ranges.push(ipaddr.parseCIDR(entry));
    } else if (ipaddr.isValid(entry)) {
      const ip = ipaddr.process(entry);
      ranges.push([ip, ip.kind() === 'ipv4' ? 32 : 128]);
    } else {
      hosts.add(entry);
    }
  }
  const listed = (ip: Address) =>
    ranges.some(([net, prefix]) => net.kind() === ip.kind() && ip.match(net, prefix));
  return { listed, hosts };
}

type Allowed = ReturnType<typeof allowList>;

/** Whether the crawler may connect to `address`, found for `hostname`. */
function permitted(address: string, hostname: string, allowed: Allowed): boolean {
  const ip = parsed(address);
  if (ip === null) return false;
  return allowed.hosts.has(hostname.toLowerCase()) || allowed.listed(ip) || isPublic(ip);
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

function checkedLookup(hostname: string, allowed: Allowed) {
  // The connection uses exactly the addresses checked here (no second resolution).
  return (
    host: string,
    opts: { all?: boolean },
    callback: (err: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    dnsLookup(host, { all: true }, (err, addresses) => {
      if (err) return callback(new CrawlError(`DNS: ${err.code ?? err.message}`, true), []);
      const usable = addresses.filter((a) => permitted(a.address, hostname, allowed));
      if (usable.length === 0 || usable.length !== addresses.length) {
        return callback(new CrawlError('address not allowed', false), []);
      }
      if (opts.all) return callback(null, usable);
      const first = usable[0] as LookupAddress;
      return callback(null, first.address, first.family);
    });
  };
}

function pageOf(
  url: URL,
  status: number,
  contentType: string,
  bytes: Buffer,
  truncated: boolean,
): FetchedPage {
  return { url: url.toString(), status, contentType, bytes, truncated };
}

function fetchOnce(
  url: URL,
  options: SafeFetchOptions,
  allowed: Allowed,
  signal: AbortSignal,
): Promise<{ redirect?: string; page?: FetchedPage }> {
  return new Promise((resolve, reject) => {
    const hostname = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(hostname) && !permitted(hostname, hostname, allowed)) {
      return reject(new CrawlError('address not allowed', false));
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
          accept: options.accept ?? 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
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
            resolve({ page: pageOf(url, status, contentType, Buffer.concat(chunks), truncated) });
            return;
          }
          chunks.push(chunk);
          size += chunk.length;
        });
        response.on('end', () =>
          resolve({ page: pageOf(url, status, contentType, Buffer.concat(chunks), truncated) }),
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
