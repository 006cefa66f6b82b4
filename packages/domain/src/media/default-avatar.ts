/**
 * Default avatars for users without a photo (spec §7 Media, §9).
 */

/** spec §7: the three artwork variants, chosen by numeric user id modulo 3 in this order. */
export const AVATAR_VARIANTS = ['default', 'alt', 'rainbow'] as const;
export type AvatarVariant = (typeof AVATAR_VARIANTS)[number];

/** The rendered sizes of the default avatar artwork, with their pixel widths (square). */
export const AVATAR_SIZES = { small: 100, medium: 200, large: 600 } as const;
export type AvatarSize = keyof typeof AVATAR_SIZES;

/** spec §9: default avatar size small. */
export const DEFAULT_AVATAR_SIZE: AvatarSize = 'small';

/** Asset version of the uploaded avatar artwork; bump it when the artwork is re-uploaded. */
export const DEFAULT_AVATAR_VERSION = 1;

export interface DefaultAvatarInput {
  numericUserId: number;
  username?: string | null;
  size?: AvatarSize;
  version?: number;
}

/** spec §7: variant = numeric user id modulo 3 (0 default, 1 alt, 2 rainbow); negative ids wrap around. */
export function getAvatarVariant(numericUserId: number): AvatarVariant {
  if (!Number.isSafeInteger(numericUserId)) throw new RangeError('numericUserId must be an integer');
  return AVATAR_VARIANTS[((numericUserId % 3) + 3) % 3]!;
}

/**
 * spec §7: 'image/upload/v{version}/avatar/{variant}/{size}/{initial or base}.jpg', where initial is the lower-case
 * first letter of the username when it is a-z, otherwise the letterless 'base' artwork.
 */
export function getDefaultAvatarPath(input: DefaultAvatarInput): string {
  const variant = getAvatarVariant(input.numericUserId);
  const size = input.size ?? DEFAULT_AVATAR_SIZE;
  const version = input.version ?? DEFAULT_AVATAR_VERSION;
  const first = (input.username ?? '').trim().charAt(0).toLowerCase();
  const artwork = /^[a-z]$/.test(first) ? first : 'base';
  return `image/upload/v${version}/avatar/${variant}/${size}/${artwork}.jpg`;
}
