/**
 * How much a subscribed calendar feed holds and how often it asks to be fetched (issue 26 Subscribe): every
 * feed reads these, so a feed's size and age are the same whichever list it comes from.
 */

/** Events that ended longer ago than this drop off a feed: a few weeks of history, not a growing archive. */
export const FEED_PAST_DAYS = 28;

/** Most events one feed holds: enough for a city's months ahead, small enough to build on each fetch. */
export const FEED_MAX_EVENTS = 500;

/** The whole-city feed reaches this far ahead. */
export const CITY_FEED_AHEAD_DAYS = 120;

/**
 * What a feed asks calendar apps for (RFC 7986 REFRESH-INTERVAL, X-PUBLISHED-TTL). Apps treat it as a hint:
 * Google fetches about once a day whatever it says, Apple and Outlook follow it more or less.
 */
export const FEED_REFRESH_INTERVAL = 'PT6H';

/** How long a cache between the API and the app may keep a feed, in seconds. */
export const FEED_MAX_AGE_SECONDS = 15 * 60;

/** Fetches of one feed from one address: calendar apps fetch a few times a day, a script may not hammer it. */
export const FEED_FETCHES_PER_ADDRESS = { limit: 30, windowMs: 10 * 60_000 } as const;

/** New or revoked secret addresses per account: a person rotates one now and then, never in a loop. */
export const FEED_TOKEN_WRITES_PER_ACCOUNT = { limit: 20, windowMs: 60 * 60_000 } as const;
