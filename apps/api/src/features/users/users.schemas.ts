/**
 * Request and response bodies of the users calls (spec §7 Users). Entities come from @happenings/domain/schemas.
 */

import { ITEM_TYPES, itemTypeSchema, relationshipSchema, timingSchema } from '@happenings/domain/enums';
import { locationSlugSchema } from '@happenings/domain/locations';
import {
  authenticatedUserSchema,
  countSchema,
  cursorPageSchema,
  idSchema,
  instantSchema,
  phoneNumberSchema,
  slugSchema,
  staffRoleSchema,
  textSchema,
} from '@happenings/domain/schemas';
import { z } from 'zod';
import { pageLimitSchema } from '../../http/page-limit.ts';
import { contestSummarySchema } from '../contests/contests.schemas.ts';
import { experienceResponseSchema } from '../experiences/experience.response.ts';
import { avatarUserResponseSchema, userProfileResponseSchema } from './user.response.ts';

/**
 * PATCH /api/v1/users. spec §5: `username` travels alone; the handler rejects it beside any other field. Every
 * field is optional; null clears bio, photoURL and location.
 */
export const updateUserBodySchema = z
  .object({
    username: textSchema.optional(),
    displayName: textSchema.trim().min(1).max(80).optional(),
    bio: textSchema.trim().max(500).nullable().optional(),
    /**
     * A picture the website shows as it is: an https address, or one of our media server (what the upload
     * answers; http on a development origin). Never another scheme (javascript:, data:).
     */
    photoURL: z
      .url({ protocol: /^https?$/, message: 'Expected an https address' })
      .max(2048)
      .nullable()
      .optional(),
    location: locationSlugSchema.nullable().optional(),
    /** Category slugs the user likes; replaces the current list. */
    interests: z.array(slugSchema).max(50).optional(),
    acceptsEmailMarketing: z.boolean().optional(),
    links: z
      .array(
        z.object({
          label: textSchema.trim().min(1).max(40),
          url: z.url({ protocol: /^https?$/, message: 'Expected an http(s) address' }).max(2048),
        }),
      )
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
    /** The staff roles the caller holds (issue 23): the website offers the back office only to staff. */
    roles: z.array(staffRoleSchema),
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

export const LEADERBOARD_METRIC_NAMES = ['interested', 'followers', 'invites'] as const;
/** A metric, or a contest's id or slug (both have the shape of a slug). */
export const leaderboardParamSchema = z.object({
  x: slugSchema.max(200).meta({
    description: "interested, followers, invites, or a contest's id or slug (invites made for that contest)",
  }),
});
export const leaderboardSchema = z
  .object({
    metric: z.enum(LEADERBOARD_METRIC_NAMES),
    /** The contest ranked, when {x} named one (metric is then 'invites'). */
    contest: contestSummarySchema.nullable(),
    items: z.array(z.object({ rank: z.int().min(1), user: avatarUserResponseSchema, score: countSchema })),
  })
  .meta({ id: 'Leaderboard' });

export const inviteSignupBodySchema = z
  .object({
    inviterId: idSchema.optional(),
    inviteCode: z.string().min(1).max(64).optional(),
    /** The id or slug of the contest the invite was made for; accepted only while the contest runs. */
    contest: slugSchema.max(200).optional(),
  })
  .meta({ id: 'InviteSignupBody' });
export const inviteSignupResultSchema = z
  .object({ inviter: avatarUserResponseSchema, recorded: z.boolean() })
  .meta({ id: 'InviteSignupResult' });

/**
 * spec §7 sync-contacts: at most this many hashes per call (a larger address book syncs in several calls); with
 * the daily budget of new hashes (creation-limits.ts) it keeps one account from mapping address books in bulk.
 */
export const MAX_CONTACT_HASHES = 500;
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
