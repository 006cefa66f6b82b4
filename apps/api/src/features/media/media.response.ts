import type { MediaItemRow } from '@happenings/db/media';
import type { AudioStream, VideoStream } from '@happenings/domain/schemas';
import type { UploadedMediaItem } from './media.schemas.ts';

/** spec §3 Media item from its row (snake-case names, as the media host sends them). */
export function toMediaItemResponse(row: MediaItemRow): UploadedMediaItem {
  const resourceType = row.resourceType === 'video' ? 'video' : 'image';
  return {
    asset_id: row.assetId ?? row.id,
    bit_rate: row.bitRate,
    bytes: row.bytes ?? 0,
    created_at: (row.uploadedAt ?? row.createdAt).toISOString(),
    duration: row.duration,
    etag: row.etag ?? '',
    format: row.format ?? '',
    height: row.height,
    width: row.width,
    public_id: row.publicId,
    secure_url: row.secureUrl,
    resource_type: resourceType,
    video: (row.video as VideoStream | null) ?? null,
    audio: (row.audio as AudioStream | null) ?? null,
    aspect_ratio: row.aspectRatio,
  };
}
