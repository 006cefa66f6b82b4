/**
 * First pages of the personal discover streams (interested, interest-based, for-you, following-interested), kept
 * per person for a minute in the shared cache, so a signed-in visitor moving between pages or opening the
 * discover root again does not rank the location's catalogue for them each time.
 *
 * What stays true while a page is cached:
 * - The person's own interest marks, follows and picked categories show at once: the key holds a digest of those
 *   sets (readPersonalStreamInputs), so any change of them, by whichever route or process, is a new key.
 * - An experience unpublished, cancelled or deleted leaves at once, and a draft is never listed: a cached page is
 *   re-checked against the items' current rows on every read, exactly as the shared first pages are
 *   (loadSharedFirstPage).
 * - Everything else that moves a ranking (an experience published or edited, a followee's new interest, counts)
 *   shows within FIRST_PAGE_TTL_MS, a minute. The items themselves (names, dates, interest flags) are loaded
 *   fresh on every request; only the order of ids is kept.
 *
 * The key starts with the person's id, so an entry is only ever read back for them.
 */
import { readPersonalStreamInputs } from '@happenings/db/discover';
import type { AppServices } from '../../context.ts';
import type { StreamDefinition } from './discover-streams.ts';
import { loadSharedFirstPage, type PageAsOf } from './shared-first-page.ts';

/** Four streams for each of ~1,000 people active within a minute; an entry is a page of ids (~1 KB). */
const PERSONAL_FIRST_PAGES = { namespace: 'personal-first-pages', maxEntries: 4_000 } as const;

export async function loadPersonalFirstPage(
  services: AppServices,
  request: { stream: StreamDefinition; userId: string; locationSlug: string; limit: number },
  load: () => Promise<PageAsOf>,
): Promise<PageAsOf> {
  const { stream, userId, locationSlug, limit } = request;
  const inputs = await readPersonalStreamInputs(services.db, userId);
  return loadSharedFirstPage(
    services,
    {
      ...PERSONAL_FIRST_PAGES,
      key: `${userId}:${inputs}:${stream.name}:${locationSlug}:${limit}`,
      items: stream.kind,
    },
    load,
  );
}
