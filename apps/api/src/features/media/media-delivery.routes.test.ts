import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { AVATAR_VARIANTS, buildImageUrl, getDefaultAvatarPath } from '@happenings/domain/media';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMediaStorage } from '../../storage/media-storage.ts';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { mp4File } from './test-videos.ts';

let t: TestApp;
const base = 'http://localhost:3000/media/happenings';
const photo = `${base}/image/upload/v3/seed/experiences/jazz-night-1.jpg`;
const video = mp4File({ seconds: 4, width: 1080, height: 1920 });

beforeAll(async () => {
  t = await createTestApp();
  // As the seed does: originals written straight into the storage layout.
  const storage = getMediaStorage(t.deps.config.media);
  const jpeg = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#2a9d8f' } })
    .composite([
      { input: { create: { width: 400, height: 400, channels: 3, background: '#e76f51' } }, left: 0, top: 0 },
    ])
    .jpeg()
    .toBuffer();
  await storage.put('originals/image/seed/experiences/jazz-night-1.jpg', jpeg, 'image/jpeg');
  await storage.put('originals/video/seed/clips/intro.mp4', video, 'video/mp4');
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.request(url.startsWith('http') ? new URL(url).pathname : url, { headers });

async function image(res: Response) {
  const bytes = Buffer.from(await res.arrayBuffer());
  const { width, height, format } = await sharp(bytes).metadata();
  return { bytes, width, height, format };
}

describe('GET /media/{cloudname}/image/upload/...', () => {
  it.each([
    ['cardLandscape', 'webp', 600, 400, 'image/webp', 'webp'],
    ['thumbnail', 'avif', 200, 200, 'image/avif', 'heif'],
    ['hero', 'webp', 1366, 768, 'image/webp', 'webp'],
    ['icon', 'avif', 30, 30, 'image/avif', 'heif'],
  ] as const)('renders preset %s as %s', async (preset, format, width, height, contentType, decoded) => {
    const url = buildImageUrl(photo, { baseUrl: base, preset, format });
    expect(url).toContain(`/image/upload/c_fill,w_${width},h_${height},f_${format}/v3/`);
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(contentType);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toMatch(/^".+"$/);
    expect(await image(res)).toMatchObject({ width, height, format: decoded });
  });

  it('caches the variant and answers 304 to its ETag', async () => {
    const url = buildImageUrl(photo, { baseUrl: base, preset: 'square', format: 'webp' });
    const first = await get(url);
    const etag = first.headers.get('etag')!;
    await first.arrayBuffer();
    const cached = await readdir(
      path.join(t.deps.config.media.dir, 'cache/image/c_fill,w_300,h_300/v3/seed/experiences'),
    );
    expect(cached).toEqual(['jazz-night-1.webp']);

    const again = await get(url);
    expect(again.headers.get('etag')).toBe(etag);
    await again.arrayBuffer();
    const notModified = await get(url, { 'if-none-match': `"other", ${etag}` });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await notModified.text()).toBe('');
  });

  it.each([
    ['image/avif,image/webp,*/*', 'image/avif'],
    ['image/webp,*/*', 'image/webp'],
    ['*/*', 'image/jpeg'],
  ])('f_auto with Accept %s answers %s and varies by Accept', async (accept, contentType) => {
    const res = await get(buildImageUrl(photo, { baseUrl: base, preset: 'avatar', format: 'auto' }), {
      accept,
    });
    expect(res.headers.get('content-type')).toBe(contentType);
    expect(res.headers.get('vary')).toBe('Accept');
    expect(await image(res)).toMatchObject({ width: 100, height: 100 });
  });

  it('serves an allowed single width with c_limit, keeping the aspect ratio', async () => {
    const res = await get(`${base}/image/upload/c_limit,w_480/v3/seed/experiences/jazz-night-1.jpg`);
    expect(await image(res)).toMatchObject({ width: 480, height: 300, format: 'jpeg' });
  });

  it('serves the original as stored, and converts it when another extension is asked', async () => {
    const original = await get(photo);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    expect(await image(original)).toMatchObject({ width: 1600, height: 1000, format: 'jpeg' });
    const png = await get(photo.replace(/\.jpg$/, '.png'));
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(await image(png)).toMatchObject({ width: 1600, height: 1000, format: 'png' });
  });

  it.each([
    ['a size that is no preset', 'c_fill,w_601,h_400'],
    ['a width off the list', 'w_333'],
    ['a video format', 'f_mp4'],
    ['an unknown parameter', 'q_auto'],
  ])('400 naming params.transformation for %s', async (_name, transformation) => {
    const res = await get(`${base}/image/upload/${transformation}/v3/seed/experiences/jazz-night-1.jpg`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { details: { field: string }[] } };
    expect(body.error.details[0]?.field).toBe('params.transformation');
  });

  it.each([
    ['an unknown public id', `${base}/image/upload/v3/seed/experiences/nothing.jpg`],
    [
      'another cloud name',
      'http://localhost:3000/media/someone-else/image/upload/v3/seed/experiences/jazz-night-1.jpg',
    ],
    ['an unknown resource type', `${base}/raw/upload/v3/seed/experiences/jazz-night-1.jpg`],
    ['an unknown extension', `${base}/image/upload/v3/seed/experiences/jazz-night-1.exe`],
  ])('404 with the JSON error shape for %s', async (_name, url) => {
    const res = await get(url);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
  });

  it.each([
    '/media/happenings/image/upload/v3/..%2f..%2f..%2fetc%2fpasswd',
    '/media/happenings/image/upload/v3/seed/..%2F..%2Foriginals/image/seed/experiences/jazz-night-1.jpg',
    '/media/happenings/image/upload/v3/seed/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/media/happenings/image/upload/v3/seed/../../../../etc/passwd',
    '/media/happenings/image/upload/v3/seed\\..\\..\\x.jpg',
    '/media/happenings/image/upload/v3/seed/.hidden.jpg',
    '/media/happenings/video/upload/v3/%2e%2e%2f%2e%2e%2fsecret.mp4',
  ])('refuses the traversal %s with 400 or 404', async (url) => {
    const res = await t.app.request(url);
    expect([400, 404]).toContain(res.status);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(((await res.json()) as { error: { code: string } }).error.code).toMatch(/BAD_REQUEST|NOT_FOUND/);
  });
});

describe('GET /media/{cloudname}/video/upload/...', () => {
  const url = '/media/happenings/video/upload/v7/seed/clips/intro.mp4';

  it('streams the whole original with the cache headers', async () => {
    const res = await t.app.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(video);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=100-', 100, video.byteLength - 1],
    ['bytes=-10', video.byteLength - 10, video.byteLength - 1],
  ])('answers Range %s with 206 and exactly those bytes', async (range, start, end) => {
    const res = await t.app.request(url, { headers: { range } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/${video.byteLength}`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(video.subarray(start, end + 1));
  });

  it('416 for a range past the end', async () => {
    const res = await t.app.request(url, { headers: { range: `bytes=${video.byteLength}-` } });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe(`bytes */${video.byteLength}`);
  });

  it('serves the original for a size hint, and 400 for a format it does not have', async () => {
    const hinted = await t.app.request(
      '/media/happenings/video/upload/c_limit,w_600/v7/seed/clips/intro.mp4',
    );
    expect(hinted.status).toBe(200);
    await hinted.arrayBuffer();
    const webm = await t.app.request('/media/happenings/video/upload/f_webm/v7/seed/clips/intro.mp4');
    expect(webm.status).toBe(400);
  });
});

describe('default avatars (spec §7)', () => {
  const avatarUrl = (input: Parameters<typeof getDefaultAvatarPath>[0]) =>
    `${t.deps.config.publicUrl}/media/${t.deps.config.media.cloudname}/${getDefaultAvatarPath(input)}`;

  async function pixels(res: Response) {
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await res.arrayBuffer());
    const { width, height } = await sharp(bytes).metadata();
    const { data } = await sharp(bytes).resize(8, 8).raw().toBuffer({ resolveWithObject: true });
    return { width, height, data };
  }

  it('renders each variant, at each size, with its own palette', async () => {
    const variants = await Promise.all(
      AVATAR_VARIANTS.map(async (_variant, numericUserId) => {
        const url = avatarUrl({ numericUserId, username: 'alice' });
        expect(url).toMatch(
          new RegExp(
            `/media/happenings/image/upload/v1/avatar/${AVATAR_VARIANTS[numericUserId]}/small/a\\.jpg$`,
          ),
        );
        const res = await get(url);
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        return pixels(res);
      }),
    );
    for (const variant of variants) expect([variant.width, variant.height]).toEqual([100, 100]);
    const [first, second, third] = variants.map((variant) => variant.data.toString('hex'));
    expect(new Set([first, second, third]).size).toBe(3);

    for (const [size, side] of [
      ['medium', 200],
      ['large', 600],
    ] as const) {
      const res = await get(avatarUrl({ numericUserId: 3, username: 'bo', size }));
      expect(await pixels(res)).toMatchObject({ width: side, height: side });
    }
  });

  it('draws the initial, and a silhouette for base', async () => {
    const drawings = await Promise.all(
      ['alice', 'bob', ''].map(async (username) =>
        (await pixels(await get(avatarUrl({ numericUserId: 0, username })))).data.toString('hex'),
      ),
    );
    expect(new Set(drawings).size).toBe(3);
    expect(avatarUrl({ numericUserId: 0, username: '' })).toMatch(/\/base\.jpg$/);
  });

  it('resizes and re-encodes an avatar with a preset transformation', async () => {
    const url = buildImageUrl(avatarUrl({ numericUserId: 2, username: 'zoe', size: 'large' }), {
      baseUrl: base,
      preset: 'thumbnail',
      format: 'webp',
    });
    const res = await get(url);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(await image(res)).toMatchObject({ width: 200, height: 200, format: 'webp' });
  });

  it.each([
    'avatar/purple/small/a.jpg',
    'avatar/default/huge/a.jpg',
    'avatar/default/small/ab.jpg',
    'avatar/default/small.jpg',
  ])('404 for %s', async (id) => {
    expect((await get(`${base}/image/upload/v1/${id}`)).status).toBe(404);
  });
});
