/**
 * spec §7 collection content: GET, POST and PUT /collections/{id}/content, GET .../content/info and DELETE
 * .../content/{itemId}. Items are spec §3's (itemId and one of the four item types). Anyone who may see the
 * collection reads its items (only those they may see themselves: a draft saved to it stays its creator's); only
 * its owner adds, reorders and removes them.
 */
import {
  addCollectionItem,
  countCollectionContent,
  listCollectionContent,
  removeCollectionItem,
  reorderCollectionItems,
} from '@happenings/db/collections';
import { isItemVisible } from '@happenings/db/interested';
import { COLLECTION_LIMITS } from '@happenings/domain/constants';
import { createRoute } from '@hono/zod-openapi';
import type { App } from '../../context.ts';
import { conflict, notFound } from '../../errors/api-error.ts';
import { errorResponses, json } from '../../http/openapi-responses.ts';
import { decodeOffsetCursor, encodeOffsetCursor } from '../../http/page-cursor.ts';
import { validated } from '../../http/validated.ts';
import { requireUser } from '../auth/session.middleware.ts';
import { toContentItems } from './collection.response.ts';
import { requireCollection } from './collection-access.ts';
import {
  addContentBodySchema,
  collectionParamsSchema,
  contentInfoSchema,
  contentItemParamsSchema,
  contentItemSchema,
  contentPageSchema,
  contentQuerySchema,
  removeContentQuerySchema,
  reorderContentBodySchema,
} from './collections.schemas.ts';

const TAGS = ['Collections'];
const path = '/api/v1/collections/{id}/content';

const listRoute = createRoute({
  method: 'get',
  path,
  tags: TAGS,
  summary: 'The items of a collection in its order, each with the item itself',
  request: { params: collectionParamsSchema, query: contentQuerySchema },
  responses: { 200: json(contentPageSchema, 'A page of items'), ...errorResponses(400, 404) },
});

const infoRoute = createRoute({
  method: 'get',
  path: `${path}/info`,
  tags: TAGS,
  summary: 'How many items the collection holds, by type, and how many it may hold',
  request: { params: collectionParamsSchema },
  responses: { 200: json(contentInfoSchema, 'Counts'), ...errorResponses(400, 404) },
});

const addRoute = createRoute({
  method: 'post',
  path,
  tags: TAGS,
  summary: 'Add an item at the end (idempotent: 200 when it is there already); the owner only',
  request: {
    params: collectionParamsSchema,
    body: { content: { 'application/json': { schema: addContentBodySchema } }, required: true },
  },
  responses: {
    201: json(contentItemSchema, 'Added'),
    200: json(contentItemSchema, 'It was there already'),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const reorderRoute = createRoute({
  method: 'put',
  path,
  tags: TAGS,
  summary:
    'Put the items in a new order (every item the owner can see, each once; items hidden from them keep their place); the owner only',
  request: {
    params: collectionParamsSchema,
    body: { content: { 'application/json': { schema: reorderContentBodySchema } }, required: true },
  },
  responses: {
    200: json(contentPageSchema, 'The first page in the new order'),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const removeRoute = createRoute({
  method: 'delete',
  path: `${path}/{itemId}`,
  tags: TAGS,
  summary: 'Remove an item; the owner only',
  request: { params: contentItemParamsSchema, query: removeContentQuerySchema },
  responses: { 204: { description: 'Removed' }, ...errorResponses(400, 401, 403, 404) },
});

export function registerCollectionContentRoutes(app: App): void {
  app.openapi(listRoute, async (c) => {
    const { id } = c.req.valid('param');
    const query = c.req.valid('query');
    const offset = decodeOffsetCursor(query.cursor);
    const { collection } = await requireCollection(c, id);
    const { db, clock } = c.get('services');
    const viewerId = c.get('user')?.id ?? null;
    const rows = await listCollectionContent(db, {
      collectionId: collection.id,
      viewerId,
      limit: query.limit + 1,
      offset,
    });
    const page = rows.slice(0, query.limit);
    const items = await toContentItems({ db, now: clock(), viewerId }, page, offset);
    return c.json(
      validated(contentPageSchema, {
        items,
        nextCursor: encodeOffsetCursor(rows.length > query.limit ? offset + query.limit : null),
      }),
      200,
    );
  });

  app.openapi(infoRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { collection } = await requireCollection(c, id);
    const byType = await countCollectionContent(c.get('services').db, {
      collectionId: collection.id,
      viewerId: c.get('user')?.id ?? null,
    });
    return c.json(
      validated(contentInfoSchema, {
        itemsCount: Object.values(byType).reduce((sum, count) => sum + count, 0),
        byType,
        maxItems: COLLECTION_LIMITS.itemsPerCollection,
      }),
      200,
    );
  });

  app.openapi(addRoute, async (c) => {
    const caller = requireUser(c);
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const { collection } = await requireCollection(c, id);
    const { db, clock } = c.get('services');
    // Only what the owner may see can be saved (someone else's draft is 404 here as everywhere).
    if (!(await isItemVisible(db, { itemType: body.type, itemId: body.itemId, viewerId: caller.id }))) {
      throw notFound('Item');
    }
    const now = new Date(clock());
    const outcome = await addCollectionItem(db, {
      collectionId: collection.id,
      itemType: body.type,
      itemId: body.itemId,
      addedById: caller.id,
      maxItems: COLLECTION_LIMITS.itemsPerCollection,
      now,
    });
    if (outcome === 'GONE') throw notFound('Collection');
    if (outcome === 'FULL') {
      throw conflict(
        `A collection holds at most ${COLLECTION_LIMITS.itemsPerCollection} items; remove one first.`,
        'COLLECTION_ITEMS_FULL',
      );
    }
    const rows = await listCollectionContent(db, {
      collectionId: collection.id,
      viewerId: caller.id,
      limit: COLLECTION_LIMITS.itemsPerCollection,
      offset: 0,
    });
    const index = rows.findIndex((row) => row.itemType === body.type && row.itemId === body.itemId);
    const [item] = await toContentItems({ db, now: clock(), viewerId: caller.id }, [rows[index]!], index);
    if (!item) throw notFound('Item');
    return c.json(validated(contentItemSchema, item), outcome === 'ADDED' ? 201 : 200);
  });

  app.openapi(reorderRoute, async (c) => {
    const caller = requireUser(c);
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const { collection } = await requireCollection(c, id);
    const { db, clock } = c.get('services');
    const outcome = await reorderCollectionItems(db, {
      collectionId: collection.id,
      order: body.items.map((item) => ({ itemType: item.type, itemId: item.itemId })),
      // The owner names the items they see; any hidden from them keeps its place.
      viewerId: caller.id,
      now: new Date(clock()),
    });
    if (outcome === 'GONE') throw notFound('Collection');
    if (outcome === 'MISMATCH') {
      throw conflict(
        'The order must name every item of the collection you can see, once; it changed since you loaded it, so reload it.',
        'CONTENT_CHANGED',
      );
    }
    const limit = 10;
    const rows = await listCollectionContent(db, {
      collectionId: collection.id,
      viewerId: caller.id,
      limit: limit + 1,
      offset: 0,
    });
    const items = await toContentItems({ db, now: clock(), viewerId: caller.id }, rows.slice(0, limit), 0);
    return c.json(
      validated(contentPageSchema, {
        items,
        nextCursor: encodeOffsetCursor(rows.length > limit ? limit : null),
      }),
      200,
    );
  });

  app.openapi(removeRoute, async (c) => {
    const { id, itemId } = c.req.valid('param');
    const { type } = c.req.valid('query');
    const { collection } = await requireCollection(c, id);
    const { db, clock } = c.get('services');
    const removed = await removeCollectionItem(db, {
      collectionId: collection.id,
      itemId,
      itemType: type,
      now: new Date(clock()),
    });
    if (removed === 0) throw notFound('Item');
    return c.body(null, 204);
  });
}
