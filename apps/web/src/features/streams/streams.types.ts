/**
 * Discover streams (spec §2 home and location pages, issue 4): the API's stream configuration and pages.
 */
import type { components } from '@happenings/client';
import type { ExperienceCardData } from '@/features/experiences/experience.types';

export type DiscoverStream = components['schemas']['DiscoverStream'];

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

/** Streams whose items are experiences: the ones shown as card rows and with a see-all page. */
export function isExperienceStream(stream: Pick<DiscoverStream, 'itemType' | 'endpoint'>): boolean {
  return (
    (stream.itemType === 'experience' || stream.itemType === 'experience-calendar') &&
    streamEndpointName(stream) !== null
  );
}

/** The stream a see-all URL names, by slug or endpoint name; only experience streams have a see-all page. */
export function findSeeAllStream(
  streams: readonly DiscoverStream[],
  name: string,
): DiscoverStream | undefined {
  const wanted = name.toLowerCase();
  return streams.find(
    (stream) =>
      isExperienceStream(stream) && (stream.slug === wanted || streamEndpointName(stream) === wanted),
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

/** Items of several pages as one list, each experience once (a cursor page can repeat an item at its edge). */
export function uniqueExperiences(pages: readonly ExperienceStreamPage[]): ExperienceCardData[] {
  const seen = new Set<string>();
  const items: ExperienceCardData[] = [];
  for (const page of pages) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}
