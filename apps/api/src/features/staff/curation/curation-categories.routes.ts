/**
 * Featured categories per location (issue 23 curation): an editor reads and sets a location's ordered list by
 * category slug; GET /api/v1/categories?location= answers it from the next read (curated-answers.ts). The save and
 * its audit row (SET_FEATURED_CATEGORIES, before and after) are one transaction.
 */
import { findCategoriesBySlug, listFeaturedCategories, setFeaturedCategories } from '@happenings/db/curation';
import type { CategoryRow } from '@happenings/db/experiences';
import type { LocationSlug } from '@happenings/domain/locations';
import { createRoute } from '@hono/zod-openapi';
import type { App } from '../../../context.ts';
import { ApiError, invalidField } from '../../../errors/api-error.ts';
import { errorResponses, json } from '../../../http/openapi-responses.ts';
import { validated } from '../../../http/validated.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { dropCuratedAnswers } from './curated-answers.ts';
import {
  featuredCategoriesSchema,
  locationParamsSchema,
  setFeaturedCategoriesBodySchema,
} from './curation.schemas.ts';

const tags = ['Staff'];
const path = '/api/v1/staff/curation/locations/{location}/featured-categories';

const listRoute = createRoute({
  method: 'get',
  path,
  tags,
  summary: "A location's featured categories in order (editor)",
  security: [{ bearer: [] }],
  request: { params: locationParamsSchema },
  responses: { 200: json(featuredCategoriesSchema, 'The list'), ...errorResponses(400, 401, 403, 404) },
});

const setRoute = createRoute({
  method: 'put',
  path,
  tags,
  summary: "Set a location's featured categories, in order, by slug (editor)",
  security: [{ bearer: [] }],
  request: {
    params: locationParamsSchema,
    body: { required: true, ...json(setFeaturedCategoriesBodySchema, 'The slugs in order') },
  },
  responses: {
    200: json(featuredCategoriesSchema, 'The list as saved'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const toList = (location: LocationSlug, rows: CategoryRow[]) =>
  validated(featuredCategoriesSchema, {
    location,
    items: rows.map(({ slug, name }) => ({ slug, name })),
  });

export function registerCurationCategoriesRoutes(app: App): void {
  app.openapi(listRoute, async (c) => {
    const { location } = c.req.valid('param');
    return c.json(toList(location, await listFeaturedCategories(c.get('services').db, location)), 200);
  });

  app.openapi(setRoute, async (c) => {
    const editor = requireUser(c);
    const { location } = c.req.valid('param');
    const { slugs } = c.req.valid('json');
    const services = c.get('services');
    const duplicate = slugs.findIndex((slug, index) => slugs.indexOf(slug) !== index);
    if (duplicate >= 0) throw invalidField(`body.slugs.${duplicate}`, 'Each category once');
    const found = await findCategoriesBySlug(services.db, slugs);
    const missing = slugs.findIndex((slug) => !found.has(slug));
    if (missing >= 0) {
      throw new ApiError(404, 'NOT_FOUND', 'Category not found.', [
        { field: `body.slugs.${missing}`, message: `No category ${slugs[missing]}` },
      ]);
    }
    const result = await setFeaturedCategories(services.db, {
      actorId: editor.id,
      locationSlug: location,
      categories: slugs.map((slug) => found.get(slug)!),
      now: new Date(services.clock()),
    });
    if (result.changed) await dropCuratedAnswers(services);
    return c.json(toList(location, result.after), 200);
  });
}
