/**
 * spec §7 GET /api/v1/recommendations: the highlighted recommendations of a location = editor-curated
 * experiences (any active feature tag, in the editors' order) followed by the most popular upcoming ones, with no
 * repeats. Cached per location and size, spec §9: 15 entries for 15 min. Shared by every caller, so the items do
 * not carry isInterested. What is cached is the ranking and the cards, not the right to be listed: every read keeps
 * only the experiences anyone may still see (discover/shared-first-page.ts listStillListed, one query for them all),
 * so one unpublished, cancelled or deleted leaves at once, whichever process cached it.
 */
import { listFeaturedExperiences, listPopularExperiences } from '@happenings/db/discover';
import { CACHE_POLICIES } from '@happenings/domain/constants';
import { resolveLocationSlug } from '@happenings/domain/locations';
import { apiErrorBodySchema } from '@happenings/domain/schemas';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import type { App } from '../../context.ts';
import { validated } from '../../http/validated.ts';
import { locationQuerySchema, MAX_STREAM_LIMIT } from '../discover/discover.schemas.ts';
import { listStillListed } from '../discover/shared-first-page.ts';
import { loadExperienceItems } from '../discover/stream-items.response.ts';
import { type ExperienceResponse, experienceResponseSchema } from '../experiences/experience.response.ts';

const recommendationsSchema = z
  .object({ items: z.array(experienceResponseSchema) })
  .meta({ id: 'Recommendations' });

const route = createRoute({
  method: 'get',
  path: '/api/v1/recommendations',
  tags: ['Other'],
  summary: 'Highlighted recommendations: editor-curated experiences, then popular upcoming ones',
  request: {
    query: z.object({
      location: locationQuerySchema,
      limit: z.coerce.number().int().min(1).max(MAX_STREAM_LIMIT).default(10),
    }),
  },
  responses: {
    200: {
      description: 'Recommended experiences',
      content: { 'application/json': { schema: recommendationsSchema } },
    },
    400: {
      description: 'Invalid query (the field is named)',
      content: { 'application/json': { schema: apiErrorBodySchema } },
    },
  },
});

export function registerRecommendationsRoutes(app: App): void {
  app.openapi(route, async (c) => {
    const { location, limit } = c.req.valid('query');
    const services = c.get('services');
    const { db, clock, cache } = services;
    const recommendations = cache.namespace<ExperienceResponse[]>(
      'recommendations',
      CACHE_POLICIES.highlightedRecommendations,
    );
    const locationSlug = resolveLocationSlug(location)!;
    const now = clock();
    const items = await recommendations.getOrLoad(`${locationSlug}:${limit}`, async () => {
      const scope = { locationSlug, now: new Date(now), limit };
      const featured = await listFeaturedExperiences(db, scope);
      const ids = featured.keys.map((key) => key.id);
      if (ids.length < limit) {
        // Popular ones fill the rest; ask for enough to skip the featured ones already taken.
        const popular = await listPopularExperiences(db, { ...scope, limit });
        for (const key of popular.keys) {
          if (ids.length >= limit) break;
          if (!ids.includes(key.id)) ids.push(key.id);
        }
      }
      return loadExperienceItems({ db, now, viewerId: null }, ids);
    });
    const listed = await listStillListed(
      services,
      'experience',
      items.map((item) => item.id),
    );
    return c.json(
      validated(recommendationsSchema, { items: items.filter((item) => listed.has(item.id)) }),
      200,
    );
  });
}
