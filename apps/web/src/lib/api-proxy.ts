/**
 * Same-origin API (issue 4): the browser calls /api/v1, /api/v2, /api/auth and /media on the website's origin and
 * these route handlers pass the request to the API at API_URL, so the `__session` cookie set by the API is a
 * first-party cookie of the site. Done in route handlers rather than next.config `rewrites()` because rewrites
 * are frozen at build time (API_URL could not change between `next build` and `next start`) and Next's rewrite
 * proxy does not send the client address, which the API's rate limits read from X-Forwarded-For.
 *
 * The API believes the website's X-Forwarded-For (it is one of the API's TRUSTED_PROXIES), so the website sends
 * exactly one hop, the browser's address as the website's own server saw it (client-address.ts), and never
 * passes on forwarding headers the browser wrote itself: they would let anyone pick a new address per request.
 */
import { browserForwardedFor } from '@/lib/client-address';
import { getServerEnv } from '@/lib/env';

/** RFC 9110 §7.6.1 connection-specific headers, plus the ones fetch computes itself. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
]);

/** Forwarding headers a browser could write itself; the one the API reads is set from the socket instead. */
const CLIENT_FORWARDING = new Set(['x-forwarded-for', 'x-real-ip', 'forwarded']);

/** Response headers to drop: fetch has already decoded the body, so its encoding and length no longer apply. */
const STALE_RESPONSE_HEADERS = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
]);

export async function proxyToApi(request: Request): Promise<Response> {
  const { apiUrl } = getServerEnv();
  const incoming = new URL(request.url);
  const target = `${apiUrl}${incoming.pathname}${incoming.search}`;

  const headers = new Headers();
  request.headers.forEach((value, key) => {
    if (!HOP_BY_HOP.has(key) && !CLIENT_FORWARDING.has(key)) headers.set(key, value);
  });
  for (const [key, value] of Object.entries(browserForwardedFor())) headers.set(key, value);
  // fetch would decode a compressed answer only for the website's server to compress it again for the browser.
  headers.set('accept-encoding', 'identity');
  headers.set('x-forwarded-host', request.headers.get('x-forwarded-host') ?? incoming.host);
  headers.set(
    'x-forwarded-proto',
    request.headers.get('x-forwarded-proto') ?? incoming.protocol.slice(0, -1),
  );

  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  let upstream: Response;
  try {
    upstream = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? request.body : null,
      redirect: 'manual',
      // Node's fetch streams a request body only in half-duplex mode.
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit);
  } catch {
    return Response.json(
      { error: { code: 'API_UNAVAILABLE', message: 'The Happenings API could not be reached.' } },
      { status: 502 },
    );
  }

  const responseHeaders = new Headers();
  upstream.headers.forEach((value, key) => {
    if (!STALE_RESPONSE_HEADERS.has(key) && key !== 'set-cookie') responseHeaders.set(key, value);
  });
  for (const cookie of upstream.headers.getSetCookie()) responseHeaders.append('set-cookie', cookie);

  return new Response(upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: responseHeaders,
  });
}

/** The handlers of one proxied route: every method goes to the API unchanged. */
export const apiProxyHandlers = {
  GET: proxyToApi,
  HEAD: proxyToApi,
  POST: proxyToApi,
  PUT: proxyToApi,
  PATCH: proxyToApi,
  DELETE: proxyToApi,
  OPTIONS: proxyToApi,
};
