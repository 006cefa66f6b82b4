/**
 * Rendered image variants, cached in storage under
 *   cache/image/{size transformation | 'o'}/v{version}/{public_id}.{format}
 * and the sources they are rendered from: an uploaded or seeded original, or the default avatar artwork.
 */
import { formatTransformation, type Transformation } from '@happenings/domain/media';
import type { MediaStorage } from '../../storage/media-storage.ts';
import { isAvatarSpec, renderDefaultAvatar } from './default-avatar-art.ts';
import {
  IMAGE_CONTENT_TYPES,
  renderImage,
  STORED_IMAGE_FORMATS,
  type StoredImageFormat,
} from './image-processing.ts';

export const originalKey = (resourceType: 'image' | 'video', publicId: string, format: string) =>
  `originals/${resourceType}/${publicId}.${format}`;

/** The storage key of a variant; equal requests share one (crop spelled out, format taken out of the size part). */
export function variantKey(
  publicId: string,
  version: number | null,
  transformation: Transformation | null,
  format: StoredImageFormat,
): string {
  const hasSize = transformation?.width !== undefined || transformation?.height !== undefined;
  const size = hasSize
    ? formatTransformation({
        crop: transformation?.crop ?? 'scale',
        width: transformation?.width,
        height: transformation?.height,
      })
    : 'o';
  return `cache/image/${size}/v${version ?? 0}/${publicId}.${format}`;
}

export function toStoredImageFormat(extension: string | null): StoredImageFormat | null {
  if (extension === 'jpeg') return 'jpg';
  return STORED_IMAGE_FORMATS.find((format) => format === extension) ?? null;
}

export async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

export interface ImageSource {
  /** Where the source bytes are; served as they are when no rendition is asked. */
  key: string;
  format: StoredImageFormat;
}

/** The original of an image public id: the address's extension first, then the other stored formats. */
export async function findImageOriginal(
  storage: MediaStorage,
  publicId: string,
  extension: string | null,
): Promise<ImageSource | null> {
  const preferred = toStoredImageFormat(extension);
  const candidates: [string, StoredImageFormat][] = [];
  if (preferred) candidates.push([preferred, preferred]);
  for (const format of STORED_IMAGE_FORMATS) if (format !== preferred) candidates.push([format, format]);
  // Seeds may be written as .jpeg.
  candidates.push(['jpeg', 'jpg']);
  for (const [suffix, format] of candidates) {
    const key = originalKey('image', publicId, suffix);
    if (await storage.has(key)) return { key, format };
  }
  return null;
}

const AVATAR_ID = /^avatar\/([a-z]+)\/([a-z]+)\/([a-z]+)$/;

/** True for the public ids of default avatars ('avatar/{variant}/{size}/{initial|base}'). */
export const isAvatarPublicId = (publicId: string) => publicId.startsWith('avatar/');

/** The default avatar artwork as a cached JPEG source, or null when the id names no artwork. */
export async function findAvatarSource(
  storage: MediaStorage,
  publicId: string,
  version: number | null,
): Promise<ImageSource | null> {
  const match = AVATAR_ID.exec(publicId);
  if (!match) return null;
  const [, variant, size, artwork] = match as unknown as [string, string, string, string];
  if (!isAvatarSpec(variant, size, artwork)) return null;
  const key = variantKey(publicId, version, null, 'jpg');
  await once(storage, key, async () => {
    const bytes = await renderDefaultAvatar({
      variant: variant as 'default',
      size: size as 'small',
      artwork,
    });
    await storage.put(key, bytes, IMAGE_CONTENT_TYPES.jpg);
  });
  return { key, format: 'jpg' };
}

const inFlight = new WeakMap<MediaStorage, Map<string, Promise<void>>>();

/** Runs `make` unless `key` exists, at most once at a time per key, so a burst of first views renders once. */
async function once(storage: MediaStorage, key: string, make: () => Promise<void>): Promise<void> {
  let running = inFlight.get(storage);
  if (!running) {
    running = new Map();
    inFlight.set(storage, running);
  }
  const pending = running.get(key);
  if (pending) return pending;
  const task = (async () => {
    if (!(await storage.has(key))) await make();
  })().finally(() => running.delete(key));
  running.set(key, task);
  return task;
}

/** Makes sure the variant exists in the cache (rendering it from the source when missing); returns its key. */
export async function ensureImageVariant(
  storage: MediaStorage,
  source: ImageSource,
  target: {
    publicId: string;
    version: number | null;
    transformation: Transformation | null;
    format: StoredImageFormat;
  },
): Promise<string> {
  const key = variantKey(target.publicId, target.version, target.transformation, target.format);
  await once(storage, key, async () => {
    const original = await storage.get(source.key);
    if (!original) throw new Error(`Source vanished: ${source.key}`);
    const bytes = await renderImage(await readAll(original.body), {
      crop: target.transformation?.crop,
      width: target.transformation?.width,
      height: target.transformation?.height,
      format: target.format,
    });
    await storage.put(key, bytes, IMAGE_CONTENT_TYPES[target.format]);
  });
  return key;
}
