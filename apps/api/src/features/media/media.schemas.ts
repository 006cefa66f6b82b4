/**
 * Request and response schemas of the media calls (spec §7 Media).
 */
import { mediaItemSchema, mediaResourceTypeSchema, textSchema } from '@happenings/domain/schemas';
import { z } from 'zod';

export const mediaSignatureQuerySchema = z.object({ type: mediaResourceTypeSchema });

/** spec §7: exactly these names. */
export const mediaSignatureSchema = z
  .object({
    cloudname: z.string(),
    /** The eager transformation to send with the upload ('c_limit,w_2048,h_2048'). */
    transformation: z.string(),
    /** Seconds since the epoch; the signature is good for ten minutes. */
    timestamp: z.int(),
    /**
     * Opaque: send it back as it is. Good for one upload by the user it was issued to ('{nonce}.{HMAC-SHA256
     * hex}', the HMAC covering nonce, timestamp, transformation, type and the user's id).
     */
    signature: z.string(),
    apikey: z.string(),
  })
  .meta({ id: 'MediaSignature' });

/** The multipart fields of POST /api/v1/media/upload, checked in the handler (the body is read with a size cap). */
export const uploadFieldsSchema = z.object({
  file: z.instanceof(File, { message: 'Expected a file' }),
  apikey: textSchema.min(1).max(256),
  timestamp: z.coerce.number().int().positive(),
  signature: textSchema.min(1).max(256),
  type: mediaResourceTypeSchema,
  transformation: textSchema.max(200),
});

export const UPLOAD_FIELD_NAMES = Object.keys(
  uploadFieldsSchema.shape,
) as (keyof typeof uploadFieldsSchema.shape)[];

/** The multipart body as documented in the OpenAPI document (a plain schema: validation is the handler's). */
export const uploadFormDocumentation = {
  type: 'object' as const,
  required: ['file', 'apikey', 'timestamp', 'signature', 'type', 'transformation'],
  properties: {
    file: {
      type: 'string' as const,
      format: 'binary',
      description: 'Images up to 15 MB, videos up to 200 MB',
    },
    apikey: { type: 'string' as const },
    timestamp: { type: 'integer' as const, description: 'From the media signature' },
    signature: { type: 'string' as const, description: 'From the media signature' },
    type: { type: 'string' as const, enum: ['image', 'video'] },
    transformation: { type: 'string' as const, description: 'From the media signature' },
  },
};

/**
 * spec §3 Media item as this server answers it: the domain's fields, with null where the file does not say
 * (a video's size or duration when its container carries none) and the URL of our own media server, which is
 * http in development.
 */
export const uploadedMediaItemSchema = z
  .object({
    ...mediaItemSchema.shape,
    secure_url: z.url({ protocol: /^https?$/ }),
    width: z.int().positive().nullable(),
    height: z.int().positive().nullable(),
    aspect_ratio: z.number().positive().nullable(),
  })
  .meta({ id: 'UploadedMediaItem' });
export type UploadedMediaItem = z.infer<typeof uploadedMediaItemSchema>;
