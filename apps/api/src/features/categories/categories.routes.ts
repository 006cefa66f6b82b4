/**
 * GET /api/v1/categories: the categories experiences are filed under, for filters (the search page's category
 * chips) and interest pickers. Public; cached like the other category lookups (spec §9: 15 entries for 15 min).
 */
import { listCategories } from '@happenings/db/experiences';
import { CACHE_POLICIES } from '@happenings/domain/constants';
import { createRoute } from '@hono/zod-openapi';
import type { App } from '../../context.ts';
import { validated } from '../../http/validated.ts';
import { type CategoryList, categoryListSchema } from './categories.schemas.ts';

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/categories',
  tags: ['Other'],
  summary: 'Every category, in display order',
  responses: {
    200: {
      description: 'The categories',
      content: { 'application/json': { schema: categoryListSchema } },
    },
  },
});

export function registerCategoriesRoutes(app: App): void {
  app.openapi(listRoute, async (c) => {
    const { db, cache } = c.get('services');
    const categories = cache.namespace<CategoryList>('categories', CACHE_POLICIES.categories);
    const body = await categories.getOrLoad('all', async () => ({
      items: (await listCategories(db)).map(({ slug, name }) => ({ slug, name })),
    }));
    return c.json(validated(categoryListSchema, body), 200);
  });
}
