/**
 * spec §7 collection invites. The owner invites a user in the app (IN_APP_INVITE) or makes a link (LINK_INVITE:
 * a token that expires and can be revoked), lists them, withdraws them, and sees who was invited. The invitee
 * reads, accepts or declines their invite; whoever holds a working link reads it and joins through it.
 * spec §4: PENDING, then ACCEPTED, DECLINED or DISMISSED (withdrawn or revoked) and nothing else: answering an
 * answered invite is 409 INVITE_ANSWERED, and a declined person is invited again with a new invite.
 */
import type { CollectionRow, InviteRow } from '@happenings/db/collections';
import {
  acceptInvite,
  countOpenInvites,
  countParticipants,
  createInAppInvite,
  createLinkInvite,
  declineInvite,
  findCollectionAccess,
  findInvite,
  isLinkLive,
  joinByLink,
  listCollectionInvites,
  listInviteeStatuses,
  revokeInvite,
} from '@happenings/db/collections';
import { findUserById } from '@happenings/db/users';
import { COLLECTION_LIMITS } from '@happenings/domain/constants';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { App, AppEnv } from '../../context.ts';
import { ApiError, conflict, invalidField, notFound } from '../../errors/api-error.ts';
import { apiErrorSchema, errorResponses, json } from '../../http/openapi-responses.ts';
import { decodeOffsetCursor, encodeOffsetCursor } from '../../http/page-cursor.ts';
import { validated } from '../../http/validated.ts';
import { requireUser } from '../auth/session.middleware.ts';
import { toAvatarUser } from '../users/user.response.ts';
import { toCollectionDetail, toInviteResponse } from './collection.response.ts';
import { requireCollection } from './collection-access.ts';
import { spendCollectionBudget } from './collection-limits.ts';
import {
  collectionDetailSchema,
  collectionInviteParamsSchema,
  collectionParamsSchema,
  inviteByLinkBodySchema,
  inviteDetailSchema,
  inviteesStatusQuerySchema,
  inviteesStatusSchema,
  invitePageSchema,
  inviteParamsSchema,
  inviteSchema,
  inviteUserBodySchema,
  linkInviteSchema,
  pageQuerySchema,
} from './collections.schemas.ts';
import { createLinkSecret, formatLinkToken, parseLinkToken } from './link-token.ts';

const TAGS = ['Collections'];
const DAY_MS = 24 * 60 * 60_000;
const goneResponse = { 410: json(apiErrorSchema, 'The invite link expired or was revoked') };
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

const getInviteRoute = createRoute({
  method: 'get',
  path: '/api/v1/collections/invites/{id}',
  tags: TAGS,
  summary: 'An invite to the caller, or the invite of a link they hold, with its collection',
  request: { params: inviteParamsSchema },
  responses: {
    200: json(inviteDetailSchema, 'The invite'),
    ...errorResponses(400, 401, 403, 404),
    ...goneResponse,
  },
});

const acceptRoute = createRoute({
  method: 'post',
  path: '/api/v1/collections/invites/{id}/accept',
  tags: TAGS,
  summary: 'Accept an in-app invite: the caller joins as a VIEWER',
  request: { params: inviteParamsSchema },
  responses: {
    200: json(inviteDetailSchema, 'Accepted'),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const declineRoute = createRoute({
  method: 'patch',
  path: '/api/v1/collections/invites/{id}/decline',
  tags: TAGS,
  summary: 'Decline an in-app invite',
  request: { params: inviteParamsSchema },
  responses: { 200: json(inviteSchema, 'Declined'), ...errorResponses(400, 401, 403, 404, 409) },
});

const joinRoute = createRoute({
  method: 'post',
  path: '/api/v1/collections/invites/{id}/join',
  tags: TAGS,
  summary: 'Join a collection through an invite link (idempotent); the caller becomes a VIEWER',
  request: { params: inviteParamsSchema },
  responses: {
    200: json(collectionDetailSchema, 'The collection joined'),
    ...errorResponses(400, 401, 403, 404, 409),
    ...goneResponse,
  },
});

/** 410 for a link that no longer works; the holder learns why, which tells them nothing they did not know. */
function refuseDeadLink(invite: InviteRow, now: Date): void {
  if (isLinkLive(invite, now)) return;
  if (invite.status !== 'PENDING') {
    throw new ApiError(
      410,
      'INVITE_LINK_REVOKED',
      'This invite link was revoked. Ask the owner for a new one.',
    );
  }
  throw new ApiError(
    410,
    'INVITE_LINK_EXPIRED',
    'This invite link has expired. Ask the owner for a new one.',
  );
}

function answered(invite: Pick<InviteRow, 'status'>) {
  const what = invite.status === 'DISMISSED' ? 'withdrawn' : invite.status.toLowerCase();
  return conflict(`This invite was ${what} already.`, 'INVITE_ANSWERED');
}

const collectionFull = () =>
  conflict(
    `This collection has ${COLLECTION_LIMITS.participantsPerCollection} people in it, the most it may have.`,
    'COLLECTION_FULL',
  );

/** The invite the path names (an in-app invite id or a link token), as the guard resolved it. */
async function requireInvite(c: Context<AppEnv>, id: string) {
  const link = parseLinkToken(id);
  const found = await findInvite(c.get('services').db, link?.inviteId ?? id);
  if (!found) throw notFound('Invite');
  return { ...found, isLink: link !== null };
}

async function toInviteOf(c: Context<AppEnv>, invite: InviteRow, collection: CollectionRow) {
  const { db, config } = c.get('services');
  const [inviter, invitee] = await Promise.all([
    findUserById(db, invite.inviterId),
    invite.inviteeId ? findUserById(db, invite.inviteeId) : Promise.resolve(null),
  ]);
  if (!inviter) throw notFound('Invite');
  return toInviteResponse(invite, { inviter, invitee }, collection, config);
}

async function toInviteDetail(c: Context<AppEnv>, invite: InviteRow, collection: CollectionRow) {
  const caller = requireUser(c);
  const { db } = c.get('services');
  const access = await findCollectionAccess(db, { documentId: collection.documentId, userId: caller.id });
  if (!access) throw notFound('Collection');
  return {
    invite: await toInviteOf(c, invite, access.collection),
    collection: await toCollectionDetail(db, access.collection, access.role, caller.id),
  };
}

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
    if (!revoked) throw answered(found.invite);
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

  app.openapi(getInviteRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { invite, collection, isLink } = await requireInvite(c, id);
    if (isLink) refuseDeadLink(invite, new Date(c.get('services').clock()));
    return c.json(validated(inviteDetailSchema, await toInviteDetail(c, invite, collection)), 200);
  });

  app.openapi(acceptRoute, async (c) => {
    const caller = requireUser(c);
    const { id } = c.req.valid('param');
    const { invite, collection, isLink } = await requireInvite(c, id);
    if (isLink) throw invalidField('params.id', 'A link is joined, not accepted: POST .../join');
    const { db, clock } = c.get('services');
    const outcome = await acceptInvite(db, {
      invite,
      userId: caller.id,
      maxParticipants: COLLECTION_LIMITS.participantsPerCollection,
      now: new Date(clock()),
    });
    if (outcome === 'FULL') throw collectionFull();
    const current = (await findInvite(db, invite.id))?.invite;
    if (!current) throw notFound('Invite');
    if (outcome === 'NOT_PENDING') throw answered(current);
    return c.json(validated(inviteDetailSchema, await toInviteDetail(c, current, collection)), 200);
  });

  app.openapi(declineRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { invite, collection, isLink } = await requireInvite(c, id);
    if (isLink) throw invalidField('params.id', 'A link cannot be declined: it is simply not used');
    const declined = await declineInvite(c.get('services').db, {
      inviteId: invite.id,
      now: new Date(c.get('services').clock()),
    });
    if (!declined) {
      const current = (await findInvite(c.get('services').db, invite.id))?.invite ?? invite;
      throw answered(current);
    }
    return c.json(validated(inviteSchema, await toInviteOf(c, declined, collection)), 200);
  });

  app.openapi(joinRoute, async (c) => {
    const caller = requireUser(c);
    const { id } = c.req.valid('param');
    const { invite, collection, isLink } = await requireInvite(c, id);
    if (!isLink) throw invalidField('params.id', 'An in-app invite is accepted, not joined: POST .../accept');
    const { db, clock } = c.get('services');
    const now = new Date(clock());
    refuseDeadLink(invite, now);
    const outcome = await joinByLink(db, {
      invite,
      userId: caller.id,
      maxParticipants: COLLECTION_LIMITS.participantsPerCollection,
      now,
    });
    if (outcome === 'GONE') {
      const current = (await findInvite(db, invite.id))?.invite;
      if (current) refuseDeadLink(current, now);
      throw notFound('Collection');
    }
    if (outcome === 'FULL') throw collectionFull();
    const access = await findCollectionAccess(db, { documentId: collection.documentId, userId: caller.id });
    if (!access) throw notFound('Collection');
    const detail = await toCollectionDetail(db, access.collection, access.role, caller.id);
    return c.json(validated(collectionDetailSchema, detail), 200);
  });
}
