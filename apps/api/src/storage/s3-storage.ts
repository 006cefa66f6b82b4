/**
 * Media storage in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces...), addressed
 * path-style (`{endpoint}/{bucket}/{key}`), which every one of them accepts, where virtual-host style needs DNS per
 * bucket. Requests are signed by aws4fetch (SigV4 over the platform's fetch, no dependencies): the four calls the
 * store needs are plain REST, and the bodies stay web streams end to end, as the media routes serve them.
 * s3-storage.test.ts runs it against a real S3 server (s3rver).
 */
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { MediaStorage } from './media-storage-contract.ts';
import { assertSafeKey } from './storage-key.ts';

export interface S3StorageConfig {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/**
 * Retries of a request answered 5xx or 429 (aws4fetch backs off 50 ms × 2^n at random). Two keep a brief hiccup of
 * the store from failing an upload, without holding a media request for long when the store is down (its default,
 * 10, waits up to ~50 s).
 */
const RETRIES = 2;

/** A failed S3 call: the status and the store's error code, never the request's signature or keys. */
export class S3StorageError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    what: string,
  ) {
    super(`S3 ${what} failed: ${status}${code ? ` ${code}` : ''}`);
    this.name = 'S3StorageError';
  }
}

/** '<Error><Code>NoSuchBucket</Code>...': the code says what went wrong; the rest may echo the request. */
async function readErrorCode(response: Response): Promise<string | undefined> {
  const text = await response.text().catch(() => '');
  return /<Code>([^<]{1,64})<\/Code>/.exec(text)?.[1];
}

export function createS3Storage(config: S3StorageConfig): MediaStorage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
    retries: RETRIES,
  });
  const base = `${config.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(config.bucket)}`;

  function send(
    method: string,
    key: string,
    init: { headers?: Record<string, string>; body?: Uint8Array } = {},
  ) {
    assertSafeKey(key);
    // Each segment encoded (',' of 'c_fill,w_300' included), so the path sent is the one signed.
    const url = `${base}/${key.split('/').map(encodeURIComponent).join('/')}`;
    return client.fetch(url, { method, headers: init.headers, body: init.body });
  }

  async function fail(response: Response, what: string): Promise<never> {
    throw new S3StorageError(response.status, await readErrorCode(response), what);
  }

  return {
    async put(key, bytes, contentType) {
      const response = await send('PUT', key, {
        headers: {
          'content-type': contentType,
          // Signed, so the store refuses a body that changed on the way (aws4fetch sends UNSIGNED-PAYLOAD otherwise).
          'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
        },
        body: bytes,
      });
      if (!response.ok) await fail(response, `PUT ${key}`);
      await response.body?.cancel();
    },

    async get(key, range) {
      const headers: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end}` } : {};
      const response = await send('GET', key, { headers });
      if (response.status === 404) {
        // A missing bucket is the operator's mistake, not a missing image: it must not look like one (404s).
        const code = await readErrorCode(response);
        if (code === 'NoSuchBucket') throw new S3StorageError(404, code, `GET ${key}`);
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
      await response.body?.cancel();
      if (response.status === 404) return false;
      // A HEAD answer has no body to name the error: the status says it.
      if (!response.ok) throw new S3StorageError(response.status, undefined, `HEAD ${key}`);
      return true;
    },

    async delete(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) await fail(response, `DELETE ${key}`);
      await response.body?.cancel();
    },
  };
}
