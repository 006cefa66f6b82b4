/**
 * The supported locations (spec §1, §3) and conversions between the two spellings of their city values.
 */
import type { CityParam, Location, LocationSlug } from './location.schema.ts';
import { CITY_PARAMS, LOCATION_SLUGS } from './location-values.ts';

/** spec §4: the location used when none is chosen. */
export const DEFAULT_LOCATION_SLUG = 'boston-ma' satisfies LocationSlug;

/** Every supported location, keyed by slug. */
export const LOCATIONS = {
  'boston-ma': {
    slug: 'boston-ma',
    name: 'Boston',
    searchParam: 'boston',
    shortName: 'Boston',
    isDefault: true,
    identifier: 'BOSTON_MA',
    landingPage: '/boston-ma',
    isAppSupported: true,
    // Greater Boston: Brookline and Newton's edge to the west, Somerville and Medford to the north,
    // Logan Airport and Winthrop to the east, Dorchester/Mattapan/Milton to the south.
    boundingBox: { ne: { lat: 42.43, lng: -70.95 }, sw: { lat: 42.22, lng: -71.2 } },
    timeZone: 'America/New_York',
  },
  'washington-dc': {
    slug: 'washington-dc',
    name: 'Washington DC',
    searchParam: 'washington-dc',
    shortName: 'DC',
    isDefault: false,
    identifier: 'WASHINGTON_DC',
    landingPage: '/washington-dc',
    isAppSupported: false,
    // The District plus Arlington and Alexandria (VA) to the south-west and Bethesda/Silver Spring (MD) to the
    // north.
    boundingBox: { ne: { lat: 39.02, lng: -76.9 }, sw: { lat: 38.78, lng: -77.18 } },
    timeZone: 'America/New_York',
  },
} as const satisfies Record<LocationSlug, Location>;

/** The locations in display order (default first). */
export const LOCATION_LIST: readonly Location[] = LOCATION_SLUGS.map((slug) => LOCATIONS[slug]);

/** True when `value` is a location slug ('boston-ma', 'washington-dc'). */
export function isLocationSlug(value: string): value is LocationSlug {
  return (LOCATION_SLUGS as readonly string[]).includes(value);
}

/** True when `value` is a city param ('boston', 'washington-dc'). */
export function isCityParam(value: string): value is CityParam {
  return (CITY_PARAMS as readonly string[]).includes(value);
}

/** The location with this slug; for an arbitrary string, undefined when it is not a slug. */
export function getLocation(slug: LocationSlug): Location;
export function getLocation(slug: string): Location | undefined;
export function getLocation(slug: string): Location | undefined {
  return isLocationSlug(slug) ? LOCATIONS[slug] : undefined;
}

/** 'boston-ma' -> 'boston': the slug's city value in the other list of spec §3. */
export function toCityParam(slug: LocationSlug): CityParam {
  return LOCATIONS[slug].searchParam;
}

/** 'boston' -> 'boston-ma': the city value's slug. */
export function toLocationSlug(city: CityParam): LocationSlug {
  // Both lists are in the same order (asserted by the tests).
  return LOCATION_SLUGS[CITY_PARAMS.indexOf(city)]!;
}

/**
 * Reads either spelling (slug or city param, any case, surrounding blanks ignored) into a slug; null when it
 * names no supported location. For cookie values and URL segments that may hold either form.
 */
export function resolveLocationSlug(value: string | null | undefined): LocationSlug | null {
  const text = (value ?? '').trim().toLowerCase();
  if (isLocationSlug(text)) return text;
  if (isCityParam(text)) return toLocationSlug(text);
  return null;
}

/**
 * True when the point lies inside (or on the edge of) the location's bounding box. A box whose west edge is east
 * of its east edge crosses the antimeridian.
 */
export function isInBoundingBox(location: Pick<Location, 'boundingBox'>, lat: number, lng: number): boolean {
  const { ne, sw } = location.boundingBox;
  if (lat < sw.lat || lat > ne.lat) return false;
  return sw.lng <= ne.lng ? lng >= sw.lng && lng <= ne.lng : lng >= sw.lng || lng <= ne.lng;
}
