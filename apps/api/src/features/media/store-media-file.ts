/**
 * Storing one media file from its bytes: its real type and content checked (an image re-encoded clean, a video
 * probed), the original put in the media store, and its record written. The one path an uploaded file
 * (media-upload.ts) and a picture fetched for an imported event (imports/calendar-pictures.ts) both take: same
 * checks, same presets.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Database } from '@happenings/db/client';
import { insertMediaItem, type MediaItemRow } from '@happenings/db/media';
import { parseTransformation } from '@happenings/domain/media';
import type { MediaResourceType } from '@happenings/domain/schemas';
import type { ApiConfig } from '../../env.ts';
import { ApiError } from '../../errors/api-error.ts';
import { getMediaStorage } from '../../storage/media-storage.ts';
import {
  cleanUploadedImage,
  IMAGE_CONTENT_TYPES,
  isImageTooLarge,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  readImageHeader,
} from './image-processing.ts';
import { ensureImageVariant, originalKey } from './image-variants.ts';
import { probeVideo, VIDEO_CONTENT_TYPES } from './video-probe.ts';

const wrongType = (message: string) =>
  new ApiError(400, 'BAD_REQUEST', message, [{ field: 'body.file', message }]);

interface PreparedFile {
  bytes: Uint8Array;
  format: string;
  contentType: string;
  width: number | null;
  height: number | null;
  duration: number | null;
  video: Record<string, unknown> | null;
  audio: Record<string, unknown> | null;
}

const NOT_AN_IMAGE = 'The file is not a supported image (JPEG, PNG, WebP, GIF or AVIF).';

async function prepareFile(type: MediaResourceType, input: Uint8Array): Promise<PreparedFile> {
  if (type === 'image') {
    const header = await readImageHeader(input);
    if (!header)
      throw wrongType(probeVideo(input) ? 'The file is a video, but type is image.' : NOT_AN_IMAGE);
    if (isImageTooLarge(header)) {
      const frames = header.frames > 1 ? ` × ${header.frames} frames` : '';
      throw wrongType(
        `The image is ${header.width} × ${header.height} px${frames}: at most ${MAX_IMAGE_SIDE.toLocaleString('en-US')} px a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels in all.`,
      );
    }
    const image = await cleanUploadedImage(input, header);
    if (!image) throw wrongType(NOT_AN_IMAGE);
    return {
      bytes: image.bytes,
      format: image.format,
      contentType: IMAGE_CONTENT_TYPES[image.format],
      width: image.width,
      height: image.height,
      duration: null,
      video: null,
      audio: null,
    };
  }
  const probe = probeVideo(input);
  if (!probe) {
    throw wrongType(
      (await readImageHeader(input))
        ? 'The file is an image, but type is video.'
        : 'The file is not a supported video (MP4, WebM or QuickTime).',
    );
  }
  const dar = probe.width && probe.height ? `${probe.width}:${probe.height}` : undefined;
  return {
    bytes: input,
    format: probe.format,
    contentType: VIDEO_CONTENT_TYPES[probe.format],
    width: probe.width,
    height: probe.height,
    duration: probe.duration,
    video: { ...(probe.videoCodec ? { codec: probe.videoCodec } : {}), ...(dar ? { dar } : {}) },
    // spec §3: '{}' for a silent video.
    audio: probe.hasAudioTrack ? (probe.audioCodec ? { codec: probe.audioCodec } : {}) : {},
  };
}

export interface MediaFileTarget {
  config: Pick<ApiConfig, 'media' | 'publicUrl'>;
  db: Database;
  now: number;
}

/** Stores the file and records it as `ownerId`'s; a 400 ApiError naming what is wrong with the file. */
export async function storeMediaFile(
  target: MediaFileTarget,
  ownerId: string | null,
  file: { type: MediaResourceType; input: Uint8Array; transformation: string },
): Promise<MediaItemRow> {
  const { type } = file;
  const prepared = await prepareFile(type, file.input);

  const { config, db, now } = target;
  const storage = getMediaStorage(config.media);
  const version = Math.floor(now / 1000);
  const assetId = randomUUID().replace(/-/g, '');
  const publicId = `uploads/${assetId.slice(0, 20)}`;
  await storage.put(originalKey(type, publicId, prepared.format), prepared.bytes, prepared.contentType);

  const { width, height, duration } = prepared;
  const bytes = prepared.bytes.byteLength;
  const row = await insertMediaItem(db, {
    ownerId,
    assetId,
    publicId,
    secureUrl: `${config.publicUrl}/media/${config.media.cloudname}/${type}/upload/v${version}/${publicId}.${prepared.format}`,
    resourceType: type,
    format: prepared.format,
    width,
    height,
    bytes,
    bitRate: duration ? Math.round((bytes * 8) / duration) : null,
    duration,
    etag: createHash('md5').update(prepared.bytes).digest('hex'),
    aspectRatio: width && height ? Math.round((width / height) * 100000) / 100000 : null,
    video: prepared.video,
    audio: prepared.audio,
    uploadedAt: new Date(now),
  });

  // Eager transformation (spec §7): render the rendition the client will ask for first, so it is ready.
  const eager = parseTransformation(file.transformation);
  if (type === 'image' && eager) {
    await ensureImageVariant(
      storage,
      { key: originalKey('image', publicId, prepared.format), format: prepared.format as 'jpg' },
      { publicId, version, transformation: eager, format: prepared.format as 'jpg' },
    ).catch((error: unknown) => console.error('Eager rendition failed', publicId, error));
  }
  return row;
}
