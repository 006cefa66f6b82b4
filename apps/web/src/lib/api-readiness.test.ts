import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiReady, startingPage } from './api-readiness';

let server: Server;
let apiUrl: string;
let healthStatus = 503;
let healthRequests = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/api/v1/health') healthRequests += 1;
    response.writeHead(healthStatus, { 'content-type': 'application/json' });
    response.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('the website waits for the API to start', () => {
  it('is not ready while the API answers 503 or cannot be reached, and asks once for visitors arriving together', async () => {
    expect(await isApiReady('http://127.0.0.1:9', 1_000)).toBe(false);
    const before = healthRequests;
    const answers = await Promise.all([isApiReady(apiUrl, 10_000), isApiReady(apiUrl, 10_100)]);
    expect(answers).toEqual([false, false]);
    expect(healthRequests - before).toBe(1);
  });

  it('is ready from the first 200 on, without asking the API again', async () => {
    healthStatus = 200;
    expect(await isApiReady(apiUrl, 20_000)).toBe(true);
    healthStatus = 503;
    const before = healthRequests;
    expect(isApiReady(apiUrl, 30_000)).toBe(true);
    expect(healthRequests).toBe(before);
  });

  it('shows a self-reloading 503 page with the CSP nonce on its style', async () => {
    const page = startingPage('abc123');
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('2');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('<meta http-equiv="refresh" content="2">');
    expect(html).toContain('<style nonce="abc123">');
    expect(html).toContain('<h1>Happenings is starting</h1>');
    expect(html).not.toContain('<script');
  });
});
