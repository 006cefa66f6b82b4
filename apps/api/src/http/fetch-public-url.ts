/**
 * Fetching a URL a member gave us (issue 26 Safe fetching: an event page, a calendar feed), without letting that URL
 * reach the private network (public-address.ts says why) or tie up the server.
 *
 * - http and https only.
 * - The host name is resolved here, every address it resolves to is checked, and the connection goes to the
 *   address that was checked: the socket's `lookup` answers with it, so no second DNS answer (a rebinding one) is
 *   ever used.
 * - Redirects are followed by hand, each hop checked the same way, at most `maxRedirects`.
 * - The body stops being read past `maxBytes`; the whole fetch, redirects included, ends after `timeoutMs`.
 * - Conditional requests (RFC 9110 §13.1): `etag` is sent as If-None-Match, `lastModified` as If-Modified-Since,
 *   and a 304 answer is reported as not modified.
 * Every refusal is a PublicFetchError whose code names the cause.
 */
import { lookup as lookupDns } from 'node:dns/promises';
import type { IncomingMessage } from 'node:http';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './public-address.ts';

export type PublicFetchErrorCode =
  | 'BAD_URL'
  | 'BAD_SCHEME'
  | 'PRIVATE_ADDRESS'
  | 'DNS_FAILED'
  | 'TOO_MANY_REDIRECTS'
  | 'TOO_LARGE'
  | 'TIMEOUT'
  | 'HTTP_STATUS'
  | 'NETWORK';

export class PublicFetchError extends Error {
  constructor(
    readonly code: PublicFetchErrorCode,
    message: string,
    /** The HTTP status, for HTTP_STATUS. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PublicFetchError';
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface FetchPublicUrlOptions {
  /** Let loopback and private addresses through (IMPORT_ALLOW_PRIVATE_ADDRESSES: tests and closed networks). */
  allowPrivateAddresses?: boolean;
  /** Which resolved addresses may be reached (default: public ones, isPublicAddress); the setting above overrides. */
  isAllowedAddress?: (address: string) => boolean;
  /** Largest body read, in bytes (default 2 MiB). */
  maxBytes?: number;
  /** Time for the whole fetch, redirects included (default 10 s). */
  timeoutMs?: number;
  /** Redirects followed before giving up (default 5). */
  maxRedirects?: number;
  /** The ETag of the copy we hold: sent as If-None-Match. */
  etag?: string | null;
  /** The Last-Modified of the copy we hold: sent as If-Modified-Since. */
  lastModified?: string | null;
  /** Accept header (default any). */
  accept?: string;
  /** Resolves a host name to all its addresses (default node:dns); tests inject their own answers. */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
}

export type PublicFetchResult =
  | {
      notModified: false;
      /** Where the body came from, after redirects. */
      url: string;
      status: number;
      contentType: string | null;
      etag: string | null;
      lastModified: string | null;
      body: Buffer;
    }
  | { notModified: true; url: string; status: 304; etag: string | null; lastModified: string | null };

const DEFAULTS = { maxBytes: 2 * 1024 * 1024, timeoutMs: 10_000, maxRedirects: 5 };
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = 'HappeningsBot/1.0 (+event import)';

async function resolveWithDns(hostname: string): Promise<ResolvedAddress[]> {
  const answers = await lookupDns(hostname, { all: true, verbatim: true });
  return answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
}

function parseTarget(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new PublicFetchError('BAD_URL', `Not a URL: ${text}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new PublicFetchError(
      'BAD_SCHEME',
      `Only http and https addresses can be fetched, not ${url.protocol}`,
    );
  }
  return url;
}

/** The addresses to connect to: every address the host resolves to must be public (unless allowed). */
async function resolveTarget(url: URL, options: FetchPublicUrlOptions): Promise<ResolvedAddress[]> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const literal = isIP(host);
  let addresses: ResolvedAddress[];
  if (literal) addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await (options.resolve ?? resolveWithDns)(host);
    } catch {
      throw new PublicFetchError('DNS_FAILED', `The host ${host} could not be found`);
    }
  }
  if (addresses.length === 0) throw new PublicFetchError('DNS_FAILED', `The host ${host} has no address`);
  // Any private answer refuses the host: which answer a connection would get is not ours to choose.
  const isAllowed = options.isAllowedAddress ?? isPublicAddress;
  const refused = addresses.find(({ address }) => !isAllowed(address));
  if (refused && !options.allowPrivateAddresses) {
    throw new PublicFetchError(
      'PRIVATE_ADDRESS',
      `${host} is a private or local address (${refused.address}); only public addresses can be fetched`,
    );
  }
  return addresses;
}

/**
 * A socket lookup that answers only the checked addresses, so the connection cannot go elsewhere. All of them when
 * the socket asks for all (Node's happy eyeballs tries each in turn: a host whose IPv6 is unreachable still works).
 */
function pinnedLookup(pinned: ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const [first] = pinned;
    if (options.all) callback(null, pinned);
    else if (first) callback(null, first.address, first.family);
  };
}

interface Hop {
  response: IncomingMessage;
  abort: (error: Error) => void;
}

function requestHop(
  url: URL,
  pinned: ResolvedAddress[],
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<Hop> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, { method: 'GET', headers, lookup: pinnedLookup(pinned), agent: false, signal });
    request.once('response', (response) => resolve({ response, abort: (error) => request.destroy(error) }));
    request.once('error', reject);
    request.end();
  });
}

async function readBody(hop: Hop, maxBytes: number): Promise<Buffer> {
  const declared = Number(hop.response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    hop.abort(new Error('too large'));
    throw tooLarge(maxBytes);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of hop.response) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      hop.abort(new Error('too large'));
      throw tooLarge(maxBytes);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const tooLarge = (maxBytes: number) =>
  new PublicFetchError('TOO_LARGE', `The answer is larger than ${Math.round(maxBytes / 1024)} KiB`);

function firstHeader(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

function requestHeaders(options: FetchPublicUrlOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'user-agent': USER_AGENT,
    accept: options.accept ?? '*/*',
    // Uncompressed, so that maxBytes limits what is held in memory (a small gzip can inflate a thousandfold).
    'accept-encoding': 'identity',
  };
  if (options.etag) headers['if-none-match'] = options.etag;
  if (options.lastModified) headers['if-modified-since'] = options.lastModified;
  return headers;
}

/** A slow DNS answer must not outlast the time limit either. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new Error('aborted'));
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

async function fetchHops(
  start: URL,
  options: FetchPublicUrlOptions,
  signal: AbortSignal,
): Promise<PublicFetchResult> {
  const maxBytes = options.maxBytes ?? DEFAULTS.maxBytes;
  const maxRedirects = options.maxRedirects ?? DEFAULTS.maxRedirects;
  const headers = requestHeaders(options);
  let url = start;
  for (let redirects = 0; ; redirects += 1) {
    const pinned = await untilAborted(resolveTarget(url, options), signal);
    const hop = await requestHop(url, pinned, headers, signal);
    const { statusCode = 0, headers: answer } = hop.response;
    const location = firstHeader(answer.location);
    if (REDIRECTS.has(statusCode) && location) {
      hop.response.resume();
      if (redirects >= maxRedirects) {
        throw new PublicFetchError(
          'TOO_MANY_REDIRECTS',
          `More than ${maxRedirects} redirects from ${start.href}`,
        );
      }
      url = parseTarget(new URL(location, url).href);
      continue;
    }
    const etag = firstHeader(answer.etag);
    const lastModified = firstHeader(answer['last-modified']);
    if (statusCode === 304) {
      hop.response.resume();
      return { notModified: true, url: url.href, status: 304, etag, lastModified };
    }
    if (statusCode < 200 || statusCode > 299) {
      hop.response.resume();
      throw new PublicFetchError('HTTP_STATUS', `${url.host} answered ${statusCode}`, statusCode);
    }
    const body = await readBody(hop, maxBytes);
    const contentType = firstHeader(answer['content-type']);
    return { notModified: false, url: url.href, status: statusCode, contentType, etag, lastModified, body };
  }
}

/** GETs `url` from the public internet under the limits above; throws PublicFetchError naming why it could not. */
export async function fetchPublicUrl(
  url: string,
  options: FetchPublicUrlOptions = {},
): Promise<PublicFetchResult> {
  const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await fetchHops(parseTarget(url), options, controller.signal);
  } catch (error) {
    if (controller.signal.aborted) {
      throw new PublicFetchError('TIMEOUT', `No complete answer within ${timeoutMs / 1000} seconds`);
    }
    if (error instanceof PublicFetchError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new PublicFetchError('NETWORK', `Could not fetch ${url}: ${reason}`);
  } finally {
    clearTimeout(timer);
  }
}
