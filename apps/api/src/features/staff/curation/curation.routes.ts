/**
 * The editors' curation calls (issue 23), under /api/v1/staff/curation: per location, editor picks and top picks,
 * boosts, search suggestions and featured categories; contests; and the feature flags (an admin's). Who may make
 * each is in http/access-policy.ts and docs/moderation.md; every write is one transaction with its audit row, and
 * shows at once in the streams, search and the apps (curated-answers.ts).
 */
import type { App } from '../../../context.ts';
import { registerCurationBoostsRoutes } from './curation-boosts.routes.ts';
import { registerCurationCategoriesRoutes } from './curation-categories.routes.ts';
import { registerCurationContestsRoutes } from './curation-contests.routes.ts';
import { registerCurationFeatureFlagsRoutes } from './curation-feature-flags.routes.ts';
import { registerCurationPicksRoutes } from './curation-picks.routes.ts';
import { registerCurationSearchRecommendationsRoutes } from './curation-search-recommendations.routes.ts';

export function registerCurationRoutes(app: App): void {
  registerCurationPicksRoutes(app);
  registerCurationBoostsRoutes(app);
  registerCurationSearchRecommendationsRoutes(app);
  registerCurationCategoriesRoutes(app);
  registerCurationContestsRoutes(app);
  registerCurationFeatureFlagsRoutes(app);
}
