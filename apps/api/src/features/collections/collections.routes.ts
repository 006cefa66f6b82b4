/**
 * spec §7 Collections: create, update, delete and leave a collection, the caller's collections, whether they have
 * one to add to, its information and participants. Who may make each call is access-policy.ts's (the README's
 * permission table); the guard has already refused everyone else, so these handlers only do the work. Content,
 * invites and community collections are in the routes files beside this one.
 */
import {
  countOwnedCollections,
  createCollection,
  deleteCollection,
  leaveCollection,
  listMemberCollections,
  listParticipants,
  listPendingInvitesFor,
  listPendingSharesFor,
  removeViewer,
  updateCollection,
} from '@happenings/db/collections';
import { listCollectionsByIds } from '@happenings/db/discover';
import { findUserById } from '@happenings/db/users';
import { COLLECTION_LIMITS } from '@happenings/domain/constants';
import { createRoute } from '@hono/zod-openapi';
import type { App } from '../../context.ts';
import { conflict, invalidField, notFound } from '../../errors/api-error.ts';
import { errorResponses, json } from '../../http/openapi-responses.ts';
import { decodeOffsetCursor, encodeOffsetCursor } from '../../http/page-cursor.ts';
import { validated } from '../../http/validated.ts';
import { requireUser } from '../auth/session.middleware.ts';
import { toCollectionResponse } from '../discover/stream-items.response.ts';
import { findAuthorModerations } from '../moderation/author-moderation.ts';
import { toAvatarUser } from '../users/user.response.ts';
import {
  COLLECTION_PREVIEW_SIZE,
  toCollectionDetail,
  toCollectionDetails,
  toInviteResponse,
  toParticipantResponse,
  toShareResponse,
} from './collection.response.ts';
import { requireCollection } from './collection-access.ts';
import { registerCollectionContentRoutes } from './collection-content.routes.ts';
import { registerCollectionInviteAnswerRoutes } from './collection-invite-answers.routes.ts';
import { registerCollectionInviteRoutes } from './collection-invites.routes.ts';
import {
  collectionDetailSchema,
  collectionParamsSchema,
  createCollectionBodySchema,
  hasEditableSchema,
  leaveCollectionBodySchema,
  leaveCollectionResultSchema,
  listCollectionsQuerySchema,
  myCollectionPageSchema,
  participantListSchema,
  participantParamsSchema,
  pendingSchema,
  updateCollectionBodySchema,
} from './collections.schemas.ts';
import { registerCommunityCollectionRoutes } from './community-collections.routes.ts';

const TAGS = ['Collections'];
const jsonBody = <T>(schema: T, required = true) => ({
  body: { content: { 'application/json': { schema } }, required },
});

/** How many pending invites and shares the pending call answers of each. */
const PENDING_LIMIT = 50;

const createRouteDef = createRoute({
  method: 'post',
  path: '/api/v1/collections',
  tags: TAGS,
  summary: 'Create a collection; the caller is its OWNER (private unless isCommunity)',
  request: jsonBody(createCollectionBodySchema),
  responses: {
    201: json(collectionDetailSchema, 'The new collection'),
    ...errorResponses(400, 401, 409),
  },
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/collections/list',
  tags: TAGS,
  summary: "The caller's collections (owned and joined), most recently changed first",
  request: { query: listCollectionsQuerySchema },
  responses: { 200: json(myCollectionPageSchema, 'A page of collections'), ...errorResponses(400, 401) },
});

const hasEditableRoute = createRoute({
  method: 'get',
  path: '/api/v1/collections/participants/has-editable',
  tags: TAGS,
  summary: 'Whether the caller has a collection they may add items to (one they own)',
  responses: { 200: json(hasEditableSchema, 'The answer'), ...errorResponses(401) },
});

const pendingRoute = createRoute({
  method: 'get',
  path: '/api/v1/collections/pending-invites-and-shares',
  tags: TAGS,
  summary: "The caller's pending in-app invites and community collection shares",
  responses: { 200: json(pendingSchema, 'Pending invites and shares'), ...errorResponses(401) },
});

const informationRoute = createRoute({
  method: 'get',
  path: '/api/v1/collections/{id}/information',
  tags: TAGS,
  summary: 'A collection: owner, first participants and items, counts and the caller’s role',
  request: { params: collectionParamsSchema },
  responses: { 200: json(collectionDetailSchema, 'The collection'), ...errorResponses(400, 404) },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/api/v1/collections/{id}',
  tags: TAGS,
  summary: 'Rename, describe, or make public (community) or private; the owner only',
  request: { params: collectionParamsSchema, ...jsonBody(updateCollectionBodySchema) },
  responses: {
    200: json(collectionDetailSchema, 'The collection'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const deleteRouteDef = createRoute({
  method: 'delete',
  path: '/api/v1/collections/{id}',
  tags: TAGS,
  summary: 'Delete a collection with its items, invites and shares; the owner only',
  request: { params: collectionParamsSchema },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 403, 404) },
});

const leaveRoute = createRoute({
  method: 'post',
  path: '/api/v1/collections/{id}/leave',
  tags: TAGS,
  summary:
    'Leave a collection. An owner hands it to newOwnerId (or the viewer who joined first), or deletes it when alone',
  request: { params: collectionParamsSchema, ...jsonBody(leaveCollectionBodySchema, false) },
  responses: {
    200: json(leaveCollectionResultSchema, 'What happened'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const participantsRoute = createRoute({
  method: 'get',
  path: '/api/v1/collections/{id}/participants',
  tags: TAGS,
  summary: 'Everyone taking part, the owner first, then in the order they joined',
  request: { params: collectionParamsSchema },
  responses: { 200: json(participantListSchema, 'The participants'), ...errorResponses(400, 404) },
});

const removeParticipantRoute = createRoute({
  method: 'delete',
  path: '/api/v1/collections/{id}/participants/{userId}',
  tags: TAGS,
  summary: 'Remove a viewer from the collection; the owner only (an owner leaves instead)',
  request: { params: participantParamsSchema },
  responses: { 204: { description: 'Removed' }, ...errorResponses(400, 401, 403, 404) },
});

export function registerCollectionsRoutes(app: App): void {
  app.openapi(createRouteDef, async (c) => {
    const caller = requireUser(c);
    const body = c.req.valid('json');
    const { db } = c.get('services');
    if ((await countOwnedCollections(db, caller.id)) >= COLLECTION_LIMITS.collectionsPerOwner) {
      throw conflict(
        `You own ${COLLECTION_LIMITS.collectionsPerOwner} collections, the most one person may; delete one first.`,
        'TOO_MANY_COLLECTIONS',
      );
    }
    const collection = await createCollection(db, {
      ownerId: caller.id,
      name: body.name,
      description: body.description ?? null,
      isCommunity: body.isCommunity,
      locationSlug: body.location ?? null,
    });
    const detail = await toCollectionDetail(db, collection, 'OWNER', caller.id);
    return c.json(validated(collectionDetailSchema, detail), 201);
  });

  app.openapi(listRoute, async (c) => {
    const caller = requireUser(c);
    const query = c.req.valid('query');
    const offset = decodeOffsetCursor(query.cursor);
    const { db } = c.get('services');
    const rows = await listMemberCollections(db, {
      userId: caller.id,
      role: query.role,
      item: query.itemId && query.itemType ? { itemId: query.itemId, itemType: query.itemType } : undefined,
      limit: query.limit + 1,
      offset,
    });
    const page = rows.slice(0, query.limit);
    const details = await toCollectionDetails(db, page, caller.id);
    const items = details.map((detail, i) => ({
      ...detail,
      role: page[i]!.role,
      hasItem: page[i]!.hasItem,
    }));
    return c.json(
      validated(myCollectionPageSchema, {
        items,
        nextCursor: encodeOffsetCursor(rows.length > query.limit ? offset + query.limit : null),
      }),
      200,
    );
  });

  app.openapi(hasEditableRoute, async (c) => {
    const caller = requireUser(c);
    const count = await countOwnedCollections(c.get('services').db, caller.id);
    return c.json(validated(hasEditableSchema, { hasEditable: count > 0, editableCount: count }), 200);
  });

  app.openapi(pendingRoute, async (c) => {
    const caller = requireUser(c);
    const { db, config } = c.get('services');
    const [invites, shares] = await Promise.all([
      listPendingInvitesFor(db, { userId: caller.id, limit: PENDING_LIMIT }),
      listPendingSharesFor(db, { userId: caller.id, limit: PENDING_LIMIT }),
    ]);
    const ids = [...new Set([...invites, ...shares].map((entry) => entry.collection.id))];
    const summaries = new Map(
      (
        await listCollectionsByIds(db, { ids, viewerId: caller.id, perCollection: COLLECTION_PREVIEW_SIZE })
      ).map((summary) => [summary.id, toCollectionResponse(summary)]),
    );
    const callerRow = await findUserById(db, caller.id);
    if (!callerRow) throw notFound('User');
    return c.json(
      validated(pendingSchema, {
        invites: invites.flatMap((entry) => {
          const collection = summaries.get(entry.collection.id);
          const invite = toInviteResponse(
            entry.invite,
            { inviter: entry.inviter, invitee: callerRow },
            entry.collection,
            config,
          );
          return collection ? [{ invite, collection }] : [];
        }),
        shares: shares.flatMap((entry) => {
          const collection = summaries.get(entry.collection.id);
          const share = toShareResponse(
            entry.share,
            { sender: entry.sender, receiver: callerRow },
            entry.collection,
            config,
          );
          return collection ? [{ share, collection }] : [];
        }),
      }),
      200,
    );
  });

  app.openapi(informationRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { collection, role } = await requireCollection(c, id);
    const viewerId = c.get('user')?.id ?? null;
    const { db } = c.get('services');
    const [detail, moderations] = await Promise.all([
      toCollectionDetail(db, collection, role, viewerId),
      findAuthorModerations(
        db,
        'collection',
        [{ id: collection.documentId, authorId: collection.ownerId }],
        viewerId,
      ),
    ]);
    const moderation = moderations.get(collection.documentId);
    return c.json(validated(collectionDetailSchema, moderation ? { ...detail, moderation } : detail), 200);
  });

  app.openapi(updateRoute, async (c) => {
    const caller = requireUser(c);
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const { collection, role } = await requireCollection(c, id);
    const { db, clock } = c.get('services');
    const updated = await updateCollection(db, {
      id: collection.id,
      changes: {
        name: body.name,
        description: body.description,
        isCommunity: body.isCommunity,
        locationSlug: body.location,
      },
      now: new Date(clock()),
    });
    if (!updated) throw notFound('Collection');
    const detail = await toCollectionDetail(db, updated, role, caller.id);
    return c.json(validated(collectionDetailSchema, detail), 200);
  });

  app.openapi(deleteRouteDef, async (c) => {
    const { id } = c.req.valid('param');
    const { collection } = await requireCollection(c, id);
    if (!(await deleteCollection(c.get('services').db, collection.id))) throw notFound('Collection');
    return c.body(null, 204);
  });

  app.openapi(leaveRoute, async (c) => {
    const caller = requireUser(c);
    const { id } = c.req.valid('param');
    const body = c.req.valid('json') ?? {};
    const { collection } = await requireCollection(c, id);
    const { db, clock, config } = c.get('services');
    const result = await leaveCollection(db, {
      collectionId: collection.id,
      userId: caller.id,
      successorId: body.newOwnerId,
      now: new Date(clock()),
    });
    if (result.outcome === 'NOT_PARTICIPANT') throw notFound('Collection');
    if (result.outcome === 'SUCCESSOR_NOT_PARTICIPANT') {
      throw invalidField('body.newOwnerId', 'Not a viewer of this collection');
    }
    const newOwner =
      result.outcome === 'OWNERSHIP_TRANSFERRED' ? await findUserById(db, result.newOwnerId) : null;
    return c.json(
      validated(leaveCollectionResultSchema, {
        outcome: result.outcome,
        newOwner: newOwner ? toAvatarUser(newOwner, config) : null,
      }),
      200,
    );
  });

  app.openapi(participantsRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { collection } = await requireCollection(c, id);
    const { db, config } = c.get('services');
    // At most participantsPerCollection people take part, so one answer holds them all.
    const participants = await listParticipants(db, { collectionId: collection.id });
    return c.json(
      validated(participantListSchema, {
        items: participants.map((participant) => toParticipantResponse(participant, config)),
        total: participants.length,
      }),
      200,
    );
  });

  app.openapi(removeParticipantRoute, async (c) => {
    const { id, userId } = c.req.valid('param');
    const { collection } = await requireCollection(c, id);
    const removed = await removeViewer(c.get('services').db, { collectionId: collection.id, userId });
    if (!removed) {
      // The owner is not removed (they leave); anyone else who is not a viewer was never here.
      if (userId === collection.ownerId) {
        throw invalidField('params.userId', 'The owner leaves the collection instead of being removed');
      }
      throw notFound('Participant');
    }
    return c.body(null, 204);
  });

  registerCollectionContentRoutes(app);
  registerCollectionInviteRoutes(app);
  registerCollectionInviteAnswerRoutes(app);
  registerCommunityCollectionRoutes(app);
}
