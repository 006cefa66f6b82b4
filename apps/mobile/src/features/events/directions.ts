/**
 * "Directions" to the event's place in the platform's maps app (issue 12): Apple Maps on iOS (its https address
 * opens the app), the geo: URI on Android (RFC 5870, with Android's `q` label, handed to the default maps app),
 * Google Maps in a browser otherwise. Coordinates when the place has them, else its address.
 */
import type { ExperienceDetail } from '../experiences/experience.types.ts';

type Where = Pick<ExperienceDetail['where'], 'name' | 'address' | 'city' | 'state' | 'lat' | 'lng'>;
export type MapsPlatform = 'ios' | 'android' | 'web' | 'other';

/** 'Royale, 279 Tremont St, Boston, MA': each part once, blanks left out. */
export function placeQuery(where: Where): string {
  const parts = [where.name, where.address, where.city, where.state]
    .map((part) => part?.trim())
    .filter(Boolean);
  return parts.filter((part, index) => parts.indexOf(part) === index).join(', ');
}

/** The directions address for a platform; null when the place has neither coordinates nor an address. */
export function directionsUrl(where: Where, platform: MapsPlatform): string | null {
  const hasCoordinates = typeof where.lat === 'number' && typeof where.lng === 'number';
  const query = placeQuery(where);
  if (!hasCoordinates && !query) return null;
  const destination = hasCoordinates ? `${where.lat},${where.lng}` : query;
  switch (platform) {
    case 'ios':
      return `https://maps.apple.com/?daddr=${encodeURIComponent(destination)}${
        hasCoordinates && query ? `&q=${encodeURIComponent(query)}` : ''
      }`;
    case 'android': {
      const label = query ? `(${encodeURIComponent(query)})` : '';
      return hasCoordinates
        ? `geo:${where.lat},${where.lng}?q=${where.lat},${where.lng}${label}`
        : `geo:0,0?q=${encodeURIComponent(query)}`;
    }
    default:
      return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
  }
}
