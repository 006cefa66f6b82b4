/**
 * Private calendar feeds behind a secret address (issue 26 Subscribe): "what I'm interested in" and a private
 * collection. Calendar apps cannot sign in, so the address is the credential: its owner makes it (a new one
 * replaces the old, which then answers 404, as does a revoked one), and sees whether one exists; the address
 * itself is shown once, when made, since only its hash is kept (feed-token.ts). Who may call each is in
 * http/access-policy.ts: the owner signed in for the addresses, anyone holding the secret for the feed.
 */
import {
  type CalendarFeedTarget,
  type CalendarFeedTokenRow,
  findCalendarFeedToken,
  findCalendarFeedTokenByHash,
  replaceCalendarFeedToken,
  revokeCalendarFeedToken,
} from '@happenings/db/calendar-feeds';
import { isHiddenByModeration } from '@happenings/db/moderation';
import { DEFAULT_TIME_ZONE } from '@happenings/domain/time';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { App, AppEnv } from '../../context.ts';
import { notFound, tooManyRequests, unauthorized } from '../../errors/api-error.ts';
import { errorResponses, json } from '../../http/openapi-responses.ts';
import { validated } from '../../http/validated.ts';
import { requireCollection } from '../collections/collection-access.ts';
import { listCollectionFeedIds, listInterestedFeedIds, toFeedEvents } from './calendar-feed-events.ts';
import { FEED_TOKEN_WRITES_PER_ACCOUNT } from './calendar-feed-limits.ts';
import { calendarFeedResponse, spendFeedFetch } from './calendar-feed-response.ts';
import { FEED_RESPONSES } from './calendar-feeds.routes.ts';
import {
  calendarFeedAddressSchema,
  calendarFeedStatusSchema,
  idFeedParamsSchema,
  privateFeedParamsSchema,
} from './calendar-feeds.schemas.ts';
import { createFeedToken, hashFeedToken } from './feed-token.ts';

const TAGS = ['Calendar feeds'];
const RATE_LIMITED = {
  description: 'RATE_LIMITED: too many new or revoked addresses this hour (Retry-After)',
};

const privateFeedRoute = createRoute({
  method: 'get',
  path: '/api/v1/calendar-feeds/private/{token}/events.ics',
  tags: TAGS,
  summary: "A private feed by its secret address: someone's interests or a private collection",
  request: { params: privateFeedParamsSchema },
  responses: FEED_RESPONSES,
});

const interestedPath = '/api/v1/calendar-feeds/interested/address';
const collectionPath = '/api/v1/calendar-feeds/collections/{id}/address';

const statusResponses = { 200: json(calendarFeedStatusSchema, 'Whether an address exists') };
const makeResponses = { 201: json(calendarFeedAddressSchema, 'The new address'), 429: RATE_LIMITED };
const revokeResponses = {
  204: { description: 'Revoked (or there was none): the address answers 404' },
  429: RATE_LIMITED,
};

const interestedStatusRoute = createRoute({
  method: 'get',
  path: interestedPath,
  tags: TAGS,
  summary: "Whether the caller has a secret address for the feed of what they're interested in",
  responses: { ...statusResponses, ...errorResponses(401) },
});
const interestedMakeRoute = createRoute({
  method: 'post',
  path: interestedPath,
  tags: TAGS,
  summary: 'Make (or replace) the secret address of the feed of what the caller is interested in',
  responses: { ...makeResponses, ...errorResponses(401) },
});
const interestedRevokeRoute = createRoute({
  method: 'delete',
  path: interestedPath,
  tags: TAGS,
  summary: 'Revoke the secret address of the feed of what the caller is interested in',
  responses: { ...revokeResponses, ...errorResponses(401) },
});
const collectionStatusRoute = createRoute({
  method: 'get',
  path: collectionPath,
  tags: TAGS,
  summary: "Whether the caller's collection has a secret feed address",
  request: { params: idFeedParamsSchema },
  responses: { ...statusResponses, ...errorResponses(401, 403, 404) },
});
const collectionMakeRoute = createRoute({
  method: 'post',
  path: collectionPath,
  tags: TAGS,
  summary: "Make (or replace) the secret feed address of the caller's collection",
  request: { params: idFeedParamsSchema },
  responses: { ...makeResponses, ...errorResponses(401, 403, 404) },
});
const collectionRevokeRoute = createRoute({
  method: 'delete',
  path: collectionPath,
  tags: TAGS,
  summary: "Revoke the secret feed address of the caller's collection",
  request: { params: idFeedParamsSchema },
  responses: { ...revokeResponses, ...errorResponses(401, 403, 404) },
});

function signedInUserId(c: Context<AppEnv>): string {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user.id;
}

async function spendTokenWrite(c: Context<AppEnv>, userId: string): Promise<void> {
  const { rateLimiter, config } = c.get('services');
  const rule = FEED_TOKEN_WRITES_PER_ACCOUNT;
  const scaled = { ...rule, limit: Math.ceil(rule.limit * config.rateLimitScale) };
  const decision = await rateLimiter.consume(`calendar-feed-token:${userId}`, scaled);
  if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
}

const toStatus = (row: CalendarFeedTokenRow | null) =>
  validated(calendarFeedStatusSchema, {
    active: row !== null,
    createdAt: row?.createdAt.toISOString() ?? null,
  });

async function makeAddress(c: Context<AppEnv>, target: CalendarFeedTarget) {
  await spendTokenWrite(c, target.userId);
  const { db, clock, config } = c.get('services');
  const { token, hash } = createFeedToken();
  const row = await replaceCalendarFeedToken(db, { ...target, tokenHash: hash, now: new Date(clock()) });
  return validated(calendarFeedAddressSchema, {
    url: `${config.publicUrl}/api/v1/calendar-feeds/private/${token}/events.ics`,
    createdAt: row.createdAt.toISOString(),
  });
}

/** Idempotent, as DELETE is (RFC 9110 §9.2.2): revoking an address already gone is done too. */
async function revokeAddress(c: Context<AppEnv>, target: CalendarFeedTarget): Promise<void> {
  await spendTokenWrite(c, target.userId);
  await revokeCalendarFeedToken(c.get('services').db, target);
}

/** The caller's own collection named by the path (the access guard let only its owner through). */
async function collectionTarget(c: Context<AppEnv>, id: string): Promise<CalendarFeedTarget> {
  const { collection } = await requireCollection(c, id);
  return { scope: 'collection', userId: signedInUserId(c), collectionId: collection.id };
}

export function registerCalendarFeedTokensRoutes(app: App): void {
  app.openapi(privateFeedRoute, async (c) => {
    await spendFeedFetch(c);
    const { db, clock, config } = c.get('services');
    const found = await findCalendarFeedTokenByHash(db, hashFeedToken(c.req.valid('param').token));
    if (!found) throw notFound('Feed');
    const { token, collection } = found;
    let ids: string[];
    let name: string;
    if (token.scope === 'collection') {
      // issue 23: a collection moderators took out of view has no feed either.
      const hidden =
        !collection ||
        (await isHiddenByModeration(db, {
          subjectType: 'collection',
          subjectId: collection.documentId,
          authorId: collection.ownerId,
          viewer: null,
        }));
      if (hidden || !collection) throw notFound('Feed');
      ids = await listCollectionFeedIds(db, collection.id);
      name = collection.name;
    } else {
      ids = await listInterestedFeedIds(db, token.userId, clock());
      name = "What I'm interested in";
    }
    return calendarFeedResponse(c, {
      ...(await toFeedEvents(db, ids, { siteUrl: config.publicUrl, now: clock() })),
      name: `Happenings · ${name}`,
      fileName: 'happenings.ics',
      timeZone: DEFAULT_TIME_ZONE,
      isPrivate: true,
    });
  });

  app.openapi(interestedStatusRoute, async (c) => {
    const target = { scope: 'interested', userId: signedInUserId(c) } as const;
    return c.json(toStatus(await findCalendarFeedToken(c.get('services').db, target)), 200);
  });

  app.openapi(interestedMakeRoute, async (c) => {
    return c.json(await makeAddress(c, { scope: 'interested', userId: signedInUserId(c) }), 201);
  });

  app.openapi(interestedRevokeRoute, async (c) => {
    await revokeAddress(c, { scope: 'interested', userId: signedInUserId(c) });
    return c.body(null, 204);
  });

  app.openapi(collectionStatusRoute, async (c) => {
    const target = await collectionTarget(c, c.req.valid('param').id);
    return c.json(toStatus(await findCalendarFeedToken(c.get('services').db, target)), 200);
  });

  app.openapi(collectionMakeRoute, async (c) => {
    const target = await collectionTarget(c, c.req.valid('param').id);
    return c.json(await makeAddress(c, target), 201);
  });

  app.openapi(collectionRevokeRoute, async (c) => {
    await revokeAddress(c, await collectionTarget(c, c.req.valid('param').id));
    return c.body(null, 204);
  });
}
