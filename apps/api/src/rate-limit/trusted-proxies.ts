/**
 * The TRUSTED_PROXIES list: which entries it may hold, and the address list it becomes. Pure parsing with nothing
 * of the app, so env.ts can validate the variable and client-address.ts can read the caller through the same rule.
 */
import { BlockList, isIP } from 'node:net';

/** What a TRUSTED_PROXIES entry may be: an address or a CIDR block (`10.0.0.0/8`, `fd00::/8`). */
export function isProxyEntry(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** The entries (each passing isProxyEntry, as env.ts checks) as one list that answers "is this a trusted hop?". */
export function parseTrustedProxies(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}
