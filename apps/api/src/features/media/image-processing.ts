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

const isAnimatable = (format: StoredImageFormat) => format === 'gif' || format === 'webp';

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
 * (EXIF with GPS position, XMP, IPTC) dropped — sharp writes none unless asked. Null when it is no supported image.
 */
export async function cleanUploadedImage(input: Uint8Array): Promise<CleanImage | null> {
  let format: StoredImageFormat | null;
  try {
    format = toStoredFormat(await sharp(input).metadata());
  } catch {
    return null;
  }
  if (!format) return null;
  try {
    const pipeline = sharp(input, { animated: isAnimatable(format) }).autoOrient();
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
  let pipeline = sharp(input, { animated }).autoOrient();
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
