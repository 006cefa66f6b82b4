/**
 * spec §7 Media: the upload signature, the signed upload, and the public media server (images at the presets of
 * §9 as webp/avif, videos with ranges, default avatars).
 */
import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { App, AppEnv } from '../../context.ts';
import { validated } from '../../http/validated.ts';
import { requireUser } from '../auth/session.middleware.ts';
import { toMediaItemResponse } from './media.response.ts';
import {
  mediaSignatureQuerySchema,
  mediaSignatureSchema,
  uploadedMediaItemSchema,
  uploadFormDocumentation,
} from './media.schemas.ts';
import { serveMedia } from './media-delivery.ts';
import { EAGER_TRANSFORMATIONS, signUploadParams } from './media-signature.ts';
import { checkSignedFields, readUploadFields, storeUpload } from './media-upload.ts';
import { readUploadForm } from './upload-body.ts';

/** 401 before anything is validated or read: an anonymous upload is refused without reading its body. */
const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

const errorResponse = (description: string) => ({ description });

const signatureRoute = createRoute({
  method: 'get',
  path: '/api/v1/app/media-signature',
  tags: ['Media'],
  summary: 'Parameters and signature for one upload, by the caller, to POST /api/v1/media/upload',
  middleware: [signedIn] as const,
  request: { query: mediaSignatureQuerySchema },
  responses: {
    200: { description: 'Signed', content: { 'application/json': { schema: mediaSignatureSchema } } },
    400: errorResponse('type is not image or video'),
    401: errorResponse('Not signed in'),
  },
});

/** The one route that reads its own (larger, per-type) body limit: upload-body.ts. */
export const MEDIA_UPLOAD_PATH = '/api/v1/media/upload';

const uploadRoute = createRoute({
  method: 'post',
  path: MEDIA_UPLOAD_PATH,
  tags: ['Media'],
  summary: 'Signed upload of an image (≤ 15 MB) or a video (≤ 200 MB)',
  middleware: [signedIn] as const,
  request: {
    body: { required: true, content: { 'multipart/form-data': { schema: uploadFormDocumentation } } },
  },
  responses: {
    200: { description: 'Stored', content: { 'application/json': { schema: uploadedMediaItemSchema } } },
    400: errorResponse(
      'A bad field, a bad signature (INVALID_SIGNATURE: not ours, or issued to another user), SIGNATURE_EXPIRED, SIGNATURE_USED (each signature uploads one file), a wrong file type, or an image over 10,000 px a side or 40 megapixels',
    ),
    401: errorResponse('Not signed in'),
    413: errorResponse('The file is over its size limit'),
  },
});

export function registerMediaRoutes(app: App): void {
  app.openapi(signatureRoute, (c) => {
    const { config, clock } = c.get('services');
    const { type } = c.req.valid('query');
    const transformation = EAGER_TRANSFORMATIONS[type];
    const user = requireUser(c);
    const timestamp = Math.floor(clock() / 1000);
    const signature = signUploadParams(
      { timestamp, transformation, type, userId: user.id },
      config.media.apiSecret,
    );
    return c.json(
      validated(mediaSignatureSchema, {
        cloudname: config.media.cloudname,
        transformation,
        timestamp,
        signature,
        apikey: config.media.apiKey,
      }),
      200,
    );
  });

  app.openapi(uploadRoute, async (c) => {
    const services = c.get('services');
    const user = requireUser(c);
    const receivedAt = services.clock();
    const fields = readUploadFields(await readUploadForm(c.req.raw));
    await checkSignedFields(fields, services, user, receivedAt);
    const row = await storeUpload(services, user, fields);
    return c.json(validated(uploadedMediaItemSchema, toMediaItemResponse(row)), 200);
  });

  // The media server: public, outside /api/v1 (CDN-style addresses that buildImageUrl rewrites).
  app.get('/media/*', serveMedia);
}
