/**
 * Media storage in a local folder. Writes are atomic (a temporary file in the same folder, then rename), so a
 * reader never sees half an image and a crash leaves no truncated object behind.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { MediaStorage } from './media-storage-contract.ts';
import { assertSafeKey } from './storage-key.ts';

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

/** The content type a file's extension implies (the local disk keeps no metadata of its own). */
export function contentTypeOfKey(key: string): string | undefined {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()];
}

export function createLocalDiskStorage(root: string): MediaStorage {
  const resolve = (key: string): string => {
    assertSafeKey(key);
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`Unsafe storage key: ${key}`);
    return file;
  };

  return {
    async put(key, bytes) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key, range) {
      const file = resolve(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      const stream = createReadStream(file, range ? { start: range.start, end: range.end } : {});
      return {
        body: Readable.toWeb(stream) as ReadableStream<Uint8Array>,
        size: info.size,
        // Size and modification time, like nginx: objects are written once, so this changes when the bytes do.
        etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
        contentType: contentTypeOfKey(key),
      };
    },

    async has(key) {
      const info = await stat(resolve(key)).catch(() => null);
      return info?.isFile() ?? false;
    },

    async delete(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
