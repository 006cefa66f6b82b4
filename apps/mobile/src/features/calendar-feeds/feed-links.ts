/**
 * The ways a calendar app subscribes to a feed (issue 26 Subscribe), as the website builds them: the webcal://
 * address, which the phone's calendar opens as a subscription; Google Calendar's add-by-URL page, which takes
 * that address in `cid`; and the https:// address itself, for any other app. Public feeds are paths on the API's
 * origin (the app's configured API URL); a private feed's address comes whole from the API.
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

const FEEDS = '/api/v1/calendar-feeds';

/** The public feeds' paths (apps/api README, Calendar feeds). */
export const feedPaths = {
  weekend: (location: string) => `${FEEDS}/locations/${encodeURIComponent(location)}/weekend.ics`,
  editorPicks: (location: string) => `${FEEDS}/locations/${encodeURIComponent(location)}/editor-picks.ics`,
  city: (location: string) => `${FEEDS}/locations/${encodeURIComponent(location)}/events.ics`,
  host: (id: string) => `${FEEDS}/hosts/${encodeURIComponent(id)}/events.ics`,
  place: (id: string) => `${FEEDS}/places/${encodeURIComponent(id)}/events.ics`,
  collection: (id: string) => `${FEEDS}/collections/${encodeURIComponent(id)}/events.ics`,
};
