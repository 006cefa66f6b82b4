/**
 * spec §7 Contests: GET /api/v1/contests/slug/{slug} (the website's contest page) and GET /api/v2/contests/{id}
 * (the app). Public reads: a contest is promotion, shown to people before they sign up. The answer carries the
 * contest's timing and the two contest flags of spec §3 (read from the remote config store), so every client
 * shows the same state. The leaderboard is GET /users/leaderboard/{x} with {x} the contest's id or slug.
 */
import { listRemoteConfig } from '@happenings/db/config';
import { type ContestRow, findContestById, findContestBySlug } from '@happenings/db/contests';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { App, AppEnv } from '../../context.ts';
import { notFound } from '../../errors/api-error.ts';
import { errorResponses, json } from '../../http/openapi-responses.ts';
import { validated } from '../../http/validated.ts';
import { readFeatureFlags } from '../config/feature-flags.ts';
import { toContestResponse } from './contest.response.ts';
import { contestIdParamSchema, contestResponseSchema, contestSlugParamSchema } from './contests.schemas.ts';

const bySlugRoute = createRoute({
  method: 'get',
  path: '/api/v1/contests/slug/{slug}',
  tags: ['Contests'],
  summary: 'A contest by its slug: dates, rules, prize, timing and display flags',
  request: { params: contestSlugParamSchema },
  responses: { 200: json(contestResponseSchema, 'The contest'), ...errorResponses(400, 404) },
});

const byIdRoute = createRoute({
  method: 'get',
  path: '/api/v2/contests/{id}',
  tags: ['Contests'],
  summary: 'A contest by its id: dates, rules, prize, timing and display flags',
  request: { params: contestIdParamSchema },
  responses: { 200: json(contestResponseSchema, 'The contest'), ...errorResponses(400, 404) },
});

async function answerContest(c: Context<AppEnv>, row: ContestRow | null) {
  if (!row) throw notFound('Contest');
  const { db, clock } = c.get('services');
  const flags = readFeatureFlags(await listRemoteConfig(db));
  return c.json(validated(contestResponseSchema, toContestResponse(row, { now: clock(), flags })), 200);
}

export function registerContestsRoutes(app: App): void {
  app.openapi(bySlugRoute, async (c) => {
    const { slug } = c.req.valid('param');
    return answerContest(c, await findContestBySlug(c.get('services').db, slug));
  });

  app.openapi(byIdRoute, async (c) => {
    const { id } = c.req.valid('param');
    return answerContest(c, await findContestById(c.get('services').db, id));
  });
}
