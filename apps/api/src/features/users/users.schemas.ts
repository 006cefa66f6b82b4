/**
 * Request and response bodies of the users calls (spec §7 Users). Entities come from @happenings/domain/schemas.
 */

import { STREAM_DEFAULT_LIMIT } from '@happenings/domain/constants';
import { ITEM_TYPES, itemTypeSchema, relationshipSchema, timingSchema } from '@happenings/domain/enums';
import { locationSlugSchema } from '@happenings/domain/locations';
import {
  authenticatedUserSchema,
  countSchema,
  cursorPageSchema,
  idSchema,
  instantSchema,
  MAX_PAGE_LIMIT,
  phoneNumberSchema,
  slugSchema,
} from '@happenings/domain/schemas';
import { z } from 'zod';
import { experienceResponseSchema } from '../experiences/experience.response.ts';
import { avatarUserResponseSchema, userProfileResponseSchema } from './user.response.ts';

export const pageLimitSchema = z.coerce
  .number()
  .int()
  .min(1)
  .max(MAX_PAGE_LIMIT)
  .default(STREAM_DEFAULT_LIMIT);

/**
 * PATCH /api/v1/users. spec §5: `username` travels alone; the handler rejects it beside any other field. Every
 * field is optional; null clears bio, photoURL and location.
 */
export const updateUserBodySchema = z
  .object({
    username: z.string().optional(),
    displayName: z.string().trim().min(1).max(80).optional(),
    bio: z.string().trim().max(500).nullable().optional(),
    photoURL: z.url().max(2048).nullable().optional(),
    location: locationSlugSchema.nullable().optional(),
    /** Category slugs the user likes; replaces the current list. */
    interests: z.array(slugSchema).max(50).optional(),
    acceptsEmailMarketing: z.boolean().optional(),
    links: z
      .array(z.object({ label: z.string().trim().min(1).max(40), url: z.url().max(2048) }))
      .max(10)
      .optional(),
  })
  .meta({ id: 'UpdateUserBody' });
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** The caller's own profile (GET /api/v2/users/profile, PATCH and POST /api/v1/users). */
export const ownProfileSchema = authenticatedUserSchema
  .extend({
    /** spec §3 avatar user id: the numeric id. */
    id: z.int().nonnegative(),
    username: z.string().nullable(),
    bio: z.string().nullable(),
    location: locationSlugSchema.nullable(),
    interests: z.array(z.string()),
    links: z.array(z.object({ label: z.string(), url: z.string() })),
    acceptsEmailMarketing: z.boolean(),
    followersCount: countSchema,
    followingCount: countSchema,
    interestedCount: countSchema,
    /** Null until onboarding (POST /api/v1/users) finished. */
    onboardedAt: instantSchema.nullable(),
    createdAt: instantSchema,
  })
  .meta({ id: 'OwnProfile' });
export type OwnProfile = z.infer<typeof ownProfileSchema>;

export const userIdParamSchema = z.object({ id: idSchema });
export const usernameParamSchema = z.object({ username: z.string().min(1).max(64) });

export { avatarUserResponseSchema, userProfileResponseSchema };

/** ?userId (default: the caller) &limit &cursor. */
export const userListQuerySchema = z.object({
  userId: idSchema.optional(),
  limit: pageLimitSchema,
  cursor: z.string().min(1).optional(),
});

export const interestedV1QuerySchema = userListQuerySchema.extend({ type: itemTypeSchema.optional() });

export const interestedItemSchema = z
  .object({ itemId: idSchema, type: z.enum(ITEM_TYPES), interestedAt: instantSchema })
  .meta({ id: 'InterestedItem' });
export const interestedV1PageSchema = cursorPageSchema(interestedItemSchema).meta({
  id: 'InterestedItemPage',
});

export const interestedV2QuerySchema = userListQuerySchema.extend({ timing: timingSchema.optional() });
export const interestedExperienceSchema = experienceResponseSchema
  .extend({ interestedAt: instantSchema })
  .meta({ id: 'InterestedExperience' });
export const interestedV2PageSchema = cursorPageSchema(interestedExperienceSchema).meta({
  id: 'InterestedExperiencePage',
});

export const phoneQuerySchema = z.object({ phoneNumber: phoneNumberSchema });
export const phoneInUseSchema = z.object({ inUse: z.boolean() }).meta({ id: 'PhoneInUse' });

export const leaderboardParamSchema = z.object({ x: z.enum(['interested', 'followers', 'invites']) });
export const leaderboardSchema = z
  .object({
    metric: z.enum(['interested', 'followers', 'invites']),
    items: z.array(z.object({ rank: z.int().min(1), user: avatarUserResponseSchema, score: countSchema })),
  })
  .meta({ id: 'Leaderboard' });

export const inviteSignupBodySchema = z
  .object({ inviterId: idSchema.optional(), inviteCode: z.string().min(1).max(64).optional() })
  .meta({ id: 'InviteSignupBody' });
export const inviteSignupResultSchema = z
  .object({ inviter: avatarUserResponseSchema, recorded: z.boolean() })
  .meta({ id: 'InviteSignupResult' });

/** spec §7 sync-contacts: at most this many hashes per call. */
export const MAX_CONTACT_HASHES = 2000;
export const syncContactsBodySchema = z
  .object({
    hashes: z
      .array(z.string().regex(/^[0-9a-fA-F]{64}$/, 'Expected a sha256 hex digest'))
      .max(MAX_CONTACT_HASHES),
  })
  .meta({ id: 'SyncContactsBody' });
export const syncContactsResultSchema = z
  .object({
    stored: countSchema,
    matches: z.array(z.object({ user: avatarUserResponseSchema, relationship: relationshipSchema })),
  })
  .meta({ id: 'SyncContactsResult' });

export const authHashSchema = z
  .object({ hash: z.string().regex(/^[0-9a-f]{64}$/) })
  .meta({ id: 'PushAuthHash' });
