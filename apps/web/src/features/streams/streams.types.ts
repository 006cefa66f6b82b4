/**
 * Discover streams (spec §2 home and location pages, issue 4): the API's stream configuration and pages.
 */
import type { components } from '@happenings/client';
import type { ExperienceCardData } from '@/features/experiences/experience.types';

export type DiscoverStream = components['schemas']['DiscoverStream'];
export type RoundupCardData = components['schemas']['RoundupStreamPage']['items'][number];
export type PostCardData = components['schemas']['PostStreamPage']['items'][number];
export type CollectionCardData = components['schemas']['CollectionStreamPage']['items'][number];

/**
 * What a stream's cards show. Experience streams are told by their item type; the community streams of spec §7
 * by their endpoint, since roundups and community collections share the item type 'conversation'.
 */
export type StreamKind = 'experience' | 'roundup' | 'post' | 'collection';

const COMMUNITY_STREAMS: Record<string, Exclude<StreamKind, 'experience'>> = {
  roundups: 'roundup',
  'user-posts': 'post',
  'community-collections': 'collection',
};

/** The cards of one stream, by kind. */
export type StreamCards =
  | { kind: 'experience'; items: ExperienceCardData[] }
  | { kind: 'roundup'; items: RoundupCardData[] }
  | { kind: 'post'; items: PostCardData[] }
  | { kind: 'collection'; items: CollectionCardData[] };

/** One page of any stream (see-all pages): its items are drawn as the stream's kind of card. */
export interface StreamPage {
  items: unknown[];
  nextCursor: string | null;
}

export interface ExperienceStreamPage {
  items: ExperienceCardData[];
  nextCursor: string | null;
}

/** How many items a see-all page loads at a time: fills 1, 2, 3 and 4-column grids evenly. */
export const SEE_ALL_PAGE_SIZE = 12;

/** The stream's endpoint name ('/api/v1/discover/top-picks' -> 'top-picks'); null for a foreign endpoint. */
export function streamEndpointName(stream: Pick<DiscoverStream, 'endpoint'>): string | null {
  return /^\/api\/v\d+\/discover\/([a-z0-9-]+)\/?(?:\?.*)?$/.exec(stream.endpoint)?.[1] ?? null;
}

/** What the stream's cards are; null for a stream the site cannot draw (a foreign endpoint or item type). */
export function streamKind(stream: Pick<DiscoverStream, 'itemType' | 'endpoint'>): StreamKind | null {
  const name = streamEndpointName(stream);
  if (!name) return null;
  const community = COMMUNITY_STREAMS[name];
  if (community) return community;
  return stream.itemType === 'experience' || stream.itemType === 'experience-calendar' ? 'experience' : null;
}

/** Streams whose items are experiences. */
export function isExperienceStream(stream: Pick<DiscoverStream, 'itemType' | 'endpoint'>): boolean {
  return streamKind(stream) === 'experience';
}

/** The stream a see-all URL names, by slug or endpoint name; every stream the site can draw has one. */
export function findSeeAllStream(
  streams: readonly DiscoverStream[],
  name: string,
): DiscoverStream | undefined {
  const wanted = name.toLowerCase();
  return streams.find(
    (stream) =>
      streamKind(stream) !== null && (stream.slug === wanted || streamEndpointName(stream) === wanted),
  );
}

/** /{stream}/{location}: the see-all page of a stream in a location. */
export function seeAllPath(stream: Pick<DiscoverStream, 'slug'>, locationSlug: string): string {
  return `/${stream.slug}/${locationSlug}`;
}

/** The experience items of a stream's first page (the discover root mixes item kinds in one union). */
export function streamExperiences(stream: DiscoverStream): ExperienceCardData[] {
  if (!isExperienceStream(stream)) return [];
  return (stream.items ?? []).filter(
    (item): item is ExperienceCardData & NonNullable<typeof item> =>
      item !== null && typeof item === 'object' && 'slug' in item && 'schedule' in item,
  );
}

const isObject = (item: unknown): item is Record<string, unknown> =>
  item !== null && typeof item === 'object';

/** The items of a page (first page of the root, or a see-all page) as the cards of the stream's kind. */
export function toStreamCards(kind: StreamKind, items: readonly unknown[]): StreamCards {
  const objects = items.filter(isObject);
  switch (kind) {
    case 'experience':
      return {
        kind,
        items: objects.filter(
          (item) => 'slug' in item && 'schedule' in item,
        ) as unknown as ExperienceCardData[],
      };
    case 'roundup':
      return {
        kind,
        items: objects.filter(
          (item) => 'title' in item && 'parentCommentsCount' in item,
        ) as RoundupCardData[],
      };
    case 'post':
      return {
        kind,
        items: objects.filter((item) => 'creation' in item && 'user' in item) as PostCardData[],
      };
    case 'collection':
      return { kind, items: objects.filter((item) => 'collectionOwner' in item) as CollectionCardData[] };
  }
}

/** The cards of a stream's first page as the discover root answered it; null for a stream the site cannot draw. */
export function streamCards(stream: DiscoverStream): StreamCards | null {
  const kind = streamKind(stream);
  return kind ? toStreamCards(kind, stream.items ?? []) : null;
}

/** Items of several pages as one list, each once (a cursor page can repeat an item at its edge). */
export function uniqueItems<Item extends { id: string }>(
  pages: readonly { items: readonly Item[] }[],
): Item[] {
  const seen = new Set<string>();
  const items: Item[] = [];
  for (const page of pages) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

/** Items of several pages as one list, each experience once (a cursor page can repeat an item at its edge). */
export function uniqueExperiences(pages: readonly ExperienceStreamPage[]): ExperienceCardData[] {
  return uniqueItems(pages);
}
