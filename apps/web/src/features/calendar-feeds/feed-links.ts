/**
 * The three ways a calendar app subscribes to a feed (issue 26 Subscribe): the webcal:// address, which Apple
 * Calendar and Outlook open as a subscription; Google Calendar's add-by-URL page, which takes that address in
 * `cid`; and the https:// address itself, to paste into any app.
 */
export interface FeedLinks {
  https: string;
  webcal: string;
  google: string;
}

/** The links of the feed at `feedUrl` (absolute, or a path on `origin`). */
export function buildFeedLinks(feedUrl: string, origin: string): FeedLinks {
  const https = new URL(feedUrl, origin).href;
  const webcal = https.replace(/^https?:/, 'webcal:');
  return {
    https,
    webcal,
    google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
  };
}

/**
 * The feed at `feedUrl` narrowed to some categories (the city feed's `?categories=`, apps/api calendar-feeds): an
 * event of any of them is in it; none is every category.
 */
export function withCategories(feedUrl: string, categories: readonly string[]): string {
  if (categories.length === 0) return feedUrl;
  const [path, query = ''] = feedUrl.split('?');
  const params = new URLSearchParams(query);
  params.set('categories', [...categories].sort().join(','));
  // Commas stay readable in the address a host may paste or read aloud.
  return `${path}?${params.toString().replace(/%2C/gi, ',')}`;
}
