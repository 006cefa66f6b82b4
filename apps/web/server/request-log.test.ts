import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteLogger, observeRequest } from './request-log.ts';
import { createRouteTemplates, NEXT_ASSETS_ROUTE, UNMATCHED_ROUTE } from './route-templates.ts';
import { createSiteMetrics, type SiteMetrics, startSiteMetricsServer } from './site-metrics.ts';

/** Routes as a build's routes-manifest.json lists them. */
const routes = createRouteTemplates({
  staticRoutes: [
    { page: '/', regex: '^/(?:/)?$' },
    { page: '/search', regex: '^/search(?:/)?$' },
  ],
  dynamicRoutes: [
    { page: '/event/[slug]', regex: '^/event/([^/]+?)(?:/)?$' },
    { page: '/api/v1/[...path]', regex: '^/api/v1/(.+?)(?:/)?$' },
  ],
});

const chunks: string[] = [];
const logger = createSiteLogger({
  level: 'info',
  pretty: false,
  destination: new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  }),
});
const lines = () =>
  chunks
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

let metrics: SiteMetrics;
let site: Server;
let siteUrl: string;

/** A stand-in for serve.ts: event pages are "rendered" (HTML), the API proxy answers JSON, the rest 404s. */
beforeAll(async () => {
  metrics = createSiteMetrics();
  site = createServer((request, response) => {
    const requestId = String(request.headers['x-request-id'] ?? 'generated-id');
    const view = observeRequest({ logger, metrics, routes }, request, response, requestId);
    if (request.url?.startsWith('/event/')) {
      view.isRendered = true;
      // As Next sends a page: its type set as a header of the response, then the body.
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end('<!doctype html><p>page</p>');
    } else if (request.url?.startsWith('/api/v1/')) {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
});

async function waitForLines(count: number) {
  for (let i = 0; i < 50 && lines().length < count; i += 1) await new Promise((r) => setTimeout(r, 20));
}

describe('route templates', () => {
  it('name a path by the page or route handler that serves it, never by the path itself', () => {
    expect(routes('/')).toBe('/');
    expect(routes('/search/')).toBe('/search');
    expect(routes('/event/jazz-on-the-esplanade')).toBe('/event/[slug]');
    expect(routes('/api/v1/calendar-feeds/secret-token.ics')).toBe('/api/v1/[...path]');
    expect(routes('/_next/static/chunks/abc123.js')).toBe(NEXT_ASSETS_ROUTE);
    expect(routes('/wp-login.php')).toBe(UNMATCHED_ROUTE);
    expect(createRouteTemplates({})('/event/x')).toBe(UNMATCHED_ROUTE);
  });
});

describe("the website server's request log and metrics", () => {
  it('writes one line per request with its route template, status, duration and request id', async () => {
    chunks.length = 0;
    const page = await fetch(`${siteUrl}/event/secret-slug-77?token=abc123`, {
      headers: { 'x-request-id': 'page-view-1', cookie: '__session=cookie-value-9' },
    });
    expect(page.status).toBe(200);
    expect(
      (await fetch(`${siteUrl}/api/v1/users/me`, { headers: { 'x-request-id': 'api-call-1' } })).status,
    ).toBe(200);
    expect((await fetch(`${siteUrl}/wp-login.php`)).status).toBe(404);
    await waitForLines(3);
    expect(lines()).toMatchObject([
      {
        msg: 'request',
        service: 'web',
        requestId: 'page-view-1',
        method: 'GET',
        route: '/event/[slug]',
        status: 200,
      },
      { requestId: 'api-call-1', route: '/api/v1/[...path]', status: 200 },
      { route: UNMATCHED_ROUTE, status: 404 },
    ]);
    expect(typeof lines()[0]?.durationMs).toBe('number');
    const text = chunks.join('');
    for (const secret of ['secret-slug-77', 'abc123', 'cookie-value-9', 'wp-login'])
      expect(text).not.toContain(secret);
  });

  it('measures requests by route template and the pages Next rendered, served on their own port', async () => {
    const server = await startSiteMetricsServer(metrics.registry, { port: 0, host: '127.0.0.1' });
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).toContain(
        'happenings_web_request_duration_seconds_count{service="web",method="GET",route="/event/[slug]",status="200"} 1',
      );
      expect(text).toContain(
        'happenings_web_request_duration_seconds_count{service="web",method="GET",route="(unmatched)",status="404"} 1',
      );
      expect(text).toContain(
        'happenings_web_render_duration_seconds_count{service="web",route="/event/[slug]",status="200"} 1',
      );
      // The API call relayed and the 404 were not renders.
      expect(text).not.toMatch(/happenings_web_render_duration_seconds_count\{service="web",route="\/api/);
      expect(text).not.toContain('secret-slug-77');
      expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.server.close(resolve));
    }
  });
});
