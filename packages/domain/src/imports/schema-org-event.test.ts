import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eventPageDraftSchema } from './event-page-draft.schema.ts';
import { extractEventFromPage } from './schema-org-event.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

function extract(name: string, pageUrl: string) {
  const draft = extractEventFromPage(fixture(name), pageUrl);
  // Every draft is one the API may answer.
  if (draft) expect(eventPageDraftSchema.parse(draft)).toEqual(draft);
  return draft;
}

describe('extractEventFromPage', () => {
  it('reads an Eventbrite-style MusicEvent among other JSON-LD blocks', () => {
    const draft = extract(
      'eventbrite-event.html',
      'https://www.eventbrite.com/e/harbor-jazz-night-tickets-123456789',
    );
    expect(draft).toEqual({
      name: 'Harbor Jazz Night',
      description: 'An evening of live jazz by the water & a cash bar.\nDoors at 7.',
      startDate: '2026-07-10T19:30:00-04:00',
      endDate: '2026-07-10T22:30:00-04:00',
      isAllDay: false,
      where: {
        name: 'Fan Pier Pavilion',
        address: '1 Marina Park Dr',
        city: 'Boston',
        state: 'MA',
        postalCode: '02210',
        country: 'US',
      },
      onlineUrl: null,
      imageUrl: 'https://img.evbuc.com/https%3A%2F%2Fcdn.evbuc.com%2Fimages%2F1%2Foriginal.jpg?w=1000',
      url: 'https://www.eventbrite.com/e/harbor-jazz-night-tickets-123456789',
      status: null,
      price: { amount: 25, currency: 'USD', isFree: false },
    });
  });

  it('reads a Meetup-style online event from a top-level array, free, with entities and line breaks', () => {
    const draft = extract(
      'meetup-online-event.html',
      'https://www.meetup.com/typescript-boston/events/301234567/',
    );
    expect(draft).toMatchObject({
      name: 'Types at Scale – Monorepos in Practice',
      description: 'Join us online.\nTalks, then Q&A.',
      startDate: '2026-03-05T18:00-05:00',
      where: null,
      onlineUrl: 'https://www.meetup.com/typescript-boston/events/301234567/',
      imageUrl: 'https://secure.meetupstatic.com/photos/event/highres_5150.jpeg',
      // EventMovedOnline is not one of the spec §4 statuses: the event goes ahead, online.
      status: null,
      price: { amount: 0, currency: null, isFree: true },
    });
  });

  it('picks the event of the page among a Ticketmaster-style listing, with its status and lowest price', () => {
    const first = extract(
      'ticketmaster-listing.html',
      'https://www.ticketmaster.com/the-midnight-owls-boston-massachusetts-09-12-2026/event/01005F1',
    );
    expect(first).toMatchObject({
      name: 'The Midnight Owls',
      // Published without an offset: the venue's local time, kept as such.
      startDate: '2026-09-12T20:00:00',
      status: 'CANCELED',
      where: { name: 'House of Blues Boston', city: 'Boston', country: 'US' },
      imageUrl: 'https://www.ticketmaster.com/dam/a/owls.jpg',
      price: { amount: 49.5, currency: 'USD', isFree: false },
    });
    const second = extract(
      'ticketmaster-listing.html',
      'https://www.ticketmaster.com/the-midnight-owls-new-york-new-york-09-14-2026/event/01005F2',
    );
    expect(second).toMatchObject({
      status: 'POSTPONED',
      where: { name: 'Terminal 5', address: '610 W 56th St, New York, NY 10019', city: null },
      price: null,
    });
  });

  it('reads an all-day event from an @graph whose location is a reference, despite a raw line break', () => {
    const draft = extract('venue-graph-event.html', 'https://garden.example.org/events/plant-swap/');
    expect(draft).toMatchObject({
      name: 'Spring Plant Swap',
      description: 'Bring a cutting, take a cutting. Everyone’s welcome!',
      startDate: '2026-04-18',
      isAllDay: true,
      where: {
        name: 'Union Square Plaza',
        city: 'Somerville',
        state: 'Massachusetts',
        country: 'United States',
      },
      imageUrl: 'https://garden.example.org/wp-content/uploads/swap.jpg',
      price: { amount: 0, currency: 'USD', isFree: true },
    });
  });

  it('reads microdata when the page has no JSON-LD event', () => {
    const draft = extract('microdata-event.html', 'https://lorembooks.example/events/open-mic');
    expect(draft).toEqual({
      name: 'Poetry Open Mic',
      description: 'Five minutes each & sign up at the door.',
      startDate: '2026-05-02T19:00:00-04:00',
      endDate: '2026-05-02T21:00:00-04:00',
      isAllDay: false,
      where: {
        name: 'Lorem Books',
        address: '12 Elm St',
        city: 'Cambridge',
        state: 'MA',
        postalCode: null,
        country: null,
      },
      onlineUrl: null,
      imageUrl: 'https://lorembooks.example/images/open-mic.jpg',
      url: 'https://lorembooks.example/events/open-mic',
      status: null,
      price: { amount: 5, currency: 'USD', isFree: false },
    });
  });

  it('answers null for a page without an event, skipping a block that is not JSON', () => {
    expect(extract('no-event.html', 'https://harborarts.example/about')).toBeNull();
    expect(extractEventFromPage('', 'https://example.com/')).toBeNull();
  });

  it('ignores an event without a name and URLs that are not http', () => {
    const html = `<script type="application/ld+json">[{"@type":"Event","startDate":"2026-01-01"},
      {"@type":"schema:SocialEvent","name":"Potluck","image":"javascript:alert(1)","startDate":"2026-01-02 18:00"}]</script>`;
    expect(extractEventFromPage(html, 'https://example.com/potluck')).toMatchObject({
      name: 'Potluck',
      imageUrl: null,
      startDate: '2026-01-02T18:00',
      url: 'https://example.com/potluck',
    });
  });
});
