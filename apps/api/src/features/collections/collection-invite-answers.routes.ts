/**
 * spec §7 collection invites, the invitee's side. The invitee reads, accepts or declines their in-app invite;
 * whoever holds a working link reads it and joins through it. spec §4: PENDING, then ACCEPTED, DECLINED or
 * DISMISSED (withdrawn or revoked) and nothing else: answering an answered invite is 409 INVITE_ANSWERED, and a
 * declined person is invited again with a new invite (collection-invites.routes.ts, the owner's side).
 */
import type { CollectionRow, InviteRow } from '@happenings/db/collections';
import {
  acceptInvite,
  declineInvite,
  findCollectionAccess,
  findInvite,
  isLinkLive,
  joinByLink,
} from '@happenings/db/collections';
import { COLLECTION_LIMITS } from '@happenings/domain/constants';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { App, AppEnv } from '../../context.ts';
import { ApiError, invalidField, notFound } from '../../errors/api-error.ts';
import { apiErrorSchema, errorResponses, json } from '../../http/openapi-responses.ts';
import { validated } from '../../http/validated.ts';
import { requireUser } from '../auth/session.middleware.ts';
import { toCollectionDetail } from './collection.response.ts';
import { inviteAnswered, toInviteOf } from './collection-invite-views.ts';
import { collectionFull } from './collection-limits.ts';
import {
  collectionDetailSchema,
  inviteDetailSchema,
  inviteParamsSchema,
  inviteSchema,
} from './collections.schemas.ts';
import { parseLinkToken } from './link-token.ts';

const TAGS = ['Collections'];
const goneResponse = { 410: json(apiErrorSchema, 'The invite link expired or was revoked') };

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

/** The invite the path names (an in-app invite id or a link token), as the guard resolved it. */
async function requireInvite(c: Context<AppEnv>, id: string) {
  const link = parseLinkToken(id);
  const found = await findInvite(c.get('services').db, link?.inviteId ?? id);
  if (!found) throw notFound('Invite');
  return { ...found, isLink: link !== null };
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

export function registerCollectionInviteAnswerRoutes(app: App): void {
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
    if (outcome === 'NOT_PENDING') throw inviteAnswered(current);
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
      throw inviteAnswered(current);
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
