/**
 * Which network addresses a fetch made on a member's behalf may reach (issue 26 Safe fetching): only the public
 * internet. A URL someone pastes must not make the API call itself, the database, the cloud's metadata service
 * (169.254.169.254) or anything else on the private network behind it (server-side request forgery).
 *
 * node:net BlockList holds the ranges; it also matches an IPv4-mapped IPv6 address (::ffff:10.0.0.1) against the
 * IPv4 ranges, so one list covers both spellings.
 */
import { BlockList, isIP } from 'node:net';

/** Ranges that are not the public internet (IANA special-purpose registries, RFC 6890). */
const NOT_PUBLIC_V4: [string, number][] = [
  ['0.0.0.0', 8], // "this network", includes the unspecified 0.0.0.0 (RFC 791)
  ['10.0.0.0', 8], // private (RFC 1918)
  ['100.64.0.0', 10], // carrier-grade NAT (RFC 6598)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata services (RFC 3927)
  ['172.16.0.0', 12], // private (RFC 1918)
  ['192.0.0.0', 24], // IETF protocol assignments (RFC 6890)
  ['192.168.0.0', 16], // private (RFC 1918)
  ['198.18.0.0', 15], // benchmarking (RFC 2544)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and broadcast 255.255.255.255
];

const NOT_PUBLIC_V6: [string, number][] = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  // NAT64 (RFC 6052 well-known prefix, RFC 8215 local-use): on a network with a NAT64 gateway 64:ff9b::a00:1 reaches
  // 10.0.0.1, and BlockList does not map the embedded IPv4 address back onto the IPv4 ranges, so the whole prefix is
  // refused; public IPv4 hosts remain reachable by their own address.
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['fc00::', 7], // unique local (RFC 4193)
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
];

const notPublic = new BlockList();
for (const [network, prefix] of NOT_PUBLIC_V4) notPublic.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of NOT_PUBLIC_V6) notPublic.addSubnet(network, prefix, 'ipv6');

/** True for an address on the public internet; false for a private, loopback, link-local... one or a non-address. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !notPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
