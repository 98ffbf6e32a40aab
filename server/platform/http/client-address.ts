import ipaddr from 'ipaddr.js';

/**
 * What limits per client count by: an IPv4 address, or the /64 network of an IPv6 address. One
 * IPv6 subscriber (a home, an office, a cloud machine) usually holds a whole /64 and may pick any of
 * its 2^64 addresses, so counting single IPv6 addresses would give every guess a fresh budget.
 * IPv4-mapped IPv6 addresses (::ffff:192.0.2.1, from a dual-stack socket) count as their IPv4 address.
 * Sessions and the audit log keep the full address; this key is only for counting.
 */
export function clientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`).toString()}/64`;
}
