/**
 * Signed-out event pages rendered once and sent again (the event page is the one visitors arrive on from search
 * and shares), answered by the website's server before Next sees the request (server/serve.ts). Every page
 * renders per request because of its CSP nonce and the signed-in header, so a kept page is rendered with a
 * placeholder nonce (server/kept-render.ts) and each response gets its own nonce in its place, in the HTML and
 * the headers. The HTML is compressed once, in parts around the placeholder (spliced-gzip.ts).
 *
 * Only a visitor without cookies (or with the location cookie alone, part of the key) is answered with a kept
 * page, for a full-document GET of /event/{slug}. A visitor with a session cookie too (and no other) gets a kept
 * page of its own kind, the member page: the same public render with the personal parts (account entry,
 * Interested state, friends interested, host tools, comments with their own votes) filled in by the browser from
 * the API with the visitor's cookie (src/features/auth/member-view.server.ts); nothing personal is ever kept. Every answer first asks the API for the event (a kept answer
 * there): an edit, unpublishing, or an interest shows at once, from whichever process wrote it, and a page whose
 * event is gone or a draft is never sent. What that check does not see (new comments, similar events) is at most
 * KEPT_PAGE_TTL_MS old. Kept per site process: the check, not the store, is what every process shares.
 *
 * A render that does not carry the placeholder (answered by another process, an error page) is not kept, and the
 * visitor gets a page rendered for them.
 */
import { randomBytes } from 'node:crypto';
import { Agent, get as httpGet, type IncomingMessage, type ServerResponse } from 'node:http';
import { get as httpsGet, Agent as SecureAgent } from 'node:https';
import { SESSION_COOKIE } from '@happenings/domain/constants';
import { LOCATION_COOKIE } from '@happenings/domain/locations';
import { MEMBER_VIEW, RENDER_HEADER, RENDER_VIEW_HEADER } from './kept-render.ts';
import { acceptsGzip, prepareSplicedGzip, type SplicedGzip, spliceGzip } from './spliced-gzip.ts';

export const KEPT_PAGE_TTL_MS = 10_000;
const MAX_PAGES = 500;
const EVENT_PAGE = /^\/event\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;
/** Headers of the render not sent again: framing, connection, time, and never a cookie. */
const UNKEPT_HEADERS = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'age',
  'cache-control',
]);
const NO_STORE = 'private, no-cache, no-store, max-age=0, must-revalidate';

interface KeptPage {
  html: string;
  /** The page compressed once, around its placeholder nonces. */
  gzip: SplicedGzip;
  /** The render's headers (the security headers among them), with the placeholder where the nonce goes. */
  headers: Array<[string, string]>;
  /** The event as the API answered it when the page was made: its write time and interest count. */
  version: string;
  keptAt: number;
}

interface Target {
  key: string;
  path: string;
  slug: string;
  location: string | null;
  /** A visitor with a session cookie: the member page (personal parts filled in by the browser). */
  isMember: boolean;
}

export interface KeptPagesOptions {
  apiUrl: string;
  /** This server's own address, to ask Next for a render. */
  selfUrl: string;
  renderNonce: string;
  renderSecret: string;
  now?: () => number;
}

/** 128 random bits, base64 (CSP3 nonce-source), as src/lib/security-headers.ts makes them. */
const createNonce = () => randomBytes(16).toString('base64');

function cookiesOf(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const equals = part.indexOf('=');
    const name = (equals < 0 ? part : part.slice(0, equals)).trim();
    if (name) cookies.set(name, equals < 0 ? '' : part.slice(equals + 1).trim());
  }
  return cookies;
}

/** The kept page a request may be answered with: its slug and the visitor's location; null when none may. */
function targetOf(request: IncomingMessage): Target | null {
  const url = request.url ?? '';
  if (request.method !== 'GET' || url.includes('?')) return null;
  const match = EVENT_PAGE.exec(url);
  if (!match) return null;
  const headers = request.headers;
  // Client-side navigations and prefetches fetch the page's data, not its document; renders are for keeping.
  if (headers.rsc || headers['next-router-prefetch'] || headers['next-router-state-tree']) return null;
  if (headers[RENDER_HEADER]) return null;
  if (!(headers.accept ?? '').includes('text/html')) return null;
  const cookies = cookiesOf(headers.cookie);
  if ([...cookies.keys()].some((name) => name !== LOCATION_COOKIE.name && name !== SESSION_COOKIE.name)) {
    return null;
  }
  const location = cookies.get(LOCATION_COOKIE.name) || null;
  const isMember = Boolean(cookies.get(SESSION_COOKIE.name));
  return {
    key: `${match[1]}|${location ?? ''}|${isMember ? MEMBER_VIEW : ''}`,
    path: url,
    slug: match[1]!,
    location,
    isMember,
  };
}

/** Connections to the API kept open between visits (one check per visit). */
const apiAgent = new Agent({ keepAlive: true, maxSockets: 64 });
const secureApiAgent = new SecureAgent({ keepAlive: true, maxSockets: 64 });

/** The body of a GET to the API, or null on any failure or a status other than 200 (2 s at most). */
function getApiText(url: string, requestId: string | undefined): Promise<string | null> {
  return new Promise((resolve) => {
    const isSecure = url.startsWith('https:');
    const request = (isSecure ? httpsGet : httpGet)(
      url,
      // A few KB on this machine's network: not worth compressing and decompressing per visit.
      {
        agent: isSecure ? secureApiAgent : apiAgent,
        // The visit's request id (server/serve.ts), so the API's line of the check joins the site's.
        headers: { 'accept-encoding': 'identity', ...(requestId ? { 'x-request-id': requestId } : {}) },
        timeout: 2_000,
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          resolve(null);
          return;
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks).toString()));
        response.on('error', () => resolve(null));
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(null));
  });
}

/** The event's version as the API answers a signed-out caller now; null when it has no public event. */
async function readVersion(
  apiUrl: string,
  slug: string,
  requestId: string | undefined,
): Promise<string | null> {
  const text = await getApiText(`${apiUrl}/api/v1/experiences/slug/${slug}`, requestId);
  if (text === null) return null;
  try {
    const event = JSON.parse(text) as { updatedAt?: string; interested?: number; publishState?: string };
    if (event.publishState !== 'PUBLISHED' || !event.updatedAt) return null;
    return `${event.updatedAt}|${event.interested ?? 0}`;
  } catch {
    return null;
  }
}

export interface KeptPages {
  /** Answers the request with a kept page and resolves true, or resolves false: Next answers it. */
  answer(request: IncomingMessage, response: ServerResponse): Promise<boolean>;
}

export function createKeptPages(options: KeptPagesOptions): KeptPages {
  const now = options.now ?? Date.now;
  const pages = new Map<string, KeptPage>();
  const making = new Map<string, Promise<KeptPage | null>>();

  const render = async (target: Target): Promise<Response | null> => {
    try {
      const headers: Record<string, string> = { accept: 'text/html', [RENDER_HEADER]: options.renderSecret };
      if (target.location) headers.cookie = `${LOCATION_COOKIE.name}=${target.location}`;
      // Rendered without the visitor's session: a public page whatever its kind.
      if (target.isMember) headers[RENDER_VIEW_HEADER] = MEMBER_VIEW;
      return await fetch(new URL(target.path, options.selfUrl), {
        headers,
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      return null;
    }
  };

  const makePage = async (target: Target, version: string, at: number): Promise<KeptPage | null> => {
    const rendered = await render(target);
    if (!rendered) return null;
    const html = rendered.status === 200 ? await rendered.text() : null;
    if (html === null) await rendered.body?.cancel();
    if (html === null || !html.includes(options.renderNonce)) return null;
    const page: KeptPage = {
      html,
      gzip: prepareSplicedGzip(html, options.renderNonce),
      headers: [...rendered.headers].filter(([name]) => !UNKEPT_HEADERS.has(name.toLowerCase())),
      version,
      keptAt: at,
    };
    pages.delete(target.key);
    pages.set(target.key, page);
    for (const oldest of pages.keys()) {
      if (pages.size <= MAX_PAGES) break;
      pages.delete(oldest);
    }
    return page;
  };

  return {
    async answer(request, response) {
      const target = targetOf(request);
      if (!target) return false;
      const version = await readVersion(
        options.apiUrl,
        target.slug,
        request.headers['x-request-id']?.toString(),
      );
      if (!version) return false;
      const at = now();
      let page = pages.get(target.key);
      if (!page || page.version !== version || at - page.keptAt >= KEPT_PAGE_TTL_MS) {
        pages.delete(target.key);
        // Visitors arriving together share one render.
        let pending = making.get(target.key);
        if (!pending) {
          pending = makePage(target, version, at).finally(() => making.delete(target.key));
          making.set(target.key, pending);
        }
        page = (await pending) ?? undefined;
      }
      if (!page) return false;

      const nonce = createNonce();
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of page.headers) {
        headers[name] = value.replaceAll(options.renderNonce, nonce);
      }
      headers['cache-control'] = NO_STORE;
      // RFC 9111 §5.1: how long ago the page was made.
      headers.age = String(Math.floor((at - page.keptAt) / 1000));
      headers.vary = addVary(headers.vary as string | undefined, 'Accept-Encoding');
      const isGzip = acceptsGzip(request.headers['accept-encoding'] ?? null);
      const body = isGzip
        ? spliceGzip(page.gzip, nonce)
        : Buffer.from(page.html.replaceAll(options.renderNonce, nonce));
      if (isGzip) headers['content-encoding'] = 'gzip';
      headers['content-length'] = String(body.length);
      response.writeHead(200, headers);
      response.end(body);
      return true;
    },
  };
}

function addVary(vary: string | undefined, name: string): string {
  if (!vary) return name;
  const names = vary
    .toLowerCase()
    .split(',')
    .map((part) => part.trim());
  return names.includes(name.toLowerCase()) ? vary : `${vary}, ${name}`;
}
