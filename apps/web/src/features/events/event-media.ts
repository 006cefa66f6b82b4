/**
 * The pictures of an event page through the spec §9 presets: the hero (1366x768, with the 600x400 rendition in
 * srcset for phones), the Open Graph card image (absolute) and the video, if the first media item is one.
 */
import { buildImageUrl, buildVideoUrl, IMAGE_PRESETS } from '@happenings/domain/media';

export interface MediaSource {
  secure_url: string;
  resource_type: 'image' | 'video' | string;
  width?: number | null;
  height?: number | null;
  /** The uploader's text alternative (WCAG 1.1.1), when they wrote one. */
  alt?: string | null;
}

export const HERO_IMAGE = IMAGE_PRESETS.hero;
export const OG_IMAGE = IMAGE_PRESETS.hero;

/** Below the tablet breakpoint the hero spans the screen; above it, the left column of at most ~760 px. */
export const HERO_SIZES = '(min-width: 900px) 760px, 100vw';

export interface HeroImage {
  src: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
  /** The uploader's own alt text, or null: the page then describes the picture from the event. */
  alt: string | null;
}

export function firstImage<T extends MediaSource>(media: readonly T[]): T | undefined {
  return media.find((item) => item.resource_type === 'image');
}

export function heroImage(media: readonly MediaSource[]): HeroImage | null {
  const image = firstImage(media);
  if (!image) return null;
  const at = (preset: 'hero' | 'cardLandscape') =>
    buildImageUrl(image.secure_url, { baseUrl: '', preset, format: 'webp' });
  return {
    src: at('hero'),
    srcSet: `${at('cardLandscape')} ${IMAGE_PRESETS.cardLandscape.width}w, ${at('hero')} ${HERO_IMAGE.width}w`,
    sizes: HERO_SIZES,
    width: HERO_IMAGE.width,
    height: HERO_IMAGE.height,
    alt: image.alt?.trim() || null,
  };
}

/** The video to play when the first media item is one: an MP4 rendition and the first image as its poster. */
export function heroVideo(media: readonly MediaSource[]): { src: string; poster: string | null } | null {
  const first = media[0];
  if (first?.resource_type !== 'video') return null;
  const poster = firstImage(media);
  return {
    src: buildVideoUrl(first.secure_url, { baseUrl: '', format: 'mp4' }),
    poster: poster ? buildImageUrl(poster.secure_url, { baseUrl: '', preset: 'hero', format: 'webp' }) : null,
  };
}

/** The Open Graph / Twitter card image: 1366x768 JPEG (crawlers read JPEG everywhere), absolute. */
export function socialImageUrl(media: readonly MediaSource[], siteUrl: string): string | null {
  const image = firstImage(media);
  if (!image) return null;
  const url = buildImageUrl(image.secure_url, { baseUrl: '', preset: 'hero', format: 'jpg' });
  return new URL(url, `${siteUrl}/`).toString();
}
