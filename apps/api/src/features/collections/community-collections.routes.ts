/**
 * spec §7 Community collections: public collections anyone may find (the community-collections stream, search),
 * join, and share with other people. A share is PENDING until its receiver joins (ACCEPTED) or dismisses it
 * (DISMISSED), spec §4, and never moves again. Only a community collection is shared: a private one is shared by
 * inviting people into it.
 */
import {
  createShares,
  dismissShare,
  findCollectionAccess,
  findShare,
  joinCommunityCollection,
  listSentShares,
  listShareReceiverStatuses,
} from '@happenings/db/collections';
import { findUserById } from '@happenings/db/users';
import { COLLECTION_LIMITS } from '@happenings/domain/constants';
import { createRoute } from '@hono/zod-openapi';
import type { App } from '../../context.ts';
import { conflict, notFound } from '../../errors/api-error.ts';
import { apiErrorSchema, errorResponses, json } from '../../http/openapi-responses.ts';
import { decodeOffsetCursor, encodeOffsetCursor } from '../../http/page-cursor.ts';
import { validated } from '../../http/validated.ts';
import { requireUser } from '../auth/session.middleware.ts';
import { toAvatarUser } from '../users/user.response.ts';
import { toCollectionDetail, toShareResponse } from './collection.response.ts';
import { requireCollection } from './collection-access.ts';
import { collectionFull, spendCollectionBudget } from './collection-limits.ts';
import {
  collectionDetailSchema,
  collectionParamsSchema,
  pageQuerySchema,
  receiversStatusQuerySchema,
  receiversStatusSchema,
  shareBodySchema,
  sharePageSchema,
  shareParamsSchema,
  shareResultSchema,
  shareSchema,
} from './collections.schemas.ts';

const TAGS = ['Community collections'];
const path = '/api/v1/collections/community/{id}';

const joinRoute = createRoute({
  method: 'post',
  path: `${path}/join`,
  tags: TAGS,
  summary: 'Join a community collection as a VIEWER (idempotent); shares of it to the caller become ACCEPTED',
  request: { params: collectionParamsSchema },
  responses: {
    200: json(collectionDetailSchema, 'The collection joined'),
    ...errorResponses(400, 401, 404, 409),
  },
});

const shareRoute = createRoute({
  method: 'post',
  path: `${path}/shares`,
  tags: TAGS,
  summary: 'Share a community collection with people (each is notified SHARED_COLLECTION)',
  request: {
    params: collectionParamsSchema,
    body: { content: { 'application/json': { schema: shareBodySchema } }, required: true },
  },
  responses: {
    201: json(shareResultSchema, 'The shares made'),
    ...errorResponses(400, 401, 404, 409),
    429: json(apiErrorSchema, 'Too many shares this hour (Retry-After)'),
  },
});

const listSharesRoute = createRoute({
  method: 'get',
  path: `${path}/shares`,
  tags: TAGS,
  summary: 'The shares of this collection the caller sent, newest first',
  request: { params: collectionParamsSchema, query: pageQuerySchema },
  responses: { 200: json(sharePageSchema, 'A page of shares'), ...errorResponses(400, 401, 404) },
});

const dismissRoute = createRoute({
  method: 'patch',
  path: `${path}/shares/{shareId}/dismiss`,
  tags: TAGS,
  summary: 'Dismiss a share sent to the caller',
  request: { params: shareParamsSchema },
  responses: { 200: json(shareSchema, 'Dismissed'), ...errorResponses(400, 401, 403, 404, 409) },
});

const receiversStatusRoute = createRoute({
  method: 'get',
  path: `${path}/share-receivers-status`,
  tags: TAGS,
  summary:
    'For each of userIds: the caller’s latest share of this collection to them, and whether they take part',
  request: { params: collectionParamsSchema, query: receiversStatusQuerySchema },
  responses: { 200: json(receiversStatusSchema, 'Statuses'), ...errorResponses(400, 401, 404) },
});

const notCommunity = () =>
  conflict(
    'Only a community collection is shared or joined this way; invite people instead.',
    'NOT_COMMUNITY',
  );

export function registerCommunityCollectionRoutes(app: App): void {
  app.openapi(joinRoute, async (c) => {
    const caller = requireUser(c);
    const { id } = c.req.valid('param');
    const { collection, role } = await requireCollection(c, id);
    const { db, clock } = c.get('services');
    if (!role) {
      // The guard let a non-participant through, so the collection is a community one.
      const outcome = await joinCommunityCollection(db, {
        collectionId: collection.id,
        userId: caller.id,
        maxParticipants: COLLECTION_LIMITS.participantsPerCollection,
        now: new Date(clock()),
      });
      if (outcome === 'GONE') throw notFound('Collection');
      if (outcome === 'FULL') throw collectionFull();
    } else if (!collection.isCommunity) {
      throw notCommunity();
    }
    const access = await findCollectionAccess(db, { documentId: id, userId: caller.id });
    if (!access) throw notFound('Collection');
    const detail = await toCollectionDetail(db, access.collection, access.role, caller.id);
    return c.json(validated(collectionDetailSchema, detail), 200);
  });

  app.openapi(shareRoute, async (c) => {
    const caller = requireUser(c);
    const { id } = c.req.valid('param');
    const { userIds } = c.req.valid('json');
    const { collection } = await requireCollection(c, id);
    if (!collection.isCommunity) throw notCommunity();
    const services = c.get('services');
    const { db, config } = services;
    await spendCollectionBudget(services, 'share', caller.id, userIds.length);
    const shares = await createShares(db, {
      collection,
      senderId: caller.id,
      receiverIds: userIds,
      now: new Date(services.clock()),
    });
    const sender = await findUserById(db, caller.id);
    if (!sender) throw notFound('User');
    const receivers = await Promise.all(shares.map((share) => findUserById(db, share.receiverId)));
    return c.json(
      validated(shareResultSchema, {
        items: shares.flatMap((share, i) => {
          const receiver = receivers[i];
          return receiver ? [toShareResponse(share, { sender, receiver }, collection, config)] : [];
        }),
      }),
      201,
    );
  });

  app.openapi(listSharesRoute, async (c) => {
    const caller = requireUser(c);
    const { id } = c.req.valid('param');
    const query = c.req.valid('query');
    const offset = decodeOffsetCursor(query.cursor);
    const { collection } = await requireCollection(c, id);
    const { db, config } = c.get('services');
    const sender = await findUserById(db, caller.id);
    if (!sender) throw notFound('User');
    const rows = await listSentShares(db, {
      collectionId: collection.id,
      senderId: caller.id,
      limit: query.limit + 1,
      offset,
    });
    return c.json(
      validated(sharePageSchema, {
        items: rows
          .slice(0, query.limit)
          .map((row) => toShareResponse(row.share, { sender, receiver: row.receiver }, collection, config)),
        nextCursor: encodeOffsetCursor(rows.length > query.limit ? offset + query.limit : null),
      }),
      200,
    );
  });

  app.openapi(dismissRoute, async (c) => {
    const caller = requireUser(c);
    const { shareId } = c.req.valid('param');
    const { db, clock, config } = c.get('services');
    const found = await findShare(db, shareId);
    if (!found) throw notFound('Share');
    const dismissed = await dismissShare(db, { shareId, now: new Date(clock()) });
    if (!dismissed) {
      const current = (await findShare(db, shareId))?.share.status ?? found.share.status;
      throw conflict(`This share was ${current.toLowerCase()} already.`, 'SHARE_ANSWERED');
    }
    const [sender, receiver] = await Promise.all([
      findUserById(db, dismissed.senderId),
      findUserById(db, caller.id),
    ]);
    if (!sender || !receiver) throw notFound('Share');
    return c.json(
      validated(shareSchema, toShareResponse(dismissed, { sender, receiver }, found.collection, config)),
      200,
    );
  });

  app.openapi(receiversStatusRoute, async (c) => {
    const caller = requireUser(c);
    const { id } = c.req.valid('param');
    const { userIds } = c.req.valid('query');
    const { collection } = await requireCollection(c, id);
    const { db, config } = c.get('services');
    const rows = await listShareReceiverStatuses(db, {
      collectionId: collection.id,
      senderId: caller.id,
      userIds,
    });
    return c.json(
      validated(receiversStatusSchema, {
        items: rows.map((row) => ({
          user: toAvatarUser(row.user, config),
          status: row.status as 'PENDING' | 'ACCEPTED' | 'DECLINED' | 'DISMISSED' | null,
          isParticipant: row.isParticipant,
        })),
      }),
      200,
    );
  });
}
