/**
 * Request and response bodies of spec §7 Follows. Relationship values are spec §3's, seen from the caller:
 * 'following' (the caller follows them), 'follower' (they follow the caller), 'friend' (both), 'none'.
 */
import { relationshipSchema } from '@happenings/domain/enums';
import { countSchema, cursorPageSchema, idSchema, instantSchema } from '@happenings/domain/schemas';
import { z } from 'zod';
import { pageLimitSchema } from '../../http/page-limit.ts';
import { avatarUserResponseSchema } from '../users/user.response.ts';

export const followUserParamSchema = z.object({ id: idSchema });

export const relationshipResponseSchema = z
  .object({ userId: idSchema, relationship: relationshipSchema })
  .meta({ id: 'FollowRelationship' });

export const pageQuerySchema = z.object({ limit: pageLimitSchema, cursor: z.string().min(1).optional() });

export const connectionsQuerySchema = pageQuerySchema.extend({
  userId: idSchema.optional(),
  type: z.enum(['followers', 'following', 'friends']).default('followers'),
});

export const connectionSchema = z
  .object({ user: avatarUserResponseSchema, relationship: relationshipSchema, connectedAt: instantSchema })
  .meta({ id: 'Connection' });
export const connectionPageSchema = cursorPageSchema(connectionSchema).meta({ id: 'ConnectionPage' });

export const suggestionSchema = z
  .object({
    user: avatarUserResponseSchema,
    /** People the caller follows who follow this user. */
    mutualCount: countSchema,
    /** Items both marked as interested. */
    sharedInterestsCount: countSchema,
    /** In the caller's synced contacts. */
    isContact: z.boolean(),
    score: z.number(),
  })
  .meta({ id: 'FollowSuggestion' });
export const suggestionPageSchema = cursorPageSchema(suggestionSchema).meta({ id: 'FollowSuggestionPage' });

export const mutualConnectionsSchema = cursorPageSchema(connectionSchema)
  .extend({ count: countSchema })
  .meta({ id: 'MutualConnections' });

export const connectionsInformationSchema = z
  .object({ followersCount: countSchema, followingCount: countSchema, friendsCount: countSchema })
  .meta({ id: 'ConnectionsInformation' });

/** spec §7 POST /follows/users: at most this many ids per call. */
export const MAX_BULK_FOLLOWS = 100;
export const followManyBodySchema = z
  .object({ userIds: z.array(idSchema).min(1).max(MAX_BULK_FOLLOWS) })
  .meta({ id: 'FollowManyBody' });
export const followManyResultSchema = z.object({ added: countSchema }).meta({ id: 'FollowManyResult' });

export const followTargetParamSchema = z.object({ id: idSchema });

/** The caller's follow of a place or host, and how many follow it. */
export const targetFollowSchema = z
  .object({ id: idSchema, isFollowing: z.boolean(), followersCount: countSchema })
  .meta({ id: 'TargetFollow' });
