/**
 * Runs one discover stream for a request: resolves the location and week, decodes the cursor, pages the stream
 * and loads the page's items. Shared by the stream routes and the root's first pages.
 */

import { listPickNotes } from '@happenings/db/curation';
import { getLocation, type LocationSlug } from '@happenings/domain/locations';
import type { CursorPage } from '@happenings/domain/schemas';
import type { AppServices, SessionUser } from '../../context.ts';
import type { StreamItem } from './discover.schemas.ts';
import type { StreamDefinition } from './discover-streams.ts';
import { loadPersonalFirstPage } from './personal-first-page.ts';
import { loadSharedFirstPage, type PageAsOf } from './shared-first-page.ts';
import { listShownItems, type ShownItems } from './shown-items.ts';
import { decodeStreamCursor, encodeStreamCursor } from './stream-cursor.ts';
import { loadStreamItems } from './stream-items.response.ts';
import { currentWeekStart } from './week-window.ts';

/** A page of a stream; the editors' lists add their notes by experience id. */
export type StreamPage = CursorPage<StreamItem> & { notes?: Record<string, string> };

/** The streams of the editors' ordered lists (their feature tag is '<stream>-<location>'). */
const PICK_STREAMS = new Set(['editor-picks', 'top-picks']);

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

export async function loadDiscoverPage(
  services: AppServices,
  stream: StreamDefinition,
  request: StreamPageRequest,
  user: SessionUser | null,
): Promise<StreamPage> {
  return (await loadDiscoverPageAsOf(services, stream, request, user)).page;
}

/**
 * A page of a stream, the instant its ranking was computed at (a shared first page may be up to a minute old) and
 * what it shows: what the page is kept in memory from, so its time to live counts from then and a change notice of
 * any row it shows drops it.
 */
export async function loadDiscoverPageAsOf(
  services: AppServices,
  stream: StreamDefinition,
  request: StreamPageRequest,
  user: SessionUser | null,
): Promise<{ page: StreamPage; asOf: number; shown: ShownItems }> {
  const cursor = request.cursor ? decodeStreamCursor(request.cursor, stream.name) : undefined;
  const weekStartDate = (now: number) =>
    resolveWeekStartDate(request.weekStartDate, now, request.locationSlug);
  const listAt = async (now: number): Promise<PageAsOf> => {
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
  let page: PageAsOf;
  if (cursor) page = await listAt(cursor.asOf);
  else if (stream.personal) {
    const now = services.clock();
    // Without a caller the stream itself refuses to run (the routes answer 401 before it gets here).
    page = user
      ? await loadPersonalFirstPage(
          services,
          { stream, userId: user.id, locationSlug: request.locationSlug, limit: request.limit },
          () => listAt(now),
        )
      : await listAt(now);
  } else {
    const now = services.clock();
    const key = `${stream.name}:${request.locationSlug}:${weekStartDate(now)}:${request.limit}`;
    page = await loadSharedFirstPage(
      services,
      { namespace: 'stream-first-pages', maxEntries: 200, key, items: stream.kind },
      () => listAt(now),
    );
  }
  const ids = page.keys.map((key) => key.id);
  const items = await loadStreamItems(
    { db: services.db, now: services.clock(), viewerId: user?.id ?? null },
    stream.kind,
    ids,
  );
  const last = page.keys[page.keys.length - 1];
  // The editors' lists carry their notes (read with the items, so a note changes with the list's next read).
  const notes = PICK_STREAMS.has(stream.name)
    ? await listPickNotes(services.db, { list: stream.name, locationSlug: request.locationSlug, ids })
    : null;
  return {
    page: {
      items,
      ...(notes && notes.size > 0 ? { notes: Object.fromEntries(notes) } : {}),
      nextCursor:
        page.hasMore && last
          ? encodeStreamCursor({ stream: stream.name, asOf: page.asOf, after: last })
          : null,
    },
    asOf: page.asOf,
    shown: listShownItems(stream.kind, ids, items),
  };
}
