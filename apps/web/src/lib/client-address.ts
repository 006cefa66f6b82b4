/**
 * The address of the browser behind each request the website serves, for the API's rate limits: the website
 * relays the browser's calls (api-proxy.ts) and the API believes the X-Forwarded-For of the website's server
 * (its TRUSTED_PROXIES), so what the website forwards there must be true.
 *
 * Route handlers cannot see the socket. Next fills `x-forwarded-for` with the socket's address only when the
 * request has none (`req.headers['x-forwarded-for'] ??= socket.remoteAddress` in next/dist/server/base-server.js):
 * a browser that sends its own value gets it passed on verbatim. So the address is taken where the socket is
 * still known: Node publishes every request the HTTP server receives on the `http.server.request.start`
 * diagnostics channel, with its socket, synchronously before the server hands the request to Next. The listener
 * resolves the address there and enters it into an AsyncLocalStorage, which every handler that runs for that
 * request (route handlers, server components) reads with readClientAddress(). Nothing the browser sends can set
 * it; a request that arrived before the listener was started reads nothing.
 *
 * The socket's peer is the browser, unless it is one of SITE_TRUSTED_PROXIES (a load balancer or CDN in front of
 * the website; none by default: `npm start` serves browsers directly): then X-Forwarded-For is read from the
 * right, skipping trusted hops, and the first other hop is the browser.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP, type Socket } from 'node:net';

const CHANNEL = 'http.server.request.start';

interface Recorder {
  storage: AsyncLocalStorage<string | undefined>;
  stop: (() => void) | undefined;
}

/**
 * One recorder per process, on globalThis: Next bundles instrumentation.ts and the route handlers separately,
 * each with its own copy of this module.
 */
function recorder(): Recorder {
  const slot = Symbol.for('happenings.client-address');
  const global = globalThis as { [key: symbol]: Recorder | undefined };
  global[slot] ??= { storage: new AsyncLocalStorage<string | undefined>(), stop: undefined };
  return global[slot];
}

/** An address in one form: no port, no IPv6 brackets or zone, IPv4-mapped IPv6 as IPv4. */
function normaliseAddress(raw: string): string | undefined {
  let address = raw.trim();
  if (address.startsWith('[')) address = address.slice(1, address.indexOf(']'));
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  address = address.replace(/%.*$/, '').toLowerCase();
  if (address.startsWith('::ffff:') && isIP(address.slice(7)) === 4) address = address.slice(7);
  return isIP(address) ? address : undefined;
}

function toBlockList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** The browser's address: the right-most hop, starting from the socket's peer, that is not a trusted proxy. */
export function resolveBrowserAddress(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: BlockList,
): string | undefined {
  let client = peer === undefined ? undefined : normaliseAddress(peer);
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')).split(',');
  for (let index = hops.length - 1; client !== undefined && index >= 0; index -= 1) {
    if (!trusted.check(client, isIP(client) === 6 ? 'ipv6' : 'ipv4')) break;
    const hop = normaliseAddress(hops[index] ?? '');
    if (hop === undefined) break;
    client = hop;
  }
  return client;
}

/**
 * Starts recording the browser's address of every request this process's HTTP servers receive (replacing an
 * earlier recording); returns the function that stops it.
 */
export function recordBrowserAddresses(trustedProxies: readonly string[]): () => void {
  const state = recorder();
  state.stop?.();
  const trusted = toBlockList(trustedProxies);
  const listener = (message: unknown) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    state.storage.enterWith(
      resolveBrowserAddress(socket.remoteAddress, request.headers['x-forwarded-for'], trusted),
    );
  };
  subscribe(CHANNEL, listener);
  const stop = () => {
    unsubscribe(CHANNEL, listener);
    if (state.stop === stop) state.stop = undefined;
  };
  state.stop = stop;
  return stop;
}

/** The address of the browser whose request is being handled, if the website knows it. */
export function readBrowserAddress(): string | undefined {
  return recorder().storage.getStore();
}

/** The X-Forwarded-For header to send the API on behalf of the current request: one hop, or none. */
export function browserForwardedFor(): Record<string, string> {
  const address = readBrowserAddress();
  return address ? { 'x-forwarded-for': address } : {};
}
