/**
 * Rules of the entity schemas beyond field types: cross-field refinements, defaults and formats.
 */
import { describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from './api-error.schema.ts';
import { authContextUserSchema, authenticatedUserSchema } from './auth-user.schema.ts';
import { avatarUserSchema } from './avatar-user.schema.ts';
import { collectionInviteSchema } from './collection-invite.schema.ts';
import { commentSchema } from './comment.schema.ts';
import {
  makeAvatarUser,
  makeComment,
  makeExperience,
  makeImage,
  makeInvite,
  makeStreamConfig,
  makeVideo,
} from './entity-factories.ts';
import { experienceSchema } from './experience.schema.ts';
import { DEFAULT_FEATURE_FLAGS, featureFlagsSchema } from './feature-flags.schema.ts';
import { mediaItemSchema } from './media-item.schema.ts';
import { cursorPageQuerySchema, offsetPageQuerySchema } from './pagination.schema.ts';
import { streamConfigSchema } from './stream-config.schema.ts';
import { usernameSchema } from './user-profile.schema.ts';

const firstPath = (result: { error?: { issues: { path: PropertyKey[] }[] } | undefined }) =>
  result.error?.issues[0]?.path;

describe('media item rules', () => {
  it.each([
    ['an image without a width', makeImage({ width: null }), ['width']],
    ['an image with a duration', makeImage({ duration: 3 }), ['duration']],
    ['an image with a bit rate', makeImage({ bit_rate: 1000 }), ['bit_rate']],
    ['an image with a video stream', makeImage({ video: { codec: 'h264' } }), ['video']],
    ['an image with an audio stream', makeImage({ audio: {} }), ['audio']],
    ['an audio resource type', { ...makeImage(), resource_type: 'audio' }, ['resource_type']],
    ['a non-web address', makeImage({ secure_url: 'ftp://cdn.example.com/a.jpg' }), ['secure_url']],
    ['a zero width', makeImage({ width: 0 }), ['width']],
    ['a fractional byte count', makeImage({ bytes: 1.5 }), ['bytes']],
  ])('rejects %s', (_case, item, path) => {
    expect(firstPath(mediaItemSchema.safeParse(item))).toEqual(path);
  });

  it('accepts a video whose container gives no duration or size, and an http development address', () => {
    expect(
      mediaItemSchema.safeParse(makeVideo({ duration: null, width: null, height: null, aspect_ratio: null }))
        .success,
    ).toBe(true);
    expect(
      mediaItemSchema.safeParse(makeImage({ secure_url: 'http://localhost:3000/media/a.jpg' })).success,
    ).toBe(true);
  });

  it('accepts a silent video (audio {})', () => {
    expect(mediaItemSchema.safeParse(makeVideo({ audio: {} })).success).toBe(true);
  });
});

describe('avatar user (spec §3: uid or userId)', () => {
  it.each([
    [{ id: 1, uid: 'u1', username: 'a' }, true],
    [{ id: 1, userId: 'u1', username: 'a' }, true],
    [{ id: 1, username: null }, false],
  ])('%j valid: %s', (user, ok) => {
    const result = avatarUserSchema.safeParse(user);
    expect(result.success).toBe(ok);
    if (!ok) expect(firstPath(result)).toEqual(['uid']);
  });
});

describe('experience rules', () => {
  it('fills categories and time zone (spec §4 default America/New_York)', () => {
    const { categories: _c, timeZone: _t, ...input } = makeExperience();
    const parsed = experienceSchema.parse(input);
    expect(parsed.categories).toEqual([]);
    expect(parsed.timeZone).toBe('America/New_York');
  });

  it.each([
    ['an unknown time zone', { timeZone: 'Mars/Olympus_Mons' }, ['timeZone']],
    ['a slug with spaces', { slug: 'Jazz Night' }, ['slug']],
    ['a misspelt status', { status: 'CANCELLED' }, ['status']],
    ['a negative interested count', { interested: -1 }, ['interested']],
    ['an unknown publish state', { publishState: 'DRAFT' }, ['publishState']],
    ['a malformed when.startDate', { when: { startDate: '8 March' } }, ['when', 'startDate']],
    ['where without a city', { where: { name: 'x', address: 'y', state: 'MA' } }, ['where', 'city']],
    [
      'an out-of-range latitude',
      { where: { name: 'x', address: 'y', city: 'z', state: 'MA', lat: 95 } },
      ['where', 'lat'],
    ],
    ['a broken media item', { media: [makeImage({ format: '' })] }, ['media', 0, 'format']],
  ])('rejects %s', (_case, overrides, path) => {
    const input = { ...makeExperience(), ...overrides };
    expect(firstPath(experienceSchema.safeParse(input))).toEqual(path);
  });

  it.each(['CANCELED', 'POSTPONED', 'RESCHEDULED', null])('accepts status %s', (status) => {
    expect(experienceSchema.safeParse(makeExperience({ status } as never)).success).toBe(true);
  });
});

describe('collection invite rules (spec §4)', () => {
  it.each([
    ['an in-app invite without invitee', makeInvite({ invitee: null }), ['invitee']],
    ['an accepted invite without respondedAt', makeInvite({ status: 'ACCEPTED' }), ['respondedAt']],
    [
      'a pending invite with respondedAt',
      makeInvite({ respondedAt: '2025-03-03T10:00:00Z' }),
      ['respondedAt'],
    ],
  ])('rejects %s', (_case, invite, path) => {
    expect(firstPath(collectionInviteSchema.safeParse(invite))).toEqual(path);
  });

  it('accepts a link invite without invitee, declined later, and defaults the role to VIEWER', () => {
    const { role: _role, ...input } = makeInvite({
      inviteType: 'LINK_INVITE',
      invitee: null,
      status: 'DECLINED',
      respondedAt: '2025-03-03T10:00:00Z',
    });
    expect(collectionInviteSchema.parse(input).role).toBe('VIEWER');
  });
});

describe('comment rules', () => {
  it('carries parentCommentsCount on roundup comments (spec §3)', () => {
    const roundupComment = makeComment({
      kind: 'crowd-sourced-roundup',
      itemType: 'crowd-sourced-roundup',
      parentCommentsCount: 12,
    });
    expect(commentSchema.parse(roundupComment).parentCommentsCount).toBe(12);
  });

  it.each([
    [{ votes: { up: 1, down: 0, mine: 'maybe' } }, ['votes', 'mine']],
    [{ kind: 'review' }, ['kind']],
    [{ text: '' }, ['text']],
  ])('rejects %j', (overrides, path) => {
    expect(firstPath(commentSchema.safeParse({ ...makeComment(), ...overrides }))).toEqual(path);
  });
});

describe('authenticated user (spec §3, §6)', () => {
  it('lets the context hold null (no or invalid credential)', () => {
    expect(authContextUserSchema.parse(null)).toBeNull();
  });

  it.each([
    [{ phoneNumber: '617-555-0123' }, ['phoneNumber']],
    [{ email: 'not-an-email' }, ['email']],
  ])('rejects %j', (overrides, path) => {
    const user = {
      uid: 'u1',
      email: null,
      displayName: null,
      photoURL: null,
      phoneNumber: '+16175550123',
      emailVerified: false,
      providerId: 'phone',
      ...overrides,
    };
    expect(firstPath(authenticatedUserSchema.safeParse(user))).toEqual(path);
  });
});

describe('usernames', () => {
  it.each([
    ['ada', true],
    ['ada.lovelace_1815', true],
    ['ab', false],
    ['has space', false],
    ['x'.repeat(31), false],
  ])('%s valid: %s', (username, ok) => {
    expect(usernameSchema.safeParse(username).success).toBe(ok);
  });
});

describe('feature flags (spec §3)', () => {
  it('treats missing flags as off', () => {
    expect(featureFlagsSchema.parse({})).toEqual({
      showNoahContestAsCompleted: false,
      showNoahContestWebPage: false,
    });
    expect(DEFAULT_FEATURE_FLAGS).toEqual(featureFlagsSchema.parse({}));
  });

  it('rejects a flag stored as text, naming it', () => {
    expect(firstPath(featureFlagsSchema.safeParse({ showNoahContestWebPage: 'true' }))).toEqual([
      'showNoahContestWebPage',
    ]);
  });
});

describe('stream config (spec §7)', () => {
  it('defaults the limit to 10 and the stream to every location', () => {
    const { limit: _l, locations: _locs, ...input } = makeStreamConfig();
    expect(streamConfigSchema.parse(input)).toMatchObject({ limit: 10, locations: [], isEnabled: true });
  });

  it.each([
    [{ endpoint: 'https://evil.example.com/x' }, ['endpoint']],
    [{ locations: ['new-york-ny'] }, ['locations', 0]],
    [{ limit: 0 }, ['limit']],
  ])('rejects %j', (overrides, path) => {
    expect(firstPath(streamConfigSchema.safeParse({ ...makeStreamConfig(), ...overrides }))).toEqual(path);
  });
});

describe('API error body', () => {
  it.each([
    [{ error: { code: 'VALIDATION_FAILED', message: 'Bad input', details: [{ path: ['name'] }] } }, true],
    [{ error: { code: 'not_found', message: 'x' } }, false],
    [{ error: { code: 'NOT_FOUND', message: '' } }, false],
    [{ code: 'NOT_FOUND', message: 'x' }, false],
  ])('%j valid: %s', (body, ok) => {
    expect(apiErrorBodySchema.safeParse(body).success).toBe(ok);
  });
});

describe('page queries', () => {
  it.each([
    [{}, { limit: 10 }],
    [
      { limit: '25', cursor: 'abc' },
      { limit: 25, cursor: 'abc' },
    ],
  ])('cursor query %j -> %j', (query, expected) => {
    expect(cursorPageQuerySchema.parse(query)).toEqual(expected);
  });

  it.each([
    [{}, { limit: 10, offset: 0 }],
    [
      { limit: '5', offset: '20' },
      { limit: 5, offset: 20 },
    ],
  ])('offset query %j -> %j', (query, expected) => {
    expect(offsetPageQuerySchema.parse(query)).toEqual(expected);
  });

  it.each([
    [cursorPageQuerySchema, { limit: '0' }, ['limit']],
    [cursorPageQuerySchema, { limit: '101' }, ['limit']],
    [cursorPageQuerySchema, { cursor: '' }, ['cursor']],
    [offsetPageQuerySchema, { offset: '-1' }, ['offset']],
    [offsetPageQuerySchema, { limit: 'ten' }, ['limit']],
  ])('rejects %#', (schema, query, path) => {
    expect(firstPath(schema.safeParse(query))).toEqual(path);
  });
});

describe('factories', () => {
  it('build valid avatar users with overrides', () => {
    expect(avatarUserSchema.parse(makeAvatarUser({ username: 'zed' })).username).toBe('zed');
  });
});
