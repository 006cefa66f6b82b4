/**
 * Addresses of media on the CDN, rewritten with a transformation for size and format (spec §7 Media, §9).
 *
 * A media address is `{baseUrl}/{image|video}/upload/[{transformation}/][v{version}/]{publicId}[.ext]`. The
 * builders accept either a full address (as stored in `secure_url`), a path below the base URL
 * ('image/upload/v1/avatar/...', as given by getDefaultAvatarPath) or a bare public id ('events/abc').
 */
import { IMAGE_PRESETS, type ImagePreset } from './image-presets.ts';
import {
  type CropMode,
  formatTransformation,
  type ImageFormat,
  isTransformationSegment,
  type Transformation,
  type VideoFormat,
} from './transformation.ts';

interface MediaUrlOptions {
  /** Where bare public ids and relative paths are served from: 'https://res.cloudinary.com/happenings'. */
  baseUrl: string;
  width?: number;
  height?: number;
  /** Default 'fill' when a width or height is given. */
  crop?: CropMode;
}

export interface ImageUrlOptions extends MediaUrlOptions {
  /** spec §9 preset; its width and height win over `width` and `height`. */
  preset?: ImagePreset;
  format?: ImageFormat;
}

export interface VideoUrlOptions extends MediaUrlOptions {
  format?: VideoFormat;
}

const UPLOAD = '/upload/';

function toTransformation(options: ImageUrlOptions | VideoUrlOptions): Transformation {
  const size = 'preset' in options && options.preset ? IMAGE_PRESETS[options.preset] : options;
  const hasSize = size.width !== undefined || size.height !== undefined;
  return {
    crop: options.crop ?? (hasSize ? 'fill' : undefined),
    width: size.width,
    height: size.height,
    format: options.format,
  };
}

function toAbsoluteUrl(publicIdOrUrl: string, resourceType: 'image' | 'video', baseUrl: string): string {
  if (/^(https?:)?\/\//.test(publicIdOrUrl)) return publicIdOrUrl;
  const base = baseUrl.replace(/\/+$/, '');
  const path = publicIdOrUrl.replace(/^\/+/, '');
  if (path.includes(UPLOAD)) return `${base}/${path}`;
  return `${base}/${resourceType}${UPLOAD}${path}`;
}

function rewriteUrl(url: string, transformation: string): string {
  const at = url.indexOf(UPLOAD);
  // Not a CDN upload address (e.g. an external image): serve it as it is.
  if (at < 0) return url;
  const head = url.slice(0, at + UPLOAD.length);
  const segments = url.slice(at + UPLOAD.length).split('/');
  // Replace an existing transformation rather than chaining a second one onto it.
  if (segments.length > 1 && isTransformationSegment(segments[0]!)) segments.shift();
  if (transformation) segments.unshift(transformation);
  return head + segments.join('/');
}

/**
 * The address of an image rendition: 'https://cdn/x/image/upload/c_fill,w_600,h_400,f_webp/v1/events/a.jpg'.
 * Addresses that are not CDN uploads are returned unchanged.
 */
export function buildImageUrl(publicIdOrUrl: string, options: ImageUrlOptions): string {
  const url = toAbsoluteUrl(publicIdOrUrl, 'image', options.baseUrl);
  return rewriteUrl(url, formatTransformation(toTransformation(options)));
}

/** The address of a video rendition, like buildImageUrl ('.../video/upload/c_fill,w_600,f_mp4/...'). */
export function buildVideoUrl(publicIdOrUrl: string, options: VideoUrlOptions): string {
  const url = toAbsoluteUrl(publicIdOrUrl, 'video', options.baseUrl);
  return rewriteUrl(url, formatTransformation(toTransformation(options)));
}
