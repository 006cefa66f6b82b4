/**
 * Analytics (spec §2 "Analytics scripts load on every page", §9 dimension keys). Every page view goes to the
 * first-party endpoint with navigator.sendBeacon; ANALYTICS_PROVIDER=plausible|ga (with
 * ANALYTICS_MEASUREMENT_ID) adds that provider's script and sends it the same page view.
 */
import { ANALYTICS_DIMENSIONS, type AnalyticsDimension } from '@happenings/domain/constants';
import type { AnalyticsProvider } from '@/lib/env';

export interface AnalyticsConfig {
  provider: AnalyticsProvider;
  measurementId: string | undefined;
}

export type AnalyticsDimensions = Partial<Record<AnalyticsDimension, string>>;

export interface PageView {
  /** Path and query: '/search?q=jazz'. */
  path: string;
  title: string;
  referrer: string;
  dimensions: AnalyticsDimensions;
}

/** First-party collection endpoint on the API (reached on this origin). */
export const PAGE_VIEW_ENDPOINT = '/api/v1/analytics/page-view';

/** A third-party script to load on every page, or null for first-party only. */
export interface ProviderScript {
  src: string;
  attributes: Record<string, string>;
  /** Inline set-up that must run before the script (GA's dataLayer). */
  setup?: string;
}

export function providerScript(config: AnalyticsConfig): ProviderScript | null {
  if (!config.measurementId) return null;
  if (config.provider === 'plausible') {
    // The manual variant: page views are sent by trackPageView on every client-side navigation.
    return {
      src: 'https://plausible.io/js/script.manual.js',
      attributes: { 'data-domain': config.measurementId },
    };
  }
  if (config.provider === 'ga') {
    return {
      src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(config.measurementId)}`,
      attributes: {},
      setup: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${JSON.stringify(config.measurementId)},{send_page_view:false});`,
    };
  }
  return null;
}

/** Where a provider's script, its beacons and its pixels come from (the website's Content-Security-Policy). */
export interface ProviderOrigins {
  script: string[];
  connect: string[];
  img: string[];
}

/**
 * spec §2 "analytics scripts load on every page": the origins the CSP must allow for the configured provider
 * (none for first-party analytics, which posts to this origin). Google's list is the one its tag documentation
 * gives for a CSP (the regional *.analytics.google.com collection hosts included).
 */
export function providerOrigins(config: AnalyticsConfig): ProviderOrigins {
  if (!providerScript(config)) return { script: [], connect: [], img: [] };
  if (config.provider === 'plausible') {
    return { script: ['https://plausible.io'], connect: ['https://plausible.io'], img: [] };
  }
  return {
    script: ['https://www.googletagmanager.com'],
    connect: [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ],
    img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  };
}

/**
 * Query parameters that are credentials (the reset-password and newsletter links carry a `token`): a page view
 * never sends them to the analytics endpoint or provider.
 */
const SECRET_QUERY_PARAMS = ['token'];

/** The path and query a page view records: '/search?q=jazz', '/newsletter/confirm' (its token dropped). */
export function pageViewPath(pathname: string, searchParams: URLSearchParams): string {
  const kept = new URLSearchParams(searchParams);
  for (const name of SECRET_QUERY_PARAMS) kept.delete(name);
  const search = kept.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/**
 * spec §9: the two custom dimensions — the event page carries the event's slug, the search page the query.
 */
export function dimensionsForPage(pathname: string, searchParams: URLSearchParams): AnalyticsDimensions {
  const event = /^\/event\/([^/]+)$/.exec(pathname);
  if (event?.[1] && event[1] !== 'create') {
    return { [ANALYTICS_DIMENSIONS.eventPage]: decodeURIComponent(event[1]) };
  }
  if (pathname === '/search') return { [ANALYTICS_DIMENSIONS.searchPage]: searchParams.get('q') ?? '' };
  return {};
}

interface ProviderGlobals {
  plausible?: (event: string, options: { u: string; props: AnalyticsDimensions }) => void;
  gtag?: (command: 'event', name: string, params: Record<string, string>) => void;
}

/** Sends one page view. Never throws: analytics must not break a page (the endpoint may be missing or blocked). */
export function trackPageView(config: AnalyticsConfig, view: PageView): void {
  try {
    const body = JSON.stringify({ ...view, sentAt: new Date().toISOString() });
    navigator.sendBeacon?.(PAGE_VIEW_ENDPOINT, new Blob([body], { type: 'application/json' }));
  } catch {
    // A refused or failed beacon is not the visitor's problem.
  }
  const globals = window as unknown as ProviderGlobals;
  const url = new URL(view.path, window.location.origin).toString();
  try {
    if (config.provider === 'plausible') globals.plausible?.('pageview', { u: url, props: view.dimensions });
    if (config.provider === 'ga') {
      globals.gtag?.('event', 'page_view', {
        page_location: url,
        page_title: view.title,
        ...view.dimensions,
      });
    }
  } catch {
    // Same as above: third-party failures stay silent.
  }
}

/** First-party endpoint for events other than page views (the search page's query and result count). */
export const EVENT_ENDPOINT = '/api/v1/analytics/event';

export interface SearchAnalytics {
  query: string;
  /** Results on the first page of the active tab. */
  resultCount: number;
  /** Whether more results exist past the first page. */
  hasMore: boolean;
}

/** The search page's event: its dimension (the query) plus the result count. */
export function searchEvent(search: SearchAnalytics) {
  return {
    name: 'search',
    dimensions: { [ANALYTICS_DIMENSIONS.searchPage]: search.query },
    resultCount: search.resultCount,
    hasMore: search.hasMore,
  };
}

/** Records one search (after its results are shown). Never throws, like trackPageView. */
export function trackSearch(config: AnalyticsConfig, search: SearchAnalytics): void {
  const event = searchEvent(search);
  try {
    const body = JSON.stringify({ ...event, sentAt: new Date().toISOString() });
    navigator.sendBeacon?.(EVENT_ENDPOINT, new Blob([body], { type: 'application/json' }));
  } catch {
    // A refused beacon is not the visitor's problem.
  }
  const globals = window as unknown as ProviderGlobals;
  const resultCount = String(search.resultCount);
  try {
    if (config.provider === 'plausible') {
      globals.plausible?.('Search', {
        u: window.location.href,
        props: { ...event.dimensions, result_count: resultCount } as AnalyticsDimensions,
      });
    }
    if (config.provider === 'ga') {
      globals.gtag?.('event', 'search', {
        search_term: search.query,
        result_count: resultCount,
        ...event.dimensions,
      });
    }
  } catch {
    // Third-party failures stay silent.
  }
}
