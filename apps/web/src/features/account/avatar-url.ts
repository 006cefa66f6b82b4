/**
 * Tells the default avatar (spec §7: image/upload/v{version}/avatar/{variant}/{size}/{initial or base}.jpg) from an
 * uploaded photo, and builds the default one for a user who has a photo (to show when they remove it).
 */
import { buildImageUrl, getDefaultAvatarPath } from '@happenings/domain/media';

const DEFAULT_AVATAR = /\/image\/upload\/(?:[^/]+\/)*avatar\/(?:default|alt|rainbow)\//;

export function isDefaultAvatarUrl(url: string | null | undefined): boolean {
  return !url || DEFAULT_AVATAR.test(url);
}

/** The default avatar's address on the same media host as `photoUrl`; null when it cannot be told. */
export function defaultAvatarUrl(profile: {
  id: number;
  username: string | null;
  photoURL: string | null;
}): string | null {
  if (!profile.photoURL) return null;
  if (isDefaultAvatarUrl(profile.photoURL)) return profile.photoURL;
  const at = profile.photoURL.indexOf('/image/upload/');
  if (at < 0) return null;
  return buildImageUrl(getDefaultAvatarPath({ numericUserId: profile.id, username: profile.username }), {
    baseUrl: profile.photoURL.slice(0, at),
  });
}
