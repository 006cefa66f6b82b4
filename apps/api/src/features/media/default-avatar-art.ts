/**
 * The default avatar artwork (spec §7: image/upload/v{version}/avatar/{variant}/{size}/{initial or base}.jpg),
 * drawn as SVG and rasterised by sharp. Letters are strokes of our own (no font files), so every machine renders
 * the same pixels whatever fonts it has.
 */
import { AVATAR_SIZES, AVATAR_VARIANTS, type AvatarSize, type AvatarVariant } from '@happenings/domain/media';
import sharp from 'sharp';

export type AvatarArtwork = string; // 'a'..'z' or 'base'

export interface DefaultAvatarSpec {
  variant: AvatarVariant;
  size: AvatarSize;
  artwork: AvatarArtwork;
}

/** Each letter as polylines on a 4-wide, 6-high grid (x y pairs). */
const LETTERS: Record<string, string[]> = {
  a: ['0 6 2 0 4 6', '0.7 4 3.3 4'],
  b: ['0 0 0 6 3 6 4 5 4 4 3 3 0 3', '0 0 3 0 3.8 0.8 3.8 2.2 3 3'],
  c: ['4 0.5 3 0 1 0 0 1 0 5 1 6 3 6 4 5.5'],
  d: ['0 0 0 6 2.5 6 4 4.5 4 1.5 2.5 0 0 0'],
  e: ['4 0 0 0 0 6 4 6', '0 3 3 3'],
  f: ['4 0 0 0 0 6', '0 3 3 3'],
  g: ['4 0.5 3 0 1 0 0 1 0 5 1 6 3 6 4 5 4 3.5 2.5 3.5'],
  h: ['0 0 0 6', '4 0 4 6', '0 3 4 3'],
  i: ['1 0 3 0', '2 0 2 6', '1 6 3 6'],
  j: ['1 0 4 0', '3 0 3 5 2 6 1 6 0 5'],
  k: ['0 0 0 6', '4 0 0 3.5', '1.3 2.6 4 6'],
  l: ['0 0 0 6 4 6'],
  m: ['0 6 0 0 2 3 4 0 4 6'],
  n: ['0 6 0 0 4 6 4 0'],
  o: ['1 0 3 0 4 1 4 5 3 6 1 6 0 5 0 1 1 0'],
  p: ['0 6 0 0 3 0 4 1 4 2 3 3 0 3'],
  q: ['1 0 3 0 4 1 4 5 3 6 1 6 0 5 0 1 1 0', '2.5 4.5 4 6'],
  r: ['0 6 0 0 3 0 4 1 4 2 3 3 0 3', '2 3 4 6'],
  s: ['4 0.5 3 0 1 0 0 1 0 2 1 3 3 3 4 4 4 5 3 6 1 6 0 5.5'],
  t: ['0 0 4 0', '2 0 2 6'],
  u: ['0 0 0 5 1 6 3 6 4 5 4 0'],
  v: ['0 0 2 6 4 0'],
  w: ['0 0 1 6 2 3 3 6 4 0'],
  x: ['0 0 4 6', '4 0 0 6'],
  y: ['0 0 2 3 4 0', '2 3 2 6'],
  z: ['0 0 4 0 0 6 4 6'],
};

export const AVATAR_ARTWORKS: readonly AvatarArtwork[] = [...Object.keys(LETTERS), 'base'];

/** Distinct palettes per variant (spec §7); rainbow is a gradient. Colours start from the brand's #5618F7 (§9). */
const PALETTES: Record<AvatarVariant, { stops: string[]; ink: string }> = {
  default: { stops: ['#5618F7', '#5618F7'], ink: '#FFFFFF' },
  alt: { stops: ['#FFD23F', '#FFB627'], ink: '#2B1A66' },
  rainbow: { stops: ['#FF3B30', '#FF9500', '#FFCC00', '#34C759', '#007AFF', '#AF52DE'], ink: '#FFFFFF' },
};

export function isAvatarSpec(variant: string, size: string, artwork: string): boolean {
  return (
    (AVATAR_VARIANTS as readonly string[]).includes(variant) &&
    Object.hasOwn(AVATAR_SIZES, size) &&
    AVATAR_ARTWORKS.includes(artwork)
  );
}

function letterPaths(letter: string): string {
  // The 4x6 grid is centred in the 100x100 view box at 9 units per grid step.
  return (LETTERS[letter] ?? [])
    .map((line) => {
      const numbers = line.split(' ').map(Number);
      const points: string[] = [];
      for (let i = 0; i + 1 < numbers.length; i += 2) {
        points.push(`${32 + numbers[i]! * 9},${23 + numbers[i + 1]! * 9}`);
      }
      return `<polyline points="${points.join(' ')}"/>`;
    })
    .join('');
}

/** A neutral head-and-shoulders silhouette for users whose name gives no initial. */
const SILHOUETTE = '<circle cx="50" cy="38" r="17"/><path d="M18 86c4-18 17-26 32-26s28 8 32 26z"/>';

export function defaultAvatarSvg({ variant, size, artwork }: DefaultAvatarSpec): string {
  const pixels = AVATAR_SIZES[size];
  const { stops, ink } = PALETTES[variant];
  const gradient = stops
    .map(
      (colour, i) =>
        `<stop offset="${(i / Math.max(1, stops.length - 1)).toFixed(2)}" stop-color="${colour}"/>`,
    )
    .join('');
  const figure =
    artwork === 'base'
      ? `<g fill="${ink}" fill-opacity="0.9">${SILHOUETTE}</g>`
      : `<g fill="none" stroke="${ink}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">${letterPaths(artwork)}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 100 100"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">${gradient}</linearGradient></defs><rect width="100" height="100" fill="url(#g)"/>${figure}</svg>`;
}

/** The artwork as a JPEG of AVATAR_SIZES[size] pixels square. */
export function renderDefaultAvatar(spec: DefaultAvatarSpec): Promise<Buffer> {
  return sharp(Buffer.from(defaultAvatarSvg(spec)))
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 90 })
    .toBuffer();
}
