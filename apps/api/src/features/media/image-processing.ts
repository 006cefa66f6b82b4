/**
 * Image work with sharp: what an uploaded file really is, its privacy clean-up, and the renditions served.
 */
import type { CropMode } from '@happenings/domain/media';
import sharp, { type FitEnum, type Metadata, type Sharp } from 'sharp';

/** Formats stored and served, named as URLs and media items name them (Cloudinary: 'jpg', not 'jpeg'). */
export type StoredImageFormat = 'jpg' | 'png' | 'webp' | 'gif' | 'avif';
export const STORED_IMAGE_FORMATS: readonly StoredImageFormat[] = ['jpg', 'png', 'webp', 'gif', 'avif'];

export const IMAGE_CONTENT_TYPES: Record<StoredImageFormat, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** sharp's name for a decoded format, mapped to ours; SVG, TIFF, HEIC (HEVC) and the rest are refused. */
function toStoredFormat(metadata: Metadata): StoredImageFormat | null {
  switch (metadata.format) {
    case 'jpeg':
      return 'jpg';
    case 'png':
    case 'webp':
    case 'gif':
      return metadata.format;
    case 'heif':
      return metadata.compression === 'av1' ? 'avif' : null;
    default:
      return null;
  }
}

export interface CleanImage {
  bytes: Buffer;
  format: StoredImageFormat;
  width: number;
  height: number;
}

/**
 * The largest image accepted: 10,000 px a side and 40 megapixels in all (every frame of an animation counts),
 * several times what any rendition needs (2048 px). A few kilobytes of compressed PNG can declare 16,000 × 16,000
 * pixels, a gigabyte once decoded: the size is read from the header and refused before anything is decoded.
 */
export const MAX_IMAGE_SIDE = 10_000;
export const MAX_IMAGE_PIXELS = 40_000_000;
/** sharp's own guard on every decode (uploads and renditions), should a header understate what follows. */
const SHARP_LIMITS = { limitInputPixels: MAX_IMAGE_PIXELS } as const;

export interface ImageHeader {
  format: StoredImageFormat;
  /** One frame's size. */
  width: number;
  height: number;
  frames: number;
}

const isAnimatable = (format: StoredImageFormat) => format === 'gif' || format === 'webp';

/** What the bytes say they are, from the header only (nothing decoded); null when no supported image. */
export async function readImageHeader(input: Uint8Array): Promise<ImageHeader | null> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input).metadata();
  } catch {
    return null;
  }
  const format = toStoredFormat(metadata);
  if (!format || !metadata.width || !metadata.height) return null;
  const frames = isAnimatable(format) ? (metadata.pages ?? 1) : 1;
  return { format, width: metadata.width, height: metadata.pageHeight ?? metadata.height, frames };
}

export function isImageTooLarge(header: ImageHeader): boolean {
  return (
    header.width > MAX_IMAGE_SIDE ||
    header.height > MAX_IMAGE_SIDE ||
    header.width * header.height * header.frames > MAX_IMAGE_PIXELS
  );
}

function encode(pipeline: Sharp, format: StoredImageFormat): Sharp {
  switch (format) {
    case 'jpg':
      return pipeline.jpeg({ quality: 90, mozjpeg: false });
    case 'png':
      return pipeline.png();
    case 'webp':
      return pipeline.webp({ quality: 85 });
    case 'gif':
      return pipeline.gif();
    case 'avif':
      return pipeline.avif({ quality: 60 });
  }
}

/**
 * The upload as it will be stored: same format, turned upright by its EXIF orientation, with every metadata block
 * (EXIF with GPS position, XMP, IPTC) dropped — sharp writes none unless asked. `header` is readImageHeader's, and
 * the caller has refused an image too large. Null when the bytes do not decode.
 */
export async function cleanUploadedImage(input: Uint8Array, header: ImageHeader): Promise<CleanImage | null> {
  const { format } = header;
  try {
    const pipeline = sharp(input, { animated: isAnimatable(format), ...SHARP_LIMITS }).autoOrient();
    const bytes = await encode(pipeline, format).toBuffer();
    const out = await sharp(bytes).metadata();
    return { bytes, format, width: out.width, height: out.pageHeight ?? out.height };
  } catch {
    return null;
  }
}

export interface RenditionOptions {
  crop: CropMode | undefined;
  width: number | undefined;
  height: number | undefined;
  format: StoredImageFormat;
}

const FIT: Record<CropMode, keyof FitEnum> = {
  fill: 'cover',
  thumb: 'cover',
  fit: 'inside',
  limit: 'inside',
  scale: 'fill',
  pad: 'contain',
};

/** A resized / re-encoded rendition (Cloudinary semantics of c_fill, c_fit, c_limit, c_scale, c_thumb, c_pad). */
export async function renderImage(input: Uint8Array, options: RenditionOptions): Promise<Buffer> {
  const animated = isAnimatable(options.format);
  let pipeline = sharp(input, { animated, ...SHARP_LIMITS }).autoOrient();
  if (options.width !== undefined || options.height !== undefined) {
    const crop = options.crop ?? 'scale';
    // c_scale with one side keeps the aspect ratio; with both it stretches.
    const fit: keyof FitEnum =
      crop === 'scale' && (options.width === undefined || options.height === undefined)
        ? 'inside'
        : FIT[crop];
    pipeline = pipeline.resize({
      width: options.width,
      height: options.height,
      fit,
      position: crop === 'thumb' ? 'attention' : 'centre',
      withoutEnlargement: crop === 'limit',
      background: { r: 255, g: 255, b: 255, alpha: options.format === 'jpg' ? 1 : 0 },
    });
  }
  if (options.format === 'jpg') pipeline = pipeline.flatten({ background: '#ffffff' });
  return encode(pipeline, options.format).toBuffer();
}
