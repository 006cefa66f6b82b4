/**
 * Demo content around the catalogue: posts with images, public collections with items, the discover streams of
 * spec §7 per location, search recommendations, editorial feature tags (editor picks, top picks) and the remote
 * config with both feature flags off. Roundups and their threads are in seed-roundups.ts.
 */

import type {
  collectionItems,
  collectionParticipants,
  collections,
  featureTagItems,
  featureTags,
  posts,
  remoteConfig,
  searchRecommendations,
  streams,
} from '@happenings/db/schema';
import { LOCATION_LIST, type LocationSlug } from '@happenings/domain/locations';
import { artwork, IMAGE_VARIANTS, type SeedExperience } from './seed-catalogue.ts';
import { getSeedCategory } from './seed-categories.ts';
import { mapConcurrently, type SeedImageStore } from './seed-images.ts';
import type { SeedPerson } from './seed-people.ts';
import { type Random, seedId } from './seed-random.ts';

export type PostInsert = typeof posts.$inferInsert;
export type CollectionInsert = typeof collections.$inferInsert;
export type CollectionParticipantInsert = typeof collectionParticipants.$inferInsert;
export type CollectionItemInsert = typeof collectionItems.$inferInsert;
export type StreamInsert = typeof streams.$inferInsert;
export type SearchRecommendationInsert = typeof searchRecommendations.$inferInsert;
export type FeatureTagInsert = typeof featureTags.$inferInsert;
export type FeatureTagItemInsert = typeof featureTagItems.$inferInsert;
export type RemoteConfigInsert = typeof remoteConfig.$inferInsert;

const POST_LINES = [
  'Can’t wait for {name}! Who’s coming?',
  '{name} was incredible last time. Highly recommend.',
  'Adding {name} to my weekend list.',
  'Just got tickets for {name} 🎉',
  'Anyone been to {name}? Worth it?',
  'Perfect evening at {venue}.',
  'Hidden gem alert: {name}.',
];

/** `count` posts by random users about published experiences; most carry a photo. */
export async function buildPosts(
  random: Random,
  options: {
    count: number;
    now: number;
    people: readonly SeedPerson[];
    experiences: readonly SeedExperience[];
    venueNames: ReadonlyMap<string, string>;
    hostOf: ReadonlyMap<string, string>;
    images: SeedImageStore;
  },
): Promise<PostInsert[]> {
  const published = options.experiences.filter((e) => e.isPublished);
  const drafts = Array.from({ length: options.count }, (_, i) => {
    const experience = random.pick(published);
    const hasPhoto = random.chance(0.75);
    const createdAt = new Date(options.now - random.int(0, 60 * 24 * 60) * 60_000);
    return {
      i,
      experience,
      hasPhoto,
      createdAt,
      user: random.pick(options.people),
      variant: random.int(0, IMAGE_VARIANTS - 1),
      line: random.pick(POST_LINES),
    };
  });
  const media = await mapConcurrently(drafts, 16, (draft) =>
    draft.hasPhoto
      ? options.images.place(
          `seed/posts/post-${draft.i + 1}`,
          artwork(getSeedCategory(draft.experience.categories[0] ?? 'community'), draft.variant),
        )
      : Promise.resolve(null),
  );
  return drafts.map((draft, i) => {
    const venue = options.venueNames.get(draft.experience.placeId) ?? '';
    return {
      id: seedId('post', draft.i + 1),
      userId: draft.user.id,
      body: draft.line.replaceAll('{name}', draft.experience.name).replaceAll('{venue}', venue),
      media: media[i] ? [media[i]] : [],
      hostId: options.hostOf.get(draft.experience.id) ?? null,
      experienceId: draft.experience.id,
      venueId: draft.experience.placeId,
      experienceHashtagName: hashtag(draft.experience.name),
      publishState: 'PUBLISHED',
      createdAt: draft.createdAt,
      updatedAt: draft.createdAt,
    };
  });
}

/** 'Late-Night Jazz Sessions' -> 'LateNightJazzSessions' (spec §3 post.experienceHashtagName). */
export function hashtag(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')
    .slice(0, 60);
}

const COLLECTION_NAMES = [
  'Date night ideas',
  'Free things to do',
  'Rainy day plans',
  'Best live music',
  'With the kids',
  'Weekend brunch crawl',
  'Summer outdoors',
  'Culture fix',
];

export interface SeedCollections {
  collections: CollectionInsert[];
  participants: CollectionParticipantInsert[];
  items: CollectionItemInsert[];
}

/** Public (community) collections per location, each with a few participants and 5–12 experiences. */
export function buildCollections(
  random: Random,
  options: {
    perLocation: number;
    now: number;
    people: readonly SeedPerson[];
    experiences: readonly SeedExperience[];
  },
): SeedCollections {
  const result: SeedCollections = { collections: [], participants: [], items: [] };
  for (const location of LOCATION_LIST) {
    const local = options.experiences.filter(
      (e) => e.location === location.slug && e.isPublished && e.isUpcoming,
    );
    for (let i = 0; i < options.perLocation; i += 1) {
      const name = COLLECTION_NAMES[i % COLLECTION_NAMES.length] as string;
      const id = seedId('collection', `${location.slug}-${i}`);
      const owner = random.pick(options.people);
      const picked = random.sample(local, random.int(5, 12));
      const createdAt = new Date(options.now - random.int(3, 60) * 86_400_000);
      result.collections.push({
        id,
        documentId: seedId('collection-document', `${location.slug}-${i}`),
        name: `${name} in ${location.shortName}`,
        description: `A list by ${owner.name}.`,
        ownerId: owner.id,
        isCommunity: true,
        locationSlug: location.slug,
        itemsCount: picked.length,
        createdAt,
        updatedAt: createdAt,
      });
      const members = new Set([owner.id]);
      result.participants.push({ collectionId: id, userId: owner.id, role: 'OWNER', joinedAt: createdAt });
      for (const viewer of random.sample(options.people, random.int(1, 5))) {
        if (members.has(viewer.id)) continue;
        members.add(viewer.id);
        result.participants.push({
          collectionId: id,
          userId: viewer.id,
          role: 'VIEWER',
          joinedAt: createdAt,
        });
      }
      picked.forEach((experience, position) => {
        result.items.push({
          collectionId: id,
          itemType: 'experience',
          itemId: experience.id,
          position,
          addedById: owner.id,
          createdAt,
        });
      });
    }
  }
  return result;
}

interface StreamDefinition {
  name: string;
  title: string;
  subtitle: string;
  itemType: StreamInsert['itemType'];
  params?: Record<string, unknown>;
}

/** spec §7 discover endpoints, in page order. */
export const SEED_STREAMS: readonly StreamDefinition[] = [
  { name: 'happening-today', title: 'Happening today', subtitle: 'Still time to go', itemType: 'experience' },
  {
    name: 'for-you',
    title: 'For you',
    subtitle: 'Picked from your interests and friends',
    itemType: 'experience',
  },
  {
    name: 'interested-experiences',
    title: 'Your plans',
    subtitle: 'Coming up from what you saved',
    itemType: 'experience',
  },
  {
    name: 'trending-experiences',
    title: 'Trending',
    subtitle: 'What people are saving this week',
    itemType: 'experience',
  },
  {
    name: 'top-experiences',
    title: 'Top this month',
    subtitle: 'Most saved in the last 30 days',
    itemType: 'experience',
  },
  {
    name: 'happening-weekend',
    title: 'This weekend',
    subtitle: 'Friday night to Sunday',
    itemType: 'experience',
    params: { usesWeekStartDate: true },
  },
  { name: 'top-picks', title: 'Top picks', subtitle: 'Our favourites right now', itemType: 'experience' },
  {
    name: 'week-experiences',
    title: 'This week',
    subtitle: 'Day by day',
    itemType: 'experience-calendar',
    params: { usesWeekStartDate: true },
  },
  {
    name: 'editor-picks',
    title: 'Editor’s picks',
    subtitle: 'Chosen by the Happenings team',
    itemType: 'experience',
  },
  {
    name: 'c-and-d-experiences',
    title: 'Comedy & drinks',
    subtitle: 'A night out: shows, bars and tastings',
    itemType: 'experience',
  },
  {
    name: 'interest-based-experiences',
    title: 'More of what you like',
    subtitle: 'From the categories of your interests',
    itemType: 'experience',
  },
  {
    name: 'top-recurring',
    title: 'Regulars',
    subtitle: 'Weekly and monthly favourites',
    itemType: 'experience',
  },
  {
    name: 'following-interested-experiences',
    title: 'Friends are going',
    subtitle: 'From people you follow',
    itemType: 'experience',
  },
  {
    name: 'popular-experiences',
    title: 'Most popular',
    subtitle: 'All-time favourites',
    itemType: 'experience',
  },
  {
    name: 'roundups',
    title: 'Roundups',
    subtitle: 'The best of, by the community',
    itemType: 'conversation',
  },
  { name: 'user-posts', title: 'From the community', subtitle: 'Recent posts', itemType: 'post' },
  {
    name: 'community-collections',
    title: 'Community collections',
    subtitle: 'Lists made by locals',
    itemType: 'conversation',
    params: { feedItemType: 'collection' },
  },
];

export function buildStreams(): StreamInsert[] {
  return LOCATION_LIST.flatMap((location) =>
    SEED_STREAMS.map((stream, position) => ({
      id: seedId('stream', `${location.slug}-${stream.name}`),
      slug: stream.name,
      locationSlug: location.slug,
      title: stream.title,
      subtitle: stream.subtitle,
      itemType: stream.itemType,
      endpoint: `/api/v1/discover/${stream.name}`,
      params: { location: location.searchParam, ...stream.params },
      limit: 10,
      position,
    })),
  );
}

const RECOMMENDATIONS: Record<LocationSlug, readonly string[]> = {
  'boston-ma': [
    'jazz this weekend',
    'free museums',
    'comedy tonight',
    'farmers markets',
    'live music tomorrow night',
    'things to do with kids sunday',
    'breweries in Fort Point',
    'art in Fenway',
  ],
  'washington-dc': [
    'jazz this weekend',
    'free museums',
    'comedy tonight',
    'farmers markets',
    'smithsonian this week',
    'live music on U Street',
    'things to do at The Wharf',
    'theatre in Penn Quarter',
  ],
};

/** Search suggestions per location: queries to run, then two experiences to open. */
export function buildSearchRecommendations(
  experiences: readonly SeedExperience[],
): SearchRecommendationInsert[] {
  return LOCATION_LIST.flatMap((location) => {
    const queries = RECOMMENDATIONS[location.slug].map((query, position) => ({
      id: seedId('search-recommendation', `${location.slug}-${query}`),
      label: query.charAt(0).toUpperCase() + query.slice(1),
      query,
      locationSlug: location.slug,
      position,
      isHighlighted: position < 4,
    }));
    const items = experiences
      .filter((e) => e.location === location.slug && e.isPublished && e.isUpcoming)
      .slice(0, 2)
      .map((experience, i) => ({
        id: seedId('search-recommendation', `${location.slug}-item-${experience.id}`),
        label: experience.name,
        itemType: 'experience',
        itemId: experience.id,
        locationSlug: location.slug,
        position: queries.length + i,
      }));
    return [...queries, ...items];
  });
}

/** 'editor-picks' and 'top-picks' tags per location, each holding 12 upcoming published experiences in order. */
export function buildFeatureTags(
  random: Random,
  experiences: readonly SeedExperience[],
): { tags: FeatureTagInsert[]; items: FeatureTagItemInsert[] } {
  const tags: FeatureTagInsert[] = [];
  const items: FeatureTagItemInsert[] = [];
  for (const location of LOCATION_LIST) {
    const candidates = experiences.filter(
      (e) => e.location === location.slug && e.isPublished && e.isUpcoming && e.schedule.kind !== 'past',
    );
    for (const [position, [name, title]] of [
      ['editor-picks', 'Editor’s picks'],
      ['top-picks', 'Top picks'],
    ].entries()) {
      const id = seedId('feature-tag', `${location.slug}-${name}`);
      tags.push({
        id,
        slug: `${name}-${location.slug}`,
        name: title as string,
        locationSlug: location.slug,
        position,
      });
      random.sample(candidates, 12).forEach((experience, itemPosition) => {
        items.push({
          featureTagId: id,
          itemType: 'experience',
          itemId: experience.id,
          position: itemPosition,
        });
      });
    }
  }
  return { tags, items };
}

/** spec §3 feature flags, both off; the clients read them through the config endpoint. */
export function buildRemoteConfig(): RemoteConfigInsert[] {
  return [
    { key: 'showNoahContestAsCompleted', value: false, description: 'spec §3 feature flag' },
    { key: 'showNoahContestWebPage', value: true, description: 'spec §3 feature flag' },
  ];
}
