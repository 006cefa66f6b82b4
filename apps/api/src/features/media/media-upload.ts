/**
 * POST /api/v1/media/upload: checks a signed upload (spec §7) and stores it. Order: body size, fields, api key,
 * signature, expiry, one use, the type's size limit, an image's dimensions, then the file's real type and
 * content from its bytes.
 */
import { createHash, randomUUID } from 'node:crypto';
import { insertMediaItem, type MediaItemRow } from '@happenings/db/media';
import { parseTransformation } from '@happenings/domain/media';
import type { z } from 'zod';
import type { AppServices, SessionUser } from '../../context.ts';
import { ApiError, payloadTooLarge } from '../../errors/api-error.ts';
import { toErrorDetails } from '../../errors/error-handler.ts';
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
import { UPLOAD_FIELD_NAMES, uploadFieldsSchema } from './media.schemas.ts';
import { isSignatureExpired, USED_NONCE_MEMORY_MS, verifySignature } from './media-signature.ts';
import { tooLargeMessage, UPLOAD_LIMITS } from './upload-body.ts';
import { probeVideo, VIDEO_CONTENT_TYPES } from './video-probe.ts';

type UploadFields = z.infer<typeof uploadFieldsSchema>;

const fieldError = (field: string, code: string, message: string) =>
  new ApiError(400, code, message, [{ field, message }]);

/** The form's fields, or a 400 naming the first bad one ('body.file'). */
export function readUploadFields(form: FormData): UploadFields {
  const raw = Object.fromEntries(UPLOAD_FIELD_NAMES.map((name) => [name, form.get(name) ?? undefined]));
  const parsed = uploadFieldsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const details = toErrorDetails(parsed.error, 'body');
  throw new ApiError(400, 'BAD_REQUEST', `Invalid ${details[0]?.field}: ${details[0]?.message}`, details);
}

/**
 * Api key, signature (timing-safe, issued to this user), expiry at `receivedAt` (when the request arrived, so a
 * slow upload is not penalised), and one use per signature; a 400 with its own code for each. The nonce is
 * recorded through the rate limiter, which every server process shares.
 */
export async function checkSignedFields(
  fields: UploadFields,
  services: AppServices,
  user: SessionUser,
  receivedAt: number,
): Promise<void> {
  const { media } = services.config;
  if (fields.apikey !== media.apiKey) {
    throw fieldError('body.apikey', 'INVALID_API_KEY', 'Unknown api key.');
  }
  const signed = {
    timestamp: fields.timestamp,
    transformation: fields.transformation,
    type: fields.type,
    userId: user.id,
  };
  const nonce = verifySignature(signed, fields.signature, media.apiSecret);
  if (!nonce) {
    throw fieldError('body.signature', 'INVALID_SIGNATURE', 'The upload signature does not match.');
  }
  if (isSignatureExpired(fields.timestamp, receivedAt)) {
    throw fieldError(
      'body.timestamp',
      'SIGNATURE_EXPIRED',
      'The upload signature has expired; ask for a new one.',
    );
  }
  if (fields.transformation !== '' && !parseTransformation(fields.transformation)) {
    throw fieldError('body.transformation', 'BAD_REQUEST', 'Not a supported transformation.');
  }
  const firstUse = await services.rateLimiter.consume(`media-signature:${nonce}`, {
    limit: 1,
    windowMs: USED_NONCE_MEMORY_MS,
  });
  if (!firstUse.allowed) {
    throw fieldError(
      'body.signature',
      'SIGNATURE_USED',
      'This upload signature has been used; ask for a new one.',
    );
  }
}

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

const wrongType = (message: string) => fieldError('body.file', 'BAD_REQUEST', message);

const NOT_AN_IMAGE = 'The file is not a supported image (JPEG, PNG, WebP, GIF or AVIF).';

async function prepareFile(type: UploadFields['type'], input: Uint8Array): Promise<PreparedFile> {
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

/** Stores the checked upload and records it as the caller's. */
export async function storeUpload(
  services: AppServices,
  owner: SessionUser,
  fields: UploadFields,
): Promise<MediaItemRow> {
  const { type, file } = fields;
  if (file.size > UPLOAD_LIMITS[type]) throw payloadTooLarge(tooLargeMessage(type));
  const prepared = await prepareFile(type, new Uint8Array(await file.arrayBuffer()));

  const { config, db, clock } = services;
  const storage = getMediaStorage(config.media);
  const now = clock();
  const version = Math.floor(now / 1000);
  const assetId = randomUUID().replace(/-/g, '');
  const publicId = `uploads/${assetId.slice(0, 20)}`;
  await storage.put(originalKey(type, publicId, prepared.format), prepared.bytes, prepared.contentType);

  const { width, height, duration } = prepared;
  const bytes = prepared.bytes.byteLength;
  const row = await insertMediaItem(db, {
    ownerId: owner.id,
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
  const eager = parseTransformation(fields.transformation);
  if (type === 'image' && eager) {
    await ensureImageVariant(
      storage,
      { key: originalKey('image', publicId, prepared.format), format: prepared.format as 'jpg' },
      { publicId, version, transformation: eager, format: prepared.format as 'jpg' },
    ).catch((error: unknown) => console.error('Eager rendition failed', publicId, error));
  }
  return row;
}
