/**
 * The upcoming experiences of a place page and a host page, paged alike: the first page rides with the place or
 * host answer, later ones come from GET /places/{id}/experiences and /hosts/{id}/experiences.
 */
import { listUpcomingExperiencesOf } from '@happenings/db/experiences';
import type { Context } from 'hono';
import type { AppEnv } from '../../context.ts';
import { decodeOffsetCursor, encodeOffsetCursor } from '../../http/page-cursor.ts';
import { toExperienceResponses } from '../experiences/experience-views.ts';

/** The page that rides with the place or host answer. */
export const UPCOMING_FIRST_PAGE = 10;

export async function upcomingPage(
  c: Context<AppEnv>,
  of: { placeId: string } | { hostId: string },
  query: { limit: number; cursor?: string | undefined },
) {
  const { db, clock } = c.get('services');
  const now = clock();
  const offset = decodeOffsetCursor(query.cursor);
  // One more than the page tells whether another follows.
  const rows = await listUpcomingExperiencesOf(db, {
    ...of,
    from: new Date(now),
    limit: query.limit + 1,
    offset,
  });
  const items = await toExperienceResponses(db, rows.slice(0, query.limit), { now, user: c.get('user') });
  return { items, nextCursor: encodeOffsetCursor(rows.length > query.limit ? offset + query.limit : null) };
}
