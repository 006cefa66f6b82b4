import { describe, expect, it } from 'vitest';
import { buildFeedLinks, withCategories } from './feed-links';

describe('buildFeedLinks', () => {
  it('gives the webcal address, Google add-by-URL link and https address of a feed path', () => {
    const links = buildFeedLinks(
      '/api/v1/calendar-feeds/locations/boston-ma/weekend.ics',
      'https://happenings.example',
    );
    expect(links.https).toBe(
      'https://happenings.example/api/v1/calendar-feeds/locations/boston-ma/weekend.ics',
    );
    expect(links.webcal).toBe(
      'webcal://happenings.example/api/v1/calendar-feeds/locations/boston-ma/weekend.ics',
    );
    expect(links.google).toBe(
      'https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fhappenings.example%2Fapi%2Fv1%2Fcalendar-feeds%2Flocations%2Fboston-ma%2Fweekend.ics',
    );
  });

  it('keeps an absolute address and its query', () => {
    const links = buildFeedLinks(
      'http://localhost:3000/api/v1/x.ics?categories=music',
      'https://other.example',
    );
    expect(links.webcal).toBe('webcal://localhost:3000/api/v1/x.ics?categories=music');
  });
});

describe('withCategories', () => {
  it('adds the chosen categories, sorted and comma-separated, and leaves the address alone without any', () => {
    const path = '/api/v1/calendar-feeds/locations/boston-ma/events.ics';
    expect(withCategories(path, [])).toBe(path);
    expect(withCategories(path, ['music', 'arts'])).toBe(`${path}?categories=arts,music`);
  });
});
