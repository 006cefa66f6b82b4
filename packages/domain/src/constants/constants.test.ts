import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_REFRESH_MARGIN_MS,
  ANALYTICS_DIMENSIONS,
  BRAND_PRIMARY_COLOR,
  BREAKPOINTS_PX,
  CACHE_POLICIES,
  CALENDAR_DESCRIPTION_LIMIT,
  CUSTOM_TOKEN_LIFETIME_SECONDS,
  DEFAULT_EXPERIENCES_LIMIT,
  FONT_FAMILIES,
  PROGRESS_DURATION_MS,
  PROGRESS_THROTTLE_MS,
  QUERY_CACHE_DEFAULTS,
  RESIZE_DEBOUNCE_MS,
  ROUNDUP_COMMENTS_PAGE_SIZE,
  SESSION_COOKIE,
  STREAM_DEFAULT_LIMIT,
  TOAST_DEFAULTS,
} from './index.ts';
import { toastSchema } from './toast.schema.ts';

describe('business constants of spec §9', () => {
  it.each([
    ['custom token lifetime (s)', CUSTOM_TOKEN_LIFETIME_SECONDS, 3600],
    ['access token refresh margin (ms)', ACCESS_TOKEN_REFRESH_MARGIN_MS, 300_000],
    ['default experiences limit', DEFAULT_EXPERIENCES_LIMIT, 10],
    ['roundup comments page size', ROUNDUP_COMMENTS_PAGE_SIZE, 20],
    ['stream default limit', STREAM_DEFAULT_LIMIT, 10],
    ['calendar description limit', CALENDAR_DESCRIPTION_LIMIT, 300],
    ['resize debounce (ms)', RESIZE_DEBOUNCE_MS, 100],
    ['progress throttle (ms)', PROGRESS_THROTTLE_MS, 100],
    ['progress duration (ms)', PROGRESS_DURATION_MS, 1000],
    ['brand primary colour', BRAND_PRIMARY_COLOR, '#5618F7'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('has the toast defaults', () => {
    expect(TOAST_DEFAULTS).toEqual({
      autoClose: 5000,
      position: 'bottom-left',
      hideProgressBar: true,
      closeOnClick: true,
      type: 'info',
    });
  });

  it.each([
    [{ title: 'Link copied' }, { title: 'Link copied', type: 'info' }],
    [
      { title: 'Saved', description: 'Added to collection', icon: 'check', type: 'success' },
      { title: 'Saved', description: 'Added to collection', icon: 'check', type: 'success' },
    ],
  ])('parses toast %j with type defaulting to info (spec §8)', (input, expected) => {
    expect(toastSchema.parse(input)).toEqual(expected);
  });

  it('rejects a toast of an unknown type', () => {
    const result = toastSchema.safeParse({ title: 'x', type: 'fatal' });
    expect(result.error?.issues[0]?.path).toEqual(['type']);
  });

  it('has the breakpoints in ascending order', () => {
    expect(BREAKPOINTS_PX).toEqual({ mobile: 430, xs: 480, sm: 768, tablet: 900, md: 960, lg: 1200 });
    const values = Object.values(BREAKPOINTS_PX);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
  });

  it('has the session cookie of spec §6 (12 days)', () => {
    expect(SESSION_COOKIE).toEqual({
      name: '__session',
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      maxAgeSeconds: 1_036_800,
    });
    expect(SESSION_COOKIE.maxAgeSeconds).toBe(12 * 24 * 3600);
  });

  it('has the cache policies', () => {
    expect(CACHE_POLICIES).toEqual({
      highlightedRecommendations: { maxEntries: 15, ttlMs: 900_000 },
      categories: { maxEntries: 15, ttlMs: 900_000 },
      streamConfig: { maxEntries: 50, ttlMs: 300_000 },
    });
    expect(QUERY_CACHE_DEFAULTS).toEqual({
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
    });
  });

  it('names the fonts and two distinct analytics dimensions', () => {
    expect(Object.values(FONT_FAMILIES).sort()).toEqual(['CodecPro', 'Graphik Web']);
    expect(new Set(Object.values(ANALYTICS_DIMENSIONS)).size).toBe(2);
  });
});
