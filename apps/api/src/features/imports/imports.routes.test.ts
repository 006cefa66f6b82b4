import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../../testing/sign-up.ts';

const EVENT_PAGE = `<!DOCTYPE html><html lang="en"><head><title>Harbor Jazz Night</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"MusicEvent","name":"Harbor Jazz Night",
"startDate":"2026-07-10T19:30:00-04:00","endDate":"2026-07-10T22:30:00-04:00","eventStatus":"https://schema.org/EventPostponed",
"location":{"@type":"Place","name":"Fan Pier Pavilion","address":{"@type":"PostalAddress","streetAddress":"1 Marina Park Dr",
"addressLocality":"Boston","addressRegion":"MA"}},"image":"/img/jazz.jpg",
"offers":{"@type":"Offer","price":"25","priceCurrency":"USD"}}</script></head><body></body></html>`;

let server: Server;
let base: string;
/** Private addresses allowed: the local server stands in for an event site. */
let t: TestApp;
/** As deployed: private addresses refused, and a rate limit of one page an hour. */
let guarded: TestApp;
let ada: SignedUpUser;
let bo: SignedUpUser;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/events/jazz')
      return response.writeHead(200, { 'content-type': 'text/html' }).end(EVENT_PAGE);
    if (request.url === '/moved') return response.writeHead(301, { location: '/events/jazz' }).end();
    if (request.url === '/about')
      return response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>About</h1>');
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  [t, guarded] = await Promise.all([
    createTestApp({ env: { IMPORT_ALLOW_PRIVATE_ADDRESSES: 'true' } }),
    createTestApp({ env: { RATE_LIMIT_SCALE: '0.01' } }),
  ]);
  ada = await signUp(t, { username: 'ada_imports' });
  bo = await signUp(guarded, { username: 'bo_imports' });
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await Promise.all([t?.close(), guarded?.close()]);
});

const importPage = (app: TestApp, url: unknown, headers: Record<string, string> = {}) =>
  app.app.request('/api/v1/imports/page', jsonRequest('POST', { url }, headers));

describe('POST /api/v1/imports/page', () => {
  it('answers the draft of the event the page describes, after redirects', async () => {
    const response = await importPage(t, `${base}/moved`, ada.headers);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      name: 'Harbor Jazz Night',
      description: null,
      startDate: '2026-07-10T19:30:00-04:00',
      endDate: '2026-07-10T22:30:00-04:00',
      isAllDay: false,
      where: {
        name: 'Fan Pier Pavilion',
        address: '1 Marina Park Dr',
        city: 'Boston',
        state: 'MA',
        postalCode: null,
        country: null,
      },
      onlineUrl: null,
      imageUrl: `${base}/img/jazz.jpg`,
      url: `${base}/events/jazz`,
      status: 'POSTPONED',
      price: { amount: 25, currency: 'USD', isFree: false },
    });
  });

  it('answers 422 NO_EVENT for a page without an event, and names a failed fetch', async () => {
    const none = await importPage(t, `${base}/about`, ada.headers);
    expect(none.status).toBe(422);
    expect(((await none.json()) as { error: { code: string } }).error.code).toBe('NO_EVENT');
    const missing = await importPage(t, `${base}/gone`, ada.headers);
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('HTTP_STATUS');
    const ftp = await importPage(t, 'ftp://example.com/event', ada.headers);
    expect(((await ftp.json()) as { error: { code: string } }).error.code).toBe('BAD_SCHEME');
  });

  it('refuses a signed-out caller and a body without a URL', async () => {
    expect((await importPage(t, `${base}/events/jazz`)).status).toBe(401);
    expect((await importPage(t, 'not a url', ada.headers)).status).toBe(400);
  });

  it('refuses private addresses unless the setting allows them, and limits imports per account', async () => {
    const refused = await importPage(guarded, `${base}/events/jazz`, bo.headers);
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('PRIVATE_ADDRESS');
    expect(body.error.message).toContain('127.0.0.1');
    const limited = await importPage(guarded, `${base}/events/jazz`, bo.headers);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });
});
