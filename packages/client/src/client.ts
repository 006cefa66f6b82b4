/**
 * The typed Happenings API client, used by the website and the app. Types come from the OpenAPI document the API
 * publishes (src/schema.generated.ts, regenerated with `npm run generate -w @happenings/client`).
 */
import createFetchClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './schema.generated.ts';

export type { components, paths } from './schema.generated.ts';

export interface HappeningsClientOptions {
  /** Origin of the API ('https://happenings.example'); '' for same-origin requests from the website. */
  baseUrl: string;
  /**
   * spec §7: "A version option can replace v1 with another version" — every /api/v1/ path is sent to
   * /api/{version}/ instead.
   */
  version?: string;
  /** Bearer token of the signed-in user (the app); the website relies on the `__session` cookie instead. */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** Extra headers on every request (e.g. the incoming cookie when the website renders on the server). */
  headers?: Record<string, string>;
  fetch?: typeof fetch;
}

/** Rewrites '/api/v1/...' to '/api/{version}/...' in a URL. */
export function withApiVersion(url: string, version: string | undefined): string {
  if (!version || version === 'v1') return url;
  return url.replace(/\/api\/v1\//, `/api/${version}/`);
}

export function createHappeningsClient(options: HappeningsClientOptions) {
  const client = createFetchClient<paths>({
    baseUrl: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
    credentials: 'include',
  });
  const middleware: Middleware = {
    async onRequest({ request }) {
      const token = await options.getToken?.();
      if (token) request.headers.set('authorization', `Bearer ${token}`);
      const url = withApiVersion(request.url, options.version);
      if (url === request.url) return request;
      // Never `new Request(url, request)`: that hands the body over as a stream, and Chromium sends a streamed
      // body only over HTTP/2 (ERR_ALPN_NEGOTIATION_FAILED on HTTP/1.1). The body's bytes are copied instead.
      const body = request.body ? await request.arrayBuffer() : null;
      return new Request(url, {
        method: request.method,
        headers: request.headers,
        body,
        credentials: request.credentials,
        redirect: request.redirect,
        signal: request.signal,
      });
    },
  };
  client.use(middleware);
  return client;
}

export type HappeningsClient = ReturnType<typeof createHappeningsClient>;
