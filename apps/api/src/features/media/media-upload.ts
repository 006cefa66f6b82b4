/**
 * POST /api/v1/media/upload: checks a signed upload (spec §7) and stores it. Order: body size, fields, api key,
 * signature, expiry, one use, the type's size limit, an image's dimensions, then the file's real type and
 * content from its bytes.
 */
import type { MediaItemRow } from '@happenings/db/media';
import { parseTransformation } from '@happenings/domain/media';
import type { z } from 'zod';
import type { AppServices, SessionUser } from '../../context.ts';
import { ApiError, payloadTooLarge } from '../../errors/api-error.ts';
import { toErrorDetails } from '../../errors/error-handler.ts';
import { UPLOAD_FIELD_NAMES, uploadFieldsSchema } from './media.schemas.ts';
import { isSignatureExpired, USED_NONCE_MEMORY_MS, verifySignature } from './media-signature.ts';
import { storeMediaFile } from './store-media-file.ts';
import { tooLargeMessage, UPLOAD_LIMITS } from './upload-body.ts';

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

/** Stores the checked upload and records it as the caller's. */
export async function storeUpload(
  services: AppServices,
  owner: SessionUser,
  fields: UploadFields,
): Promise<MediaItemRow> {
  const { type, file } = fields;
  if (file.size > UPLOAD_LIMITS[type]) throw payloadTooLarge(tooLargeMessage(type));
  const input = new Uint8Array(await file.arrayBuffer());
  const { config, db, clock } = services;
  return storeMediaFile({ config, db, now: clock() }, owner.id, {
    type,
    input,
    transformation: fields.transformation,
  });
}
