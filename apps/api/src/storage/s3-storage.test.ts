/**
 * The S3 media storage against a real S3-compatible server (s3rver, started here): the storage contract, its
 * errors, and the media routes (upload, presets and their cached variants, video ranges) with every byte in the
 * bucket and none on the local disk.
 */
import { readdir } from 'node:fs/promises';
import { buildImageUrl } from '@happenings/domain/media';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantKey } from '../features/media/image-variants.ts';
import { mp4File } from '../features/media/test-videos.ts';
import { createTestApp, type TestApp } from '../testing/create-test-app.ts';
import { type SignedUpUser, signUp } from '../testing/sign-up.ts';
import { S3RVER_CREDENTIALS, startS3Server, type TestS3Server } from '../testing/start-s3-server.ts';
import { getMediaStorage } from './media-storage.ts';
import type { MediaStorage } from './media-storage-contract.ts';
import { createS3Storage, S3StorageError } from './s3-storage.ts';

const BUCKET = 'happenings-media';
let s3: TestS3Server;
let storage: MediaStorage;
beforeAll(async () => {
  s3 = await startS3Server({ buckets: [BUCKET] });
  storage = createS3Storage({
    endpoint: s3.endpoint,
    bucket: BUCKET,
    region: 'us-east-1',
    ...S3RVER_CREDENTIALS,
  });
});
afterAll(() => s3.close());

const text = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();
const bytes = (value: string) => new TextEncoder().encode(value);

describe('S3 media storage on an S3 server', () => {
  it('puts, reads whole and by range, checks and deletes an object', async () => {
    const key = 'originals/image/seed/experiences/jazz-night-1.jpg';
    expect(await storage.has(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();

    await storage.put(key, bytes('0123456789'), 'image/jpeg');
    expect(await storage.has(key)).toBe(true);
    const whole = await storage.get(key);
    expect(whole).toMatchObject({ size: 10, contentType: 'image/jpeg' });
    // S3's ETag of a single-part upload: the quoted MD5 of the bytes.
    expect(whole?.etag).toBe('"781e5e245d69b566979b86e28d23f2c7"');
    expect(await text(whole!.body)).toBe('0123456789');

    const part = await storage.get(key, { start: 2, end: 4 });
    expect(part?.size).toBe(10);
    expect(await text(part!.body)).toBe('234');

    await storage.put(key, bytes('replaced'), 'image/jpeg');
    expect(await text((await storage.get(key))!.body)).toBe('replaced');

    await storage.delete(key);
    expect(await storage.has(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    // Deleting what is gone is no error.
    await storage.delete(key);
  });

  it('keeps variant keys with commas apart (c_fill,w_300,h_300)', async () => {
    const square = variantKey('seed/a', 3, { crop: 'fill', width: 300, height: 300 }, 'webp');
    const wide = variantKey('seed/a', 3, { crop: 'fill', width: 600, height: 400 }, 'webp');
    expect(square).toBe('cache/image/c_fill,w_300,h_300/v3/seed/a.webp');
    await storage.put(square, bytes('square'), 'image/webp');
    await storage.put(wide, bytes('wide'), 'image/webp');
    expect(await text((await storage.get(square))!.body)).toBe('square');
    expect(await text((await storage.get(wide))!.body)).toBe('wide');
  });

  it('refuses unsafe keys before any request', async () => {
    await expect(storage.get('originals/../../secret')).rejects.toThrow(/Unsafe storage key/);
    await expect(storage.put('/etc/passwd', bytes('x'), 'text/plain')).rejects.toThrow(/Unsafe storage key/);
  });

  // s3rver checks the access key, not the SigV4 signature itself (AWS, MinIO and R2 do): a wrong key stands in.
  it('fails with the store’s error code on unknown credentials, without the secret in the message', async () => {
    const wrong = createS3Storage({
      endpoint: s3.endpoint,
      bucket: BUCKET,
      region: 'us-east-1',
      accessKeyId: 'NOT-A-KEY',
      secretAccessKey: 'not-the-secret',
    });
    const error = await wrong.put('originals/image/x.jpg', bytes('x'), 'image/jpeg').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3StorageError);
    expect(error).toMatchObject({ status: 403, code: 'InvalidAccessKeyId' });
    expect(String(error)).not.toContain('not-the-secret');
    await expect(wrong.has('originals/image/x.jpg')).rejects.toMatchObject({ status: 403 });
    await expect(wrong.get('originals/image/x.jpg')).rejects.toMatchObject({ code: 'InvalidAccessKeyId' });
    await expect(wrong.delete('originals/image/x.jpg')).rejects.toMatchObject({ status: 403 });
  });

  it('fails on a missing bucket instead of answering "no such image"', async () => {
    const missing = createS3Storage({
      endpoint: s3.endpoint,
      bucket: 'no-such-bucket',
      region: 'us-east-1',
      ...S3RVER_CREDENTIALS,
    });
    await expect(missing.put('originals/image/x.jpg', bytes('x'), 'image/jpeg')).rejects.toMatchObject({
      status: 404,
      code: 'NoSuchBucket',
    });
    await expect(missing.get('originals/image/x.jpg')).rejects.toMatchObject({ code: 'NoSuchBucket' });
  });

  it('fails when the store cannot be reached', async () => {
    const away = createS3Storage({
      endpoint: 'http://127.0.0.1:1',
      bucket: BUCKET,
      region: 'us-east-1',
      ...S3RVER_CREDENTIALS,
    });
    await expect(away.has('originals/image/x.jpg')).rejects.toThrow();
  });
});

describe('media routes with MEDIA_S3_*', () => {
  const NOW = Date.parse('2026-11-20T15:00:00Z');
  let t: TestApp;
  let user: SignedUpUser;
  beforeAll(async () => {
    t = await createTestApp({
      clock: () => NOW,
      env: {
        MEDIA_S3_ENDPOINT: s3.endpoint,
        MEDIA_S3_BUCKET: BUCKET,
        MEDIA_S3_ACCESS_KEY: S3RVER_CREDENTIALS.accessKeyId,
        MEDIA_S3_SECRET_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      },
    });
    user = await signUp(t, { username: 's3uploader' });
  });
  afterAll(() => t.close());

  async function upload(type: 'image' | 'video', file: Blob): Promise<Record<string, unknown>> {
    const headers = { authorization: `Bearer ${user.token}` };
    const signed = (await (
      await t.app.request(`/api/v1/app/media-signature?type=${type}`, { headers })
    ).json()) as Record<string, string | number>;
    const form = new FormData();
    for (const name of ['apikey', 'timestamp', 'signature', 'transformation'] as const) {
      form.set(name, String(signed[name]));
    }
    form.set('type', type);
    form.set('file', file, type === 'image' ? 'photo.jpg' : 'clip.mp4');
    const res = await t.app.request('/api/v1/media/upload', { method: 'POST', headers, body: form });
    expect(res.status).toBe(200);
    return (await res.json()) as Record<string, unknown>;
  }

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.request(new URL(url).pathname, { headers });

  it('uploads an image into the bucket and serves its presets, rendering each variant into the bucket once', async () => {
    const jpeg = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#2a9d8f' } })
      .jpeg()
      .toBuffer();
    const item = await upload('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }));
    const publicId = String(item.public_id);
    const version = Number(/\/v(\d+)\//.exec(String(item.secure_url))?.[1]);
    const bucketStorage = getMediaStorage(t.deps.config.media);
    expect(await bucketStorage.has(`originals/image/${publicId}.jpg`)).toBe(true);

    const original = await get(String(item.secure_url));
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await original.arrayBuffer())).metadata()).width).toBe(1600);

    const base = 'http://localhost:3000/media/happenings';
    for (const [preset, format, width, height] of [
      ['cardLandscape', 'webp', 600, 400],
      ['thumbnail', 'avif', 200, 200],
      ['hero', 'webp', 1366, 768],
    ] as const) {
      const url = buildImageUrl(String(item.secure_url), { baseUrl: base, preset, format });
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe(`image/${format}`);
      const served = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([served.width, served.height]).toEqual([width, height]);
      const key = variantKey(publicId, version, { crop: 'fill', width, height }, format);
      expect(await bucketStorage.has(key), key).toBe(true);

      // The second view is the cached variant: same ETag (the bucket's), and 304 to it.
      const etag = res.headers.get('etag')!;
      expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.status).toBe(304);
    }

    // Nothing went to the local media folder.
    expect(await readdir(t.deps.config.media.dir).catch(() => [])).toEqual([]);
  });

  it('uploads a video into the bucket and serves byte ranges of it', async () => {
    const mp4 = mp4File({ seconds: 2, width: 640, height: 360 });
    const item = await upload('video', new Blob([new Uint8Array(mp4)], { type: 'video/mp4' }));
    const url = String(item.secure_url);
    const whole = await get(url);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(Buffer.from(mp4))).toBe(true);

    const part = await get(url, { range: 'bytes=10-19' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${mp4.byteLength}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(Buffer.from(mp4.subarray(10, 20)))).toBe(true);
  });

  it('answers 404 for media the bucket does not hold', async () => {
    const res = await get(
      'http://localhost:3000/media/happenings/image/upload/v1/uploads/00000000000000000000.jpg',
    );
    expect(res.status).toBe(404);
  });
});
