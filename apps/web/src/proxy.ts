/**
 * Browser hardening of every page and site route (src/lib/security-headers.ts): a per-request CSP nonce, set on
 * the request too, because Next reads the policy from the request to put the nonce on its own scripts, and the
 * root layout hands it to the analytics tags. Pages render per request already (the layout reads cookies), so
 * every HTML response carries a fresh nonce.
 *
 * Until the API has started, pages get the self-reloading "starting" page (src/lib/api-readiness.ts) rather than
 * the error every page would render without it. A signed-out visitor's event page may have been answered before
 * reaching Next, from a kept render (server/kept-pages.ts): those renders come through here with its nonce.
 *
 * Not run for the API's paths, whose responses carry the API's own headers through src/lib/api-proxy.ts, nor for
 * Next's immutable build files (next.config.ts gives those nosniff).
 */
import { type NextRequest, NextResponse } from 'next/server';
import { isApiReady, startingPage } from '@/lib/api-readiness';
import { getServerEnv } from '@/lib/env';
import { buildSecurityHeaders, createNonce, NONCE_HEADER } from '@/lib/security-headers';
import { RENDER_HEADER, RENDER_VIEW_HEADER } from '../server/kept-render.ts';

export async function proxy(request: NextRequest) {
  const env = getServerEnv();
  // A render the website's server asked for to keep (server/kept-pages.ts) carries its placeholder nonce.
  const keptRender =
    env.keptRender && request.headers.get(RENDER_HEADER) === env.keptRender.secret ? env.keptRender : null;
  const nonce = keptRender?.nonce ?? createNonce();
  const headers = buildSecurityHeaders(nonce, env);
  if (!(await isApiReady(env.apiUrl))) {
    const starting = startingPage(nonce);
    for (const [name, value] of Object.entries(headers)) starting.headers.set(name, value);
    return starting;
  }
  const requestHeaders = new Headers(request.headers);
  // Which kind of kept page a render is for (member-view.server.ts) is the website server's word alone.
  if (!keptRender) requestHeaders.delete(RENDER_VIEW_HEADER);
  requestHeaders.set(NONCE_HEADER, nonce);
  requestHeaders.set('content-security-policy', headers['content-security-policy']!);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: ['/((?!api/v1/|api/v2/|api/auth/|media/|_next/static/|_next/image).*)'],
};
