/**
 * Where media bytes live: originals under `originals/{resource_type}/{public_id}.{format}` and rendered variants
 * under `cache/` (spec §7 Media). Local disk by default; an S3-compatible bucket when MEDIA_S3_* is set.
 */
import type { ApiConfig } from '../env.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import type { MediaStorage } from './media-storage-contract.ts';
import { createS3Storage } from './s3-storage.ts';

// The routes read the storage and its types from this one module.
export type { ByteRange, MediaStorage, StoredObject } from './media-storage-contract.ts';

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
