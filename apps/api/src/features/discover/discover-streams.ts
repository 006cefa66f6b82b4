/**
 * Every discover stream of spec §7, each defined in one line (the README repeats these lines). A definition
 * names the stream (its path under /api/v1/discover), whether it is personal (needs a signed-in caller), what
 * kind of item it answers, and the query that pages it.
 */
import type { Database } from '@happenings/db/client';
import {
  listCommunityCollections,
  listExperiencesInWindow,
  listFeatureTaggedExperiences,
  listFollowingInterestedExperiences,
  listForYouExperiences,
  listInterestBasedExperiences,
  listInterestedExperiences,
  listOpenRoundups,
  listPopularExperiences,
  listRecentPosts,
  listTopExperiences,
  listTopRecurringExperiences,
  listTrendingExperiences,
  type StreamKey,
  type StreamPage,
} from '@happenings/db/discover';
import { todayWindow, weekendWindow, weekWindow } from './week-window.ts';

export type StreamItemKind = 'experience' | 'experience-connection' | 'post' | 'collection' | 'roundup';

export interface StreamRequest {
  db: Database;
  locationSlug: string;
  timeZone: string;
  /** The instant the first page was computed at (from the cursor, else the clock). */
  now: Date;
  /** The caller; personal streams are only run with one. */
  userId: string | null;
  weekStartDate: string;
  after: StreamKey | undefined;
  limit: number;
}

export interface StreamDefinition {
  name: string;
  personal: boolean;
  kind: StreamItemKind;
  /** One line: what the stream holds and in what order. */
  definition: string;
  list(request: StreamRequest): Promise<StreamPage>;
}

/** c-and-d = "comedy and drinks": a night out, comedy shows plus bars, tastings and happy hours. */
export const C_AND_D_CATEGORIES = ['comedy', 'drinks', 'bars', 'nightlife'] as const;
const C_AND_D_DAYS = 30;
const DAY_MS = 86_400_000;

function personal(request: StreamRequest): StreamRequest & { userId: string } {
  if (request.userId === null) throw new Error('A personal stream ran without a caller');
  return { ...request, userId: request.userId };
}

export const DISCOVER_STREAMS: readonly StreamDefinition[] = [
  {
    name: 'week-experiences',
    personal: false,
    kind: 'experience',
    definition:
      'Experiences with an occurrence in [weekStartDate, +7 days) local that has not ended, soonest first.',
    list: (r) => listExperiencesInWindow(r.db, { ...r, ...weekWindow(r.weekStartDate, r.timeZone) }),
  },
  {
    name: 'happening-today',
    personal: false,
    kind: 'experience',
    definition:
      "Experiences with an occurrence on today's local date (or in progress now) that has not ended, soonest first.",
    list: (r) => listExperiencesInWindow(r.db, { ...r, ...todayWindow(r.now.getTime(), r.timeZone) }),
  },
  {
    name: 'happening-weekend',
    personal: false,
    kind: 'experience',
    definition:
      "Experiences with an occurrence from Friday 17:00 to Sunday 23:59 local of weekStartDate's week that has not ended, soonest first.",
    list: (r) => listExperiencesInWindow(r.db, { ...r, ...weekendWindow(r.weekStartDate, r.timeZone) }),
  },
  {
    name: 'trending-experiences',
    personal: false,
    kind: 'experience',
    definition: 'Most interests in the last 7 days, time-decayed (each weighs 0.5^(age / 2 days)).',
    list: (r) => listTrendingExperiences(r.db, r),
  },
  {
    name: 'top-experiences',
    personal: false,
    kind: 'experience',
    definition: 'Most interests in the last 30 days.',
    list: (r) => listTopExperiences(r.db, r),
  },
  {
    name: 'popular-experiences',
    personal: false,
    kind: 'experience',
    definition: 'Most interests of all time.',
    list: (r) => listPopularExperiences(r.db, r),
  },
  {
    name: 'top-recurring',
    personal: false,
    kind: 'experience',
    definition: 'Repeating experiences (WEEKLY, MONTHLY or an RRULE), most interests of all time first.',
    list: (r) => listTopRecurringExperiences(r.db, r),
  },
  {
    name: 'top-picks',
    personal: false,
    kind: 'experience',
    definition:
      "Experiences under the feature tag 'top-picks' (or 'top-picks-{location}'), in the editors' order.",
    list: (r) => listFeatureTaggedExperiences(r.db, { ...r, tagSlug: 'top-picks' }),
  },
  {
    name: 'editor-picks',
    personal: false,
    kind: 'experience',
    definition:
      "Experiences under the feature tag 'editor-picks' (or 'editor-picks-{location}'), in the editors' order.",
    list: (r) => listFeatureTaggedExperiences(r.db, { ...r, tagSlug: 'editor-picks' }),
  },
  {
    name: 'c-and-d-experiences',
    personal: false,
    kind: 'experience',
    definition: `"Comedy and drinks": experiences in the categories ${C_AND_D_CATEGORIES.join(', ')} happening in the next ${C_AND_D_DAYS} days, soonest first.`,
    list: (r) =>
      listExperiencesInWindow(r.db, {
        ...r,
        from: r.now,
        to: new Date(r.now.getTime() + C_AND_D_DAYS * DAY_MS),
        categories: C_AND_D_CATEGORIES,
      }),
  },
  {
    name: 'interested-experiences',
    personal: true,
    kind: 'experience',
    definition: "The caller's interests that have not ended, next occurrence first.",
    list: (r) => listInterestedExperiences(r.db, personal(r)),
  },
  {
    name: 'interest-based-experiences',
    personal: true,
    kind: 'experience',
    definition:
      "Experiences in the categories of the caller's interests and picked categories (weighted by how many), not already marked.",
    list: (r) => listInterestBasedExperiences(r.db, personal(r)),
  },
  {
    name: 'for-you',
    personal: true,
    kind: 'experience',
    definition:
      'Scored by the categories (1 per own interest or picked category, 0.5 per followee interest) and hosts (x2) of your and your followees’ interests, then popularity; excludes what you marked.',
    list: (r) => listForYouExperiences(r.db, personal(r)),
  },
  {
    name: 'following-interested-experiences',
    personal: true,
    kind: 'experience-connection',
    definition:
      'Experiences people you follow are interested in, with who (the latest 3 and a count), most such people first.',
    list: (r) => listFollowingInterestedExperiences(r.db, personal(r)),
  },
  {
    name: 'user-posts',
    personal: false,
    kind: 'post',
    definition:
      'Published posts with media about an experience or venue of the location (or about neither), newest first.',
    list: (r) => listRecentPosts(r.db, r),
  },
  {
    name: 'community-collections',
    personal: false,
    kind: 'collection',
    definition: 'Community (public) collections of the location, most items + participants first.',
    list: (r) => listCommunityCollections(r.db, r),
  },
  {
    name: 'roundups',
    personal: false,
    kind: 'roundup',
    definition: 'Open crowd-sourced roundups of the location (no end or not yet ended), most answers first.',
    list: (r) => listOpenRoundups(r.db, r),
  },
];

const BY_NAME = new Map(DISCOVER_STREAMS.map((stream) => [stream.name, stream]));

export function findDiscoverStream(name: string): StreamDefinition | undefined {
  return BY_NAME.get(name);
}

/** The stream an endpoint from the streams table points at ('/api/v1/discover/top-picks' -> top-picks). */
export function findStreamByEndpoint(endpoint: string): StreamDefinition | undefined {
  const match = /^\/api\/v\d+\/discover\/([a-z-]+)\/?(?:\?.*)?$/.exec(endpoint);
  return match ? BY_NAME.get(match[1]!) : undefined;
}
