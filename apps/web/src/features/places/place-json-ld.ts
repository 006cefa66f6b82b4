/**
 * schema.org Place JSON-LD of a place page: name, PostalAddress, geo and the page's URL.
 */
export interface PlaceJsonLdSource {
  id: string;
  name: string;
  address: string;
  city: string;
  state: string;
  postalCode?: string | null;
  lat: number | null;
  lng: number | null;
}

export function buildPlaceJsonLd(place: PlaceJsonLdSource, siteUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Place',
    name: place.name,
    url: `${siteUrl}/place/${encodeURIComponent(place.id)}`,
    address: {
      '@type': 'PostalAddress',
      ...(place.address ? { streetAddress: place.address } : {}),
      ...(place.city ? { addressLocality: place.city } : {}),
      ...(place.state ? { addressRegion: place.state } : {}),
      ...(place.postalCode ? { postalCode: place.postalCode } : {}),
      addressCountry: 'US',
    },
    ...(place.lat !== null && place.lng !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: place.lat, longitude: place.lng } }
      : {}),
  };
}
