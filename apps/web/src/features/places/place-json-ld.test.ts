import { describe, expect, it } from 'vitest';
import { buildPlaceJsonLd } from './place-json-ld';

describe('buildPlaceJsonLd', () => {
  it('describes the place with its address, geo and page', () => {
    const ld = buildPlaceJsonLd(
      {
        id: 'p1',
        name: 'Jazz Hall',
        address: '1 Main St',
        city: 'Boston',
        state: 'MA',
        lat: 42.35,
        lng: -71.06,
      },
      'https://happenings.test',
    );
    expect(ld).toMatchObject({
      '@type': 'Place',
      name: 'Jazz Hall',
      url: 'https://happenings.test/place/p1',
      address: { streetAddress: '1 Main St', addressLocality: 'Boston', addressRegion: 'MA' },
      geo: { latitude: 42.35, longitude: -71.06 },
    });
  });

  it('leaves out geo and empty address parts when unknown', () => {
    const ld = buildPlaceJsonLd(
      { id: 'p2', name: 'Somewhere', address: '', city: '', state: '', lat: null, lng: null },
      'https://happenings.test',
    );
    expect(ld.geo).toBeUndefined();
    expect(ld.address).toEqual({ '@type': 'PostalAddress', addressCountry: 'US' });
  });
});
