import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerHealthProbe } from './health-probes.ts';

/** A stand-in API whose readiness answers `apiStatus`, recording the request ids it was sent. */
let apiStatus = 200;
const seenRequestIds: (string | undefined)[] = [];
let api: Server;
let apiUrl: string;
/** Where the probes look for the API: the stand-in, or an address nothing listens on. */
let currentApiUrl = '';
/** What serve.ts sets on SIGTERM. */
let isShuttingDown = false;
/** The website's probes on a server of their own, as serve.ts mounts them. */
let site: Server;
let siteUrl: string;

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

beforeAll(async () => {
  api = createServer((request, response) => {
    seenRequestIds.push(request.headers['x-request-id']?.toString());
    response.writeHead(request.url === '/api/v1/health/ready' ? apiStatus : 404).end('{}');
  });
  apiUrl = await listen(api);
  site = createServer((request, response) => {
    void answerHealthProbe(request, response, {
      apiUrl: currentApiUrl,
      requestId: 'site-req-1',
      isShuttingDown: () => isShuttingDown,
    }).then((answered) => {
      if (!answered) response.writeHead(299).end('a page');
    });
  });
  siteUrl = await listen(site);
  currentApiUrl = apiUrl;
});
afterAll(async () => {
  await Promise.all([api, site].map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('website health probes', () => {
  it('is live and ready when the API is ready, passing the request id on', async () => {
    apiStatus = 200;
    const live = await fetch(`${siteUrl}/_health/live`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${siteUrl}/_health/ready`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({ status: 'ready', notReady: [], api: 200 });
    expect(seenRequestIds.at(-1)).toBe('site-req-1');
  });

  it('is not ready while the API is not, and stays live', async () => {
    apiStatus = 503;
    const ready = await fetch(`${siteUrl}/_health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'not-ready', notReady: ['api'], api: 503 });
    expect((await fetch(`${siteUrl}/_health/live`)).status).toBe(200);
  });

  it('is not ready when the API cannot be reached at all', async () => {
    currentApiUrl = 'http://127.0.0.1:1';
    try {
      const ready = await fetch(`${siteUrl}/_health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ notReady: ['api'], api: 'unreachable' });
      expect((await fetch(`${siteUrl}/_health/live`)).status).toBe(200);
    } finally {
      currentApiUrl = apiUrl;
    }
  });

  it('turns not ready once the shutdown starts, though the API is ready, and stays live', async () => {
    apiStatus = 200;
    isShuttingDown = true;
    try {
      const ready = await fetch(`${siteUrl}/_health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'not-ready', notReady: ['shutdown'] });
      expect((await fetch(`${siteUrl}/_health/live`)).status).toBe(200);
    } finally {
      isShuttingDown = false;
    }
  });

  it('leaves every other path to the site', async () => {
    expect((await fetch(`${siteUrl}/_health`)).status).toBe(299);
    expect((await fetch(`${siteUrl}/events/health`)).status).toBe(299);
    expect((await fetch(`${siteUrl}/_health/ready`, { method: 'POST' })).status).toBe(405);
  });
});
