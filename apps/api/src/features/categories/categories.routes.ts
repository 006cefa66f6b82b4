/**
 * GET /api/v1/categories: the categories experiences are filed under, for filters (the search page's category
 * chips) and interest pickers, and with `location` the ones its editors feature (issue 23 curation). Public; cached
 * like the other category lookups (spec §9: 15 entries for 15 min), and dropped when an editor changes the featured
 * ones (staff/curation/curated-answers.ts).
 */
import { listFeaturedCategories } from '@happenings/db/curation';
import { listCategories } from '@happenings/db/experiences';
import { CACHE_POLICIES } from '@happenings/domain/constants';
import { createRoute } from '@hono/zod-openapi';
import type { App } from '../../context.ts';
import { errorResponses } from '../../http/openapi-responses.ts';
import { validated } from '../../http/validated.ts';
import { type CategoryList, categoriesQuerySchema, categoryListSchema } from './categories.schemas.ts';

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/categories',
  tags: ['Other'],
  summary: "Every category, in display order, and a location's featured ones",
  request: { query: categoriesQuerySchema },
  responses: {
    200: {
      description: 'The categories',
      content: { 'application/json': { schema: categoryListSchema } },
    },
    ...errorResponses(400),
  },
});

export function registerCategoriesRoutes(app: App): void {
  app.openapi(listRoute, async (c) => {
    const { db, cache } = c.get('services');
    const { location } = c.req.valid('query');
    const categories = cache.namespace<CategoryList>('categories', CACHE_POLICIES.categories);
    const body = await categories.getOrLoad(location ?? 'all', async () => {
      const items = (await listCategories(db)).map(({ slug, name }) => ({ slug, name }));
      if (!location) return { items };
      const featured = (await listFeaturedCategories(db, location)).map(({ slug, name }) => ({ slug, name }));
      return { items, featured };
    });
    return c.json(validated(categoryListSchema, body), 200);
  });
}
