/**
 * spec §3 Media item, as returned by the media host after an upload and stored with whatever shows it
 * (experience.media, post.media, ...). Field names follow the media host's answer.
 */
export interface MediaItem {
  asset_id?: string;
  public_id: string;
  secure_url: string;
  resource_type: 'image' | 'video';
  format?: string;
  width?: number;
  height?: number;
  bytes?: number;
  bit_rate?: number;
  duration?: number;
  etag?: string;
  created_at?: string;
  aspect_ratio?: number;
  video?: Record<string, unknown>;
  audio?: Record<string, unknown>;
}
