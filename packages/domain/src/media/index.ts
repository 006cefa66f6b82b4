export {
  AVATAR_SIZES,
  AVATAR_VARIANTS,
  type AvatarSize,
  type AvatarVariant,
  DEFAULT_AVATAR_SIZE,
  DEFAULT_AVATAR_VERSION,
  type DefaultAvatarInput,
  getAvatarVariant,
  getDefaultAvatarPath,
} from './default-avatar.ts';
export {
  findImagePreset,
  IMAGE_PRESET_LIST,
  IMAGE_PRESETS,
  type ImagePreset,
  type ImageSize,
} from './image-presets.ts';
export { buildImageUrl, buildVideoUrl, type ImageUrlOptions, type VideoUrlOptions } from './media-url.ts';
export {
  CROP_MODES,
  type CropMode,
  formatTransformation,
  IMAGE_FORMATS,
  type ImageFormat,
  isTransformationSegment,
  MAX_TRANSFORMATION_DIMENSION,
  type MediaFormat,
  parseTransformation,
  type Transformation,
  VIDEO_FORMATS,
  type VideoFormat,
} from './transformation.ts';
