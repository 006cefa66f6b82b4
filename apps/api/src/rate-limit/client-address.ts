/**
 * Who is calling, for rate limits. The TCP peer is the caller unless it is one of TRUSTED_PROXIES (by default the
 * loopback addresses: `npm start` runs the website beside the API, and the website relays the browser's calls with
 * the browser's address in X-Forwarded-For). Behind a trusted peer, X-Forwarded-For is read from the right,
 * skipping trusted hops; the first hop that is not a trusted proxy is the caller. Everything left of it was written
 * by the caller itself and is ignored: believing the left-most value, or any value from an untrusted peer, would let
 * a client pick a new address per request and get a fresh budget of guesses each time.
 */
import { type BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { parseTrustedProxies } from './trusted-proxies.ts';

/**
 * An address as sockets and proxies write it, in one canonical form: no port (`203.0.113.9:5123`,
 * `[2001:db8::1]:443`), no zone (`fe80::1%eth0`), IPv4-mapped IPv6 (`::ffff:203.0.113.9`, what a dual-stack socket
 * reports for an IPv4 peer) as plain IPv4, lower case. Undefined when it is not an address.
 */
export function normaliseAddress(raw: string): string | undefined {
  let address = raw.trim();
  if (address.startsWith('[')) address = address.slice(1, address.indexOf(']'));
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  address = address.replace(/%.*$/, '').toLowerCase();
  if (address.startsWith('::ffff:') && isIP(address.slice(7)) === 4) address = address.slice(7);
  return isIP(address) ? address : undefined;
}

function isTrusted(address: string, trusted: BlockList): boolean {
  return trusted.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The caller's address from the TCP peer and the X-Forwarded-For header: the right-most hop that is not a trusted
 * proxy. Undefined when the peer is unknown. A hop that is not an address stops the walk at the proxy that wrote it.
 */
export function resolveClientAddress(
  peer: string | undefined,
  forwardedFor: string | null | undefined,
  trusted: BlockList,
): string | undefined {
  let client = peer === undefined ? undefined : normaliseAddress(peer);
  if (client === undefined || !forwardedFor) return client;
  const hops = forwardedFor.split(',');
  for (let index = hops.length - 1; index >= 0 && isTrusted(client, trusted); index -= 1) {
    const hop = normaliseAddress(hops[index] ?? '');
    if (hop === undefined) break;
    client = hop;
  }
  return client;
}

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail counts as two). */
function ipv6Groups(address: string): string[] {
  const expand = (part: string) =>
    part
      ? part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [group];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        })
      : [];
  const [head = '', tail] = address.split('::');
  const left = expand(head);
  if (tail === undefined) return left;
  const right = expand(tail);
  return [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
}

/**
 * The rate-limit key of an address. IPv6 counts per /64: one subscriber line or host gets a whole /64, so keying on
 * the full address would give an attacker 2^64 fresh budgets.
 */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const prefix = ipv6Groups(address)
    .slice(0, 4)
    .map((group) => group.padStart(4, '0'))
    .join(':');
  return `${prefix}::/64`;
}

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
  server?: NodeBindings;
}

/**
 * The TCP peer, from the bindings @hono/node-server passes to every request (`{ incoming, outgoing }`, as its
 * getConnInfo reads them). Tests simulate a caller by passing the same shape as app.request()'s third argument;
 * without it the peer is unknown.
 */
export function peerAddress(c: Context<AppEnv>): string | undefined {
  const env = c.env as NodeBindings | undefined;
  return (env?.server ?? env)?.incoming?.socket?.remoteAddress;
}

const trustedLists = new WeakMap<readonly string[], BlockList>();

/** The caller's address as a rate-limit key ('unknown' when the server cannot tell). */
export function clientAddressKey(c: Context<AppEnv>): string {
  const entries = c.get('services').config.trustedProxies;
  let trusted = trustedLists.get(entries);
  if (!trusted) {
    trusted = parseTrustedProxies(entries);
    trustedLists.set(entries, trusted);
  }
  const address = resolveClientAddress(peerAddress(c), c.req.header('x-forwarded-for'), trusted);
  return address === undefined ? 'unknown' : addressKey(address);
}
