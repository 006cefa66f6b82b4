/**
 * GET /media/{cloudname}/{image|video}/upload/[{transformation}/][v{version}/]{public_id}.{ext} (spec §7: media
 * served from a CDN, addresses rewritten with transformations). Public, outside /api/v1, immutable by address:
 * the version changes when the bytes do, so every answer may be cached for a year.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../context.ts';
import { ApiError, invalidField } from '../../errors/api-error.ts';
import {
  type ByteRange,
  getMediaStorage,
  type MediaStorage,
  type StoredObject,
} from '../../storage/media-storage.ts';
import { type DeliveryPath, isAllowedImageSize, parseDeliveryPath } from './delivery-path.ts';
import { IMAGE_CONTENT_TYPES, type StoredImageFormat } from './image-processing.ts';
import {
  ensureImageVariant,
  findAvatarSource,
  findImageOriginal,
  type ImageSource,
  isAvatarPublicId,
  originalKey,
  toStoredImageFormat,
} from './image-variants.ts';
import { VIDEO_CONTENT_TYPES, type VideoContainer } from './video-probe.ts';

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const notFound = () => new ApiError(404, 'NOT_FOUND', 'Media not found.');

export async function serveMedia(c: Context<AppEnv>): Promise<Response> {
  const { config } = c.get('services');
  const storage = getMediaStorage(config.media);
  const path = parseDeliveryPath(c.req.path, config.media.cloudname);
  return path.resourceType === 'image' ? serveImage(c, storage, path) : serveVideo(c, storage, path);
}

/** f_auto (spec §7): the best format the browser says it takes. */
function negotiateFormat(accept: string | undefined, fallback: StoredImageFormat): StoredImageFormat {
  if (accept?.includes('image/avif')) return 'avif';
  if (accept?.includes('image/webp')) return 'webp';
  return fallback === 'avif' || fallback === 'webp' ? 'jpg' : fallback;
}

async function serveImage(c: Context<AppEnv>, storage: MediaStorage, path: DeliveryPath): Promise<Response> {
  const transformation = path.transformation;
  if (transformation && !isAllowedImageSize(transformation)) {
    throw invalidField('params.transformation', 'Only the image presets and a few set widths are served.');
  }
  const requested = transformation?.format;
  if (requested === 'mp4' || requested === 'webm') {
    throw invalidField('params.transformation', 'Not an image format.');
  }
  if (path.extension !== null && !toStoredImageFormat(path.extension)) throw notFound();

  const source: ImageSource | null = isAvatarPublicId(path.publicId)
    ? await findAvatarSource(storage, path.publicId, path.version)
    : await findImageOriginal(storage, path.publicId, path.extension);
  if (!source) throw notFound();

  const plain = toStoredImageFormat(path.extension) ?? source.format;
  const format =
    requested === 'auto'
      ? negotiateFormat(c.req.header('accept'), plain)
      : requested === undefined
        ? plain
        : toStoredImageFormat(requested)!;
  const headers: Record<string, string> = { 'content-type': IMAGE_CONTENT_TYPES[format] };
  if (requested === 'auto') headers.vary = 'Accept';

  const resized = transformation?.width !== undefined || transformation?.height !== undefined;
  const key =
    !resized && format === source.format
      ? source.key
      : await ensureImageVariant(storage, source, {
          publicId: path.publicId,
          version: path.version,
          transformation,
          format,
        });
  const object = await storage.get(key);
  if (!object) throw notFound();
  return respond(c, object, headers);
}

const VIDEO_EXTENSIONS: Record<string, VideoContainer> = { mp4: 'mp4', webm: 'webm', mov: 'mov' };

async function serveVideo(c: Context<AppEnv>, storage: MediaStorage, path: DeliveryPath): Promise<Response> {
  const preferred = path.extension === null ? null : VIDEO_EXTENSIONS[path.extension];
  if (path.extension !== null && !preferred) throw notFound();
  const containers = preferred ? [preferred] : (['mp4', 'webm', 'mov'] as const);
  // Videos are served as uploaded (no transcoding): a size is only a hint to the player, a format must match.
  const requested = path.transformation?.format;
  let found: { key: string; container: VideoContainer } | null = null;
  for (const container of containers) {
    const key = originalKey('video', path.publicId, container);
    if (await storage.has(key)) {
      found = { key, container };
      break;
    }
  }
  if (!found) throw notFound();
  if (requested !== undefined && requested !== 'auto' && requested !== found.container) {
    throw invalidField('params.transformation', `This video is only served as ${found.container}.`);
  }

  const headers = { 'content-type': VIDEO_CONTENT_TYPES[found.container], 'accept-ranges': 'bytes' };
  const whole = await storage.get(found.key);
  if (!whole) throw notFound();
  const rangeHeader = c.req.header('range');
  const ifRange = c.req.header('if-range');
  if (!rangeHeader || (ifRange !== undefined && ifRange !== whole.etag) || isNotModified(c, whole.etag)) {
    return respond(c, whole, headers);
  }
  const range = parseRange(rangeHeader, whole.size);
  if (range === 'ignore') return respond(c, whole, headers);
  await whole.body.cancel();
  if (range === 'unsatisfiable') {
    throw new ApiError(416, 'RANGE_NOT_SATISFIABLE', 'The requested range is outside the file.', [], {
      'content-range': `bytes */${whole.size}`,
    });
  }
  const part = await storage.get(found.key, range);
  if (!part) throw notFound();
  return new Response(part.body, {
    status: 206,
    headers: {
      ...cacheHeaders(part.etag),
      ...headers,
      'content-range': `bytes ${range.start}-${range.end}/${part.size}`,
      'content-length': String(range.end - range.start + 1),
    },
  });
}

/**
 * RFC 9110 §14.1.2: one 'bytes=a-b', 'bytes=a-' or 'bytes=-n' range. Several ranges are answered with the whole
 * file (allowed), a malformed header is ignored; a range wholly past the end is unsatisfiable.
 */
export function parseRange(header: string, size: number): ByteRange | 'ignore' | 'unsatisfiable' {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'ignore';
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
    if (match[2] !== '' && Number(match[2]) < start) return 'ignore';
  }
  if (start >= size || size === 0) return 'unsatisfiable';
  return { start, end };
}

function cacheHeaders(etag: string): Record<string, string> {
  return { 'cache-control': IMMUTABLE_CACHE_CONTROL, etag, 'x-content-type-options': 'nosniff' };
}

/** RFC 9110 §13.1.2: If-None-Match with a list of (weak or strong) tags, or '*'. */
function isNotModified(c: Context<AppEnv>, etag: string): boolean {
  const header = c.req.header('if-none-match');
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

async function respond(
  c: Context<AppEnv>,
  object: StoredObject,
  headers: Record<string, string>,
): Promise<Response> {
  if (isNotModified(c, object.etag)) {
    await object.body.cancel();
    const { 'content-type': _type, ...rest } = headers;
    return new Response(null, { status: 304, headers: { ...cacheHeaders(object.etag), ...rest } });
  }
  return new Response(object.body, {
    status: 200,
    headers: { ...cacheHeaders(object.etag), ...headers, 'content-length': String(object.size) },
  });
}
