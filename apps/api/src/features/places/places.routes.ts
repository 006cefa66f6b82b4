/**
 * spec §7 Places: GET /api/v1/places/{id} (public, like other published content: see experiences.routes.ts)
 * and PUT /api/v1/places (signed in), which answers { id, name } like the third-party venue lookup.
 */
import type { Database } from '@happenings/db/client';
import { hasLocation, listUpcomingExperiencesAtPlace } from '@happenings/db/experiences';
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
import { validated } from '../../http/validated.ts';
import { requireUser } from '../auth/session.middleware.ts';
import { toExperienceResponses } from '../experiences/experience-views.ts';
import { spendAccountBudget } from '../users/creation-limits.ts';
import {
  placeIdParamsSchema,
  placeResponseSchema,
  placeUpsertBodySchema,
  placeUpsertResultSchema,
} from './places.schemas.ts';

const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};
const json = <T>(schema: T) => ({ 'application/json': { schema } });
const UPCOMING_PAGE = 10;

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
    const { db, clock } = c.get('services');
    const user = c.get('user');
    const now = clock();
    const place = await findPlaceById(db, c.req.valid('param').id);
    if (!place) throw notFound('Place');
    const [rows, count, mine] = await Promise.all([
      listUpcomingExperiencesAtPlace(db, { placeId: place.id, from: new Date(now), limit: UPCOMING_PAGE }),
      countPlaceInterests(db, place.id),
      user ? listInterestedAmong(db, { userId: user.id, itemIds: [place.id], itemType: 'place' }) : null,
    ]);
    const upcomingExperiences = await toExperienceResponses(db, rows, { now, user });
    return c.json(
      validated(placeResponseSchema, {
        ...toPlaceFields(place),
        interested: count,
        ...(mine ? { isInterested: mine.has(place.id) } : {}),
        upcomingExperiences,
      }),
      200,
    );
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
