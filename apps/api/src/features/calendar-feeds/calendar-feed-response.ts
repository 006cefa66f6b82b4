/**
 * The answer of every subscribed feed (issue 26 Subscribe), in the form Google Calendar, Apple Calendar and
 * Outlook accept: `text/calendar; charset=utf-8`, named (NAME, X-WR-CALNAME), with a refresh hint and a VTIMEZONE
 * for each zone it uses, an ETag and a 304 for an unchanged feed. Compression is the API's own middleware
 * (http/compression.ts covers text/*, and weakens the ETag of a compressed body, which If-None-Match compares
 * weakly here).
 *
 * Written with the project's iCalendar writer (@happenings/domain/calendar buildICalendar), the one the event
 * page's .ics uses, rather than a library: it already writes a VTIMEZONE per zone from the zone's own
 * transitions, RRULE UNTIL in the form DTSTART needs and date EXDATEs, and its tests read its output back with
 * ical.js across both daylight-saving changes; ical-generator, the well-kept alternative, writes no VTIMEZONE
 * without a generator of our own and misplaces plain Dates by the process's zone (TOOLCHAIN.md).
 */
import { createHash } from 'node:crypto';
import { buildICalendar } from '@happenings/domain/calendar';
import type { Context } from 'hono';
import type { AppEnv } from '../../context.ts';
import { tooManyRequests } from '../../errors/api-error.ts';
import { clientAddressKey } from '../../rate-limit/client-address.ts';
import type { FeedEvents } from './calendar-feed-events.ts';
import {
  FEED_FETCHES_PER_ADDRESS,
  FEED_MAX_AGE_SECONDS,
  FEED_REFRESH_INTERVAL,
} from './calendar-feed-limits.ts';

export interface CalendarFeed extends FeedEvents {
  /** Shown by calendar apps as the calendar's name. */
  name: string;
  /** The zone of the feed as a whole (its city's). */
  timeZone: string;
  /** A secret address: kept out of shared caches and search engines. */
  isPrivate: boolean;
  /** The name a browser saves the file under ('happenings-boston-weekend.ics'). */
  fileName: string;
}

/** Whether If-None-Match names this entity tag (RFC 9110 §13.1.2: weak comparison, `*` matches any). */
export function matchesEntityTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** Counts a fetch of this feed by the caller's address (FEED_FETCHES_PER_ADDRESS); 429 past it. */
export async function spendFeedFetch(c: Context<AppEnv>): Promise<void> {
  const { rateLimiter, config } = c.get('services');
  const rule = FEED_FETCHES_PER_ADDRESS;
  const scaled = { ...rule, limit: Math.ceil(rule.limit * config.rateLimitScale) };
  const decision = await rateLimiter.consume(`calendar-feed:${clientAddressKey(c)}:${c.req.path}`, scaled);
  if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
}

/** The feed's iCalendar text: the same events give the same bytes (so the same ETag). */
export function buildFeedBody(feed: Omit<CalendarFeed, 'isPrivate' | 'fileName'>, now: number): string {
  return buildICalendar(feed.events, {
    // DTSTAMP is the latest change to the events, not the time of the request: the same events give the same
    // bytes, so the ETag holds and calendar apps get their 304.
    now: feed.lastModified ?? now,
    calendarName: feed.name,
    refreshInterval: FEED_REFRESH_INTERVAL,
    timeZone: feed.timeZone,
  });
}

/** Answers a feed's text with its ETag (304 when If-None-Match names it) and its caching and file headers. */
export function sendFeedBody(
  c: Context<AppEnv>,
  body: string,
  feed: Pick<CalendarFeed, 'isPrivate' | 'fileName'>,
): Response {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  const headers: Record<string, string> = {
    etag,
    'cache-control': `${feed.isPrivate ? 'private' : 'public'}, max-age=${FEED_MAX_AGE_SECONDS}`,
  };
  if (feed.isPrivate) headers['x-robots-tag'] = 'noindex';
  if (matchesEntityTag(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  return c.body(body, 200, {
    ...headers,
    'content-type': 'text/calendar; charset=utf-8',
    'content-disposition': `inline; filename="${feed.fileName}"`,
  });
}

export function calendarFeedResponse(c: Context<AppEnv>, feed: CalendarFeed): Response {
  return sendFeedBody(c, buildFeedBody(feed, c.get('services').clock()), feed);
}
