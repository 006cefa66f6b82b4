/**
 * Where media bytes live: originals under `originals/{resource_type}/{public_id}.{format}` and rendered variants
 * under `cache/` (spec §7 Media). Local disk by default; an S3-compatible bucket when MEDIA_S3_* is set.
 */
import type { ApiConfig } from '../env.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';

export interface StoredObject {
  /** The bytes asked for (the whole object, or the requested range). */
  body: ReadableStream<Uint8Array>;
  /** Size of the whole object in bytes. */
  size: number;
  /** A quoted strong validator for HTTP: '"1f2e-18c3a1b2"'. */
  etag: string;
  contentType: string | undefined;
}

/** An inclusive byte range, as HTTP Range writes it. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface MediaStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when there is none. With a range, the body holds only those bytes. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  has(key: string): Promise<boolean>;
  /** Removes the object; no error when it does not exist. */
  delete(key: string): Promise<void>;
}

const KEY_SEGMENT = /^[A-Za-z0-9_,-]+(\.[A-Za-z0-9]+)?$/;

/**
 * Refuses keys that could leave the storage root or alias another object ('..', '.', empty segments, backslashes,
 * absolute paths). Callers build keys from validated parts; this is the last line of defence.
 */
export function assertSafeKey(key: string): void {
  const segments = key.split('/');
  if (key.length > 512 || !segments.every((segment) => KEY_SEGMENT.test(segment))) {
    throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
  }
}

const storages = new WeakMap<ApiConfig['media'], MediaStorage>();

/** The storage of this configuration, made once (S3 when configured, else the local folder media.dir). */
export function getMediaStorage(media: ApiConfig['media']): MediaStorage {
  let storage = storages.get(media);
  if (!storage) {
    storage = media.s3 ? createS3Storage(media.s3) : createLocalDiskStorage(media.dir);
    storages.set(media, storage);
  }
  return storage;
}
