/**
 * The anonymous answer of GET /experiences/{id} and /experiences/slug/{slug} (the event page of every signed-out
 * visitor, and of the website's server rendering) kept as response text in the shared cache, so a hit is sent as
 * it is: no host, category and occurrence queries, no validation and no serialisation.
 *
 * Every hit is checked against the experience's row first (a primary-key probe of its write time and interest
 * count): an edit, a publish state change or an interest shows on the next read, from whichever process wrote
 * it, and a draft or an unpublished experience is never answered from the cache. Clearing on writes instead would
 * race with a load running in another process, which would store the old answer again. What the check does not
 * see, a host's new name or photo and the next dates moving on as time passes, is at most
 * PUBLIC_DETAIL_TTL_MS old.
 *
 * Only the anonymous answer is kept: a signed-in caller's carries their own interest and edit rights.
 */
import { readPublicExperienceVersion } from '@happenings/db/experiences';
import type { AppServices } from '../../context.ts';

export const PUBLIC_DETAIL_TTL_MS = 30_000;
/** The most-read events: ~2 KB of text each, so at most ~10 MB in the store. */
const MAX_ENTRIES = 5_000;

interface CachedDetail {
  text: string;
  id: string;
  updatedAt: string;
  interested: number;
}

/** The detail's fields the cache keys its check on. */
interface DetailVersion {
  id: string;
  updatedAt?: string;
  interested: number;
}

/**
 * The response text of the anonymous detail under `key` (`slug:{slug}` or `id:{id}`): cached, or `load()`ed
 * (which throws the 404 of a missing or private experience: errors are never cached) and stored.
 */
export async function publicDetailText(
  services: Pick<AppServices, 'cache' | 'db'>,
  key: string,
  load: () => Promise<DetailVersion>,
): Promise<string> {
  const details = services.cache.namespace<CachedDetail>('experience-detail', {
    maxEntries: MAX_ENTRIES,
    ttlMs: PUBLIC_DETAIL_TTL_MS,
  });
  const fresh = async (): Promise<CachedDetail> => {
    const detail = await load();
    return {
      text: JSON.stringify(detail),
      id: detail.id,
      // Without a write time the check never matches, so such an answer is never served from the cache.
      updatedAt: detail.updatedAt ?? '',
      interested: detail.interested,
    };
  };
  const isCurrent = async (cached: CachedDetail) => {
    const now = await readPublicExperienceVersion(services.db, cached.id);
    return (
      now !== null &&
      now.updatedAt.toISOString() === cached.updatedAt &&
      now.interestedCount === cached.interested
    );
  };
  return (await details.getOrLoad(key, fresh, isCurrent)).text;
}
