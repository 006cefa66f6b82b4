/**
 * The search map's events: the occurrences in the visible box (GET /api/v1/events?xmin&ymin&xmax&ymax&start&end
 * &categories), as the website's search map asks, and one pin per experience.
 */
import type { components } from '@happenings/client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';
import type { MapPin } from '../map/map-view.tsx';
import type { BoundingBox } from '../map/projection.ts';

type EventOccurrence = components['schemas']['EventOccurrence'];

/** Occurrences per map query (the API's page limit). */
export const MAP_EVENTS_SIZE = 100;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export interface MapWindow {
  /** ISO instants; end exclusive. */
  start: string;
  end: string;
  /** Comma-separated category slugs. */
  categories?: string;
}

/** The week from `now`: what the map shows when no date was asked for. */
export function weekFrom(now: number): Pick<MapWindow, 'start' | 'end'> {
  return { start: new Date(now).toISOString(), end: new Date(now + WEEK_MS).toISOString() };
}

export const mapEventsKey = (box: BoundingBox | null, window: MapWindow) =>
  ['search-map-events', box, window] as const;

export function useMapEvents(box: BoundingBox | null, window: MapWindow) {
  return useQuery({
    queryKey: mapEventsKey(box, window),
    enabled: box !== null,
    // The pins stay while the next box loads, instead of blinking out on every move.
    placeholderData: keepPreviousData,
    meta: { persist: false },
    queryFn: async () => {
      if (!box) return { items: [], hasMore: false };
      const { data, response } = await getAppServices().api.GET('/api/v1/events', {
        params: { query: { ...box, ...window, size: MAP_EVENTS_SIZE } },
      });
      if (!data) throw new ApiRequestError(response.status);
      return data;
    },
  });
}

/** One pin per experience (a weekly event has many occurrences in a week), skipping any without coordinates. */
export function toPins(items: readonly EventOccurrence[]): MapPin[] {
  const pins = new Map<string, MapPin>();
  for (const { experience } of items) {
    if (!experience || pins.has(experience.id)) continue;
    const { lat, lng } = experience.where;
    if (typeof lat !== 'number' || typeof lng !== 'number') continue;
    pins.set(experience.id, {
      id: experience.slug,
      lat,
      lng,
      label: experience.name,
      href: `/event/${experience.slug}`,
    });
  }
  return [...pins.values()];
}
