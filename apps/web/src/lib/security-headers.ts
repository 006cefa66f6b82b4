/**
 * The headers every page and site route of the website carries (src/proxy.ts sets them; /api/v1, /api/v2,
 * /api/auth and /media carry the API's own, apps/api/src/http/security-headers.ts):
 *
 * - A Content-Security-Policy with a fresh nonce per request. Scripts run only when they carry the nonce (Next
 *   puts it on its own scripts and inline data when it finds the policy on the request) or when such a script
 *   loaded them ('strict-dynamic': Next's chunks, the analytics provider's tag). Images, fetches, fonts and
 *   workers come from this origin (media is served here under /media), plus the analytics provider's and the
 *   map's hosts when configured. No plugin content, no <base> elsewhere, forms post only here, no framing.
 *   Styles: stylesheets from this origin or with the nonce; inline style *attributes* are allowed because React
 *   renders `style={…}` props as attributes in server HTML (they cannot run script).
 * - X-Frame-Options DENY for browsers without frame-ancestors, nosniff, a Referrer-Policy that sends other sites
 *   only the origin, a Permissions-Policy that turns off the powerful features the site never uses, and HSTS when
 *   the site is served over https.
 */
import { providerOrigins } from '@/lib/analytics';
import type { ServerEnv } from '@/lib/env';

export type PolicyEnv = Pick<ServerEnv, 'siteUrl' | 'analytics' | 'baseMap' | 'mapOrigins' | 'isDevelopment'>;

/** The request header src/proxy.ts passes the nonce in, for the root layout's own script tags. */
export const NONCE_HEADER = 'x-nonce';

/** 128 random bits, base64 (CSP3 §2.3.1 nonce-source: base64-value). */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

function originOf(url: string): string | null {
  try {
    return /^https?:\/\//.test(url) ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/**
 * The base map's own origin (MAP_STYLE_URL's or MAP_TILES_URL's) and MAP_ORIGINS; none without a base map. A tile
 * template's braces ({z}) are in its path, so its origin parses.
 */
function mapHosts(env: PolicyEnv): string[] {
  const { baseMap } = env;
  const styleOrigin =
    baseMap.kind === 'style'
      ? originOf(baseMap.styleUrl)
      : baseMap.kind === 'tiles'
        ? originOf(baseMap.tilesUrl)
        : null;
  const extra = env.mapOrigins.map(originOf).filter((origin): origin is string => origin !== null);
  return [...new Set([...(styleOrigin ? [styleOrigin] : []), ...extra])];
}

export function buildContentSecurityPolicy(nonce: string, env: PolicyEnv): string {
  const analytics = providerOrigins(env.analytics);
  const map = mapHosts(env);
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    // 'self' and the provider's host only matter to browsers without 'strict-dynamic' (CSP level 2).
    [
      'script-src',
      [
        "'self'",
        `'nonce-${nonce}'`,
        "'strict-dynamic'",
        ...analytics.script,
        ...(env.isDevelopment ? ["'unsafe-eval'"] : []),
      ],
    ],
    ['style-src', ["'self'", env.isDevelopment ? "'unsafe-inline'" : `'nonce-${nonce}'`]],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...map, ...analytics.img]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...map, ...analytics.connect]],
    // MapLibre's worker is served from this origin (/search/map-worker); blob: for browsers that wrap it.
    ['worker-src', ["'self'", 'blob:']],
    ['media-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  if (env.siteUrl.startsWith('https://')) directives.push(['upgrade-insecure-requests', []]);
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

/** Two years with subdomains, the value the HSTS preload list asks for. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** Every header of a page response, the policy included. */
export function buildSecurityHeaders(nonce: string, env: PolicyEnv): Record<string, string> {
  return {
    'content-security-policy': buildContentSecurityPolicy(nonce, env),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    ...(env.siteUrl.startsWith('https://') ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}
