import { getLocation, isInBoundingBox, LOCATION_SLUGS } from '@happenings/domain/locations';
import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS } from './seed-categories.ts';
import { slugify } from './seed-random.ts';
import { listSeedNeighbourhoods, SEED_VENUES } from './seed-venues.ts';

describe('demo venues', () => {
  it.each(LOCATION_SLUGS)('every %s venue lies inside its location’s bounding box', (slug) => {
    const location = getLocation(slug);
    const outside = SEED_VENUES[slug].filter((venue) => !isInBoundingBox(location, venue.lat, venue.lng));
    expect(outside.map((venue) => venue.name)).toEqual([]);
  });

  it('has about 60 Boston and 40 DC venues with unique names and known categories', () => {
    expect(SEED_VENUES['boston-ma'].length).toBeGreaterThanOrEqual(60);
    expect(SEED_VENUES['washington-dc'].length).toBeGreaterThanOrEqual(40);
    const all = [...SEED_VENUES['boston-ma'], ...SEED_VENUES['washington-dc']];
    expect(new Set(all.map((venue) => slugify(venue.name))).size).toBe(all.length);
    for (const venue of all) {
      expect(venue.categories.length, venue.name).toBeGreaterThan(0);
      for (const category of venue.categories) expect(CATEGORY_SLUGS).toContain(category);
    }
  });

  it('includes the landmarks of the brief', () => {
    const names = [...SEED_VENUES['boston-ma'], ...SEED_VENUES['washington-dc']].map((venue) => venue.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Isabella Stewart Gardner Museum',
        "Wally's Café Jazz Club",
        '9:30 Club',
        'Blues Alley',
      ]),
    );
  });

  it('lists neighbourhoods per location', () => {
    expect(listSeedNeighbourhoods('boston-ma')).toEqual(
      expect.arrayContaining(['Fenway', 'South End', 'Allston']),
    );
    expect(listSeedNeighbourhoods('washington-dc')).toEqual(
      expect.arrayContaining(['U Street', 'Capitol Hill']),
    );
  });
});
