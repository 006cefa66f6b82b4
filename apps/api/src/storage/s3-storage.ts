/**
 * Media storage in an S3-compatible bucket (AWS S3, MinIO, R2...), addressed path-style
 * (`{endpoint}/{bucket}/{key}`) and signed with SigV4 — plain fetch, no SDK. Only the signing is tested here
 * (aws-sigv4.test.ts, against AWS's documented examples): no bucket is reachable from the test machines.
 */
import { type SigV4Credentials, sha256Hex, signRequest, uriEncode } from './aws-sigv4.ts';
import type { MediaStorage } from './media-storage-contract.ts';
import { assertSafeKey } from './storage-key.ts';

export interface S3StorageConfig {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export function createS3Storage(config: S3StorageConfig, fetchImpl: typeof fetch = fetch): MediaStorage {
  const credentials: SigV4Credentials = {
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
  };
  const base = config.endpoint.replace(/\/+$/, '');

  async function send(
    method: string,
    key: string,
    options: { headers?: Record<string, string>; body?: Uint8Array } = {},
  ): Promise<Response> {
    assertSafeKey(key);
    const url = new URL(`${base}/${uriEncode(config.bucket)}/${uriEncode(key, true)}`);
    const signed = signRequest(
      {
        method,
        url,
        headers: options.headers,
        payloadHash: options.body ? sha256Hex(options.body) : undefined,
        now: new Date(),
      },
      credentials,
    );
    const { host: _host, ...headers } = signed;
    return fetchImpl(url, { method, headers, body: options.body });
  }

  async function fail(response: Response, what: string): Promise<never> {
    const text = await response.text().catch(() => '');
    throw new Error(`S3 ${what} failed: ${response.status} ${text.slice(0, 200)}`);
  }

  return {
    async put(key, bytes, contentType) {
      const response = await send('PUT', key, { headers: { 'content-type': contentType }, body: bytes });
      if (!response.ok) await fail(response, `PUT ${key}`);
      await response.body?.cancel();
    },

    async get(key, range) {
      const headers: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end}` } : {};
      const response = await send('GET', key, { headers });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) return fail(response, `GET ${key}`);
      // 'bytes 0-9/1234' carries the whole size on a ranged answer.
      const total = response.headers.get('content-range')?.split('/')[1];
      return {
        body: response.body,
        size: Number(total ?? response.headers.get('content-length') ?? 0),
        etag: response.headers.get('etag') ?? '""',
        contentType: response.headers.get('content-type') ?? undefined,
      };
    },

    async has(key) {
      const response = await send('HEAD', key);
      if (response.status === 404) return false;
      if (!response.ok) return fail(response, `HEAD ${key}`);
      return true;
    },

    async delete(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) await fail(response, `DELETE ${key}`);
      await response.body?.cancel();
    },
  };
}
