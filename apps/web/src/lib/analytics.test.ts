import { ANALYTICS_DIMENSIONS } from '@happenings/domain/constants';
import { describe, expect, it } from 'vitest';
import {
  dimensionsForPage,
  pageViewPath,
  providerOrigins,
  providerScript,
  searchEvent,
} from './analytics.ts';

describe('dimensionsForPage (spec §9 dimension keys)', () => {
  it.each([
    ['/event/jazz-on-the-lawn', '', { [ANALYTICS_DIMENSIONS.eventPage]: 'jazz-on-the-lawn' }],
    ['/event/create', '', {}],
    ['/search', 'q=free+music', { [ANALYTICS_DIMENSIONS.searchPage]: 'free music' }],
    ['/search', '', { [ANALYTICS_DIMENSIONS.searchPage]: '' }],
    ['/about', 'q=x', {}],
  ])('%s?%s', (pathname, search, expected) => {
    expect(dimensionsForPage(pathname, new URLSearchParams(search))).toEqual(expected);
  });
});

describe('providerScript', () => {
  it('loads nothing for first-party analytics or without a measurement id', () => {
    expect(providerScript({ provider: 'first-party', measurementId: undefined })).toBeNull();
    expect(providerScript({ provider: 'ga', measurementId: undefined })).toBeNull();
  });

  it('loads Plausible for the site domain and GA for its measurement id', () => {
    expect(
      providerScript({ provider: 'plausible', measurementId: 'happenings.example' })?.attributes,
    ).toEqual({
      'data-domain': 'happenings.example',
    });
    const ga = providerScript({ provider: 'ga', measurementId: 'G-ABC123' });
    expect(ga?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-ABC123');
    expect(ga?.setup).toContain('gtag(\'config\',"G-ABC123",{send_page_view:false})');
  });
});

describe('searchEvent', () => {
  it('carries the search page dimension (the query) and the result count', () => {
    expect(searchEvent({ query: 'jazz this weekend', resultCount: 12, hasMore: true })).toEqual({
      name: 'search',
      dimensions: { [ANALYTICS_DIMENSIONS.searchPage]: 'jazz this weekend' },
      resultCount: 12,
      hasMore: true,
    });
  });
});

describe('pageViewPath', () => {
  it.each([
    ['/search', 'q=jazz', '/search?q=jazz'],
    ['/about', '', '/about'],
    ['/newsletter/confirm', 'token=abc.def.ghi', '/newsletter/confirm'],
    ['/__/auth/action', 'mode=resetPassword&token=secret', '/__/auth/action?mode=resetPassword'],
  ])('%s?%s records %s (never a token)', (pathname, search, expected) => {
    expect(pageViewPath(pathname, new URLSearchParams(search))).toBe(expected);
  });
});

describe('providerOrigins (the CSP of spec §2 analytics)', () => {
  it('allows no other host for first-party analytics', () => {
    expect(providerOrigins({ provider: 'first-party', measurementId: 'x' })).toEqual({
      script: [],
      connect: [],
      img: [],
    });
    expect(providerOrigins({ provider: 'ga', measurementId: undefined }).script).toEqual([]);
  });

  it("allows the provider's script host and its collection hosts", () => {
    expect(providerOrigins({ provider: 'plausible', measurementId: 'happenings.example' })).toEqual({
      script: ['https://plausible.io'],
      connect: ['https://plausible.io'],
      img: [],
    });
    const ga = providerOrigins({ provider: 'ga', measurementId: 'G-ABC123' });
    expect(ga.script).toEqual(['https://www.googletagmanager.com']);
    expect(ga.connect).toContain('https://*.google-analytics.com');
  });
});
