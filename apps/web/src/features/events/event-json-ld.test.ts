import { describe, expect, it } from 'vitest';
import { buildEventJsonLd, eventStatusUrl, type JsonLdSource, serializeJsonLd } from './event-json-ld';

const source: JsonLdSource = {
  name: 'Jazz Night',
  slug: 'jazz-night',
  shortDescription: 'Live jazz',
  description: 'Live jazz by the river, every Tuesday.',
  status: null,
  timeZone: 'America/New_York',
  when: { start: '2026-11-25T00:00:00.000Z', end: '2026-11-25T03:00:00.000Z' },
  where: {
    name: 'Esplanade',
    address: '1 Embankment Rd',
    city: 'Boston',
    state: 'MA',
    lat: 42.356,
    lng: -71.073,
  },
  nextOccurrences: [
    {
      startsAt: '2026-12-08T00:00:00.000Z',
      endsAt: '2026-12-08T03:00:00.000Z',
      isAllDay: false,
      localDate: '2026-12-07',
    },
  ],
  host: { name: 'Ada Hall', slug: 'ada-hall' },
};

describe('buildEventJsonLd', () => {
  it('describes the next occurrence with the zone offset, the place, geo, image and organizer', () => {
    const data = buildEventJsonLd(source, {
      siteUrl: 'https://h.example',
      imageUrls: ['https://h.example/a.jpg'],
    });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Jazz Night',
      startDate: '2026-12-07T19:00:00-05:00',
      endDate: '2026-12-07T22:00:00-05:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Esplanade',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '1 Embankment Rd',
          addressLocality: 'Boston',
          addressRegion: 'MA',
          addressCountry: 'US',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 42.356, longitude: -71.073 },
      },
      image: ['https://h.example/a.jpg'],
      description: 'Live jazz by the river, every Tuesday.',
      organizer: { '@type': 'Organization', name: 'Ada Hall' },
    });
  });

  it('falls back to the first occurrence and to dates for all-day schedules', () => {
    expect(
      buildEventJsonLd({ ...source, nextOccurrences: [] }, { siteUrl: '', imageUrls: [] }),
    ).toMatchObject({
      startDate: '2026-11-24T19:00:00-05:00',
    });
    const allDay = buildEventJsonLd(
      { ...source, nextOccurrences: [], when: { startDate: '2026-12-05', endDate: '2026-12-06' } },
      { siteUrl: '', imageUrls: [] },
    );
    expect(allDay).toMatchObject({ startDate: '2026-12-05', endDate: '2026-12-06' });
    expect(allDay.image).toBeUndefined();
  });

  it('maps every status flag of spec §3', () => {
    expect(eventStatusUrl('CANCELED')).toBe('https://schema.org/EventCancelled');
    expect(eventStatusUrl('POSTPONED')).toBe('https://schema.org/EventPostponed');
    expect(eventStatusUrl('RESCHEDULED')).toBe('https://schema.org/EventRescheduled');
    expect(eventStatusUrl(null)).toBe('https://schema.org/EventScheduled');
  });
});

describe('serializeJsonLd', () => {
  it('cannot close its script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
