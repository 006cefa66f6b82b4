/**
 * Signed-out event pages rendered once and sent again (the event page is the one visitors arrive on from search
 * and shares). Every page renders per request because of its CSP nonce and the signed-in header, so a kept page
 * is rendered with RENDER_NONCE and each response gets its own nonce in its place, in the HTML and the header.
 *
 * Only a visitor without cookies (or with the location cookie alone, part of the key) is answered with a kept
 * page, for a full-document GET of /event/{slug}. Every answer first asks the API for the event (a cached, checked
 * answer there): an edit, unpublishing, or an interest shows at once, from whichever process wrote it, and a page
 * whose event is gone or a draft is never sent. What that check does not see (new comments, similar events) is at
 * most KEPT_PAGE_TTL_MS old. Kept per site process: the check, not the store, is what every process shares.
 *
 * A kept page is made by asking this same server for the page with RENDER_HEADER (a secret of this process, so
 * nobody outside can ask for a render with the known nonce); a render that does not carry RENDER_NONCE (answered
 * by another process, or an error page) is not kept, and the visitor gets a page rendered for them.
 */
import { LOCATION_COOKIE } from '@happenings/domain/locations';
import type { NextRequest } from 'next/server';
import { createNonce } from './security-headers';
import { acceptsGzip, prepareSplicedGzip, type SplicedGzip, spliceGzip } from './spliced-gzip';

export const KEPT_PAGE_TTL_MS = 10_000;
const MAX_PAGES = 500;
const EVENT_PAGE = /^\/event\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;
/** Headers of the render worth sending again (never Set-Cookie). */
const KEPT_HEADERS = ['content-type', 'vary', 'link', 'content-language'];

export const RENDER_NONCE = createNonce();
export const RENDER_HEADER = 'x-happenings-kept-render';
const RENDER_SECRET = createNonce();

interface KeptPage {
  html: string;
  /** The page compressed once, around its placeholder nonces. */
  gzip: SplicedGzip;
  headers: Array<[string, string]>;
  /** The event as the API answered it when the page was made: its write time and interest count. */
  version: string;
  keptAt: number;
}

const pages = new Map<string, KeptPage>();
const making = new Map<string, Promise<KeptPage | null>>();

/** A render asked for by this process to keep: rendered with RENDER_NONCE. */
export function isKeptRender(request: NextRequest): boolean {
  return request.headers.get(RENDER_HEADER) === RENDER_SECRET;
}

/** The kept page a request may be answered with: its slug and the visitor's location; null when none may. */
function keyOf(request: NextRequest): { key: string; slug: string; location: string | null } | null {
  if (request.method !== 'GET' || request.nextUrl.search) return null;
  const match = EVENT_PAGE.exec(request.nextUrl.pathname);
  if (!match) return null;
  const headers = request.headers;
  // Client-side navigations and prefetches fetch the page's data, not its document.
  if (headers.has('rsc') || headers.has('next-router-prefetch') || headers.has('next-router-state-tree'))
    return null;
  if (!(headers.get('accept') ?? '').includes('text/html')) return null;
  const cookies = request.cookies.getAll();
  if (cookies.some((cookie) => cookie.name !== LOCATION_COOKIE.name)) return null;
  const location = request.cookies.get(LOCATION_COOKIE.name)?.value ?? null;
  return { key: `${match[1]}|${location ?? ''}`, slug: match[1]!, location };
}

/** The event's version as the API answers a signed-out caller now; null when it has no public event. */
async function readVersion(apiUrl: string, slug: string): Promise<string | null> {
  try {
    const response = await fetch(`${apiUrl}/api/v1/experiences/slug/${slug}`, {
      // A few KB on this machine's network: not worth compressing and decompressing per visit.
      headers: { 'accept-encoding': 'identity' },
      cache: 'no-store',
      signal: AbortSignal.timeout(2_000),
    });
    if (!response.ok) {
      await response.body?.cancel();
      return null;
    }
    const event = (await response.json()) as {
      updatedAt?: string;
      interested?: number;
      publishState?: string;
    };
    if (event.publishState !== 'PUBLISHED' || !event.updatedAt) return null;
    return `${event.updatedAt}|${event.interested ?? 0}`;
  } catch {
    return null;
  }
}

async function render(request: NextRequest, location: string | null): Promise<Response | null> {
  try {
    const headers: Record<string, string> = { accept: 'text/html', [RENDER_HEADER]: RENDER_SECRET };
    if (location) headers.cookie = `${LOCATION_COOKIE.name}=${location}`;
    return await fetch(new URL(request.nextUrl.pathname, request.nextUrl.origin), {
      headers,
      cache: 'no-store',
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    return null;
  }
}

async function makePage(
  request: NextRequest,
  target: { key: string; slug: string; location: string | null },
  version: string,
  now: number,
): Promise<KeptPage | null> {
  const response = await render(request, target.location);
  if (!response) return null;
  const html = response.status === 200 ? await response.text() : null;
  if (html === null) await response.body?.cancel();
  if (html === null || !html.includes(RENDER_NONCE)) return null;
  const page: KeptPage = {
    html,
    gzip: prepareSplicedGzip(html, RENDER_NONCE),
    headers: KEPT_HEADERS.flatMap((name) => {
      const value = response.headers.get(name);
      return value ? [[name, value] as [string, string]] : [];
    }),
    version,
    keptAt: now,
  };
  pages.delete(target.key);
  pages.set(target.key, page);
  for (const oldest of pages.keys()) {
    if (pages.size <= MAX_PAGES) break;
    pages.delete(oldest);
  }
  return page;
}

/**
 * The kept page for this request with `nonce` in place (made first when there is none, or when the one kept is
 * out of date), or null: the request renders as usual.
 */
export async function keptPageFor(
  request: NextRequest,
  apiUrl: string,
  nonce: string,
  now = Date.now(),
): Promise<Response | null> {
  const target = keyOf(request);
  if (!target) return null;
  const version = await readVersion(apiUrl, target.slug);
  if (!version) return null;
  let page = pages.get(target.key);
  if (!page || page.version !== version || now - page.keptAt >= KEPT_PAGE_TTL_MS) {
    pages.delete(target.key);
    // Visitors arriving together share one render.
    let pending = making.get(target.key);
    if (!pending) {
      pending = makePage(request, target, version, now).finally(() => making.delete(target.key));
      making.set(target.key, pending);
    }
    page = (await pending) ?? undefined;
  }
  if (!page) return null;
  const headers = new Headers(page.headers);
  headers.set('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
  // RFC 9111 §5.1: how long ago the page was made.
  headers.set('age', String(Math.floor((now - page.keptAt) / 1000)));
  headers.set('vary', addVary(headers.get('vary'), 'Accept-Encoding'));
  if (!acceptsGzip(request.headers.get('accept-encoding'))) {
    return new Response(page.html.replaceAll(RENDER_NONCE, nonce), { status: 200, headers });
  }
  const body = spliceGzip(page.gzip, nonce);
  headers.set('content-encoding', 'gzip');
  headers.set('content-length', String(body.length));
  return new Response(
    new Uint8Array(body.buffer, body.byteOffset, body.byteLength) as Uint8Array<ArrayBuffer>,
    {
      status: 200,
      headers,
    },
  );
}

function addVary(vary: string | null, name: string): string {
  if (!vary) return name;
  return vary
    .toLowerCase()
    .split(',')
    .some((part) => part.trim() === name.toLowerCase())
    ? vary
    : `${vary}, ${name}`;
}
