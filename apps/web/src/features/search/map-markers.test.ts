import { describe, expect, it } from 'vitest';
import { mapCountText, toMapClusters } from './map-markers';

describe('toMapClusters', () => {
  it('makes a pin of each listed event with its date and venue, and a numbered group of the others', () => {
    const clusters = toMapClusters(
      [
        {
          lat: 42.35,
          lng: -71.06,
          count: 1,
          members: [
            { id: 'a', name: 'Jazz', slug: 'jazz', venue: 'Royale', startsAt: '2026-11-20T23:00:00.000Z' },
          ],
        },
        { lat: 42.3612345, lng: -71.0512345, count: 240, members: null },
      ],
      'America/New_York',
    );
    expect(clusters).toEqual([
      {
        key: 'a',
        lat: 42.35,
        lng: -71.06,
        count: 1,
        members: [
          {
            id: 'a',
            lat: 42.35,
            lng: -71.06,
            label: 'Jazz',
            href: '/event/jazz',
            detail: 'Fri, Nov 20, 6:00 PM · Royale',
          },
        ],
      },
      { key: '240@42.36123,-71.05123', lat: 42.3612345, lng: -71.0512345, count: 240, members: null },
    ]);
  });
});

describe('mapCountText', () => {
  it("says the search's total, and how many are in view when not all", () => {
    expect(mapCountText({ total: 1, unplaced: 0, inView: 1 })).toBe('1 event');
    expect(mapCountText({ total: 131, unplaced: 1, inView: 130 })).toBe('131 events · 1 without a location');
    expect(mapCountText({ total: 131, unplaced: 0, inView: 4 })).toBe('131 events · 4 in this area');
    expect(mapCountText({ total: 0, unplaced: 0, inView: 0 })).toBe('No events match');
  });
});
