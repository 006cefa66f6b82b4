/**
 * spec §7 Places: GET /api/v1/places/{id} (public, like other published content: see experiences.routes.ts)
 * and PUT /api/v1/places (signed in), which answers { id, name } like the third-party venue lookup.
 */
import type { Database } from '@happenings/db/client';
import { hasLocation } from '@happenings/db/experiences';
import { getTargetFollowState } from '@happenings/db/follows';
import { listInterestedAmong } from '@happenings/db/interested';
import {
  countPlaceInterests,
  createPlace,
  findPlaceByExternalId,
  findPlaceById,
  findPlaceByNameAndAddress,
  type PlaceRow,
  type PlaceValues,
  updatePlace,
} from '@happenings/db/places';
import type { LocationSlug } from '@happenings/domain/locations';
import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { App, AppEnv } from '../../context.ts';
import { forbidden, invalidField, notFound } from '../../errors/api-error.ts';
import { errorResponses, json as jsonResponse } from '../../http/openapi-responses.ts';
import { validated } from '../../http/validated.ts';
import { requireUser } from '../auth/session.middleware.ts';
import { spendAccountBudget } from '../users/creation-limits.ts';
import {
  placeIdParamsSchema,
  placeResponseSchema,
  placeUpsertBodySchema,
  placeUpsertResultSchema,
  upcomingExperiencePageSchema,
  upcomingQuerySchema,
} from './places.schemas.ts';
import { UPCOMING_FIRST_PAGE, upcomingPage } from './upcoming-page.ts';

const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};
const json = <T>(schema: T) => ({ 'application/json': { schema } });

const getRoute = createRoute({
  method: 'get',
  path: '/api/v1/places/{id}',
  tags: ['Places'],
  summary: 'A place (venue) with its upcoming experiences',
  request: { params: placeIdParamsSchema },
  responses: {
    200: { description: 'Found', content: json(placeResponseSchema) },
    404: { description: 'No such place' },
  },
});

const upcomingRoute = createRoute({
  method: 'get',
  path: '/api/v1/places/{id}/experiences',
  tags: ['Places'],
  summary: 'A page of the published experiences still to come at a place, soonest first',
  request: { params: placeIdParamsSchema, query: upcomingQuerySchema },
  responses: {
    200: jsonResponse(upcomingExperiencePageSchema, 'A page of experiences'),
    ...errorResponses(400, 404),
  },
});

const putRoute = createRoute({
  method: 'put',
  path: '/api/v1/places',
  tags: ['Places'],
  summary: 'Create or update a venue by id, lookup id, or name and address; answers its id and name',
  security: [{ bearer: [] }],
  middleware: [signedIn] as const,
  request: { body: { required: true, content: json(placeUpsertBodySchema) } },
  responses: {
    200: {
      description: 'An existing place (updated when the caller created it)',
      content: json(placeUpsertResultSchema),
    },
    201: { description: 'Created', content: json(placeUpsertResultSchema) },
    400: { description: 'A bad field' },
    401: { description: 'Not signed in' },
    403: { description: 'Updating by id a place someone else created' },
    404: { description: 'No place with that id' },
    429: { description: 'RATE_LIMITED: the hourly or daily budget of new places is spent (Retry-After)' },
  },
});

async function toValues(db: Database, body: z.infer<typeof placeUpsertBodySchema>): Promise<PlaceValues> {
  if (body.location && !(await hasLocation(db, body.location)))
    throw invalidField('body.location', 'Unknown location');
  return {
    name: body.name,
    address: body.address ?? null,
    city: body.city ?? null,
    state: body.state ?? null,
    postalCode: body.postalCode ?? null,
    lat: body.lat ?? null,
    lng: body.lng ?? null,
    locationSlug: body.location ?? null,
    externalSource: body.externalSource ?? null,
    externalId: body.externalId ?? null,
  };
}

export function registerPlacesRoutes(app: App): void {
  app.openapi(getRoute, async (c) => {
    const { db } = c.get('services');
    const user = c.get('user');
    const place = await findPlaceById(db, c.req.valid('param').id);
    if (!place) throw notFound('Place');
    const [upcoming, count, mine, follow] = await Promise.all([
      upcomingPage(c, { placeId: place.id }, { limit: UPCOMING_FIRST_PAGE }),
      countPlaceInterests(db, place.id),
      user ? listInterestedAmong(db, { userId: user.id, itemIds: [place.id], itemType: 'place' }) : null,
      getTargetFollowState(db, { type: 'place', targetId: place.id, viewerId: user?.id ?? null }),
    ]);
    return c.json(
      validated(placeResponseSchema, {
        ...toPlaceFields(place),
        interested: count,
        ...(mine ? { isInterested: mine.has(place.id) } : {}),
        ...follow,
        upcomingExperiences: upcoming.items,
        upcomingNextCursor: upcoming.nextCursor,
      }),
      200,
    );
  });

  app.openapi(upcomingRoute, async (c) => {
    const place = await findPlaceById(c.get('services').db, c.req.valid('param').id);
    if (!place) throw notFound('Place');
    const page = await upcomingPage(c, { placeId: place.id }, c.req.valid('query'));
    return c.json(validated(upcomingExperiencePageSchema, page), 200);
  });

  app.openapi(putRoute, async (c) => {
    const { db, clock } = c.get('services');
    const user = requireUser(c);
    const body = c.req.valid('json');
    const values = await toValues(db, body);
    const now = new Date(clock());
    let existing: PlaceRow | null;
    if (body.id) {
      existing = await findPlaceById(db, body.id);
      if (!existing) throw notFound('Place');
      if (existing.createdById !== user.id) throw forbidden('Only the place’s creator may change it.');
    } else if (body.externalSource && body.externalId) {
      existing = await findPlaceByExternalId(db, {
        externalSource: body.externalSource,
        externalId: body.externalId,
      });
    } else {
      existing = await findPlaceByNameAndAddress(db, { name: body.name, address: body.address ?? null });
    }
    if (!existing) {
      await spendAccountBudget(c.get('services'), user, 'place');
      const created = await createPlace(db, { values, createdById: user.id });
      return c.json(validated(placeUpsertResultSchema, { id: created.id, name: created.name }), 201);
    }
    // A shared venue found by lookup is only changed by whoever entered it.
    const row =
      existing.createdById === user.id
        ? ((await updatePlace(db, existing.id, { values, now })) ?? existing)
        : existing;
    return c.json(validated(placeUpsertResultSchema, { id: row.id, name: row.name }), 200);
  });
}

function toPlaceFields(place: PlaceRow) {
  return {
    id: place.id,
    name: place.name,
    address: place.address ?? '',
    city: place.city ?? '',
    state: place.state ?? '',
    postalCode: place.postalCode,
    lat: place.lat,
    lng: place.lng,
    externalId: place.externalId,
    media: place.media,
    categories: [],
    location: (place.locationSlug ?? null) as LocationSlug | null,
    createdAt: place.createdAt.toISOString(),
  };
}
