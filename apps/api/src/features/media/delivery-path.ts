/**
 * The media addresses this server answers (Cloudinary-like, so @happenings/domain/media's buildImageUrl can
 * insert a transformation after '/upload/'):
 *
 *   /media/{cloudname}/{image|video}/upload/[{transformation}/][v{version}/]{public_id}[.{ext}]
 *
 * and the policy of which transformations it renders: spec §9's presets, a short list of single widths or
 * heights, and the eager upload transformation — never an arbitrary size.
 */
import {
  findImagePreset,
  IMAGE_PRESET_LIST,
  isTransformationSegment,
  parseTransformation,
  type Transformation,
} from '@happenings/domain/media';
import type { MediaResourceType } from '@happenings/domain/schemas';
import { ApiError, invalidField } from '../../errors/api-error.ts';
import { EAGER_TRANSFORMATIONS } from './media-signature.ts';

export interface DeliveryPath {
  cloudname: string;
  resourceType: MediaResourceType;
  /** The transformation segment as written, or null. */
  transformationText: string | null;
  transformation: Transformation | null;
  version: number | null;
  /** 'seed/experiences/jazz-night-1' */
  publicId: string;
  /** Lower-case extension from the address ('jpg'), or null when it has none. */
  extension: string | null;
}

const PUBLIC_ID_SEGMENT = /^[A-Za-z0-9_-]{1,128}$/;
const LAST_SEGMENT = /^([A-Za-z0-9_-]{1,128})(?:\.([A-Za-z0-9]{2,5}))?$/;
const VERSION_SEGMENT = /^v(\d{1,12})$/;

const unknownMedia = () => new ApiError(404, 'NOT_FOUND', 'Media not found.');
const badPath = () => invalidField('params.path', 'Not a media address.');

/** Parses the request path; 404 when it is not ours, 400 when a segment is malformed (e.g. '..'). */
export function parseDeliveryPath(path: string, cloudname: string): DeliveryPath {
  const segments = path.split('/');
  // ['', 'media', cloudname, resourceType, 'upload', ...rest]
  const [empty, media, name, resourceType, upload, ...rest] = segments;
  if (empty !== '' || media !== 'media' || upload !== 'upload') throw unknownMedia();
  if (name !== cloudname || (resourceType !== 'image' && resourceType !== 'video')) throw unknownMedia();

  let transformationText: string | null = null;
  let transformation: Transformation | null = null;
  if (rest.length > 1 && isTransformationSegment(rest[0]!)) {
    transformationText = rest.shift()!;
    transformation = parseTransformation(transformationText);
    if (!transformation) throw invalidField('params.transformation', 'Not a supported transformation.');
  }
  let version: number | null = null;
  const versionMatch = rest.length > 1 ? VERSION_SEGMENT.exec(rest[0]!) : null;
  if (versionMatch) {
    version = Number(versionMatch[1]);
    rest.shift();
  }
  const last = rest.pop();
  const lastMatch = last === undefined ? null : LAST_SEGMENT.exec(last);
  if (!lastMatch || rest.length > 10 || !rest.every((segment) => PUBLIC_ID_SEGMENT.test(segment))) {
    throw badPath();
  }
  return {
    cloudname: name,
    resourceType,
    transformationText,
    transformation,
    version,
    publicId: [...rest, lastMatch[1]!].join('/'),
    extension: lastMatch[2]?.toLowerCase() ?? null,
  };
}

/** Single widths (or heights) served besides the presets: the preset sides and the site's breakpoints (§9). */
export const ALLOWED_SINGLE_DIMENSIONS: ReadonlySet<number> = new Set([
  ...IMAGE_PRESET_LIST.flatMap((preset) => [preset.width, preset.height]),
  480,
  768,
  960,
  1200,
  1920,
  2048,
]);

const EAGER_IMAGE = parseTransformation(EAGER_TRANSFORMATIONS.image)!;

/** Whether the server renders this size: a §9 preset, the eager size, or one allowed width or height. */
export function isAllowedImageSize({ width, height, crop }: Transformation): boolean {
  if (width !== undefined && height !== undefined) {
    if (findImagePreset(width, height)) return true;
    return crop === EAGER_IMAGE.crop && width === EAGER_IMAGE.width && height === EAGER_IMAGE.height;
  }
  const side = width ?? height;
  return side === undefined || ALLOWED_SINGLE_DIMENSIONS.has(side);
}
