/**
 * Media transformation strings: the Cloudinary-style path segment ('c_fill,w_600,h_400,f_webp') that asks the
 * media CDN for a resized / re-encoded rendition (spec §7 Media). Built by the clients, parsed by the server.
 */

export const CROP_MODES = ['fill', 'fit', 'limit', 'scale', 'thumb', 'pad'] as const;
export type CropMode = (typeof CROP_MODES)[number];

export const IMAGE_FORMATS = ['webp', 'avif', 'jpg', 'auto'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const VIDEO_FORMATS = ['mp4', 'webm', 'auto'] as const;
export type VideoFormat = (typeof VIDEO_FORMATS)[number];

export type MediaFormat = ImageFormat | VideoFormat;

/** A parsed transformation; every field optional. */
export interface Transformation {
  crop?: CropMode;
  width?: number;
  height?: number;
  format?: MediaFormat;
}

/** Largest width or height accepted when parsing, so a request cannot ask the server for a giant rendition. */
export const MAX_TRANSFORMATION_DIMENSION = 4096;

/**
 * 'c_fill,w_600,h_400,f_webp': components in a fixed order (crop, width, height, format) so that equal
 * transformations give equal URLs, and CDN cache entries are shared. Empty string when nothing is asked.
 */
export function formatTransformation(transformation: Transformation): string {
  const parts: string[] = [];
  if (transformation.crop) parts.push(`c_${transformation.crop}`);
  if (transformation.width !== undefined) parts.push(`w_${transformation.width}`);
  if (transformation.height !== undefined) parts.push(`h_${transformation.height}`);
  if (transformation.format) parts.push(`f_${transformation.format}`);
  return parts.join(',');
}

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

function parseDimension(value: string): number | null {
  if (!/^[1-9]\d{0,4}$/.test(value)) return null;
  const n = Number(value);
  return n <= MAX_TRANSFORMATION_DIMENSION ? n : null;
}

/**
 * Parses a transformation segment for the server that applies it. Components may come in any order; returns
 * null for anything it would not produce itself: unknown or repeated keys, unknown crop modes or formats,
 * dimensions that are not whole numbers from 1 to MAX_TRANSFORMATION_DIMENSION, or an empty string.
 */
export function parseTransformation(text: string): Transformation | null {
  if (!text) return null;
  const result: Transformation = {};
  for (const component of text.split(',')) {
    const match = /^([a-z])_(.+)$/.exec(component);
    if (!match) return null;
    const [, key, value] = match as unknown as [string, string, string];
    switch (key) {
      case 'c':
        if (result.crop !== undefined || !isOneOf(CROP_MODES, value)) return null;
        result.crop = value;
        break;
      case 'w':
      case 'h': {
        const field = key === 'w' ? 'width' : 'height';
        const n = parseDimension(value);
        if (result[field] !== undefined || n === null) return null;
        result[field] = n;
        break;
      }
      case 'f':
        if (
          result.format !== undefined ||
          !(isOneOf(IMAGE_FORMATS, value) || isOneOf(VIDEO_FORMATS, value))
        ) {
          return null;
        }
        result.format = value;
        break;
      default:
        return null;
    }
  }
  return result;
}

// Parameter keys of Cloudinary-style transformations, so that a folder such as 'my_photos' is not taken for one.
const TRANSFORMATION_KEYS = new Set(
  'a ac ar b bo br c co d dl dn dpr du e eo f fl fn fps g h ki l o p pg q r so sp t u vc vs w x y z'.split(
    ' ',
  ),
);

/** True when a path segment is a transformation (rather than a version 'v123' or part of a public id). */
export function isTransformationSegment(segment: string): boolean {
  if (segment.includes('/')) return false;
  return segment.split(',').every((part) => {
    const match = /^([a-z]{1,3})_./.exec(part);
    return match !== null && TRANSFORMATION_KEYS.has(match[1]!);
  });
}
