/**
 * Discover streams (spec §7 GET /api/v1/discover and its streams): which ones the app draws. This slice draws the
 * experience streams; roundups, posts and community collections come with their screens.
 */
import type { components } from '@happenings/client';
import type { Experience } from '../experiences/experience.types.ts';

export type DiscoverStream = components['schemas']['DiscoverStream'];

const COMMUNITY_ENDPOINTS = new Set(['roundups', 'user-posts', 'community-collections']);

/** '/api/v1/discover/top-picks' -> 'top-picks'; null for an endpoint outside the discover API. */
export function streamEndpointName(stream: Pick<DiscoverStream, 'endpoint'>): string | null {
  return /^\/api\/v\d+\/discover\/([a-z0-9-]+)\/?(?:\?.*)?$/.exec(stream.endpoint)?.[1] ?? null;
}

export function isExperienceStream(stream: Pick<DiscoverStream, 'endpoint' | 'itemType'>): boolean {
  const name = streamEndpointName(stream);
  if (!name || COMMUNITY_ENDPOINTS.has(name)) return false;
  return stream.itemType === 'experience' || stream.itemType === 'experience-calendar';
}

/** The experiences of a page of items (the discover root types its items as a union of every kind). */
export function toExperiences(items: readonly unknown[] | undefined): Experience[] {
  return (items ?? []).filter(
    (item): item is Experience =>
      item !== null && typeof item === 'object' && 'slug' in item && 'when' in item && 'where' in item,
  );
}

/** Items of several pages, each once (a cursor page can repeat an item at its edge). */
export function uniqueById<Item extends { id: string }>(pages: readonly (readonly Item[])[]): Item[] {
  const seen = new Set<string>();
  return pages.flat().filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
}
