/**
 * spec §7 Interested. Every call needs a signed-in caller (interests are personal). Marking and unmarking are
 * idempotent; counts stay exact under concurrent toggles (see @happenings/db/interested). An item the caller
 * may not see (someone else's draft: item-visibility.queries.ts) answers 404 in every call, as a missing one.
 */

import type { Database } from '@happenings/db/client';
import {
  getInterestState,
  type ItemRef,
  isItemVisible,
  listInterestedAmong,
  listInterestedPeople,
  markInterested,
  unmarkInterested,
} from '@happenings/db/interested';
import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { App, AppEnv } from '../../context.ts';
import { notFound } from '../../errors/api-error.ts';
import { validated } from '../../http/validated.ts';
import { requireUser } from '../auth/session.middleware.ts';
import { spendAccountBudget } from '../users/creation-limits.ts';
import { toPhotoUrl } from '../users/user.response.ts';
import { interestFanOutSender } from './interest-fan-out.ts';
import {
  interestedItemsSchema,
  interestedListQuerySchema,
  interestedListSchema,
  interestStateSchema,
  itemParamsSchema,
  itemsQuerySchema,
} from './interested.schemas.ts';

const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};
const json = <T>(schema: T) => ({ 'application/json': { schema } });
const itemResponses = {
  200: { description: 'The caller’s state and the item’s count', content: json(interestStateSchema) },
  400: { description: 'Unknown type (params.type)' },
  401: { description: 'Not signed in' },
  404: { description: 'No such item, or a draft of someone else' },
};

const itemRoute = (method: 'get' | 'post' | 'delete', summary: string) =>
  createRoute({
    method,
    path: '/api/v1/interested/{type}/{id}',
    tags: ['Interested'],
    summary,
    security: [{ bearer: [] }],
    middleware: [signedIn] as const,
    request: { params: itemParamsSchema },
    responses:
      method === 'post'
        ? {
            ...itemResponses,
            429: { description: 'RATE_LIMITED: the interest-mark budget is spent (Retry-After)' },
          }
        : itemResponses,
  });

const itemsRoute = createRoute({
  method: 'get',
  path: '/api/v1/interested',
  tags: ['Interested'],
  summary: 'For each of itemsId, whether the caller is interested',
  security: [{ bearer: [] }],
  middleware: [signedIn] as const,
  request: { query: itemsQuerySchema },
  responses: {
    200: { description: 'One entry per id, in the order asked', content: json(interestedItemsSchema) },
    400: { description: 'itemsId missing or over 100 ids' },
    401: { description: 'Not signed in' },
  },
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/v2/interested/{type}/{id}/list',
  tags: ['Interested'],
  summary: 'People interested in an item: people the caller follows first, then newest first',
  security: [{ bearer: [] }],
  middleware: [signedIn] as const,
  request: { params: itemParamsSchema, query: interestedListQuerySchema },
  responses: {
    200: { description: 'A page', content: json(interestedListSchema) },
    400: { description: 'A bad parameter' },
    401: { description: 'Not signed in' },
    404: { description: 'No such item, or a draft of someone else' },
  },
});

async function requireVisibleItem(db: Database, item: ItemRef, viewerId: string) {
  if (!(await isItemVisible(db, { ...item, viewerId }))) throw notFound('Item');
}

const toItem = (params: { type: ItemRef['itemType']; id: string }): ItemRef => ({
  itemType: params.type,
  itemId: params.id,
});

/** A URL when the stored image is one; relative paths (default avatars) are left to the client. */
const asUrl = (image: string | null) => (image && /^https?:\/\//.test(image) ? image : null);

export function registerInterestedRoutes(app: App): void {
  app.openapi(itemRoute('post', 'Mark an item as interesting (idempotent)'), async (c) => {
    const { db, clock } = c.get('services');
    const user = requireUser(c);
    const item = toItem(c.req.valid('param'));
    await requireVisibleItem(db, item, user.id);
    await spendAccountBudget(c.get('services'), user, 'interested');
    const state = await markInterested(db, {
      ...item,
      userId: user.id,
      now: new Date(clock()),
      sendFanOut: interestFanOutSender(c.get('services'), c.get('requestId')),
    });
    return c.json(validated(interestStateSchema, { ...item, ...state }), 200);
  });

  app.openapi(itemRoute('get', 'Whether the caller is interested, and the count'), async (c) => {
    const { db } = c.get('services');
    const user = requireUser(c);
    const item = toItem(c.req.valid('param'));
    await requireVisibleItem(db, item, user.id);
    const state = await getInterestState(db, { ...item, userId: user.id });
    return c.json(validated(interestStateSchema, { ...item, ...state }), 200);
  });

  app.openapi(itemRoute('delete', 'Unmark an item (idempotent)'), async (c) => {
    const { db } = c.get('services');
    const user = requireUser(c);
    const item = toItem(c.req.valid('param'));
    await requireVisibleItem(db, item, user.id);
    const state = await unmarkInterested(db, { ...item, userId: user.id });
    return c.json(validated(interestStateSchema, { ...item, ...state }), 200);
  });

  app.openapi(itemsRoute, async (c) => {
    const { db } = c.get('services');
    const user = requireUser(c);
    const { itemsId } = c.req.valid('query');
    const mine = await listInterestedAmong(db, { userId: user.id, itemIds: itemsId });
    const items = itemsId.map((itemId) => ({ itemId, isInterested: mine.has(itemId) }));
    return c.json(validated(interestedItemsSchema, { items }), 200);
  });

  app.openapi(listRoute, async (c) => {
    const { db, clock, config } = c.get('services');
    const user = requireUser(c);
    const item = toItem(c.req.valid('param'));
    const query = c.req.valid('query');
    await requireVisibleItem(db, item, user.id);
    const stamp = query.firstRequestTimestamp;
    const asOf =
      stamp === undefined ? new Date(clock()) : new Date(/^\d+$/.test(stamp) ? Number(stamp) : stamp);
    const { people, total } = await listInterestedPeople(db, {
      ...item,
      viewerId: user.id,
      asOf,
      limit: query.take,
      offset: query.skip,
    });
    const items = people.map((person) => ({
      user: {
        id: person.numericId,
        uid: person.userId,
        username: person.username,
        // Like every avatar user: the stored image, or the spec §7 default avatar when there is none.
        photoURL: toPhotoUrl(
          {
            image: asUrl(person.image),
            numericId: person.numericId,
            username: person.username,
            displayUsername: null,
          },
          config,
        ),
        displayName: person.name,
      },
      interestedAt: person.interestedAt.toISOString(),
      isFollowed: person.isFollowed,
    }));
    return c.json(
      validated(interestedListSchema, {
        items,
        total,
        take: query.take,
        skip: query.skip,
        hasMore: query.skip + items.length < total,
        firstRequestTimestamp: asOf.toISOString(),
      }),
      200,
    );
  });
}
