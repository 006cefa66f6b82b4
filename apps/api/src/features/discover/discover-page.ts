/**
 * Runs one discover stream for a request: resolves the location and week, decodes the cursor, pages the stream
 * and loads the page's items. Shared by the stream routes and the root's first pages.
 */

import type { StreamKey } from '@happenings/db/discover';
import { getLocation, type LocationSlug } from '@happenings/domain/locations';
import type { CursorPage } from '@happenings/domain/schemas';
import type { AppServices, SessionUser } from '../../context.ts';
import type { StreamItem } from './discover.schemas.ts';
import type { StreamDefinition } from './discover-streams.ts';
import { decodeStreamCursor, encodeStreamCursor } from './stream-cursor.ts';
import { loadStreamItems } from './stream-items.response.ts';
import { currentWeekStart } from './week-window.ts';

export interface StreamPageRequest {
  locationSlug: LocationSlug;
  limit: number;
  cursor?: string | undefined;
  weekStartDate?: string | undefined;
}

/** The location's zone (spec §4: America/New_York by default). */
export function locationTimeZone(locationSlug: LocationSlug): string {
  return getLocation(locationSlug).timeZone;
}

export function resolveWeekStartDate(
  weekStartDate: string | undefined,
  now: number,
  locationSlug: LocationSlug,
): string {
  return weekStartDate ?? currentWeekStart(now, locationTimeZone(locationSlug));
}

/**
 * The first page of a public stream is the same for every caller of a location, week and size (only the items'
 * interest flags differ, and those are loaded per caller): its keys are shared for a minute, so the location
 * page and see-all pages under load run each stream's ranking query once a minute, not once a visit.
 */
const FIRST_PAGE_POLICY = { maxEntries: 200, ttlMs: 60_000 } as const;

interface KeysAsOf {
  asOf: number;
  keys: StreamKey[];
  hasMore: boolean;
}

export async function loadDiscoverPage(
  services: AppServices,
  stream: StreamDefinition,
  request: StreamPageRequest,
  user: SessionUser | null,
): Promise<CursorPage<StreamItem>> {
  const cursor = request.cursor ? decodeStreamCursor(request.cursor, stream.name) : undefined;
  const weekStartDate = (now: number) =>
    resolveWeekStartDate(request.weekStartDate, now, request.locationSlug);
  const listAt = async (now: number): Promise<KeysAsOf> => {
    const page = await stream.list({
      db: services.db,
      locationSlug: request.locationSlug,
      timeZone: locationTimeZone(request.locationSlug),
      now: new Date(now),
      userId: user?.id ?? null,
      weekStartDate: weekStartDate(now),
      after: cursor?.after,
      limit: request.limit,
    });
    return { asOf: now, ...page };
  };
  let page: KeysAsOf;
  if (cursor) page = await listAt(cursor.asOf);
  else if (stream.personal) page = await listAt(services.clock());
  else {
    const now = services.clock();
    const firstPages = services.cache.namespace<KeysAsOf>('stream-first-pages', FIRST_PAGE_POLICY);
    const key = `${stream.name}:${request.locationSlug}:${weekStartDate(now)}:${request.limit}`;
    page = await firstPages.getOrLoad(key, () => listAt(now));
  }
  const items = await loadStreamItems(
    { db: services.db, now: services.clock(), viewerId: user?.id ?? null },
    stream.kind,
    page.keys.map((key) => key.id),
  );
  const last = page.keys[page.keys.length - 1];
  return {
    items,
    nextCursor:
      page.hasMore && last ? encodeStreamCursor({ stream: stream.name, asOf: page.asOf, after: last }) : null,
  };
}
