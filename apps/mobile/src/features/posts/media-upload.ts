/**
 * Uploading one photo or video (spec §7 Media): a signature for the caller (GET /api/v1/app/media-signature),
 * then the file with it as multipart form data (POST /api/v1/media/upload), which answers the stored media item a
 * post carries.
 *
 * The file part is what the platform's FormData can send. On iOS and Android it is React Native's local-file
 * part, `{ uri, name, type }`, which the runtime reads from disk as it sends. On the web the image picker hands a
 * real File beside the URI, which the browser's FormData takes, as does Node's under jest (whose fetch neither
 * reads file: URLs nor knows the local-file part, so the tests' picker hands a File as the web's does).
 */
import type { components } from '@happenings/client';
import type { ImagePickerAsset } from 'expo-image-picker';
import { ApiRequestError, apiErrorReason } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';

export type UploadedMedia = components['schemas']['UploadedMediaItem'];
type MediaType = 'image' | 'video';

/** React Native's local-file part of a FormData (a Blob where the platform has one). */
export type UploadFile = Blob | { uri: string; name: string; type: string };

export interface PickedMedia {
  type: MediaType;
  file: UploadFile;
  /** For the preview before the upload answers. */
  uri: string;
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/heic': 'heic',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
};

/** What the picker chose, as the upload sends it. */
export function toPickedMedia(asset: ImagePickerAsset): PickedMedia {
  const type: MediaType = asset.type === 'video' || asset.mimeType?.startsWith('video/') ? 'video' : 'image';
  if (asset.file) return { type, file: asset.file, uri: asset.uri };
  const mime = asset.mimeType ?? (type === 'video' ? 'video/mp4' : 'image/jpeg');
  const name = asset.fileName || `${type === 'video' ? 'video' : 'photo'}.${EXTENSIONS[mime] ?? 'jpg'}`;
  return { type, file: { uri: asset.uri, name, type: mime }, uri: asset.uri };
}

export async function uploadMedia(picked: PickedMedia): Promise<UploadedMedia> {
  const { api } = getAppServices();
  const { data: signature, response } = await api.GET('/api/v1/app/media-signature', {
    params: { query: { type: picked.type } },
  });
  if (!signature) throw new ApiRequestError(response.status);
  const form = new FormData();
  // React Native's FormData takes the local-file part; its type has only Blob and string.
  form.append('file', picked.file as Blob, picked.file instanceof Blob ? fileName(picked) : undefined);
  form.append('apikey', signature.apikey);
  form.append('timestamp', String(signature.timestamp));
  form.append('signature', signature.signature);
  form.append('type', picked.type);
  form.append('transformation', signature.transformation);
  const uploaded = await api.POST('/api/v1/media/upload', {
    // The form goes as it is: the platform writes the multipart boundary.
    body: form as never,
    bodySerializer: (body) => body as unknown as FormData,
  });
  if (!uploaded.data) {
    throw new ApiRequestError(uploaded.response.status, apiErrorReason(uploaded.error));
  }
  return uploaded.data;
}

function fileName(picked: PickedMedia): string {
  const named = (picked.file as { name?: unknown }).name;
  return typeof named === 'string' && named ? named : picked.type === 'video' ? 'video.mp4' : 'photo.jpg';
}
