/**
 * The website's configuration, read from the environment at run time (not at build time, so one build serves
 * any API address). This is the only module that reads process.env.
 */

export type AnalyticsProvider = 'first-party' | 'plausible' | 'ga';

export interface ServerEnv {
  /** Where the API listens, as seen from the website's server: 'http://127.0.0.1:4000'. */
  apiUrl: string;
  /** Public origin of the website, for canonical URLs, Open Graph and the sitemap: 'https://happenings.example'. */
  siteUrl: string;
  /** spec §6: the session cookie's secure flag is set by environment (on when the site is served over https). */
  cookieSecure: boolean;
  /**
   * The API's AUTH_SECRET, optional: only needed to turn an unsigned bearer token into a signed session cookie in
   * GET /api/login. Signed tokens (the `set-auth-token` header the API answers) work without it. `npm start` hands
   * the website the API's; production refuses a published or short one (readSecretProblems).
   */
  authSecret: string | undefined;
  analytics: { provider: AnalyticsProvider; measurementId: string | undefined };
  /** E2E_FIXTURES=1 serves the test-only pages under /e2e-fixtures (the e2e harness sets it); 404 otherwise. */
  e2eFixtures: boolean;
  /** What the maps draw under the events (readBaseMap): a MapLibre style, raster tiles, or nothing. */
  baseMap: BaseMap;
  /**
   * Origins the map loads tiles, glyphs and sprites from when they are not on MAP_STYLE_URL's own origin
   * (MAP_ORIGINS, comma-separated), for the Content-Security-Policy.
   */
  mapOrigins: string[];
  /** `next dev`: React needs eval for its debugging aids and Next injects styles without a nonce. */
  isDevelopment: boolean;
  /**
   * Set by the website's server (server/serve.ts, server/kept-render.ts) in its own process: a request carrying
   * the secret is a render of a page to keep, rendered with this placeholder nonce. Null under `next start`.
   */
  keptRender: { nonce: string; secret: string } | null;
  /**
   * Proxies in front of the website (a load balancer, a CDN) whose X-Forwarded-For it believes, as addresses or
   * CIDR blocks (SITE_TRUSTED_PROXIES, comma-separated). None by default: `npm start` serves browsers directly.
   */
  siteTrustedProxies: string[];
  /**
   * The companion app builds allowed to open the website's links (features/app-links): APP_LINKS_IOS_APP_IDS
   * ("TEAMID.com.happenings.app"), APP_LINKS_ANDROID_CERT_SHA256 (signing certificates' fingerprints), both
   * comma-separated, and APP_LINKS_ANDROID_PACKAGE.
   */
  appLinks: { iosAppIds: string[]; androidPackage: string; androidCertSha256: string[] };
}

/**
 * The maps' base map (spec §9 "a map style exists as a constant"), by precedence:
 * - MAP_STYLE_URL: a MapLibre style ('https://tiles.openfreemap.org/styles/liberty'), which names its own tiles,
 *   glyphs and sprites (add their hosts to MAP_ORIGINS when they are not the style's own);
 * - MAP_TILES_URL: a raster tile template ('https://tile.openstreetmap.org/{z}/{x}/{y}.png') with
 *   MAP_TILES_ATTRIBUTION, the credit the provider asks for (default: OpenStreetMap's);
 * - neither: no base map (no network is assumed): the events on a plain background, and the map says so.
 */
export type BaseMap =
  | { kind: 'style'; styleUrl: string }
  | { kind: 'tiles'; tilesUrl: string; attribution: string }
  | { kind: 'none' };

/** OpenStreetMap's tile usage policy asks for this credit, linked to its copyright page. */
export const OSM_ATTRIBUTION =
  '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export function readBaseMap(source: Record<string, string | undefined> = process.env): BaseMap {
  const styleUrl = source.MAP_STYLE_URL?.trim();
  if (styleUrl) return { kind: 'style', styleUrl };
  const tilesUrl = source.MAP_TILES_URL?.trim();
  if (tilesUrl) {
    return { kind: 'tiles', tilesUrl, attribution: source.MAP_TILES_ATTRIBUTION?.trim() || OSM_ATTRIBUTION };
  }
  return { kind: 'none' };
}

function readList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function trimTrailingSlash(value: string): string {
  return value.replace(/\/+$/, '');
}

function readFlag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return value === 'true' || value === '1';
}

function readAnalyticsProvider(value: string | undefined): AnalyticsProvider {
  return value === 'plausible' || value === 'ga' ? value : 'first-party';
}

/**
 * Values published with Happenings or its libraries (the API's former development default, better-auth's fallback):
 * a session cookie signed with one proves nothing.
 */
const PUBLISHED_SECRETS = new Set([
  'happenings-development-secret-change-me',
  'better-auth-secret-12345678901234567890',
]);
const SECRET_MIN_LENGTH = 32;

/**
 * What production refuses among the website's secrets, one message per variable, none when all is well; the
 * website's server does not start on any (server/serve.ts). AUTH_SECRET is optional, but when given it is the API's
 * and held to the API's rules (apps/api/src/env.ts). The kept-render secret is not configured: the server draws its
 * own at every start.
 */
export function readSecretProblems(source: Record<string, string | undefined> = process.env): string[] {
  const authSecret = source.AUTH_SECRET;
  if (source.NODE_ENV !== 'production' || !authSecret) return [];
  const howTo = "set the API's own value, or leave it unset";
  if (PUBLISHED_SECRETS.has(authSecret))
    return [`AUTH_SECRET: is a published default, known to anyone: ${howTo}`];
  if (authSecret.length < SECRET_MIN_LENGTH) {
    return [`AUTH_SECRET: must be at least ${SECRET_MIN_LENGTH} characters in production: ${howTo}`];
  }
  return [];
}

/**
 * SIGTERM (server/serve.ts): readiness answers 503 and answers close their connections for drainMs
 * (SHUTDOWN_DRAIN_SECONDS; 5 s in production, 0 elsewhere), then the listener closes and requests in flight get
 * timeoutMs (SHUTDOWN_TIMEOUT_SECONDS, 10 s) before the process ends anyway. The API reads the same two names.
 */
export function readShutdownTimings(source: Record<string, string | undefined> = process.env): {
  drainMs: number;
  timeoutMs: number;
} {
  const seconds = (value: string | undefined, fallback: number, max: number) => {
    const parsed = value === undefined || value.trim() === '' ? Number.NaN : Number(value);
    return Number.isFinite(parsed) && parsed >= 0 ? Math.min(parsed, max) : fallback;
  };
  return {
    drainMs: seconds(source.SHUTDOWN_DRAIN_SECONDS, source.NODE_ENV === 'production' ? 5 : 0, 300) * 1000,
    timeoutMs: seconds(source.SHUTDOWN_TIMEOUT_SECONDS, 10, 600) * 1000,
  };
}

/**
 * Traces of the website's server (server/page-view-spans.ts, docs/operations.md#traces), read like the API reads
 * them: OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, else OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces; null (off, the SDK never
 * loaded) when neither is set or the address is not http(s). TRACES_SAMPLE_RATIO: share of page views traced (1).
 */
export function readTracing(
  source: Record<string, string | undefined> = process.env,
): { tracesUrl: string; serviceName: string; sampleRatio: number } | null {
  const base = source.OTEL_EXPORTER_OTLP_ENDPOINT?.trim().replace(/\/+$/, '');
  const tracesUrl = source.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || (base ? `${base}/v1/traces` : '');
  if (!/^https?:\/\/[^/]/.test(tracesUrl)) return null;
  const ratio = Number(source.TRACES_SAMPLE_RATIO?.trim() || 1);
  return {
    tracesUrl,
    serviceName: source.OTEL_SERVICE_NAME?.trim() || 'happenings-web',
    sampleRatio: Number.isFinite(ratio) ? Math.min(1, Math.max(0, ratio)) : 1,
  };
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * The website server's log and metrics (server/request-log.ts, server/site-metrics.ts; docs/operations.md), named
 * as the API names them: LOG_LEVEL (info), LOG_PRETTY (readable lines; unset: when stdout is a terminal),
 * METRICS_PORT (Prometheus's /metrics on a port of its own; unset: not served) and METRICS_HOST (127.0.0.1).
 */
export function readObservability(source: Record<string, string | undefined> = process.env): {
  log: { level: string; pretty: boolean | undefined };
  metrics: { port: number; host: string } | undefined;
} {
  const level = source.LOG_LEVEL?.trim() ?? '';
  const pretty = source.LOG_PRETTY?.trim();
  const port = Number(source.METRICS_PORT?.trim() || Number.NaN);
  return {
    log: {
      level: LOG_LEVELS.includes(level) ? level : 'info',
      pretty: pretty ? pretty === 'true' || pretty === '1' : undefined,
    },
    metrics:
      Number.isInteger(port) && port > 0 && port < 65536
        ? { port, host: source.METRICS_HOST?.trim() || '127.0.0.1' }
        : undefined,
  };
}

export function getServerEnv(): ServerEnv {
  const renderNonce = process.env.HAPPENINGS_KEPT_RENDER_NONCE;
  const renderSecret = process.env.HAPPENINGS_KEPT_RENDER_SECRET;
  const siteUrl = trimTrailingSlash(process.env.SITE_URL || 'http://localhost:3000');
  return {
    apiUrl: trimTrailingSlash(process.env.API_URL || 'http://127.0.0.1:4000'),
    siteUrl,
    cookieSecure: readFlag(process.env.COOKIE_SECURE, siteUrl.startsWith('https://')),
    authSecret: process.env.AUTH_SECRET || undefined,
    analytics: {
      provider: readAnalyticsProvider(process.env.ANALYTICS_PROVIDER),
      measurementId: process.env.ANALYTICS_MEASUREMENT_ID || undefined,
    },
    e2eFixtures: readFlag(process.env.E2E_FIXTURES, false),
    baseMap: readBaseMap(),
    mapOrigins: readList(process.env.MAP_ORIGINS),
    isDevelopment: process.env.NODE_ENV === 'development',
    keptRender: renderNonce && renderSecret ? { nonce: renderNonce, secret: renderSecret } : null,
    siteTrustedProxies: readList(process.env.SITE_TRUSTED_PROXIES),
    appLinks: {
      iosAppIds: readList(process.env.APP_LINKS_IOS_APP_IDS),
      androidPackage: process.env.APP_LINKS_ANDROID_PACKAGE?.trim() || 'com.happenings.app',
      androidCertSha256: readList(process.env.APP_LINKS_ANDROID_CERT_SHA256),
    },
  };
}
