/**
 * spec §7 Contests: GET /api/v1/contests/slug/{slug} (the website's contest page) and GET /api/v2/contests/{id}
 * (the app). Public reads: a contest is promotion, shown to people before they sign up. The answer carries the
 * contest's timing and the two contest flags of spec §3 (read from the remote config store), so every client
 * shows the same state. The leaderboard is GET /users/leaderboard/{x} with {x} the contest's id or slug.
 * GET /api/v1/contests/current: the contest the product runs now (else the next one), so the website can point
 * to its page from the home page and the footer without knowing its slug.
 */
import { listRemoteConfig } from '@happenings/db/config';
import { type ContestRow, findContestById, findContestBySlug, listContests } from '@happenings/db/contests';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { App, AppEnv } from '../../context.ts';
import { notFound } from '../../errors/api-error.ts';
import { errorResponses, json } from '../../http/openapi-responses.ts';
import { validated } from '../../http/validated.ts';
import { readFeatureFlags } from '../config/feature-flags.ts';
import { toContestResponse } from './contest.response.ts';
import { contestPhase } from './contest-timing.ts';
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

const currentRoute = createRoute({
  method: 'get',
  path: '/api/v1/contests/current',
  tags: ['Contests'],
  summary: 'The contest running now, else the next one to start (404 when there is neither)',
  responses: { 200: json(contestResponseSchema, 'The contest'), ...errorResponses(404) },
});

/**
 * The product runs one contest at a time: the running one with the latest start, else the upcoming one that
 * starts first. Contests are few (the editors' list), so they are read whole.
 */
function findCurrentContest(rows: ContestRow[], now: number): ContestRow | null {
  const running = rows.find((row) => contestPhase(row, now) === 'running');
  if (running) return running;
  const upcoming = rows.filter((row) => contestPhase(row, now) === 'upcoming');
  return upcoming.at(-1) ?? null;
}

async function answerContest(c: Context<AppEnv>, row: ContestRow | null) {
  if (!row) throw notFound('Contest');
  const { db, clock } = c.get('services');
  const flags = readFeatureFlags(await listRemoteConfig(db));
  return c.json(validated(contestResponseSchema, toContestResponse(row, { now: clock(), flags })), 200);
}

export function registerContestsRoutes(app: App): void {
  app.openapi(currentRoute, async (c) => {
    const { db, clock } = c.get('services');
    return answerContest(c, findCurrentContest(await listContests(db), clock()));
  });

  app.openapi(bySlugRoute, async (c) => {
    const { slug } = c.req.valid('param');
    return answerContest(c, await findContestBySlug(c.get('services').db, slug));
  });

  app.openapi(byIdRoute, async (c) => {
    const { id } = c.req.valid('param');
    return answerContest(c, await findContestById(c.get('services').db, id));
  });
}
