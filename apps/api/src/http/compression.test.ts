/**
 * API responses on the wire: a page of experiences travels compressed (Brotli or gzip as the client asks), decodes
 * to the same JSON, and keeps its headers; small bodies, media and auth responses travel as they are.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { makeExperience } from '@happenings/db/testing';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/create-test-app.ts';
import { chooseEncoding } from './compression.ts';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let t: TestApp;
let server: ServerType;
let port: number;

/** A request whose body is read as bytes, undecoded (fetch would decompress it silently). */
function rawGet(path: string, acceptEncoding?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 30; i += 1) {
    await makeExperience(t.database.db, { name: `Compressed jazz evening ${i}` });
  }
  await new Promise<void>((resolve) => {
    server = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve());
  });
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const LIST = '/api/v1/experiences?limit=30&location=boston-ma';

describe('compressed API responses', () => {
  it('sends a page of experiences as Brotli to a client that offers it, decoding to the same JSON', async () => {
    const plain = await rawGet(LIST);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.body.byteLength).toBeGreaterThan(4096);

    const br = await rawGet(LIST, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.byteLength);
    expect(br.headers['content-type']).toMatch(/application\/json/);
    expect(br.body.byteLength).toBeLessThan(plain.body.byteLength / 3);
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(
      JSON.parse(plain.body.toString('utf8')),
    );
  });

  it('sends the same large body compressed the same way again, and a different one as itself', async () => {
    const first = await rawGet(LIST, 'br');
    const again = await rawGet(LIST, 'br');
    expect(first.body.byteLength).toBeGreaterThan(0);
    expect(Buffer.compare(first.body, again.body)).toBe(0);
    const other = await rawGet('/api/v1/experiences?limit=29&location=boston-ma', 'br');
    const items = (raw: RawResponse) =>
      (JSON.parse(brotliDecompressSync(raw.body).toString()) as { items: unknown[] }).items;
    expect(items(other)).toHaveLength(29);
    expect(items(again)).toHaveLength(30);
  });

  it('uses gzip when that is what the client takes', async () => {
    const gz = await rawGet(LIST, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString('utf8')).items).toHaveLength(30);
  });

  it('keeps the security headers on a compressed response', async () => {
    const gz = await rawGet(LIST, 'gzip');
    expect(gz.headers['x-content-type-options']).toBe('nosniff');
  });

  it('leaves small bodies, errors under 1 KB and auth responses uncompressed', async () => {
    const health = await rawGet('/api/v1/health', 'br, gzip');
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString('utf8'))).toHaveProperty('status');

    const missing = await rawGet('/api/v1/experiences/does-not-exist', 'br, gzip');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();

    const session = await rawGet('/api/auth/get-session', 'br, gzip');
    expect(session.headers['content-encoding']).toBeUndefined();
  });
});

describe('chooseEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0.2, gzip;q=0', 'br'],
    ['GZIP;Q=1', 'gzip'],
  ])('Accept-Encoding %j → %j', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
