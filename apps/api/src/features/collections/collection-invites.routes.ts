/**
 * spec §7 collection invites, the owner's side. The owner invites a user in the app (IN_APP_INVITE) or makes a
 * link (LINK_INVITE: a token that expires and can be revoked), lists them, withdraws them, and sees who was
 * invited. The invitee's side (reading, accepting, declining, joining through a link) is
 * collection-invite-answers.routes.ts.
 */
import type { CollectionRow } from '@happenings/db/collections';
import {
  countOpenInvites,
  countParticipants,
  createInAppInvite,
  createLinkInvite,
  findCollectionAccess,
  findInvite,
  listCollectionInvites,
  listInviteeStatuses,
  revokeInvite,
} from '@happenings/db/collections';
import { findUserById } from '@happenings/db/users';
import { COLLECTION_LIMITS } from '@happenings/domain/constants';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { App, AppEnv } from '../../context.ts';
import { conflict, invalidField, notFound } from '../../errors/api-error.ts';
import { apiErrorSchema, errorResponses, json } from '../../http/openapi-responses.ts';
import { decodeOffsetCursor, encodeOffsetCursor } from '../../http/page-cursor.ts';
import { validated } from '../../http/validated.ts';
import { requireUser } from '../auth/session.middleware.ts';
import { toAvatarUser } from '../users/user.response.ts';
import { toInviteResponse } from './collection.response.ts';
import { requireCollection } from './collection-access.ts';
import { inviteAnswered, toInviteOf } from './collection-invite-views.ts';
import { collectionFull, spendCollectionBudget } from './collection-limits.ts';
import {
  collectionInviteParamsSchema,
  collectionParamsSchema,
  inviteByLinkBodySchema,
  inviteesStatusQuerySchema,
  inviteesStatusSchema,
  invitePageSchema,
  inviteSchema,
  inviteUserBodySchema,
  linkInviteSchema,
  pageQuerySchema,
} from './collections.schemas.ts';
import { createLinkSecret, formatLinkToken } from './link-token.ts';

const TAGS = ['Collections'];
const DAY_MS = 24 * 60 * 60_000;
const tooManyResponse = { 429: json(apiErrorSchema, 'Too many invites this hour (Retry-After)') };

const inviteUserRoute = createRoute({
  method: 'post',
  path: '/api/v1/collections/{id}/invites/user',
  tags: TAGS,
  summary: 'Invite a user in the app (idempotent while their invite is pending); the owner only',
  request: {
    params: collectionParamsSchema,
    body: { content: { 'application/json': { schema: inviteUserBodySchema } }, required: true },
  },
  responses: {
    201: json(inviteSchema, 'Invited'),
    200: json(inviteSchema, 'Their invite was pending already'),
    ...errorResponses(400, 401, 403, 404, 409),
    ...tooManyResponse,
  },
});

const inviteByLinkRoute = createRoute({
  method: 'post',
  path: '/api/v1/collections/{id}/invites/by-link',
  tags: TAGS,
  summary: 'Make an invite link (its token is shown once); the owner only',
  request: {
    params: collectionParamsSchema,
    body: { content: { 'application/json': { schema: inviteByLinkBodySchema } }, required: false },
  },
  responses: {
    201: json(linkInviteSchema, 'The link'),
    ...errorResponses(400, 401, 403, 404, 409),
    ...tooManyResponse,
  },
});

const listInvitesRoute = createRoute({
  method: 'get',
  path: '/api/v1/collections/{id}/invites',
  tags: TAGS,
  summary: "The collection's invites and links, newest first; the owner only",
  request: { params: collectionParamsSchema, query: pageQuerySchema },
  responses: { 200: json(invitePageSchema, 'A page of invites'), ...errorResponses(400, 401, 403, 404) },
});

const revokeInviteRoute = createRoute({
  method: 'delete',
  path: '/api/v1/collections/{id}/invites/{inviteId}',
  tags: TAGS,
  summary: 'Withdraw a pending invite or revoke a link (it becomes DISMISSED); the owner only',
  request: { params: collectionInviteParamsSchema },
  responses: {
    200: json(inviteSchema, 'The invite, now DISMISSED'),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const inviteesStatusRoute = createRoute({
  method: 'get',
  path: '/api/v1/collections/{id}/invitees-status',
  tags: TAGS,
  summary:
    'For each person (userIds, or everyone invited), their latest invite status and whether they take part',
  request: { params: collectionParamsSchema, query: inviteesStatusQuerySchema },
  responses: { 200: json(inviteesStatusSchema, 'Statuses'), ...errorResponses(400, 401, 403, 404) },
});

/** Refuses a new invite when the collection is full or has too many open invites. */
async function requireRoomForInvites(
  c: Context<AppEnv>,
  collection: CollectionRow,
  now: Date,
): Promise<void> {
  const { db } = c.get('services');
  if ((await countParticipants(db, collection.id)) >= COLLECTION_LIMITS.participantsPerCollection) {
    throw collectionFull();
  }
  if (
    (await countOpenInvites(db, { collectionId: collection.id, now })) >=
    COLLECTION_LIMITS.openInvitesPerCollection
  ) {
    throw conflict(
      `This collection has ${COLLECTION_LIMITS.openInvitesPerCollection} open invites; withdraw some first.`,
      'TOO_MANY_INVITES',
    );
  }
}

export function registerCollectionInviteRoutes(app: App): void {
  app.openapi(inviteUserRoute, async (c) => {
    const caller = requireUser(c);
    const { id } = c.req.valid('param');
    const { userId } = c.req.valid('json');
    const { collection } = await requireCollection(c, id);
    const services = c.get('services');
    const { db } = services;
    if (userId === caller.id) throw invalidField('body.userId', 'You take part in this collection already');
    const invitee = await findUserById(db, userId);
    if (!invitee) throw notFound('User');
    const access = await findCollectionAccess(db, { documentId: id, userId });
    if (access?.role) throw conflict('They take part in this collection already.', 'ALREADY_PARTICIPANT');
    const now = new Date(services.clock());
    await requireRoomForInvites(c, collection, now);
    await spendCollectionBudget(services, 'invite', caller.id);
    const { invite, created } = await createInAppInvite(db, {
      collection,
      inviterId: caller.id,
      inviteeId: userId,
      now,
    });
    return c.json(validated(inviteSchema, await toInviteOf(c, invite, collection)), created ? 201 : 200);
  });

  app.openapi(inviteByLinkRoute, async (c) => {
    const caller = requireUser(c);
    const { id } = c.req.valid('param');
    const body = c.req.valid('json') ?? {};
    const { collection } = await requireCollection(c, id);
    const services = c.get('services');
    const now = new Date(services.clock());
    await requireRoomForInvites(c, collection, now);
    await spendCollectionBudget(services, 'invite', caller.id);
    const days = body.expiresInDays ?? COLLECTION_LIMITS.linkLifetimeDays;
    const { secret, hash } = createLinkSecret();
    const invite = await createLinkInvite(services.db, {
      collectionId: collection.id,
      inviterId: caller.id,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + days * DAY_MS),
      now,
    });
    const token = formatLinkToken(invite.id, secret);
    return c.json(
      validated(linkInviteSchema, {
        invite: await toInviteOf(c, invite, collection),
        token,
        url: `${services.config.publicUrl}/collection/join/${token}`,
      }),
      201,
    );
  });

  app.openapi(listInvitesRoute, async (c) => {
    const { id } = c.req.valid('param');
    const query = c.req.valid('query');
    const offset = decodeOffsetCursor(query.cursor);
    const { collection } = await requireCollection(c, id);
    const { db, config } = c.get('services');
    const rows = await listCollectionInvites(db, {
      collectionId: collection.id,
      limit: query.limit + 1,
      offset,
    });
    return c.json(
      validated(invitePageSchema, {
        items: rows.slice(0, query.limit).map((row) => toInviteResponse(row.invite, row, collection, config)),
        nextCursor: encodeOffsetCursor(rows.length > query.limit ? offset + query.limit : null),
      }),
      200,
    );
  });

  app.openapi(revokeInviteRoute, async (c) => {
    const { id, inviteId } = c.req.valid('param');
    const { collection } = await requireCollection(c, id);
    const { db, clock } = c.get('services');
    const found = await findInvite(db, inviteId);
    if (!found || found.invite.collectionId !== collection.id) throw notFound('Invite');
    const revoked = await revokeInvite(db, { inviteId, now: new Date(clock()) });
    if (!revoked) throw inviteAnswered(found.invite);
    return c.json(validated(inviteSchema, await toInviteOf(c, revoked, collection)), 200);
  });

  app.openapi(inviteesStatusRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { userIds } = c.req.valid('query');
    const { collection } = await requireCollection(c, id);
    const { db, config } = c.get('services');
    const rows = await listInviteeStatuses(db, {
      collectionId: collection.id,
      userIds,
      limit: COLLECTION_LIMITS.openInvitesPerCollection + COLLECTION_LIMITS.participantsPerCollection,
    });
    return c.json(
      validated(inviteesStatusSchema, {
        items: rows.map((row) => ({
          user: toAvatarUser(row.user, config),
          status: row.status as 'PENDING' | 'ACCEPTED' | 'DECLINED' | 'DISMISSED' | null,
          inviteId: row.inviteId,
          isParticipant: row.isParticipant,
        })),
      }),
      200,
    );
  });
}
