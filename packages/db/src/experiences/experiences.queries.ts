import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { experiences } from './experiences.table.ts';

export type ExperienceRow = typeof experiences.$inferSelect;

/** The experience with this slug (spec §7 GET /experiences/slug/{slug}), or null; served by the unique index. */
export async function findExperienceBySlug(db: Database, slug: string): Promise<ExperienceRow | null> {
  const rows = await db.select().from(experiences).where(eq(experiences.slug, slug)).limit(1);
  return rows[0] ?? null;
}

export interface SearchExperiencesOptions {
  /** What the user typed on /search. */
  query: string;
  /** Only experiences of this location (the active location cookie, spec §4). */
  locationSlug?: string | undefined;
  limit: number;
}

export interface ExperienceSearchHit {
  id: string;
  slug: string;
  name: string;
  shortDescription: string | null;
  locationSlug: string | null;
  /** 'fulltext' when the words matched; 'trigram' when only a fuzzy name match did (a typo). */
  matchedBy: 'fulltext' | 'trigram';
  score: number;
}

/**
 * Published experiences whose text matches `query`: full-text hits first, ranked by ts_rank over the weighted
 * document (name > short description > venue > description, GIN on `search`); when those do not fill `limit`,
 * names that match fuzzily (pg_trgm word similarity, GIN trigram index on name) so typos still find events.
 */
export async function searchExperiencesByName(
  db: Database,
  options: SearchExperiencesOptions,
): Promise<ExperienceSearchHit[]> {
  const query = options.query.trim();
  if (query === '' || options.limit <= 0) return [];
  const fullText = await selectFullTextMatches(db, { ...options, query });
  const hits: ExperienceSearchHit[] = fullText.map((row) => ({
    ...row,
    matchedBy: 'fulltext',
    score: Number(row.score),
  }));
  if (hits.length >= options.limit) return hits;

  const fuzzy = await selectFuzzyNameMatches(db, {
    ...options,
    query,
    limit: options.limit - hits.length,
    excludeIds: hits.map((hit) => hit.id),
  });
  return [
    ...hits,
    ...fuzzy.map((row) => ({ ...row, matchedBy: 'trigram' as const, score: Number(row.score) })),
  ];
}

/** Full-text pass of searchExperiencesByName, not yet run: `search @@ websearch_to_tsquery(...)`, by ts_rank. */
export function selectFullTextMatches(db: Database, options: SearchExperiencesOptions) {
  const tsQuery = sql`websearch_to_tsquery('english'::regconfig, ${options.query})`;
  const rank = sql<number>`ts_rank(${experiences.search}, ${tsQuery})`;
  return db
    .select({ ...hitColumns(), score: rank })
    .from(experiences)
    .where(and(isListed(options.locationSlug), sql`${experiences.search} @@ ${tsQuery}`))
    .orderBy(desc(rank), experiences.id)
    .limit(options.limit);
}

/**
 * Typo-tolerant pass of searchExperiencesByName, not yet run. `name %> query` holds when
 * word_similarity(query, name) >= pg_trgm.word_similarity_threshold (0.6), so "jaz festivel" finds "Boston Jazz
 * Festival"; with the indexed column on the left it is answered by the gin_trgm_ops index on name.
 */
export function selectFuzzyNameMatches(
  db: Database,
  options: SearchExperiencesOptions & { excludeIds?: readonly string[] },
) {
  const similarity = sql<number>`word_similarity(${options.query}, ${experiences.name})`;
  const excludeIds = options.excludeIds ?? [];
  return db
    .select({ ...hitColumns(), score: similarity })
    .from(experiences)
    .where(
      and(
        isListed(options.locationSlug),
        sql`${experiences.name} %> ${options.query}`,
        excludeIds.length > 0 ? notInArray(experiences.id, [...excludeIds]) : undefined,
      ),
    )
    .orderBy(desc(similarity), experiences.id)
    .limit(options.limit);
}

/** Only published experiences are searchable (spec §3 publish state), optionally of one location. */
function isListed(locationSlug: string | undefined) {
  return and(
    eq(experiences.publishState, 'PUBLISHED'),
    locationSlug ? eq(experiences.locationSlug, locationSlug) : undefined,
  );
}

function hitColumns(): {
  id: typeof experiences.id;
  slug: typeof experiences.slug;
  name: typeof experiences.name;
  shortDescription: typeof experiences.shortDescription;
  locationSlug: typeof experiences.locationSlug;
} {
  return {
    id: experiences.id,
    slug: experiences.slug,
    name: experiences.name,
    shortDescription: experiences.shortDescription,
    locationSlug: experiences.locationSlug,
  };
}
