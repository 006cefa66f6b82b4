import { buildImageUrl } from '@happenings/domain/media';

/** A host's picture at the avatar preset (spec §9), as the website shows it; null when it has none. */
export function hostPictureUrl(photoURL: string | null): string | null {
  return photoURL ? buildImageUrl(photoURL, { baseUrl: '', preset: 'avatar' }) : null;
}
