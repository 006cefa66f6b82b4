/**
 * The image sizes the product asks the CDN for (spec §9 image presets). Restricting transformations to these
 * keeps the CDN cache small and lets the media server refuse arbitrary sizes.
 */

export interface ImageSize {
  width: number;
  height: number;
}

/** spec §9: the presets (width x height). The names are ours and say where each size is used. */
export const IMAGE_PRESETS = {
  story: { width: 1080, height: 1920 },
  hero: { width: 1366, height: 768 },
  cardLandscape: { width: 600, height: 400 },
  cardPortrait: { width: 400, height: 600 },
  square: { width: 300, height: 300 },
  bannerLandscape: { width: 500, height: 300 },
  bannerPortrait: { width: 300, height: 500 },
  thumbnail: { width: 200, height: 200 },
  avatar: { width: 100, height: 100 },
  icon: { width: 30, height: 30 },
  squareLarge: { width: 600, height: 600 },
} as const satisfies Record<string, ImageSize>;
export type ImagePreset = keyof typeof IMAGE_PRESETS;

/** The presets as a list in spec order. */
export const IMAGE_PRESET_LIST: readonly (ImageSize & { name: ImagePreset })[] = (
  Object.keys(IMAGE_PRESETS) as ImagePreset[]
).map((name) => ({ name, ...IMAGE_PRESETS[name] }));

/** The preset of exactly this width and height, or undefined (e.g. for a server that only serves presets). */
export function findImagePreset(width: number, height: number): ImagePreset | undefined {
  return IMAGE_PRESET_LIST.find((preset) => preset.width === width && preset.height === height)?.name;
}
