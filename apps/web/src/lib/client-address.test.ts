/**
 * Defect 3 of the security probe, the website's half: it passed on whatever X-Forwarded-For the browser sent, and
 * the API believes the website's header. These run real HTTP servers on loopback, so the socket's peer is
 * 127.0.0.1 and a browser's own X-Forwarded-For is simulated by sending one.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BlockList } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { proxyToApi } from '@/lib/api-proxy';
import { readBrowserAddress, recordBrowserAddresses, resolveBrowserAddress } from '@/lib/client-address';

const servers: Server[] = [];
let stopRecording: (() => void) | undefined;

afterEach(async () => {
  stopRecording?.();
  stopRecording = undefined;
  vi.unstubAllEnvs();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function listen(handler: (request: IncomingMessage) => Promise<Response>): Promise<string> {
  const server = createServer(async (req, res) => {
    const response = await handler(req);
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(await response.text());
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A server whose handler answers the browser address it reads, after an await like any route handler. */
const echoBrowserAddress = () =>
  listen(async () => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    return Response.json({ address: readBrowserAddress() ?? null });
  });

const addressSeenBy = async (url: string, headers: Record<string, string> = {}) =>
  ((await (await fetch(url, { headers })).json()) as { address: string | null }).address;

describe('the browser address the website records', () => {
  it("is the socket's peer, whatever X-Forwarded-For the browser sends", async () => {
    stopRecording = recordBrowserAddresses([]);
    const url = await echoBrowserAddress();
    expect(await addressSeenBy(url, { 'x-forwarded-for': '6.6.6.6' })).toBe('127.0.0.1');
    expect(await addressSeenBy(url)).toBe('127.0.0.1');
  });

  it('comes from X-Forwarded-For, read from the right, only behind a trusted front proxy', async () => {
    stopRecording = recordBrowserAddresses(['127.0.0.1']);
    const url = await echoBrowserAddress();
    expect(await addressSeenBy(url, { 'x-forwarded-for': '6.6.6.6, 198.51.100.4' })).toBe('198.51.100.4');
  });

  it('is unknown when nothing records it', async () => {
    const url = await echoBrowserAddress();
    expect(await addressSeenBy(url, { 'x-forwarded-for': '6.6.6.6' })).toBeNull();
  });
});

describe('resolveBrowserAddress', () => {
  const front = new BlockList();
  front.addSubnet('10.0.0.0', 8, 'ipv4');
  it.each([
    ['203.0.113.9', '6.6.6.6', '203.0.113.9'],
    ['10.0.0.5', '6.6.6.6, 198.51.100.4', '198.51.100.4'],
    ['10.0.0.5', ['6.6.6.6', '198.51.100.4, 10.1.1.1'], '198.51.100.4'],
    ['::ffff:10.0.0.5', '[2001:db8::7]:443', '2001:db8::7'],
    ['10.0.0.5', undefined, '10.0.0.5'],
    ['10.0.0.5', 'not an address', '10.0.0.5'],
  ])('peer %s with X-Forwarded-For %j → %s', (peer, forwardedFor, expected) => {
    expect(resolveBrowserAddress(peer, forwardedFor, front)).toBe(expected);
  });
});

describe('proxyToApi', () => {
  it('sends the API one X-Forwarded-For hop, the browser address, and none of the forwarding headers the browser wrote', async () => {
    const seen: Array<Record<string, string | string[] | undefined>> = [];
    const api = await listen(async (req) => {
      seen.push(req.headers);
      return Response.json({ ok: true });
    });
    vi.stubEnv('API_URL', api);
    stopRecording = recordBrowserAddresses([]);
    // The website: its route handler gets the request as Next builds it, the browser's headers included.
    const site = await listen((req) =>
      proxyToApi(
        new Request(`http://localhost:3000${req.url}`, {
          headers: Object.entries(req.headers).flatMap(([name, value]) =>
            value === undefined ? [] : [[name, String(value)] as [string, string]],
          ),
        }),
      ),
    );

    const res = await fetch(`${site}/api/auth/get-session`, {
      headers: {
        'x-forwarded-for': '6.6.6.6',
        'x-real-ip': '7.7.7.7',
        forwarded: 'for=8.8.8.8',
        cookie: 'a=b',
      },
    });
    expect(res.status).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ 'x-forwarded-for': '127.0.0.1', cookie: 'a=b' });
    expect(seen[0]).not.toHaveProperty('x-real-ip');
    expect(seen[0]).not.toHaveProperty('forwarded');
  });
});
