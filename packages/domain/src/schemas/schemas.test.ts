/**
 * The contract of every entity schema: a valid example parses, and each required field, when missing or of the
 * wrong type, makes parsing fail with an issue whose path names that field.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { apiErrorBodySchema } from './api-error.schema.ts';
import { authenticatedUserSchema } from './auth-user.schema.ts';
import { avatarUserSchema } from './avatar-user.schema.ts';
import { collectionItemSchema, collectionParticipantSchema, collectionSchema } from './collection.schema.ts';
import { collectionInviteSchema, collectionShareSchema } from './collection-invite.schema.ts';
import { commentSchema } from './comment.schema.ts';
import {
  makeAvatarUser,
  makeCollection,
  makeComment,
  makeExperience,
  makeImage,
  makeInvite,
  makeNotification,
  makeParticipant,
  makePlace,
  makePost,
  makeProfile,
  makeRoundup,
  makeStreamConfig,
  makeVideo,
} from './entity-factories.ts';
import { experienceSchema, whereSchema } from './experience.schema.ts';
import { featureFlagsSchema } from './feature-flags.schema.ts';
import { hostSchema } from './host.schema.ts';
import { idSchema } from './instant.schema.ts';
import { mediaItemSchema } from './media-item.schema.ts';
import { notificationSchema } from './notification.schema.ts';
import { cursorPageSchema, offsetPageSchema } from './pagination.schema.ts';
import { placeSchema, venueLookupResultSchema } from './place.schema.ts';
import { postSchema } from './post.schema.ts';
import { roundupSchema } from './roundup.schema.ts';
import { streamConfigSchema } from './stream-config.schema.ts';
import { isStorableText, textSchema, UNSTORABLE_TEXT_MESSAGE } from './text.schema.ts';
import { userProfileSchema } from './user-profile.schema.ts';

type Row = [name: string, schema: z.ZodObject, example: Record<string, unknown>, required: string[]];

const T = '2025-03-01T15:00:00Z';

const rows: Row[] = [
  [
    'media item (image)',
    mediaItemSchema,
    makeImage(),
    [
      'asset_id',
      'bit_rate',
      'bytes',
      'created_at',
      'duration',
      'etag',
      'format',
      'height',
      'width',
      'public_id',
      'secure_url',
      'resource_type',
      'video',
      'audio',
      'aspect_ratio',
    ],
  ],
  ['media item (video)', mediaItemSchema, makeVideo(), ['asset_id', 'duration', 'video', 'resource_type']],
  [
    'experience',
    experienceSchema,
    makeExperience(),
    [
      'id',
      'documentId',
      'name',
      'slug',
      'interested',
      'media',
      'when',
      'where',
      'shortDescription',
      'isRoundup',
      'isBoosted',
      'creatorId',
      'hostId',
      'status',
      'publishState',
    ],
  ],
  ['where', whereSchema, makeExperience().where, ['name', 'address', 'city', 'state']],
  [
    'post',
    postSchema,
    makePost(),
    [
      'id',
      'interested',
      'user',
      'media',
      'hostId',
      'experienceId',
      'venueId',
      'experienceHashtagName',
      'creation',
      'lastUpdate',
      // Ours: what it is about, named for its card's link.
      'experience',
      'venue',
    ],
  ],
  [
    'collection',
    collectionSchema,
    makeCollection(),
    [
      'id',
      'name',
      'collectionOwner',
      'collectionParticipants',
      'isParticipant',
      'items',
      'createdAt',
      'updatedAt',
    ],
  ],
  ['collection item', collectionItemSchema, { itemId: 'e1', type: 'experience' }, ['itemId', 'type']],
  [
    'collection participant',
    collectionParticipantSchema,
    makeParticipant(),
    ['id', 'username', 'photoURL', 'role'],
  ],
  [
    'comment',
    commentSchema,
    makeComment(),
    [
      'id',
      'kind',
      'itemId',
      'itemType',
      'parentCommentId',
      'text',
      'user',
      'isDeleted',
      'isAuthor',
      'recommends',
      'votes',
      'likes',
      'isLiked',
      'repliesCount',
      'createdAt',
      'updatedAt',
    ],
  ],
  [
    'authenticated user',
    authenticatedUserSchema,
    {
      uid: 'u1',
      email: 'ada@example.com',
      displayName: 'Ada',
      photoURL: 'https://cdn.example.com/ada.jpg',
      phoneNumber: '+16175550123',
      emailVerified: true,
      providerId: 'google.com',
    },
    ['uid', 'email', 'displayName', 'photoURL', 'phoneNumber', 'emailVerified', 'providerId'],
  ],
  ['avatar user', avatarUserSchema, makeAvatarUser(), ['id', 'username']],
  [
    'user profile',
    userProfileSchema,
    makeProfile(),
    ['id', 'username', 'followersCount', 'followingCount', 'interestedCount', 'relationship', 'createdAt'],
  ],
  ['place', placeSchema, makePlace(), ['id', 'name', 'address', 'city', 'state', 'lat', 'lng', 'interested']],
  ['venue lookup result', venueLookupResultSchema, { id: 'fsq-1', name: 'The Sinclair' }, ['id', 'name']],
  [
    'host',
    hostSchema,
    { id: 'h1', name: 'Boston Symphony', slug: 'boston-symphony', photoURL: null },
    ['id', 'name', 'slug', 'photoURL'],
  ],
  [
    'crowd-sourced roundup',
    roundupSchema,
    makeRoundup(),
    [
      'id',
      'title',
      'slug',
      'creator',
      'location',
      'publishState',
      'interested',
      'parentCommentsCount',
      'createdAt',
      'updatedAt',
    ],
  ],
  [
    'notification',
    notificationSchema,
    makeNotification(),
    [
      'id',
      'type',
      'kind',
      'subject',
      'actors',
      'actorCount',
      'text',
      'url',
      'read',
      'createdAt',
      'updatedAt',
    ],
  ],
  [
    'collection invite',
    collectionInviteSchema,
    makeInvite(),
    ['id', 'collectionId', 'inviteType', 'status', 'inviter', 'invitee', 'createdAt', 'respondedAt'],
  ],
  [
    'collection share',
    collectionShareSchema,
    {
      id: 's1',
      collectionId: 'c1',
      status: 'DISMISSED',
      sender: makeAvatarUser(),
      receiver: makeAvatarUser({ id: 8, uid: 'u8' }),
      createdAt: T,
    },
    ['id', 'collectionId', 'status', 'sender', 'receiver', 'createdAt'],
  ],
  [
    'feature flags',
    featureFlagsSchema,
    { showNoahContestAsCompleted: true, showNoahContestWebPage: false },
    [],
  ],
  [
    'stream config',
    streamConfigSchema,
    makeStreamConfig(),
    ['id', 'stream', 'slug', 'title', 'endpoint', 'itemType', 'order'],
  ],
  [
    'api error body',
    apiErrorBodySchema,
    { error: { code: 'NOT_FOUND', message: 'No such event' } },
    ['error'],
  ],
  [
    'cursor page',
    cursorPageSchema(postSchema),
    { items: [makePost()], nextCursor: 'eyJpZCI6MX0' },
    ['items', 'nextCursor'],
  ],
  [
    'offset page',
    offsetPageSchema(experienceSchema),
    { items: [makeExperience()], total: 31, limit: 10, offset: 20 },
    ['items', 'total', 'limit', 'offset'],
  ],
];

/** Fields whose absence fails parsing, read from the schema itself. */
function requiredFieldsOf(schema: z.ZodObject): string[] {
  return Object.entries(schema.shape)
    .filter(([, field]) => !(field as z.ZodType).safeParse(undefined).success)
    .map(([key]) => key);
}

/** A value of another type than the valid one (a number where a string is due, a boolean where null is...). */
function wrongTypeFor(value: unknown): unknown {
  if (typeof value === 'string') return 42;
  if (value === null) return true;
  return 'not the right type';
}

describe.each(rows)('%s schema', (_name, schema, example, required) => {
  it('parses the valid example', () => {
    const result = schema.safeParse(example);
    expect(result.error?.issues).toBeUndefined();
    expect(result.success).toBe(true);
  });

  it('requires exactly the listed fields (the video row lists a sample)', () => {
    const actual = requiredFieldsOf(schema);
    for (const field of required) expect(actual).toContain(field);
    if (_name !== 'media item (video)') expect(actual.sort()).toEqual([...required].sort());
  });

  it.each(required)('fails without %s, naming it', (field) => {
    const { [field]: _removed, ...rest } = example;
    expect(schema.safeParse(rest).error?.issues[0]?.path).toEqual([field]);
  });

  it.each(required)('fails when %s has the wrong type, naming it', (field) => {
    const broken = { ...example, [field]: wrongTypeFor(example[field]) };
    expect(schema.safeParse(broken).error?.issues[0]?.path).toEqual([field]);
  });
});

describe('media item alt text', () => {
  it('keeps the uploader’s alt text and treats it as optional', () => {
    expect(mediaItemSchema.parse(makeImage({ alt: 'A jazz trio on stage' })).alt).toBe(
      'A jazz trio on stage',
    );
    expect(mediaItemSchema.parse(makeImage()).alt).toBeUndefined();
    expect(mediaItemSchema.safeParse(makeImage({ alt: 'x'.repeat(501) })).success).toBe(false);
  });
});

describe('textSchema and idSchema', () => {
  it.each([
    ['U+0000', 'a\u0000b'],
    ['a lone high surrogate', 'a\ud83c'],
    ['a lone low surrogate', '\udfb7a'],
    ['a pair in the wrong order', '\udfb7\ud83c'],
  ])('refuse %s (PostgreSQL cannot store it)', (_name, text) => {
    expect(isStorableText(text)).toBe(false);
    expect(textSchema.safeParse(text).error?.issues[0]?.message).toBe(UNSTORABLE_TEXT_MESSAGE);
    expect(idSchema.safeParse(text).success).toBe(false);
  });

  it('accept any other text, emoji included', () => {
    for (const text of ['Jazz 🎷', 'café', '\u0001', ''])
      expect(textSchema.safeParse(text).success).toBe(true);
    expect(textSchema.max(3).safeParse('four').success).toBe(false);
  });
});
