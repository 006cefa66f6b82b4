/**
 * spec §7 Users (and the push-notification auth hash of §7 Other): phone-in-use, leaderboards, invite sign-up and
 * contact sync here (what tells whether an account uses a number or an address is limited per client address and
 * account: account-lookup-limits.ts); profile calls in profile.routes.ts; one user's lists in user-lists.routes.ts.
 */
import { createHmac } from 'node:crypto';
import { countUnsyncedContactHashes, syncContactHashes } from '@happenings/db/contacts';
import { findContestByIdOrSlug, listContestLeaderboard } from '@happenings/db/contests';
import { getRelationships } from '@happenings/db/follows';
import {
  findUserById,
  findUserByUsername,
  isPhoneNumberInUse,
  LEADERBOARD_METRICS,
  type LeaderboardMetric,
  listLeaderboard,
  recordInviteSignup,
} from '@happenings/db/users';
import { createRoute } from '@hono/zod-openapi';
import type { App } from '../../context.ts';
import { ApiError, conflict, invalidField, notFound } from '../../errors/api-error.ts';
import { apiErrorSchema, errorResponses, json } from '../../http/openapi-responses.ts';
import { validated } from '../../http/validated.ts';
import { requireUser } from '../auth/session.middleware.ts';
import { contestPhase } from '../contests/contest-timing.ts';
import {
  PHONE_LOOKUP_LIMITS,
  spendContactHashesOfAddress,
  spendPhoneLookup,
} from './account-lookup-limits.ts';
import { spendAccountBudget } from './creation-limits.ts';
import { registerProfileRoutes } from './profile.routes.ts';
import { toAvatarUser } from './user.response.ts';
import { registerUserListRoutes } from './user-lists.routes.ts';
import {
  authHashSchema,
  inviteSignupBodySchema,
  inviteSignupResultSchema,
  leaderboardParamSchema,
  leaderboardSchema,
  phoneInUseSchema,
  phoneQuerySchema,
  syncContactsBodySchema,
  syncContactsResultSchema,
} from './users.schemas.ts';

/** spec §7 leaderboard/{x}: the top 50. */
export const LEADERBOARD_SIZE = 50;
/** 'interested' counts interests of the last 30 days. */
export const LEADERBOARD_INTERESTED_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * An account may claim to have joined through an invite within this long of signing up: the invites leaderboard
 * credits inviters, and old accounts claiming invites would let anyone farm that credit.
 */
export const INVITE_CLAIM_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

const phoneRoute = createRoute({
  method: 'get',
  path: '/api/v1/users/phone',
  tags: ['Users'],
  summary: `Whether an account uses this E.164 phone number; anonymous allowed (spec §6), ${PHONE_LOOKUP_LIMITS.perAddress.limit} lookups per address (and per account when signed in) in 10 minutes`,
  request: { query: phoneQuerySchema },
  responses: {
    200: json(phoneInUseSchema, 'In use or not'),
    ...errorResponses(400),
    429: json(apiErrorSchema, 'RATE_LIMITED: too many lookups from this address or account (Retry-After)'),
  },
});

const leaderboardRoute = createRoute({
  method: 'get',
  path: '/api/v1/users/leaderboard/{x}',
  tags: ['Users'],
  summary:
    "Top 50 users by interested (last 30 days), followers, invites (all time), or invites made for a contest during it ({x} the contest's id or slug)",
  request: { params: leaderboardParamSchema },
  responses: {
    200: json(leaderboardSchema, 'The leaderboard'),
    ...errorResponses(400, 401),
    404: json(apiErrorSchema, 'Neither a metric nor a contest'),
  },
});

const inviteSignupRoute = createRoute({
  method: 'post',
  path: '/api/v1/users/invite-signup',
  tags: ['Users'],
  summary:
    "Record that the caller joined through someone's invite (once, within 7 days of signing up), optionally made for a running contest: the caller follows the inviter",
  request: { body: { content: { 'application/json': { schema: inviteSignupBodySchema } }, required: true } },
  responses: {
    200: json(inviteSignupResultSchema, 'Recorded'),
    ...errorResponses(400, 401),
    403: json(apiErrorSchema, 'INVITE_CLAIM_EXPIRED: the account is older than 7 days'),
    404: json(apiErrorSchema, 'No such inviter or contest'),
    409: json(
      apiErrorSchema,
      'ALREADY_INVITED: recorded with someone else before; CONTEST_NOT_RUNNING: the contest has not started or has ended',
    ),
  },
});

const syncContactsRoute = createRoute({
  method: 'post',
  path: '/api/v1/users/sync-contacts',
  tags: ['Users'],
  summary:
    'Store sha256 hashes of contacts (never raw values) and answer the users they match; at most 500 hashes a call, 2,000 new ones a day per account and 5,000 per address',
  request: { body: { content: { 'application/json': { schema: syncContactsBodySchema } }, required: true } },
  responses: {
    200: json(syncContactsResultSchema, 'Matches'),
    ...errorResponses(400, 401),
    429: json(
      apiErrorSchema,
      "RATE_LIMITED: the account's or the address's daily budget of new contact hashes is spent (Retry-After)",
    ),
  },
});

const authHashRoute = createRoute({
  method: 'get',
  path: '/api/v1/push-notifications/auth-hash',
  tags: ['Other'],
  summary: "HMAC-SHA256 of the caller's id, for the push provider's identity verification",
  responses: { 200: json(authHashSchema, 'The hash'), ...errorResponses(401) },
});

export function registerUsersRoutes(app: App): void {
  registerProfileRoutes(app);
  registerUserListRoutes(app);

  app.openapi(phoneRoute, async (c) => {
    const { phoneNumber } = c.req.valid('query');
    await spendPhoneLookup(c);
    const inUse = await isPhoneNumberInUse(c.get('services').db, phoneNumber);
    return c.json(validated(phoneInUseSchema, { inUse }), 200);
  });

  app.openapi(leaderboardRoute, async (c) => {
    requireUser(c);
    const { x } = c.req.valid('param');
    const { db, config, clock } = c.get('services');
    const metric = LEADERBOARD_METRICS.find((name): name is LeaderboardMetric => name === x);
    // The metric names keep their meaning; anything else names a contest (README: Contests).
    const contest = metric ? null : await findContestByIdOrSlug(db, x);
    if (!metric && !contest) throw notFound('Leaderboard');
    const rows = metric
      ? await listLeaderboard(db, {
          metric,
          since: new Date(clock() - LEADERBOARD_INTERESTED_WINDOW_MS),
          limit: LEADERBOARD_SIZE,
        })
      : contest
        ? await listContestLeaderboard(db, { contest, limit: LEADERBOARD_SIZE })
        : [];
    return c.json(
      validated(leaderboardSchema, {
        metric: metric ?? 'invites',
        contest: contest ? { id: contest.id, slug: contest.slug, name: contest.name } : null,
        items: rows.map((row) => ({
          rank: row.rank,
          user: toAvatarUser(row.user, config),
          score: row.score,
        })),
      }),
      200,
    );
  });

  app.openapi(inviteSignupRoute, async (c) => {
    const caller = requireUser(c);
    const body = c.req.valid('json');
    const { db, config, clock } = c.get('services');
    if ((body.inviterId === undefined) === (body.inviteCode === undefined)) {
      throw invalidField('body.inviterId', 'Send either inviterId or inviteCode');
    }
    // An invite code is the inviter's username (the invite link is their profile, /u/{username}).
    const inviter = body.inviterId
      ? await findUserById(db, body.inviterId)
      : await findUserByUsername(db, body.inviteCode ?? '');
    if (!inviter) throw notFound('Inviter');
    if (inviter.id === caller.id) {
      throw invalidField(body.inviterId ? 'body.inviterId' : 'body.inviteCode', 'You cannot invite yourself');
    }
    const contest = body.contest === undefined ? null : await findContestByIdOrSlug(db, body.contest);
    if (body.contest !== undefined && !contest) throw notFound('Contest');
    // An invite counts for a contest only while it runs: a link kept from last year's contest credits no one.
    if (contest && contestPhase(contest, clock()) !== 'running') {
      throw conflict('The contest is not running.', 'CONTEST_NOT_RUNNING');
    }
    const result = await recordInviteSignup(db, {
      userId: caller.id,
      inviterId: inviter.id,
      joinedSince: new Date(clock() - INVITE_CLAIM_WINDOW_MS),
      contestId: contest?.id,
    });
    if (result.status === 'other-inviter') {
      throw conflict('Your invite sign-up was already recorded with someone else.', 'ALREADY_INVITED');
    }
    if (result.status === 'not-new') {
      throw new ApiError(
        403,
        'INVITE_CLAIM_EXPIRED',
        'Invites can only be recorded within 7 days of signing up.',
      );
    }
    return c.json(
      validated(inviteSignupResultSchema, {
        inviter: toAvatarUser(inviter, config),
        recorded: result.status === 'recorded',
      }),
      200,
    );
  });

  app.openapi(syncContactsRoute, async (c) => {
    const caller = requireUser(c);
    const hashes = c.req.valid('json').hashes.map((hash) => hash.toLowerCase());
    const services = c.get('services');
    const { db, config } = services;
    // Each hash looked up for the first time draws on the caller's daily budget, before anything is matched.
    const unsynced = await countUnsyncedContactHashes(db, { ownerId: caller.id, hashes });
    await spendAccountBudget(services, caller, 'contact-hashes', unsynced);
    await spendContactHashesOfAddress(c, unsynced);
    const result = await syncContactHashes(db, { ownerId: caller.id, hashes });
    const relationships = await getRelationships(
      db,
      caller.id,
      result.matches.map((user) => user.id),
    );
    return c.json(
      validated(syncContactsResultSchema, {
        stored: result.stored,
        matches: result.matches.map((user) => ({
          user: toAvatarUser(user, config),
          relationship: relationships.get(user.id) ?? 'none',
        })),
      }),
      200,
    );
  });

  app.openapi(authHashRoute, (c) => {
    const caller = requireUser(c);
    const hash = createHmac('sha256', c.get('services').config.authSecret).update(caller.id).digest('hex');
    return c.json(validated(authHashSchema, { hash }), 200);
  });
}
