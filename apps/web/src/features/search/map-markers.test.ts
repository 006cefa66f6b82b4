import { describe, expect, it } from 'vitest';
import { toMarkers } from './map-markers';

type Items = Parameters<typeof toMarkers>[0];

function occurrence(
  id: string,
  startsAt: string,
  where: { name: string; lat: number | null; lng: number | null },
) {
  return {
    startsAt,
    endsAt: startsAt,
    localDate: startsAt.slice(0, 10),
    isAllDay: false,
    experience: { id, name: `Event ${id}`, slug: `event-${id}`, where },
  };
}

describe('toMarkers', () => {
  it('makes one pin per experience at its first occurrence, and skips places without coordinates', () => {
    const items = [
      occurrence('a', '2026-11-20T23:00:00Z', { name: 'Royale', lat: 42.35, lng: -71.06 }),
      occurrence('a', '2026-11-27T23:00:00Z', { name: 'Royale', lat: 42.35, lng: -71.06 }),
      occurrence('b', '2026-11-21T15:00:00Z', { name: 'Somewhere', lat: null, lng: null }),
    ] as unknown as Items;
    expect(toMarkers(items, 'America/New_York')).toEqual([
      {
        id: 'a',
        lat: 42.35,
        lng: -71.06,
        label: 'Event a',
        href: '/event/event-a',
        detail: 'Fri, Nov 20, 6:00 PM · Royale',
      },
    ]);
  });
});
