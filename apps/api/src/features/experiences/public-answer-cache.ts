/**
 * Signed-out answers about experiences (one experience: GET /experiences/{id} and /experiences/slug/{slug}; a
 * page of GET /events) kept as response text in the shared cache, so a hit is sent as it is: no host, category,
 * occurrence or ranking queries, no validation and no serialisation.
 *
 * Every hit is checked against the rows of the experiences it shows first (one query of their write times and
 * interest counts by primary key): an edit, a publish state change or an interest shows on the next read, from
 * whichever process wrote it, and a draft or an unpublished experience is never answered from the cache.
 * Clearing on writes instead would race with a load running in another process, which would store the old answer
 * again. What the check does not see is at most the namespace's time to live old: a host's new name or photo,
 * dates moving on as time passes, and, for lists, an experience newly published into the page.
 *
 * Only signed-out answers are kept: a signed-in caller's carries their own interests and edit rights.
 */
import { readPublicExperienceVersions } from '@happenings/db/experiences';
import type { CachePolicy } from '@happenings/domain/constants';
import type { AppServices } from '../../context.ts';

/** One experience: what the check cannot see is at most 30 s old. */
export const PUBLIC_DETAIL_POLICY: CachePolicy = { maxEntries: 5_000, ttlMs: 30_000 };
/** A page of events: as the shared first pages of streams and search (discover/shared-first-page.ts). */
export const PUBLIC_EVENTS_PAGE_POLICY: CachePolicy = { maxEntries: 2_000, ttlMs: 60_000 };

/** An experience as an answer shows it; `updatedAt` absent means it cannot be checked (never served cached). */
export interface ShownExperience {
  id: string;
  updatedAt?: string;
  interested: number;
}

interface CachedAnswer {
  text: string;
  /** [id, updatedAt, interested] of each experience shown. */
  shown: Array<[string, string, number]>;
}

/**
 * The response text under `key` in `namespace`: cached, or `load()`ed (which throws the 404 of a missing or
 * private experience: errors are never cached) and stored.
 */
export async function publicAnswerText<T>(
  services: Pick<AppServices, 'cache' | 'db'>,
  cache: { namespace: string; policy: CachePolicy; key: string },
  load: () => Promise<{ body: T; shows: readonly ShownExperience[] }>,
): Promise<string> {
  const answers = services.cache.namespace<CachedAnswer>(cache.namespace, cache.policy);
  const fresh = async (): Promise<CachedAnswer> => {
    const { body, shows } = await load();
    return {
      text: JSON.stringify(body),
      shown: shows.map((experience) => [experience.id, experience.updatedAt ?? '', experience.interested]),
    };
  };
  const isCurrent = async ({ shown }: CachedAnswer) => {
    const now = await readPublicExperienceVersions(
      services.db,
      shown.map(([id]) => id),
    );
    return shown.every(([id, updatedAt, interested]) => {
      const version = now.get(id);
      return (
        version !== undefined &&
        version.updatedAt.toISOString() === updatedAt &&
        version.interestedCount === interested
      );
    });
  };
  return (await answers.getOrLoad(cache.key, fresh, isCurrent)).text;
}
