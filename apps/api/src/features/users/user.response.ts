/**
 * How users appear in responses: the spec §3 avatar user (id = numeric id, uid = account id), public profiles and
 * the caller's own profile. photoURL is the stored image, or the default avatar of spec §7 (variant by numeric id
 * modulo 3) served by the media routes under `${publicUrl}/media/${cloudname}/`.
 */
import type { UserCounts, UserRow } from '@happenings/db/users';
import type { Relationship } from '@happenings/domain/enums';
import { buildImageUrl, getDefaultAvatarPath } from '@happenings/domain/media';
import { avatarUserSchema, userProfileSchema } from '@happenings/domain/schemas';
import type { z } from 'zod';
import type { ApiConfig } from '../../env.ts';

export const avatarUserResponseSchema = avatarUserSchema.meta({ id: 'AvatarUser' });
export type AvatarUserResponse = z.infer<typeof avatarUserResponseSchema>;

export const userProfileResponseSchema = userProfileSchema.meta({ id: 'UserProfile' });
export type UserProfileResponse = z.infer<typeof userProfileResponseSchema>;

export function mediaBaseUrl(config: ApiConfig): string {
  return `${config.publicUrl}/media/${config.media.cloudname}`;
}

/** The user's username as they typed it (better-auth keeps `username` lower-cased beside `displayUsername`). */
export function displayUsername(user: Pick<UserRow, 'username' | 'displayUsername'>): string | null {
  return user.displayUsername ?? user.username ?? null;
}

export function toPhotoUrl(
  user: Pick<UserRow, 'image' | 'numericId' | 'username' | 'displayUsername'>,
  config: ApiConfig,
): string {
  const source =
    user.image ?? getDefaultAvatarPath({ numericUserId: user.numericId, username: displayUsername(user) });
  return buildImageUrl(source, { baseUrl: mediaBaseUrl(config) });
}

export function toAvatarUser(user: UserRow, config: ApiConfig): AvatarUserResponse {
  return {
    id: user.numericId,
    uid: user.id,
    username: displayUsername(user),
    displayName: user.name,
    photoURL: toPhotoUrl(user, config),
  };
}

export interface PublicProfileInput {
  user: UserRow;
  bio: string | null;
  location: string | null;
  counts: UserCounts;
  relationship: Relationship;
}

export function toUserProfileResponse(input: PublicProfileInput, config: ApiConfig): UserProfileResponse {
  return {
    ...toAvatarUser(input.user, config),
    bio: input.bio,
    location: input.location as UserProfileResponse['location'],
    followersCount: input.counts.followers,
    followingCount: input.counts.following,
    interestedCount: input.counts.interested,
    relationship: input.relationship,
    createdAt: input.user.createdAt.toISOString(),
  };
}
