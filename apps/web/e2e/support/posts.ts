import type { APIRequestContext } from '@playwright/test';
import { makeGradientPng } from './images';
import { bearer } from './people';

/**
 * Posts a small photo about an experience through the API as `token`'s user: the signed upload (GET
 * /api/v1/app/media-signature, POST /api/v1/media/upload), then POST /api/v1/posts. Answers the post's id.
 */
export async function createPhotoPost(
  request: APIRequestContext,
  token: string,
  options: { experienceId: string; caption: string },
): Promise<string> {
  const signature = await request.get('/api/v1/app/media-signature?type=image', { headers: bearer(token) });
  if (!signature.ok()) throw new Error(`no signature: ${signature.status()}`);
  const signed = (await signature.json()) as {
    apikey: string;
    timestamp: number;
    signature: string;
    transformation: string;
  };
  const upload = await request.post('/api/v1/media/upload', {
    headers: bearer(token),
    multipart: {
      file: { name: 'post.png', mimeType: 'image/png', buffer: makeGradientPng(320, 240) },
      apikey: signed.apikey,
      timestamp: String(signed.timestamp),
      signature: signed.signature,
      type: 'image',
      transformation: signed.transformation,
    },
  });
  if (!upload.ok()) throw new Error(`upload failed: ${upload.status()} ${await upload.text()}`);
  const created = await request.post('/api/v1/posts', {
    headers: bearer(token),
    data: { media: [await upload.json()], caption: options.caption, experienceId: options.experienceId },
  });
  if (created.status() !== 201) throw new Error(`post failed: ${created.status()} ${await created.text()}`);
  return ((await created.json()) as { id: string }).id;
}
