/**
 * spec §3 avatar user (id = numeric id, uid, username) from a user row, as posts, collections, roundups and search
 * answer it. photoURL is null when the stored image is not an absolute URL (the client shows the default avatar).
 */
import type { AvatarUserRow } from '@happenings/db/discover';
import type { AvatarUser } from '@happenings/domain/schemas';
import { isWebUrl } from '../media/own-media-url.ts';

export function toPhotoUrl(image: string | null): string | null {
  // Only http(s): a stored `javascript:` or `data:` address is never handed to a page as a picture.
  return image !== null && isWebUrl(image) ? image : null;
}

export function toAvatarUserResponse(user: AvatarUserRow): AvatarUser {
  return {
    id: user.numericId,
    uid: user.id,
    userId: user.id,
    username: user.username,
    photoURL: toPhotoUrl(user.image),
    displayName: user.name,
  };
}
