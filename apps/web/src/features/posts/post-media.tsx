/**
 * A post's photo or video at a spec §9 preset: a card's square tile or the post page's large picture. The picture
 * fills its frame (object-fit: cover on cards), so a card never shows a blank strip beside it. Alt text: the
 * uploader's own when they wrote one, else words from the post.
 */
import { buildImageUrl, buildVideoUrl, IMAGE_PRESETS } from '@happenings/domain/media';
import type { Post } from './posts.types';
import { postTitle } from './posts.types';

/** 'card': the square tile of lists; 'page': the post page's picture in its own shape. */
type Preset = 'card' | 'page';

/** One of the single widths the media server renders (apps/api media delivery-path.ts). */
const PAGE_WIDTH = 960;

export function describePostMedia(
  post: Pick<Post, 'media' | 'caption' | 'user' | 'experience' | 'venue'>,
): string {
  const item = post.media[0];
  const own = item?.alt?.trim();
  if (own) return own;
  const kind = item?.resource_type === 'video' ? 'Video' : 'Photo';
  return `${kind}: ${postTitle(post, 120)}`;
}

export function PostMedia({
  post,
  preset,
  className,
  controls = false,
  priority = false,
}: {
  post: Pick<Post, 'media' | 'caption' | 'user' | 'experience' | 'venue'>;
  preset: Preset;
  className?: string;
  /** The post page plays its video with controls; a card shows the first frame. */
  controls?: boolean;
  priority?: boolean;
}) {
  const item = post.media[0];
  if (!item) return null;
  const label = describePostMedia(post);
  if (item.resource_type === 'video') {
    return (
      <video
        src={buildVideoUrl(item.secure_url, { baseUrl: '', format: 'mp4' })}
        className={className}
        controls={controls}
        muted={!controls}
        playsInline
        preload="metadata"
        aria-label={label}
        width={item.width ?? undefined}
        height={item.height ?? undefined}
      />
    );
  }
  // The post page keeps the picture's own shape, at most PAGE_WIDTH wide; a card crops to its square.
  const isPage = preset === 'page';
  const square = IMAGE_PRESETS.squareLarge;
  const width = isPage ? Math.min(item.width ?? PAGE_WIDTH, PAGE_WIDTH) : square.width;
  const height =
    isPage && item.width && item.height ? Math.round((width * item.height) / item.width) : square.height;
  const src = isPage
    ? buildImageUrl(item.secure_url, { baseUrl: '', width: PAGE_WIDTH, crop: 'limit', format: 'webp' })
    : buildImageUrl(item.secure_url, { baseUrl: '', preset: 'squareLarge', format: 'webp' });
  return (
    // biome-ignore lint/performance/noImgElement: media come from our media server at a spec §9 preset already.
    <img
      src={src}
      alt={label}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}
