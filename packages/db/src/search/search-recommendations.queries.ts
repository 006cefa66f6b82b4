import { and, asc, desc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { searchRecommendations } from './search-recommendations.table.ts';

export type SearchRecommendationRow = typeof searchRecommendations.$inferSelect;

/** Active search suggestions of a location and site-wide ones, highlighted first, then in position order. */
export function listSearchRecommendations(
  db: Database,
  options: { locationSlug: string; limit: number },
): Promise<SearchRecommendationRow[]> {
  return db
    .select()
    .from(searchRecommendations)
    .where(
      and(
        eq(searchRecommendations.isActive, true),
        or(
          isNull(searchRecommendations.locationSlug),
          eq(searchRecommendations.locationSlug, options.locationSlug),
        ),
      ),
    )
    .orderBy(
      desc(searchRecommendations.isHighlighted),
      asc(searchRecommendations.position),
      asc(searchRecommendations.label),
    )
    .limit(options.limit);
}
