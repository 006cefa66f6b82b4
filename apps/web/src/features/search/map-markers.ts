/**
 * Pins of the search map from the events query's answer (GET /api/v1/events).
 */
import type { components } from '@happenings/client';
import { formatDate } from '@happenings/domain/format';
import type { MapMarker } from '@/features/map/map-types';

type EventOccurrence = components['schemas']['EventOccurrence'];

/** One pin per experience (a weekly event has many occurrences in the box), at its first occurrence. */
export function toMarkers(items: readonly EventOccurrence[], timeZone: string): MapMarker[] {
  const seen = new Map<string, MapMarker>();
  for (const item of items) {
    const { experience } = item;
    if (!experience || seen.has(experience.id)) continue;
    const { lat, lng } = experience.where;
    if (typeof lat !== 'number' || typeof lng !== 'number') continue;
    const when = formatDate(
      Date.parse(item.startsAt),
      item.isAllDay ? 'ddd, MMM D' : 'ddd, MMM D, h:mm A',
      timeZone,
    );
    seen.set(experience.id, {
      id: experience.id,
      lat,
      lng,
      label: experience.name,
      href: `/event/${experience.slug}`,
      detail: [when, experience.where.name].filter(Boolean).join(' · '),
    });
  }
  return [...seen.values()];
}
