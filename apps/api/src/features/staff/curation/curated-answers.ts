/**
 * What a curation write drops so that its change shows at once (issue 23: picks, boosts, search suggestions,
 * featured categories shape the streams, search, the events map and the app's lists).
 *
 * Two layers keep answers built from curation rows:
 * - each process's memory (cache/hot-answers.ts): the curation tables announce every committed change as "any row
 *   of any table" (migration 0024), so every process drops what it keeps, and the write's own process has done so
 *   before it answers (app.ts settles after each write);
 * - the shared cache (Redis, PostgreSQL or memory) of first pages, the discover root and the lists below: its
 *   re-checks see a row leave a page (unpublished, deleted) but not a list's new order or a newly picked row, so
 *   the write clears those namespaces for every process sharing the store.
 * A page loaded by another request that read the rows just before the write commits and stores its result just
 * after this clear keeps the old list for at most its namespace's time to live (a minute for pages); editors save
 * a few times a day, and a second save or the minute puts it right.
 */
import type { AppServices } from '../../../context.ts';

/** Shared-cache namespaces whose entries are built from curation rows (their owners name them where they load). */
const CURATED_NAMESPACES = [
  // discover/discover-page.ts, personal-first-page.ts and discover.routes.ts: streams and the root
  'stream-first-pages',
  'personal-first-pages',
  'discover-root',
  // recommendations.routes.ts (feature tags) and search.routes.ts (suggestions, first pages of search)
  'recommendations',
  'search-recommendations',
  'search-first-pages',
  // experiences/public-answer-cache.ts: pages of events (hide=boosted) and an experience's page (isBoosted)
  'events-page',
  'experience-detail',
  // categories.routes.ts: the featured categories of a location
  'categories',
] as const;

export async function dropCuratedAnswers(services: Pick<AppServices, 'cache'>): Promise<void> {
  await Promise.all(CURATED_NAMESPACES.map((name) => services.cache.clearNamespace(name)));
}
