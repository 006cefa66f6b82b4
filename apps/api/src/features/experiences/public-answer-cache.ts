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
 * In front of the shared cache, each process keeps the answers it sends in memory (cache/hot-answers.ts), dropped
 * by the database's change notices: a hit there is sent with no round trip at all, already compressed.
 *
 * Only signed-out answers are kept: a signed-in caller's carries their own interests and edit rights.
 */
import { readPublicExperienceVersions } from '@happenings/db/experiences';
import type { CachePolicy } from '@happenings/domain/constants';
import type { AnswerScope, HotAnswer } from '../../cache/hot-answers.ts';
import type { AppServices } from '../../context.ts';
import { keptOrLoaded } from '../../http/kept-answers.ts';

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
  /** When it was built (epoch ms): its time to live counts from then in every layer. */
  builtAt?: number;
}

/**
 * The answer under `key` in `namespace`: kept in this process, in the shared cache, or `load()`ed (which throws
 * the 404 of a missing or private experience: errors are never cached) and stored. `scope` says which changes
 * drop it from this process's memory.
 */
export async function publicAnswer<T>(
  services: Pick<AppServices, 'cache' | 'db' | 'clock' | 'hotAnswers'>,
  cache: { namespace: string; policy: CachePolicy; key: string; scope: AnswerScope },
  load: () => Promise<{ body: T; shows: readonly ShownExperience[] }>,
): Promise<HotAnswer> {
  const { clock } = services;
  const answers = services.cache.namespace<CachedAnswer>(cache.namespace, cache.policy);
  const fresh = async (): Promise<CachedAnswer> => {
    const { body, shows } = await load();
    return {
      text: JSON.stringify(body),
      shown: shows.map((experience) => [experience.id, experience.updatedAt ?? '', experience.interested]),
      builtAt: clock(),
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
  return keptOrLoaded(services, `${cache.namespace}\u0000${cache.key}`, async () => {
    const answer = await answers.getOrLoad(cache.key, fresh, isCurrent);
    const checkable = answer.shown.every(([, updatedAt]) => updatedAt !== '');
    return {
      text: answer.text,
      // An answer with an experience it cannot check, or from before builtAt was kept, is not kept in memory.
      builtAt: checkable ? answer.builtAt : undefined,
      ttlMs: cache.policy.ttlMs,
      source: {
        scope: cache.scope,
        rows: answer.shown.map(([id]) => ['experiences', id] as const),
        tables: cache.scope === 'list' ? ['experiences'] : [],
      },
    };
  });
}
