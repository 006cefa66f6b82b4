/**
 * spec §3 avatar user (id = numeric id, uid, username) from a user row, as posts, collections, roundups and search
 * answer it. photoURL is null when the stored image is not an absolute URL (the client shows the default avatar).
 */
import type { AvatarUserRow } from '@happenings/db/discover';
import type { AvatarUser } from '@happenings/domain/schemas';

export function toPhotoUrl(image: string | null): string | null {
  return image !== null && URL.canParse(image) ? image : null;
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
