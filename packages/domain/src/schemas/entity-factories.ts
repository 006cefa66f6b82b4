/**
 * Small factories of valid entities for tests (STYLE: factories over large fixtures). Each takes overrides.
 * Not part of the public API (not re-exported by index.ts).
 */
import type { AvatarUser } from './avatar-user.schema.ts';
import type { Collection, CollectionParticipant } from './collection.schema.ts';
import type { CollectionInvite } from './collection-invite.schema.ts';
import type { Comment } from './comment.schema.ts';
import type { Experience } from './experience.schema.ts';
import type { MediaItem } from './media-item.schema.ts';
import type { Notification } from './notification.schema.ts';
import type { Place } from './place.schema.ts';
import type { Post } from './post.schema.ts';
import type { Roundup } from './roundup.schema.ts';
import type { StreamConfig } from './stream-config.schema.ts';
import type { UserProfile } from './user-profile.schema.ts';

const CREATED = '2025-03-01T15:00:00Z';
const UPDATED = '2025-03-02T09:30:00-05:00';

/** An uploaded 1200x800 JPEG. */
export function makeImage(overrides: Partial<MediaItem> = {}): MediaItem {
  return {
    asset_id: 'a1b2c3',
    bit_rate: null,
    bytes: 245_112,
    created_at: CREATED,
    duration: null,
    etag: '5e9f2c',
    format: 'jpg',
    height: 800,
    width: 1200,
    public_id: 'events/jazz-night',
    secure_url: 'https://res.cloudinary.com/happenings/image/upload/v1/events/jazz-night.jpg',
    resource_type: 'image',
    video: null,
    audio: null,
    aspect_ratio: 1.5,
    ...overrides,
  };
}

/** An uploaded 12.5 s portrait MP4 with sound. */
export function makeVideo(overrides: Partial<MediaItem> = {}): MediaItem {
  return makeImage({
    asset_id: 'v9',
    bit_rate: 1_190_784,
    bytes: 1_860_000,
    duration: 12.5,
    format: 'mp4',
    height: 1920,
    width: 1080,
    public_id: 'posts/clip',
    secure_url: 'https://res.cloudinary.com/happenings/video/upload/v1/posts/clip.mp4',
    resource_type: 'video',
    video: { codec: 'h264', pix_format: 'yuv420p', bit_rate: '1190784', dar: '9:16' },
    audio: { codec: 'aac', bit_rate: '128000', frequency: 48_000, channels: 2, channel_layout: 'stereo' },
    aspect_ratio: 0.5625,
    ...overrides,
  });
}

export function makeAvatarUser(overrides: Partial<AvatarUser> = {}): AvatarUser {
  return { id: 7, uid: 'u7', username: 'ada', photoURL: null, ...overrides };
}

export function makeExperience(overrides: Partial<Experience> = {}): Experience {
  return {
    id: 'e1',
    documentId: 'doc-e1',
    name: 'Jazz Night, Live',
    slug: 'jazz-night-live',
    interested: 42,
    media: [makeImage()],
    when: {
      startDate: '2025-03-08',
      endDate: '2025-03-08',
      startTime: '20:00',
      endTime: '23:00',
      start: '2025-03-08T20:00:00-05:00',
      end: '2025-03-08T23:00:00-05:00',
      repeats: '',
      timeZone: 'America/New_York',
    },
    where: {
      name: 'The Sinclair',
      address: '52 Church St',
      city: 'Cambridge',
      state: 'MA',
      lat: 42.3745,
      lng: -71.1206,
    },
    shortDescription: 'A night of jazz.',
    description: 'Three sets; doors at 7.',
    rrule: null,
    isRoundup: false,
    isBoosted: false,
    creatorId: 'u7',
    hostId: null,
    status: null,
    publishState: 'PUBLISHED',
    categories: ['music'],
    timeZone: 'America/New_York',
    ...overrides,
  };
}

export function makePost(overrides: Partial<Post> = {}): Post {
  return {
    id: 'p1',
    interested: 3,
    user: makeAvatarUser(),
    media: [makeVideo()],
    hostId: null,
    experienceId: 'e1',
    venueId: null,
    experienceHashtagName: 'JazzNight',
    creation: CREATED,
    lastUpdate: UPDATED,
    experience: { id: 'e1', slug: 'jazz-night', name: 'Jazz Night' },
    venue: null,
    ...overrides,
  };
}

export function makeParticipant(overrides: Partial<CollectionParticipant> = {}): CollectionParticipant {
  return { ...makeAvatarUser(), photoURL: 'https://cdn.example.com/ada.jpg', role: 'OWNER', ...overrides };
}

export function makeCollection(overrides: Partial<Collection> = {}): Collection {
  return {
    id: 'c1',
    name: 'Date nights',
    collectionOwner: makeParticipant(),
    collectionParticipants: [
      makeParticipant(),
      makeParticipant({ id: 8, uid: 'u8', username: 'bo', role: 'VIEWER' }),
    ],
    isParticipant: true,
    items: [
      { itemId: 'e1', type: 'experience' },
      { itemId: 'pl1', type: 'place' },
    ],
    isCommunity: false,
    createdAt: CREATED,
    updatedAt: UPDATED,
    ...overrides,
  };
}

export function makeComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 'cm1',
    kind: 'comment',
    itemId: 'e1',
    itemType: 'experience',
    parentCommentId: null,
    text: 'See you there!',
    user: makeAvatarUser(),
    isDeleted: false,
    isAuthor: false,
    recommends: null,
    votes: { up: 3, down: 1, mine: 'up' },
    likes: 2,
    isLiked: false,
    repliesCount: 1,
    createdAt: CREATED,
    updatedAt: null,
    ...overrides,
  };
}

export function makeProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    ...makeAvatarUser(),
    bio: 'Always out.',
    location: 'boston-ma',
    followersCount: 10,
    followingCount: 12,
    interestedCount: 4,
    relationship: 'friend',
    createdAt: CREATED,
    ...overrides,
  };
}

export function makePlace(overrides: Partial<Place> = {}): Place {
  return {
    id: 'pl1',
    name: 'The Sinclair',
    address: '52 Church St',
    city: 'Cambridge',
    state: 'MA',
    lat: 42.3745,
    lng: -71.1206,
    media: [],
    categories: [],
    interested: 9,
    ...overrides,
  };
}

export function makeRoundup(overrides: Partial<Roundup> = {}): Roundup {
  return {
    id: 'r1',
    title: 'Best brunch in Somerville?',
    slug: 'best-brunch-in-somerville',
    creator: makeAvatarUser(),
    media: [],
    location: 'boston-ma',
    publishState: 'PUBLISHED',
    interested: 5,
    parentCommentsCount: 14,
    createdAt: CREATED,
    updatedAt: UPDATED,
    ...overrides,
  };
}

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 'n1',
    type: 'INVITED_TO_COLLECTION',
    kind: 'GENERAL',
    subject: { type: 'INVITE', id: 'i1', title: 'Date nights', slug: null, snippet: null },
    actors: [makeAvatarUser()],
    actorCount: 1,
    text: 'ada invited you to the collection “Date nights”',
    url: '/collections',
    read: false,
    createdAt: CREATED,
    updatedAt: UPDATED,
    ...overrides,
  };
}

export function makeInvite(overrides: Partial<CollectionInvite> = {}): CollectionInvite {
  return {
    id: 'i1',
    collectionId: 'c1',
    inviteType: 'IN_APP_INVITE',
    status: 'PENDING',
    role: 'VIEWER',
    inviter: makeAvatarUser(),
    invitee: makeAvatarUser({ id: 8, uid: undefined, userId: 'u8', username: 'bo' }),
    createdAt: CREATED,
    respondedAt: null,
    ...overrides,
  };
}

export function makeStreamConfig(overrides: Partial<StreamConfig> = {}): StreamConfig {
  return {
    id: 'st1',
    stream: 'discover',
    slug: 'top-picks',
    title: 'Top picks',
    endpoint: '/api/v1/discover/top-picks',
    itemType: 'experience',
    limit: 10,
    usesWeekStartDate: false,
    locations: ['boston-ma'],
    order: 1,
    isEnabled: true,
    ...overrides,
  };
}
