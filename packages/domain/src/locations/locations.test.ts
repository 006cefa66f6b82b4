import { describe, expect, it } from 'vitest';
import { locationSchema } from './location.schema.ts';
import { LOCATION_COOKIE } from './location-cookie.ts';
import { CITY_PARAMS, LOCATION_SLUGS } from './location-values.ts';
import {
  DEFAULT_LOCATION_SLUG,
  getLocation,
  isInBoundingBox,
  LOCATION_LIST,
  LOCATIONS,
  resolveLocationSlug,
  toCityParam,
  toLocationSlug,
} from './locations.ts';

describe('locations of spec §1 and §3', () => {
  it.each(LOCATION_LIST)('$slug satisfies the Location schema', (location) => {
    expect(locationSchema.parse(location)).toEqual(location);
  });

  it.each([
    ['boston-ma', 'Boston', true, true],
    ['washington-dc', 'Washington DC', false, false],
  ] as const)('%s is %s, default %s, app supported %s', (slug, name, isDefault, isAppSupported) => {
    const location = getLocation(slug);
    expect(location).toMatchObject({ slug, name, isDefault, isAppSupported, timeZone: 'America/New_York' });
  });

  it('has exactly one default, boston-ma', () => {
    expect(DEFAULT_LOCATION_SLUG).toBe('boston-ma');
    expect(LOCATION_LIST.filter((l) => l.isDefault).map((l) => l.slug)).toEqual(['boston-ma']);
  });

  it('returns undefined for an unknown slug', () => {
    expect(getLocation('new-york-ny')).toBeUndefined();
  });

  it.each([
    ['boston-ma', 'boston'],
    ['washington-dc', 'washington-dc'],
  ] as const)('maps slug %s to city %s and back', (slug, city) => {
    expect(toCityParam(slug)).toBe(city);
    expect(toLocationSlug(city)).toBe(slug);
    expect(LOCATIONS[slug].searchParam).toBe(city);
  });

  it('keeps the two lists aligned', () => {
    expect(LOCATION_SLUGS.map(toCityParam)).toEqual([...CITY_PARAMS]);
  });

  it.each([
    ['boston-ma', 'boston-ma'],
    ['boston', 'boston-ma'],
    [' Boston ', 'boston-ma'],
    ['washington-dc', 'washington-dc'],
    ['WASHINGTON-DC', 'washington-dc'],
    ['nyc', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('resolves %j to %j', (value, expected) => {
    expect(resolveLocationSlug(value)).toBe(expected);
  });

  it.each([
    ['boston-ma', 'Boston Common', 42.3551, -71.0656, true],
    ['boston-ma', 'Harvard Square, Cambridge', 42.3736, -71.119, true],
    ['boston-ma', 'Davis Square, Somerville', 42.3967, -71.1226, true],
    ['boston-ma', 'Coolidge Corner, Brookline', 42.342, -71.1212, true],
    ['boston-ma', 'Logan Airport', 42.3656, -71.0096, true],
    ['boston-ma', 'Worcester', 42.2626, -71.8023, false],
    ['boston-ma', 'the White House', 38.8977, -77.0365, false],
    ['washington-dc', 'the White House', 38.8977, -77.0365, true],
    ['washington-dc', 'Clarendon, Arlington', 38.8869, -77.0953, true],
    ['washington-dc', 'Old Town Alexandria', 38.8048, -77.0469, true],
    ['washington-dc', 'downtown Bethesda', 38.9847, -77.0947, true],
    ['washington-dc', 'Baltimore', 39.2904, -76.6122, false],
    ['washington-dc', 'Boston Common', 42.3551, -71.0656, false],
  ] as const)('%s contains %s: %s', (slug, _place, lat, lng, expected) => {
    expect(isInBoundingBox(LOCATIONS[slug], lat, lng)).toBe(expected);
  });

  it.each([
    [0, 179.5, true],
    [0, -179.5, true],
    [0, 0, false],
    [5, 179.5, false],
  ])('handles a box across the antimeridian: (%d, %d) -> %s', (lat, lng, expected) => {
    const box = { boundingBox: { ne: { lat: 1, lng: -179 }, sw: { lat: -1, lng: 179 } } };
    expect(isInBoundingBox(box, lat, lng)).toBe(expected);
  });

  it('rejects a location with a bad bounding box, naming the field', () => {
    const bad = {
      ...LOCATIONS['boston-ma'],
      boundingBox: { ne: { lat: 91, lng: 0 }, sw: { lat: 0, lng: 0 } },
    };
    expect(locationSchema.safeParse(bad).error?.issues[0]?.path).toEqual(['boundingBox', 'ne', 'lat']);
  });
});

describe('location cookie (spec §4)', () => {
  it('is named location, lives a year on path / and defaults to boston-ma', () => {
    expect(LOCATION_COOKIE).toEqual({
      name: 'location',
      maxAgeSeconds: 31_536_000,
      path: '/',
      defaultValue: 'boston-ma',
    });
  });
});
