/**
 * First pages shared by every caller for a minute: the first page of a public discover stream or of an
 * experience search is the same for everyone asking the same thing of a location (only the items' interest
 * flags differ, and those are loaded per caller), so under load its ranking query runs once a minute, not once a
 * visit. Pages carry the instant they were computed at, which their cursor keeps.
 */
import type { StreamPage } from '@happenings/db/discover';
import type { AppServices } from '../../context.ts';

export interface PageAsOf extends StreamPage {
  asOf: number;
}

const FIRST_PAGE_TTL_MS = 60_000;

export function loadSharedFirstPage(
  services: AppServices,
  shared: { namespace: string; maxEntries: number; key: string },
  load: () => Promise<PageAsOf>,
): Promise<PageAsOf> {
  const pages = services.cache.namespace<PageAsOf>(shared.namespace, {
    maxEntries: shared.maxEntries,
    ttlMs: FIRST_PAGE_TTL_MS,
  });
  return pages.getOrLoad(shared.key, load);
}
