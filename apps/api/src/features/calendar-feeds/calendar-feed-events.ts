/**
 * What each subscribed feed holds (issue 26 Subscribe), as calendar entries: the same lists the website shows
 * (the discover streams, a host's or place's upcoming events, a collection's items, one's interests), reaching
 * FEED_PAST_DAYS back and holding at most FEED_MAX_EVENTS. Only published experiences that moderation leaves in
 * view are read (listExperiencesByIds), whoever asks: a feed is fetched by a calendar app, never as a person.
 */
import type { Database } from '@happenings/db/client';
import { listCollectionContent } from '@happenings/db/collections';
import { listExperiencesInWindow, listFeatureTaggedExperiences } from '@happenings/db/discover';
import {
  type ExperienceRow,
  listExperiencesByIds,
  listUpcomingExperiencesOf,
} from '@happenings/db/experiences';
import { listUserInterestedExperiences } from '@happenings/db/interested';
import { type CalendarEvent, toCalendarEvents } from '@happenings/domain/calendar';
import type { EventStatus } from '@happenings/domain/enums';
import type { LocationSlug } from '@happenings/domain/locations';
import { LOCATIONS } from '@happenings/domain/locations';
import { isPast, ScheduleError } from '@happenings/domain/schedule';
import { currentWeekStart, weekendWindow } from '../discover/week-window.ts';
import { toWhen } from '../experiences/experience.response.ts';
import { CITY_FEED_AHEAD_DAYS, FEED_MAX_EVENTS, FEED_PAST_DAYS } from './calendar-feed-limits.ts';

const DAY_MS = 86_400_000;

/** The instant before which an event that ended has dropped off every feed. */
export const feedHistoryStart = (now: number) => new Date(now - FEED_PAST_DAYS * DAY_MS);

export interface FeedEvents {
  events: CalendarEvent[];
  /** The latest change to any of them (epoch ms), or null with none: the feed's DTSTAMP. */
  lastModified: number | null;
}

/**
 * The calendar entries of `ids`, in that order: published ones only, moderation applied, those that ended more
 * than FEED_PAST_DAYS ago or whose schedule cannot be put in a calendar left out (toCalendarEvent). Each keeps its stored RRULE and EXDATEs, with the UID
 * of the event page's own .ics, so an event added from its page and again by a feed is one entry.
 */
export async function toFeedEvents(
  db: Database,
  ids: readonly string[],
  options: { siteUrl: string; now: number },
): Promise<FeedEvents> {
  const rows = await listExperiencesByIds(db, ids.slice(0, FEED_MAX_EVENTS * 2));
  const historyStart = feedHistoryStart(options.now).getTime();
  const events: CalendarEvent[] = [];
  let lastModified: number | null = null;
  let count = 0;
  for (const id of new Set(ids)) {
    const row = rows.get(id);
    if (row?.publishState !== 'PUBLISHED') continue;
    // The lists read occurrences or marks; a collection keeps its items for ever: one rule for every feed.
    if (isEndedOrUnreadable(row, historyStart)) continue;
    const entries = toRowCalendarEvents(row, options.siteUrl);
    if (entries.length === 0) continue;
    // The bound counts events, not VEVENTs: opening hours per weekday are a few entries of one event.
    events.push(...entries);
    lastModified = Math.max(lastModified ?? 0, row.updatedAt.getTime());
    if (++count === FEED_MAX_EVENTS) break;
  }
  return { events, lastModified };
}

/**
 * Whether the event ended before `since`, or its stored schedule cannot be read (a row without a start date, say):
 * such an event has no place in a calendar, and one unreadable row must not cost the whole feed (500).
 */
function isEndedOrUnreadable(row: ExperienceRow, since: number): boolean {
  try {
    return isPast(toWhen(row), since, row.timeZone);
  } catch (error) {
    if (error instanceof ScheduleError) return true;
    throw error;
  }
}

/**
 * One experience as calendar entries, as every feed writes it (the round-trip test of imports reads it back): one
 * entry, or one per distinct opening for hours per weekday (toCalendarEvents).
 */
export function toRowCalendarEvents(row: ExperienceRow, siteUrl: string): CalendarEvent[] {
  const events = toCalendarEvents(
    {
      id: row.id,
      name: row.name,
      shortDescription: row.shortDescription,
      description: row.description,
      rrule: row.rrule,
      timeZone: row.timeZone,
      status: row.status as EventStatus | null,
      exdates: row.exdates,
      when: toWhen(row),
      where: {
        name: row.whereName ?? undefined,
        address: row.whereAddress ?? undefined,
        city: row.whereCity ?? undefined,
        state: row.whereState ?? undefined,
      },
    },
    `${siteUrl}/event/${encodeURIComponent(row.slug)}`,
  );
  return events.map((event) => ({
    ...event,
    created: row.createdAt.getTime(),
    lastModified: row.updatedAt.getTime(),
  }));
}

interface LocationFeedScope {
  db: Database;
  locationSlug: LocationSlug;
  now: number;
}

const streamScope = ({ db, locationSlug, now }: LocationFeedScope) => ({
  db,
  locationSlug,
  // "Not ended" reaches back FEED_PAST_DAYS, so events leave the feed weeks after, not as they end.
  now: feedHistoryStart(now),
  userId: null,
  after: undefined,
  limit: FEED_MAX_EVENTS,
});

/** This weekend's events (the happening-weekend stream), all of it: Friday's stay while Sunday's run. */
export async function listWeekendFeedIds(scope: LocationFeedScope): Promise<string[]> {
  const { timeZone } = LOCATIONS[scope.locationSlug];
  const window = weekendWindow(currentWeekStart(scope.now, timeZone), timeZone);
  const page = await listExperiencesInWindow(scope.db, {
    ...streamScope(scope),
    ...window,
    now: window.from,
  });
  return page.keys.map((key) => key.id);
}

/**
 * The editors' picks of the location, in their order (the editor-picks stream): what they pick today, each
 * pick shown on the dates they gave it, so a pick leaves this feed when it leaves the website's row.
 */
export async function listEditorPicksFeedIds(scope: LocationFeedScope): Promise<string[]> {
  const page = await listFeatureTaggedExperiences(scope.db, {
    ...streamScope(scope),
    now: new Date(scope.now),
    tagSlug: 'editor-picks',
  });
  return page.keys.map((key) => key.id);
}

/** The whole city from FEED_PAST_DAYS ago to CITY_FEED_AHEAD_DAYS ahead, in any of `categories` when given. */
export async function listCityFeedIds(
  scope: LocationFeedScope & { categories: readonly string[] },
): Promise<string[]> {
  const page = await listExperiencesInWindow(scope.db, {
    ...streamScope(scope),
    from: feedHistoryStart(scope.now),
    to: new Date(scope.now + CITY_FEED_AHEAD_DAYS * DAY_MS),
    categories: scope.categories,
  });
  return page.keys.map((key) => key.id);
}

/** A host's or a place's events, from those that ended FEED_PAST_DAYS ago on, soonest first. */
export async function listHostOrPlaceFeedIds(
  db: Database,
  of: { hostId: string } | { placeId: string },
  now: number,
): Promise<string[]> {
  const rows = await listUpcomingExperiencesOf(db, {
    ...of,
    from: feedHistoryStart(now),
    limit: FEED_MAX_EVENTS,
  });
  return rows.map((row) => row.id);
}

/** The experiences of a collection (by its row id) anyone may see, in the collection's order. */
export async function listCollectionFeedIds(db: Database, collectionId: string): Promise<string[]> {
  // Collections hold places, posts and roundups too: read a few pages' worth of items to find the events.
  const items = await listCollectionContent(db, {
    collectionId,
    viewerId: null,
    limit: FEED_MAX_EVENTS * 2,
    offset: 0,
  });
  return items.filter((item) => item.itemType === 'experience').map((item) => item.itemId);
}

/**
 * What an account marked interested that has not ended more than FEED_PAST_DAYS ago, newest mark first:
 * published events only, even the account's own drafts (a feed address may be passed on).
 */
export async function listInterestedFeedIds(db: Database, userId: string, now: number): Promise<string[]> {
  const page = await listUserInterestedExperiences(db, {
    userId,
    viewerId: null,
    timing: 'FUTURE',
    now: feedHistoryStart(now),
    limit: FEED_MAX_EVENTS,
  });
  return page.rows.map((row) => row.experience.id);
}
