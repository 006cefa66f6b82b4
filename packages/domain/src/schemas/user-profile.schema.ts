/**
 * A user's public profile (spec §2 /u/{username}, §7 GET /api/v2/users/.../profile). Not shown in the spec:
 * these fields are what a profile page with follows and interests needs.
 */
import { z } from 'zod';
import { relationshipSchema } from '../enums/enums.ts';
import { locationSlugSchema } from '../locations/location.schema.ts';
import { avatarUserShape, requireUserUid } from './avatar-user.schema.ts';
import { countSchema, instantSchema } from './instant.schema.ts';

/** Usernames: 3-30 letters, digits, dots or underscores (ours; spec §5 leaves form validation unspecified). */
export const usernameSchema = z
  .string()
  .regex(/^[A-Za-z0-9._]{3,30}$/, 'Expected 3-30 letters, digits, . or _');

export const userProfileSchema = z
  .object({
    ...avatarUserShape,
    username: usernameSchema.nullable(),
    bio: z.string().max(500).nullish(),
    /** The location the user follows. */
    location: locationSlugSchema.nullish(),
    followersCount: countSchema,
    followingCount: countSchema,
    interestedCount: countSchema,
    /** How the caller relates to this user; 'none' for anonymous callers and for oneself. */
    relationship: relationshipSchema,
    createdAt: instantSchema,
  })
  .superRefine(requireUserUid);
export type UserProfile = z.infer<typeof userProfileSchema>;
