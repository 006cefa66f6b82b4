/**
 * Host pages: GET /api/v1/hosts/slug/{slug} (the host with its upcoming events, its past events count and the
 * caller's follow), GET /api/v1/hosts/{id}/experiences (further pages of upcoming events) and GET /api/v1/hosts
 * (every host, for the sitemap). Public, like the published events they list.
 */
import { countPastExperiencesOfHost } from '@happenings/db/experiences';
import { getTargetFollowState } from '@happenings/db/follows';
import { findHostBySlug, listHostsByIds, listHostsPage } from '@happenings/db/hosts';
import { createRoute } from '@hono/zod-openapi';
import type { App } from '../../context.ts';
import { notFound } from '../../errors/api-error.ts';
import { errorResponses, json } from '../../http/openapi-responses.ts';
import { validated } from '../../http/validated.ts';
import { upcomingExperiencePageSchema, upcomingQuerySchema } from '../places/places.schemas.ts';
import { UPCOMING_FIRST_PAGE, upcomingPage } from '../places/upcoming-page.ts';
import {
  hostDetailSchema,
  hostIdParamsSchema,
  hostListPageSchema,
  hostListQuerySchema,
  hostSlugParamsSchema,
} from './hosts.schemas.ts';

const getRoute = createRoute({
  method: 'get',
  path: '/api/v1/hosts/slug/{slug}',
  tags: ['Hosts'],
  summary: 'A host with its upcoming experiences, past experiences count and followers',
  request: { params: hostSlugParamsSchema },
  responses: { 200: json(hostDetailSchema, 'Found'), ...errorResponses(404) },
});

const upcomingRoute = createRoute({
  method: 'get',
  path: '/api/v1/hosts/{id}/experiences',
  tags: ['Hosts'],
  summary: 'A page of the published experiences still to come by a host, soonest first',
  request: { params: hostIdParamsSchema, query: upcomingQuerySchema },
  responses: {
    200: json(upcomingExperiencePageSchema, 'A page of experiences'),
    ...errorResponses(400, 404),
  },
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/hosts',
  tags: ['Hosts'],
  summary: 'Every host, a page at a time (the sitemap)',
  request: { query: hostListQuerySchema },
  responses: { 200: json(hostListPageSchema, 'A page of hosts'), ...errorResponses(400) },
});

export function registerHostsRoutes(app: App): void {
  app.openapi(listRoute, async (c) => {
    const { limit, cursor } = c.req.valid('query');
    // The cursor is the last id of the previous page (ids are opaque text already).
    const rows = await listHostsPage(c.get('services').db, { afterId: cursor ?? null, limit: limit + 1 });
    const page = rows.slice(0, limit);
    return c.json(
      validated(hostListPageSchema, {
        items: page.map((row) => ({
          id: row.id,
          slug: row.slug,
          name: row.name,
          updatedAt: row.updatedAt.toISOString(),
        })),
        nextCursor: rows.length > limit ? (page[page.length - 1]?.id ?? null) : null,
      }),
      200,
    );
  });

  app.openapi(getRoute, async (c) => {
    const { db, clock } = c.get('services');
    const user = c.get('user');
    const host = await findHostBySlug(db, c.req.valid('param').slug);
    if (!host) throw notFound('Host');
    const [upcoming, pastExperiencesCount, follow] = await Promise.all([
      upcomingPage(c, { hostId: host.id }, { limit: UPCOMING_FIRST_PAGE }),
      countPastExperiencesOfHost(db, { hostId: host.id, now: new Date(clock()) }),
      getTargetFollowState(db, { type: 'host', targetId: host.id, viewerId: user?.id ?? null }),
    ]);
    return c.json(
      validated(hostDetailSchema, {
        id: host.id,
        name: host.name,
        slug: host.slug,
        description: host.description,
        website: host.website,
        photoURL: host.image?.secure_url ?? null,
        ...follow,
        pastExperiencesCount,
        upcomingExperiences: upcoming.items,
        upcomingNextCursor: upcoming.nextCursor,
      }),
      200,
    );
  });

  app.openapi(upcomingRoute, async (c) => {
    const { id } = c.req.valid('param');
    if (!(await listHostsByIds(c.get('services').db, [id])).has(id)) throw notFound('Host');
    const page = await upcomingPage(c, { hostId: id }, c.req.valid('query'));
    return c.json(validated(upcomingExperiencePageSchema, page), 200);
  });
}
