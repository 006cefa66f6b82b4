/**
 * schema.org Event JSON-LD of an event page (issue 4 SEO): name, startDate/endDate with the zone's offset,
 * eventStatus from the spec §3 status flag, offline attendance, the venue as a Place with a PostalAddress and
 * geo, image, description and organizer.
 */
import { DEFAULT_TIME_ZONE, formatZonedIso } from '@happenings/domain/time';

export interface JsonLdSource {
  name: string;
  slug: string;
  shortDescription?: string | null;
  description?: string | null;
  status?: 'CANCELED' | 'POSTPONED' | 'RESCHEDULED' | null;
  timeZone?: string | null;
  when: { start?: string | null; end?: string | null; startDate?: string | null; endDate?: string | null };
  where: { name: string; address: string; city: string; state: string; lat?: number; lng?: number };
  nextOccurrences?: readonly { startsAt: string; endsAt: string; isAllDay: boolean; localDate: string }[];
  host?: { name: string; slug: string } | null;
  /** The organiser's page or tickets. */
  url?: string | null;
}

const EVENT_STATUS = {
  CANCELED: 'https://schema.org/EventCancelled',
  POSTPONED: 'https://schema.org/EventPostponed',
  RESCHEDULED: 'https://schema.org/EventRescheduled',
} as const;

export function eventStatusUrl(status: JsonLdSource['status']): string {
  return status ? EVENT_STATUS[status] : 'https://schema.org/EventScheduled';
}

/** The dates to announce: the next occurrence when there is one, else the first. All-day ones as dates. */
function eventDates(source: JsonLdSource, timeZone: string): { startDate?: string; endDate?: string } {
  const next = source.nextOccurrences?.[0];
  if (next) {
    if (next.isAllDay) return { startDate: next.localDate, endDate: next.localDate };
    return {
      startDate: formatZonedIso(Date.parse(next.startsAt), timeZone),
      endDate: formatZonedIso(Date.parse(next.endsAt), timeZone),
    };
  }
  const start = source.when.start ? Date.parse(source.when.start) : Number.NaN;
  const end = source.when.end ? Date.parse(source.when.end) : Number.NaN;
  if (Number.isNaN(start)) {
    return {
      ...(source.when.startDate ? { startDate: source.when.startDate } : {}),
      ...(source.when.endDate ? { endDate: source.when.endDate } : {}),
    };
  }
  return {
    startDate: formatZonedIso(start, timeZone),
    ...(Number.isNaN(end) ? {} : { endDate: formatZonedIso(end, timeZone) }),
  };
}

export function buildEventJsonLd(
  source: JsonLdSource,
  options: { siteUrl: string; imageUrls: readonly string[] },
): Record<string, unknown> {
  const timeZone = source.timeZone || DEFAULT_TIME_ZONE;
  const { where } = source;
  const description = source.description || source.shortDescription || undefined;
  const hasGeo = typeof where.lat === 'number' && typeof where.lng === 'number';
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: source.name,
    url: `${options.siteUrl}/event/${source.slug}`,
    ...eventDates(source, timeZone),
    eventStatus: eventStatusUrl(source.status),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: where.name || where.address || where.city,
      address: {
        '@type': 'PostalAddress',
        ...(where.address ? { streetAddress: where.address } : {}),
        ...(where.city ? { addressLocality: where.city } : {}),
        ...(where.state ? { addressRegion: where.state } : {}),
        addressCountry: 'US',
      },
      ...(hasGeo ? { geo: { '@type': 'GeoCoordinates', latitude: where.lat, longitude: where.lng } } : {}),
    },
    ...(options.imageUrls.length > 0 ? { image: [...options.imageUrls] } : {}),
    ...(description ? { description } : {}),
    ...(source.host
      ? {
          organizer: {
            '@type': 'Organization',
            name: source.host.name,
            // No host pages yet: the organiser's own page when the event names one, else their events here.
            url: source.url || `${options.siteUrl}/search?q=${encodeURIComponent(source.host.name)}`,
          },
        }
      : {}),
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no text can close the script element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
