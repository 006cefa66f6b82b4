import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPublicUrl, PublicFetchError, type PublicFetchErrorCode } from './fetch-public-url.ts';
import { isPublicAddress } from './public-address.ts';

let server: Server;
let base: string;
let port: number;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://local');
    if (url.pathname === '/page') {
      if (request.headers['if-none-match'] === '"v1"') return response.writeHead(304).end();
      return response
        .writeHead(200, {
          'content-type': 'text/html',
          etag: '"v1"',
          'last-modified': 'Mon, 01 Jun 2026 10:00:00 GMT',
        })
        .end('<p>hello</p>');
    }
    if (url.pathname === '/redirect') {
      return response.writeHead(302, { location: url.searchParams.get('to') ?? '/page' }).end();
    }
    if (url.pathname === '/loop') return response.writeHead(301, { location: '/loop' }).end();
    if (url.pathname === '/big') {
      // No Content-Length: the limit must hold while reading, not only on the declared size.
      response.writeHead(200, { 'content-type': 'text/plain' });
      for (let index = 0; index < 64; index += 1) response.write('x'.repeat(1024));
      return response.end();
    }
    if (url.pathname === '/slow') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write('starting');
      return; // never ends
    }
    if (url.pathname === '/missing') return response.writeHead(404).end();
    response.writeHead(500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function failureCode(promise: Promise<unknown>): Promise<PublicFetchErrorCode> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PublicFetchError);
  return (error as PublicFetchError).code;
}

const allowed = { allowPrivateAddresses: true };

describe('isPublicAddress', () => {
  it.each([
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['::1', false],
    ['::', false],
    ['fd12:3456::1', false],
    ['fe80::1', false],
    ['ff02::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:a00:1', false],
    ['64:ff9b::a00:1', false],
    ['64:ff9b::5db8:d822', false],
    ['64:ff9b:1::7f00:1', false],
    ['not an address', false],
    ['93.184.216.34', true],
    ['172.32.0.1', true],
    ['100.128.0.1', true],
    ['2606:4700::1111', true],
    ['::ffff:93.184.216.34', true],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('fetchPublicUrl', () => {
  it('refuses loopback by default, and fetches it when private addresses are allowed', async () => {
    expect(await failureCode(fetchPublicUrl(`${base}/page`))).toBe('PRIVATE_ADDRESS');
    const result = await fetchPublicUrl(`${base}/page`, allowed);
    expect(result.notModified).toBe(false);
    if (result.notModified) return;
    expect(result.body.toString()).toBe('<p>hello</p>');
    expect(result.contentType).toBe('text/html');
    expect(result.etag).toBe('"v1"');
  });

  it('refuses IPv6 unique-local and IPv4-mapped loopback literals', async () => {
    expect(await failureCode(fetchPublicUrl('http://[fd00::1]/'))).toBe('PRIVATE_ADDRESS');
    expect(await failureCode(fetchPublicUrl('http://[::ffff:127.0.0.1]/'))).toBe('PRIVATE_ADDRESS');
  });

  it('refuses NAT64 addresses, as a literal and as a DNS answer', async () => {
    expect(await failureCode(fetchPublicUrl('http://[64:ff9b::7f00:1]/'))).toBe('PRIVATE_ADDRESS');
    const nat64 = async () => [{ address: '64:ff9b::a9fe:a9fe', family: 6 as const }];
    expect(await failureCode(fetchPublicUrl('http://metadata.example/', { resolve: nat64 }))).toBe(
      'PRIVATE_ADDRESS',
    );
  });

  it('refuses a name that resolves to a private address, and connects to the address it checked', async () => {
    const rebinding = async () => [{ address: '10.0.0.7', family: 4 as const }];
    const code = await failureCode(fetchPublicUrl('http://events.example.com/page', { resolve: rebinding }));
    expect(code).toBe('PRIVATE_ADDRESS');
    // One public answer among private ones is still refused.
    const mixed = async () => [
      { address: '93.184.216.34', family: 4 as const },
      { address: '192.168.0.9', family: 4 as const },
    ];
    expect(await failureCode(fetchPublicUrl('http://events.example.com/', { resolve: mixed }))).toBe(
      'PRIVATE_ADDRESS',
    );
    // The name never reaches DNS: the connection goes to the resolved (here local) address.
    const local = async () => [{ address: '127.0.0.1', family: 4 as const }];
    const result = await fetchPublicUrl(`http://events.invalid:${port}/page`, { ...allowed, resolve: local });
    expect(result.status).toBe(200);
  });

  it('falls back to the next checked address when one does not answer', async () => {
    // Nothing listens on ::1 here: the connection falls back to the second checked address.
    const both = async () => [
      { address: '::1', family: 6 as const },
      { address: '127.0.0.1', family: 4 as const },
    ];
    const result = await fetchPublicUrl(`http://events.invalid:${port}/page`, { ...allowed, resolve: both });
    expect(result.status).toBe(200);
  });

  it('refuses localhost by name', async () => {
    expect(await failureCode(fetchPublicUrl(`http://localhost:${port}/page`))).toBe('PRIVATE_ADDRESS');
  });

  it('checks every redirect: a redirect to a private address or to a name resolving to one is refused', async () => {
    // The local server stands in for a public host: its address is the one let through.
    const options = {
      isAllowedAddress: (address: string) => address === '127.0.0.1',
      resolve: async (hostname: string) => [
        { address: hostname === 'public.example' ? '127.0.0.1' : '192.168.1.5', family: 4 as const },
      ],
    };
    const from = (to: string) => `http://public.example:${port}/redirect?to=${encodeURIComponent(to)}`;
    const followed = await fetchPublicUrl(from('/page'), options);
    expect(followed.url).toBe(`http://public.example:${port}/page`);
    expect(await failureCode(fetchPublicUrl(from('http://10.0.0.1/admin'), options))).toBe('PRIVATE_ADDRESS');
    expect(await failureCode(fetchPublicUrl(from('http://internal.example/'), options))).toBe(
      'PRIVATE_ADDRESS',
    );
  });

  it('refuses other schemes and too many redirects', async () => {
    expect(await failureCode(fetchPublicUrl('ftp://example.com/file'))).toBe('BAD_SCHEME');
    expect(await failureCode(fetchPublicUrl('file:///etc/passwd'))).toBe('BAD_SCHEME');
    expect(await failureCode(fetchPublicUrl('not a url'))).toBe('BAD_URL');
    expect(await failureCode(fetchPublicUrl(`${base}/loop`, allowed))).toBe('TOO_MANY_REDIRECTS');
    const redirectToFile = `${base}/redirect?to=${encodeURIComponent('file:///etc/passwd')}`;
    expect(await failureCode(fetchPublicUrl(redirectToFile, allowed))).toBe('BAD_SCHEME');
  });

  it('stops reading past the size limit', async () => {
    expect(await failureCode(fetchPublicUrl(`${base}/big`, { ...allowed, maxBytes: 16 * 1024 }))).toBe(
      'TOO_LARGE',
    );
    const whole = await fetchPublicUrl(`${base}/big`, { ...allowed, maxBytes: 64 * 1024 });
    expect(whole.notModified ? 0 : whole.body.length).toBe(64 * 1024);
  });

  it('gives up after the time limit', async () => {
    const started = Date.now();
    expect(await failureCode(fetchPublicUrl(`${base}/slow`, { ...allowed, timeoutMs: 300 }))).toBe('TIMEOUT');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('sends the ETag it holds and reports 304', async () => {
    const result = await fetchPublicUrl(`${base}/page`, { ...allowed, etag: '"v1"' });
    expect(result).toMatchObject({ notModified: true, status: 304 });
  });

  it('names an error status', async () => {
    const error = await fetchPublicUrl(`${base}/missing`, allowed).catch(
      (caught: PublicFetchError) => caught,
    );
    expect(error).toMatchObject({ code: 'HTTP_STATUS', status: 404 });
  });
});
