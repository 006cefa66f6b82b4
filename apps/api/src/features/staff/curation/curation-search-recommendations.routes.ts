/**
 * Search suggestions per location (issue 23 curation; spec §3 searchRecommendations, §7 GET
 * /search/recommendations): an editor lists a location's suggestions (inactive ones too), adds one (a query to run
 * or an item to open), changes or deletes one, and reorders them by sending every id in the new order. The search
 * page shows the change from its next read (curated-answers.ts). Each write and its audit row are one transaction.
 */
import { listPublicItemIds } from '@happenings/db/interested';
import {
  createSearchRecommendation,
  deleteSearchRecommendation,
  listLocationSearchRecommendations,
  reorderSearchRecommendations,
  type SearchRecommendationRow,
  updateSearchRecommendation,
} from '@happenings/db/search';
import type { ItemType } from '@happenings/domain/enums';
import type { LocationSlug } from '@happenings/domain/locations';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import type { App, AppServices } from '../../../context.ts';
import { ApiError, badRequest, invalidField, notFound } from '../../../errors/api-error.ts';
import { errorResponses, json } from '../../../http/openapi-responses.ts';
import { validated } from '../../../http/validated.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { dropCuratedAnswers } from './curated-answers.ts';
import {
  createRecommendationBodySchema,
  curatedRecommendationListSchema,
  curatedRecommendationSchema,
  locationParamsSchema,
  recommendationParamsSchema,
  reorderBodySchema,
  updateRecommendationBodySchema,
} from './curation.schemas.ts';

const tags = ['Staff'];
const security = [{ bearer: [] }];

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/staff/curation/locations/{location}/search-recommendations',
  tags,
  summary: "A location's search suggestions in order, inactive ones too (editor)",
  security,
  request: { params: locationParamsSchema },
  responses: {
    200: json(curatedRecommendationListSchema, 'The suggestions'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const createRecommendationRoute = createRoute({
  method: 'post',
  path: '/api/v1/staff/curation/locations/{location}/search-recommendations',
  tags,
  summary: "Add a search suggestion at the end of a location's list (editor)",
  security,
  request: {
    params: locationParamsSchema,
    body: { required: true, ...json(createRecommendationBodySchema, 'The suggestion') },
  },
  responses: {
    201: json(curatedRecommendationSchema, 'Added'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const updateRoute = createRoute({
  method: 'patch',
  path: '/api/v1/staff/curation/search-recommendations/{id}',
  tags,
  summary: 'Change a search suggestion: label, query, item, highlighted, active (editor)',
  security,
  request: {
    params: recommendationParamsSchema,
    body: { required: true, ...json(updateRecommendationBodySchema, 'The fields to change') },
  },
  responses: {
    200: json(curatedRecommendationSchema, 'Changed'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/v1/staff/curation/search-recommendations/{id}',
  tags,
  summary: 'Delete a search suggestion (editor)',
  security,
  request: { params: recommendationParamsSchema },
  responses: {
    200: json(z.object({ deleted: z.literal(true) }), 'Deleted'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const reorderRoute = createRoute({
  method: 'put',
  path: '/api/v1/staff/curation/locations/{location}/search-recommendations/order',
  tags,
  summary: "Reorder a location's search suggestions: every id once, in the new order (editor)",
  security,
  request: {
    params: locationParamsSchema,
    body: { required: true, ...json(reorderBodySchema, 'The ids in order') },
  },
  responses: {
    200: json(curatedRecommendationListSchema, 'The suggestions in their new order'),
    ...errorResponses(400, 401, 403, 404),
    409: json(
      z.object({ error: z.object({ code: z.string(), message: z.string(), details: z.unknown() }) }),
      'STALE_LIST: the ids are not the location’s suggestions now (one was added or deleted meanwhile)',
    ),
  },
});

function toCurated(row: SearchRecommendationRow) {
  return validated(curatedRecommendationSchema, {
    id: row.id,
    location: row.locationSlug as LocationSlug | null,
    label: row.label,
    query: row.query,
    item: row.itemType && row.itemId ? { type: row.itemType as ItemType, id: row.itemId } : null,
    position: row.position,
    isHighlighted: row.isHighlighted,
    isActive: row.isActive,
  });
}

/** 404 naming the field when the item a suggestion opens is not one anyone may see. */
async function assertItemShown(
  services: AppServices,
  item: { type: ItemType; id: string } | null | undefined,
) {
  if (!item) return;
  const shown = await listPublicItemIds(services.db, { itemType: item.type, ids: [item.id] });
  if (!shown.has(item.id)) {
    throw new ApiError(404, 'NOT_FOUND', 'Item not found.', [
      { field: 'body.item.id', message: `No published ${item.type} ${item.id}` },
    ]);
  }
}

export function registerCurationSearchRecommendationsRoutes(app: App): void {
  app.openapi(listRoute, async (c) => {
    const { location } = c.req.valid('param');
    const rows = await listLocationSearchRecommendations(c.get('services').db, location);
    return c.json(validated(curatedRecommendationListSchema, { items: rows.map(toCurated) }), 200);
  });

  app.openapi(createRecommendationRoute, async (c) => {
    const editor = requireUser(c);
    const { location } = c.req.valid('param');
    const body = c.req.valid('json');
    const services = c.get('services');
    await assertItemShown(services, body.item);
    const row = await createSearchRecommendation(services.db, {
      actorId: editor.id,
      locationSlug: location,
      fields: {
        label: body.label,
        query: body.query ?? null,
        itemType: body.item?.type ?? null,
        itemId: body.item?.id ?? null,
        isHighlighted: body.isHighlighted,
        isActive: body.isActive,
      },
      now: new Date(services.clock()),
    });
    await dropCuratedAnswers(services);
    return c.json(toCurated(row), 201);
  });

  app.openapi(updateRoute, async (c) => {
    const editor = requireUser(c);
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const services = c.get('services');
    await assertItemShown(services, body.item);
    const changes = {
      ...(body.label !== undefined ? { label: body.label } : {}),
      ...(body.query !== undefined ? { query: body.query } : {}),
      ...(body.item !== undefined
        ? { itemType: body.item?.type ?? null, itemId: body.item?.id ?? null }
        : {}),
      ...(body.isHighlighted !== undefined ? { isHighlighted: body.isHighlighted } : {}),
      ...(body.isActive !== undefined ? { isActive: body.isActive } : {}),
    };
    const update = await updateSearchRecommendation(services.db, {
      actorId: editor.id,
      id,
      changes,
      now: new Date(services.clock()),
    });
    if (update.outcome === 'not-found') throw notFound('Search recommendation');
    if (update.outcome === 'empty') {
      throw badRequest('A suggestion runs a query or opens an item.', [
        { field: 'body.query', message: 'Give a query to run or an item to open' },
      ]);
    }
    const { row } = update;
    await dropCuratedAnswers(services);
    return c.json(toCurated(row), 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const editor = requireUser(c);
    const { id } = c.req.valid('param');
    const services = c.get('services');
    const deleted = await deleteSearchRecommendation(services.db, {
      actorId: editor.id,
      id,
      now: new Date(services.clock()),
    });
    if (!deleted) throw notFound('Search recommendation');
    await dropCuratedAnswers(services);
    return c.json({ deleted: true as const }, 200);
  });

  app.openapi(reorderRoute, async (c) => {
    const editor = requireUser(c);
    const { location } = c.req.valid('param');
    const { ids } = c.req.valid('json');
    const services = c.get('services');
    const duplicate = ids.findIndex((id, index) => ids.indexOf(id) !== index);
    if (duplicate >= 0) throw invalidField(`body.ids.${duplicate}`, 'Each suggestion once');
    const result = await reorderSearchRecommendations(services.db, {
      actorId: editor.id,
      locationSlug: location,
      ids,
      now: new Date(services.clock()),
    });
    if (result.outcome === 'mismatch') {
      throw new ApiError(
        409,
        'STALE_LIST',
        'The list changed since it was read: send every suggestion of the location once.',
        { missing: result.missing, unknown: result.unknown },
      );
    }
    if (result.changed) await dropCuratedAnswers(services);
    return c.json(validated(curatedRecommendationListSchema, { items: result.rows.map(toCurated) }), 200);
  });
}
