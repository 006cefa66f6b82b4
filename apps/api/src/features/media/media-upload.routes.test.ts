import { createHmac } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { findMediaItemByPublicId } from '@happenings/db/media';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { type SignedUpUser, signUp } from '../../testing/sign-up.ts';
import { signUploadParams } from './media-signature.ts';
import { ftypBox, mp4File } from './test-videos.ts';
import { readUploadForm } from './upload-body.ts';

const NOW = Date.parse('2026-11-20T15:00:00Z');
const NOW_SECONDS = NOW / 1000;
/** The app's own MEDIA_API_SECRET (generated for the test app). */
const secret = () => t.deps.config.media.apiSecret;

let t: TestApp;
let user: SignedUpUser;
let otherUser: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  user = await signUp(t, { username: 'uploader' });
  otherUser = await signUp(t, { username: 'bystander' });
});
afterAll(async () => {
  await t.close();
});

interface ErrorBody {
  error: { code: string; message: string; details: { field?: string }[] };
}

const auth = () => ({ authorization: `Bearer ${user.token}` });

async function signature(type: 'image' | 'video', headers: Record<string, string> = auth()) {
  const res = await t.app.request(`/api/v1/app/media-signature?type=${type}`, { headers });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, string | number>;
}

async function upload(
  type: 'image' | 'video',
  file: Blob,
  overrides: Record<string, string | null> = {},
  headers: Record<string, string> = auth(),
  signed: Record<string, string | number> | null = null,
) {
  signed ??= await signature(type);
  const form = new FormData();
  const fields: Record<string, string | null> = {
    apikey: String(signed.apikey),
    timestamp: String(signed.timestamp),
    signature: String(signed.signature),
    type,
    transformation: String(signed.transformation),
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) if (value !== null) form.set(name, value);
  form.set('file', file, type === 'image' ? 'photo.jpg' : 'clip.mp4');
  return t.app.request('/api/v1/media/upload', { method: 'POST', headers, body: form });
}

const blob = (bytes: Uint8Array, type: string) => new Blob([bytes as Uint8Array<ArrayBuffer>], { type });

/** A PNG whose header declares `width` × `height` (one real pixel follows: nothing that size is ever made). */
async function pngDeclaring(width: number, height: number): Promise<Uint8Array> {
  const png = new Uint8Array(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  );
  const view = new DataView(png.buffer, png.byteOffset);
  // IHDR is the first chunk: length (8), type (12), width (16), height (20), ..., CRC over type + data (29).
  view.setUint32(16, width);
  view.setUint32(20, height);
  view.setUint32(29, crc32(png.subarray(12, 29)));
  return png;
}

const tinyPng = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
    .png()
    .toBuffer();

describe('GET /api/v1/app/media-signature', () => {
  it('signs a nonce, timestamp, transformation, type and the caller with the media secret (spec §7 names)', async () => {
    const body = await signature('image');
    expect(Object.keys(body).sort()).toEqual([
      'apikey',
      'cloudname',
      'signature',
      'timestamp',
      'transformation',
    ]);
    expect(body).toMatchObject({
      cloudname: 'happenings',
      apikey: 'happenings-dev-key',
      timestamp: NOW_SECONDS,
      transformation: 'c_limit,w_2048,h_2048',
    });
    const [nonce, hmac] = String(body.signature).split('.');
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const expected = createHmac('sha256', secret())
      .update(
        `nonce=${nonce}&timestamp=${NOW_SECONDS}&transformation=c_limit,w_2048,h_2048&type=image&user=${user.id}`,
      )
      .digest('hex');
    expect(hmac).toBe(expected);
    expect((await signature('video')).transformation).toBe('c_limit,w_1920,h_1920');
  });

  it('gives each request its own signature, even within one second', async () => {
    const first = await signature('image');
    const second = await signature('image');
    expect(first.timestamp).toBe(second.timestamp);
    expect(first.signature).not.toBe(second.signature);
  });

  it.each(['gif', ''])('400 naming query.type for type=%j', async (type) => {
    const res = await t.app.request(`/api/v1/app/media-signature?type=${type}`, { headers: auth() });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.details[0]?.field).toBe('query.type');
  });

  it('401 without a credential', async () => {
    expect((await t.app.request('/api/v1/app/media-signature?type=image')).status).toBe(401);
  });
});

describe('POST /api/v1/media/upload', () => {
  it('stores a JPEG upright with its metadata (GPS) stripped and answers the media item', async () => {
    // 300x200 pixels, EXIF orientation 6 (shown rotated 90°), with a GPS position.
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '42/1 21/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const res = await upload('image', blob(jpeg, 'image/jpeg'));
    expect(res.status).toBe(200);
    const item = (await res.json()) as Record<string, unknown>;
    expect(item).toMatchObject({
      resource_type: 'image',
      format: 'jpg',
      width: 200,
      height: 300,
      aspect_ratio: 0.66667,
      bit_rate: null,
      duration: null,
      video: null,
      audio: null,
      created_at: '2026-11-20T15:00:00.000Z',
    });
    expect(item.public_id).toMatch(/^uploads\/[0-9a-f]{20}$/);
    expect(item.asset_id).toMatch(/^[0-9a-f]{32}$/);
    expect(item.etag).toMatch(/^[0-9a-f]{32}$/);
    expect(item.secure_url).toBe(
      `http://localhost:3000/media/happenings/image/upload/v${NOW_SECONDS}/${item.public_id}.jpg`,
    );

    const served = await t.app.request(new URL(String(item.secure_url)).pathname);
    expect(served.status).toBe(200);
    const stored = Buffer.from(await served.arrayBuffer());
    expect(stored.byteLength).toBe(item.bytes);
    const metadata = await sharp(stored).metadata();
    expect([metadata.width, metadata.height, metadata.exif, metadata.orientation]).toEqual([
      200,
      300,
      undefined,
      undefined,
    ]);

    const row = await findMediaItemByPublicId(t.database.db, String(item.public_id));
    expect(row).toMatchObject({ ownerId: user.id, resourceType: 'image', width: 200, height: 300 });
  });

  it('keeps a PNG a PNG', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#ff000080' } })
      .png()
      .toBuffer();
    const res = await upload('image', blob(png, 'image/png'));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ format: 'png', width: 40, height: 30 });
  });

  it('stores an MP4 with its duration, size and streams read from the container', async () => {
    const mp4 = mp4File({ seconds: 2.5, width: 640, height: 360, audio: true });
    const res = await upload('video', blob(mp4, 'video/mp4'));
    expect(res.status).toBe(200);
    const item = (await res.json()) as Record<string, unknown>;
    expect(item).toMatchObject({
      resource_type: 'video',
      format: 'mp4',
      bytes: mp4.byteLength,
      duration: 2.5,
      width: 640,
      height: 360,
      aspect_ratio: 1.77778,
      bit_rate: Math.round((mp4.byteLength * 8) / 2.5),
      video: { codec: 'avc1', dar: '640:360' },
      audio: { codec: 'mp4a' },
    });
    expect(item.secure_url).toMatch(/\/media\/happenings\/video\/upload\/v\d+\/uploads\/[0-9a-f]{20}\.mp4$/);
  });

  it('accepts a bare ftyp MP4, with null where the file says nothing', async () => {
    const res = await upload('video', blob(ftypBox(), 'video/mp4'));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      format: 'mp4',
      width: null,
      height: null,
      duration: null,
      bit_rate: null,
    });
  });

  it.each([
    [
      'a text file as an image',
      'image',
      new TextEncoder().encode('hello, I am a JPEG'),
      /not a supported image/,
    ],
    ['a video as an image', 'image', ftypBox(), /is a video, but type is image/],
    ['a text file as a video', 'video', new TextEncoder().encode('not a movie'), /not a supported video/],
    [
      'an SVG as an image',
      'image',
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'),
      /not a supported image/,
    ],
  ] as const)('400 naming body.file for %s', async (_name, type, bytes, message) => {
    const res = await upload(type, blob(bytes, 'image/jpeg'));
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.details[0]?.field).toBe('body.file');
    expect(body.error.message).toMatch(message);
  });

  it('413 for an image over 15 MB', async () => {
    const res = await upload('image', blob(new Uint8Array(15 * 1024 * 1024 + 1), 'image/jpeg'));
    expect(res.status).toBe(413);
    expect(((await res.json()) as ErrorBody).error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Images can be at most 15 MB.',
    });
  });

  it('413 from a declared Content-Length before reading the body', async () => {
    const res = await t.app.request('/api/v1/media/upload', {
      method: 'POST',
      headers: {
        ...auth(),
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(300 * 1024 * 1024),
      },
      body: '--x--',
    });
    expect(res.status).toBe(413);
  });

  it('413 while reading a body with no length that grows past the limit', async () => {
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1024;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const request = new Request('http://localhost/upload', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: endless,
      duplex: 'half',
    } as RequestInit & { duplex: 'half' });
    await expect(readUploadForm(request, 10_000)).rejects.toMatchObject({ status: 413 });
    expect(sent).toBeLessThan(20_000);
  });

  it('400 INVALID_SIGNATURE for a wrong signature or a changed signed field', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const tampered: Record<string, string>[] = [
      { signature: 'a'.repeat(64) },
      { transformation: 'c_fill,w_100,h_100' },
    ];
    for (const overrides of tampered) {
      const res = await upload('image', blob(png, 'image/png'), overrides);
      expect(res.status).toBe(400);
      const body = (await res.json()) as ErrorBody;
      expect(body.error.code).toBe('INVALID_SIGNATURE');
      expect(body.error.details[0]?.field).toBe('body.signature');
    }
  });

  it.each([
    ['more than ten minutes old', -601],
    ['more than 5 minutes ahead', 301],
  ])('400 SIGNATURE_EXPIRED when the timestamp is %s', async (_name, offset) => {
    const timestamp = NOW_SECONDS + offset;
    const transformation = 'c_limit,w_2048,h_2048';
    const res = await upload('image', blob(await tinyPng(), 'image/png'), {
      timestamp: String(timestamp),
      signature: signUploadParams({ timestamp, transformation, type: 'image', userId: user.id }, secret()),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe('SIGNATURE_EXPIRED');
    expect(body.error.details[0]?.field).toBe('body.timestamp');
  });

  it('400 naming the field for a wrong api key or a missing field', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const wrongKey = await upload('image', blob(png, 'image/png'), { apikey: 'someone-else' });
    expect(wrongKey.status).toBe(400);
    expect(((await wrongKey.json()) as ErrorBody).error.details[0]?.field).toBe('body.apikey');
    const noTimestamp = await upload('image', blob(png, 'image/png'), { timestamp: null });
    expect(noTimestamp.status).toBe(400);
    expect(((await noTimestamp.json()) as ErrorBody).error.details[0]?.field).toBe('body.timestamp');

    const form = new FormData();
    form.set('type', 'image');
    const noFile = await t.app.request('/api/v1/media/upload', {
      method: 'POST',
      headers: auth(),
      body: form,
    });
    expect(noFile.status).toBe(400);
    expect(((await noFile.json()) as ErrorBody).error.details.map((d) => d.field)).toContain('body.file');
  });

  it('401 without a credential, before the body is read', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const res = await upload('image', blob(png, 'image/png'), {}, {});
    expect(res.status).toBe(401);
  });

  it('400 SIGNATURE_USED when a signature is sent a second time', async () => {
    const signed = await signature('image');
    const png = blob(await tinyPng(), 'image/png');
    expect((await upload('image', png, {}, auth(), signed)).status).toBe(200);
    const replay = await upload('image', png, {}, auth(), signed);
    expect(replay.status).toBe(400);
    const body = (await replay.json()) as ErrorBody;
    expect(body.error.code).toBe('SIGNATURE_USED');
    expect(body.error.details[0]?.field).toBe('body.signature');
  });

  it('400 INVALID_SIGNATURE when another signed-in user sends a signature issued to someone else', async () => {
    const signed = await signature('image');
    const otherAuth = { authorization: `Bearer ${otherUser.token}` };
    const res = await upload('image', blob(await tinyPng(), 'image/png'), {}, otherAuth, signed);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.code).toBe('INVALID_SIGNATURE');
    // Refused before it was used: its owner can still upload with it.
    expect((await upload('image', blob(await tinyPng(), 'image/png'), {}, auth(), signed)).status).toBe(200);
  });

  it('uploads files in parallel, each with the signature asked for it', async () => {
    const files = await Promise.all([1, 2, 3].map(() => tinyPng()));
    const signatures = await Promise.all(files.map(() => signature('image')));
    const responses = await Promise.all(
      files.map((png, i) => upload('image', blob(png, 'image/png'), {}, auth(), signatures[i]!)),
    );
    expect(responses.map((res) => res.status)).toEqual([200, 200, 200]);
  });

  it.each([
    ['16,000 px a side', 16_000, 16_000, /16000 × 16000 px/],
    ['over 10,000 px on one side', 10_001, 10, /at most 10,000 px a side/],
    ['over 40 megapixels with both sides under 10,000 px', 9_000, 9_000, /40 megapixels/],
  ])('400 naming body.file for an image %s, read from its header', async (_name, width, height, message) => {
    const png = await pngDeclaring(width, height);
    expect(await sharp(png).metadata()).toMatchObject({ width, height });
    const res = await upload('image', blob(png, 'image/png'));
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.details[0]?.field).toBe('body.file');
    expect(body.error.message).toMatch(message);
  });

  it('accepts an image 10,000 px wide', async () => {
    const png = await sharp({ create: { width: 10_000, height: 20, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const res = await upload('image', blob(png, 'image/png'));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ width: 10_000, height: 20 });
  });
});
