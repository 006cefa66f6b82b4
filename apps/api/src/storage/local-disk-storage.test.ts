import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import type { MediaStorage } from './media-storage-contract.ts';

let root: string;
let storage: MediaStorage;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'media-storage-'));
  storage = createLocalDiskStorage(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

const text = async (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe('local disk media storage', () => {
  it('writes atomically into nested folders and reads back whole or by range', async () => {
    const key = 'originals/image/seed/experiences/jazz-night-1.jpg';
    await storage.put(key, new TextEncoder().encode('0123456789'), 'image/jpeg');
    expect(await readdir(path.join(root, 'originals/image/seed/experiences'))).toEqual(['jazz-night-1.jpg']);
    expect(await storage.has(key)).toBe(true);

    const whole = await storage.get(key);
    expect(whole).toMatchObject({ size: 10, contentType: 'image/jpeg' });
    expect(whole?.etag).toMatch(/^"a-[0-9a-f]+"$/);
    expect(await text(whole!.body)).toBe('0123456789');
    expect(await text((await storage.get(key, { start: 2, end: 4 }))!.body)).toBe('234');

    await storage.delete(key);
    expect(await storage.has(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
  });

  it.each(['../outside.jpg', 'originals/../../x', '/etc/passwd', 'a//b', 'a/./b', 'a\\b', ''])(
    'refuses the key %j',
    async (key) => {
      await expect(storage.get(key)).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.put(key, new Uint8Array(1), 'x')).rejects.toThrow(/Unsafe storage key/);
    },
  );
});
