/**
 * First pages shared by every caller for a minute: the first page of a public discover stream or of an
 * experience search is the same for everyone asking the same thing of a location (only the items' interest
 * flags differ, and those are loaded per caller), so under load its ranking query runs once a minute, not once a
 * visit. Pages carry the instant they were computed at, which their cursor keeps.
 *
 * The ranking is what is shared, not the right to be listed: a page read from the cache keeps only the items
 * anyone may still see now (listStillListed: an experience published, and for streams not CANCELED; a post or a
 * roundup published; a collection a community one), so an item unpublished, cancelled, made private or deleted
 * leaves every shared page at once, whichever server process cached it. That check reads the items' current rows
 * (one primary-key probe of the page's ids per kind); clearing caches on writes instead would race with a load
 * already running in another process and store the stale page again. The items themselves (names, descriptions)
 * are loaded afresh on every request: a page holds ids only.
 */

import { listCommunityCollectionIds } from '@happenings/db/collections';
import type { StreamPage } from '@happenings/db/discover';
import { listPublicItemIds } from '@happenings/db/interested';
import type { AppServices } from '../../context.ts';
import type { StreamItemKind } from './discover-streams.ts';

export interface PageAsOf extends StreamPage {
  asOf: number;
}

/**
 * What a shared answer lists, each kind with the rule that keeps it listed: a stream's kind of item (streams leave
 * cancelled experiences out); 'experience-any-status' for experiences listed whatever their status (search, spec §4:
 * a CANCELED experience shows the word; the items a collection card previews); places, listed while they exist.
 */
export type SharedPageItems = StreamItemKind | 'experience-any-status' | 'place';

export interface SharedFirstPage {
  namespace: string;
  maxEntries: number;
  key: string;
  items: SharedPageItems;
}

/** How long a cached first page (shared, or a person's own: personal-first-page.ts) may keep its ranking. */
export const FIRST_PAGE_TTL_MS = 60_000;

/** Of `ids`, those a shared page may still list now: one query for them all. */
export function listStillListed(
  services: AppServices,
  items: SharedPageItems,
  ids: string[],
): Promise<Set<string>> {
  const { db } = services;
  switch (items) {
    case 'experience':
    case 'experience-connection':
      return listPublicItemIds(db, { itemType: 'experience', ids });
    case 'experience-any-status':
      return listPublicItemIds(db, { itemType: 'experience', ids, withCanceled: true });
    case 'post':
      return listPublicItemIds(db, { itemType: 'post', ids });
    case 'roundup':
      return listPublicItemIds(db, { itemType: 'crowd-sourced-roundup', ids });
    case 'collection':
      return listCommunityCollectionIds(db, ids);
    case 'place':
      return listPublicItemIds(db, { itemType: 'place', ids });
  }
}

export async function loadSharedFirstPage(
  services: AppServices,
  shared: SharedFirstPage,
  load: () => Promise<PageAsOf>,
): Promise<PageAsOf> {
  const pages = services.cache.namespace<PageAsOf>(shared.namespace, {
    maxEntries: shared.maxEntries,
    ttlMs: FIRST_PAGE_TTL_MS,
  });
  let loadedNow = false;
  const page = await pages.getOrLoad(shared.key, () => {
    loadedNow = true;
    return load();
  });
  // A page this request computed is current; one from the cache (or another request's load) is re-checked.
  if (loadedNow || page.keys.length === 0) return page;
  const listed = await listStillListed(
    services,
    shared.items,
    page.keys.map((key) => key.id),
  );
  const keys = page.keys.filter((key) => listed.has(key.id));
  return keys.length === page.keys.length ? page : { ...page, keys };
}
