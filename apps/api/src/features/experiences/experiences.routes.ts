/**
 * spec §7 Experiences: GET and POST /api/v1/experiences, GET and PUT /api/v1/experiences/{id},
 * GET /api/v1/experiences/slug/{slug}.
 *
 * Reads of PUBLISHED experiences are public, deliberately: an events site must be readable by search engines
 * and signed-out visitors (the website renders event pages server-side). Drafts are visible to their owner
 * only (404 for anyone else); writes need a signed-in caller, and only the creator or the host's owner may
 * edit. An owner asks for any publish state (spec §4 shows no transitions); a request to publish may wait for an
 * editor instead (issue 23's review rule, experience-review.ts): the answer then says PENDING_REVIEW and
 * `heldForReview`, never an error. Submitting for review (PENDING_REVIEW) puts it in the editors' queue.
 */

import type { Database } from '@happenings/db/client';
import type { ExperienceRow } from '@happenings/db/experiences';
import {
  createExperience,
  findExperienceById,
  findExperienceBySlug,
  listExperiences,
  updateExperience,
} from '@happenings/db/experiences';
import { isItemVisible, readViewerOfExperience } from '@happenings/db/interested';
import { createRoute } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { App, AppEnv, AppServices, SessionUser } from '../../context.ts';
import { ApiError, forbidden, notFound } from '../../errors/api-error.ts';
import { sendKeptAnswer } from '../../http/kept-answers.ts';
import { validated } from '../../http/validated.ts';
import { requireUser } from '../auth/session.middleware.ts';
import { spendAccountBudget } from '../users/creation-limits.ts';
import { resolveDateRange } from './date-range.ts';
import { readExperienceInput } from './experience-input.ts';
import { decideRequestedState, loadExperienceReviews } from './experience-review.ts';
import {
  findHostOf,
  isExperienceOwner,
  isExperienceVisible,
  toExperienceDetail,
  toExperienceResponses,
} from './experience-views.ts';
import {
  experienceDetailSchema,
  experienceIdParamsSchema,
  experiencePageSchema,
  experienceSlugParamsSchema,
  experienceWriteBodySchema,
  experienceWriteResultSchema,
  listExperiencesQuerySchema,
} from './experiences.schemas.ts';
import { ownersOf, sendWithInterest } from './personal-detail.ts';
import { PUBLIC_DETAIL_POLICY, publicAnswer } from './public-answer-cache.ts';

/** 401 before the body is validated. */
const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const error = (description: string) => ({ description });

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/experiences',
  tags: ['Experiences'],
  summary: 'Experiences, newest first, or those happening in a date range',
  request: { query: listExperiencesQuerySchema },
  responses: {
    200: { description: 'A page', content: json(experiencePageSchema) },
    400: error('A bad query parameter'),
    401: error('filter DRAFT or ALL without signing in'),
    403: error('filter DRAFT or ALL for someone else’s experiences'),
  },
});

const createRouteDef = createRoute({
  method: 'post',
  path: '/api/v1/experiences',
  tags: ['Experiences'],
  summary:
    'Create an experience (a draft unless publishState says otherwise; a request to publish may wait for review)',
  security: [{ bearer: [] }],
  middleware: [signedIn] as const,
  request: { body: { required: true, content: json(experienceWriteBodySchema) } },
  responses: {
    201: { description: 'Created', content: json(experienceWriteResultSchema) },
    400: error("A bad field; 'when object malformed' (body.when); a bad rrule (body.rrule)"),
    401: error('Not signed in'),
    403: error('hostId names a host the caller may not act for'),
    429: error('RATE_LIMITED: the hourly or daily budget of new experiences is spent (Retry-After)'),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/v1/experiences/{id}',
  tags: ['Experiences'],
  summary: 'One experience with categories, host and next occurrences',
  request: { params: experienceIdParamsSchema },
  responses: {
    200: { description: 'Found', content: json(experienceDetailSchema) },
    404: error('No such experience, or a draft of someone else'),
  },
});

const getBySlugRoute = createRoute({
  method: 'get',
  path: '/api/v1/experiences/slug/{slug}',
  tags: ['Experiences'],
  summary: 'One experience by slug',
  request: { params: experienceSlugParamsSchema },
  responses: {
    200: { description: 'Found', content: json(experienceDetailSchema) },
    404: error('No such experience, or a draft of someone else'),
  },
});

const putRoute = createRoute({
  method: 'put',
  path: '/api/v1/experiences/{id}',
  tags: ['Experiences'],
  summary: 'Replace an experience (creator or host owner only; a request to publish may wait for review)',
  security: [{ bearer: [] }],
  middleware: [signedIn] as const,
  request: {
    params: experienceIdParamsSchema,
    body: { required: true, content: json(experienceWriteBodySchema) },
  },
  responses: {
    200: { description: 'Updated', content: json(experienceWriteResultSchema) },
    400: error('A bad field'),
    401: error('Not signed in'),
    403: error('Not the creator or the host’s owner'),
    404: error('No such experience, or a draft of someone else'),
  },
});

/** The written experience as its owner sees it: with where it stands with the editors. */
export async function answerWrite(
  db: Database,
  row: ExperienceRow,
  options: { now: number; user: SessionUser; isHeldForReview: boolean },
) {
  const [[response], reviews] = await Promise.all([
    toExperienceResponses(db, [row], options),
    loadExperienceReviews(db, [row]),
  ]);
  return validated(experienceWriteResultSchema, {
    ...response!,
    review: reviews.get(row.id) ?? null,
    heldForReview: options.isHeldForReview,
  });
}

export function registerExperiencesRoutes(app: App): void {
  app.openapi(listRoute, async (c) => {
    const { db, clock } = c.get('services');
    const query = c.req.valid('query');
    const user = c.get('user');
    if (query.filter !== 'PUBLISHED') {
      // Drafts are personal: only one's own (spec §3 draft filter).
      const caller = requireUser(c);
      if (query.creatorId !== caller.id)
        throw forbidden('Drafts can only be listed for your own experiences.');
    }
    const now = clock();
    const page = await listExperiences(db, {
      creatorId: query.creatorId,
      filter: query.filter,
      range: query.dateRange ? resolveDateRange(query.dateRange, query.currentDate, now) : undefined,
      limit: query.limit,
      offset: query.offset,
    });
    const responses = await toExperienceResponses(db, page.rows, { now, user });
    // The caller's own drafts (DRAFT and ALL list only those) show where each stands with the editors.
    const reviews = query.filter === 'PUBLISHED' ? null : await loadExperienceReviews(db, page.rows);
    const items = reviews
      ? responses.map((item) => ({ ...item, review: reviews.get(item.id) ?? null }))
      : responses;
    return c.json(
      validated(experiencePageSchema, { items, total: page.total, limit: query.limit, offset: query.offset }),
      200,
    );
  });

  app.openapi(createRouteDef, async (c) => {
    const { db, clock } = c.get('services');
    const user = requireUser(c);
    const services = c.get('services');
    const body = c.req.valid('json');
    const input = await readExperienceInput(services, body, user.id);
    await spendAccountBudget(services, user, 'experience');
    const decision = await decideRequestedState(services, user, body.publishState, null);
    const now = clock();
    const row = await createExperience(db, {
      values: { ...input.values, publishState: decision.state, creatorId: user.id },
      categorySlugs: input.categorySlugs,
      now,
    });
    return c.json(await answerWrite(db, row, { now, user, isHeldForReview: decision.isHeldForReview }), 201);
  });

  const answerOne = async (services: AppServices, row: ExperienceRow | null, user: SessionUser | null) => {
    const { db, clock } = services;
    if (!row) throw notFound('Experience');
    const host = await findHostOf(db, row);
    if (!isExperienceVisible(row, host, user)) throw notFound('Experience');
    // issue 23: hidden or removed by a moderator, or by a banned account: its page is gone but for its creator.
    if (!(await isItemVisible(db, { itemType: 'experience', itemId: row.id, viewerId: user?.id ?? null }))) {
      throw notFound('Experience');
    }
    return validated(experienceDetailSchema, await toExperienceDetail(db, row, host, { now: clock(), user }));
  };

  // Signed-out callers share one answer per experience, kept as text (public-answer-cache.ts).
  const DETAIL_NAMESPACE = 'experience-detail';
  const keptPublicAnswer = (services: AppServices, key: string, find: () => Promise<ExperienceRow | null>) =>
    publicAnswer(
      services,
      { namespace: DETAIL_NAMESPACE, policy: PUBLIC_DETAIL_POLICY, key, scope: 'one' as const },
      async () => {
        const body = await answerOne(services, await find(), null);
        return { body, shows: [body] };
      },
    );
  const answerAnonymous = async (
    c: Context<AppEnv>,
    key: string,
    find: () => Promise<ExperienceRow | null>,
  ) => (await sendKeptAnswer(c, await keptPublicAnswer(c.get('services'), key, find))) as never;

  // A signed-in reader gets a public answer kept in this process with their own mark added (personal-detail.ts),
  // unless it is theirs to edit or not public (a draft its owner reads): then theirs is built in full. That public
  // answer is built afresh on a miss and kept apart from the signed-out one, which may come from the shared cache
  // (whose check cannot see a change that left the write time alone): a signed-in reader reads what the database
  // holds, as of the last change notice.
  const answerSignedIn = async (
    c: Context<AppEnv>,
    user: SessionUser,
    key: string,
    find: () => Promise<ExperienceRow | null>,
  ) => {
    const services = c.get('services');
    const hot = services.hotAnswers;
    const inFull = async () => c.json(await answerOne(services, await find(), user), 200);
    const keptKey = `${DETAIL_NAMESPACE}-signed-in\u0000${key}`;
    let answer = hot?.get(keptKey, services.clock());
    if (!answer) {
      const mark = hot?.mark() ?? null;
      if (!hot || mark === null) return inFull();
      const builtAt = services.clock();
      let body: Awaited<ReturnType<typeof answerOne>>;
      try {
        body = await answerOne(services, await find(), null);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return inFull();
        throw error;
      }
      answer = hot.keep(keptKey, mark, {
        text: JSON.stringify(body),
        source: { scope: 'one', rows: [['experiences', body.id]], tables: [] },
        expiresAt: builtAt + PUBLIC_DETAIL_POLICY.ttlMs,
      });
    }
    const owners = ownersOf(answer);
    if (owners.creatorId === user.id) return inFull();
    const viewer = await readViewerOfExperience(services.db, {
      userId: user.id,
      experienceId: owners.id,
      hostId: owners.hostId,
    });
    if (viewer.ownsHost) return inFull();
    return (await sendWithInterest(c, answer, viewer.isInterested)) as never;
  };

  app.openapi(getRoute, async (c) => {
    const { db } = c.get('services');
    const { id } = c.req.valid('param');
    const user = c.get('user');
    const find = () => findExperienceById(db, id);
    return user ? answerSignedIn(c, user, `id:${id}`, find) : answerAnonymous(c, `id:${id}`, find);
  });

  app.openapi(getBySlugRoute, async (c) => {
    const { db } = c.get('services');
    const { slug } = c.req.valid('param');
    const user = c.get('user');
    const find = () => findExperienceBySlug(db, slug);
    return user ? answerSignedIn(c, user, `slug:${slug}`, find) : answerAnonymous(c, `slug:${slug}`, find);
  });

  app.openapi(putRoute, async (c) => {
    const { db, clock } = c.get('services');
    const user = requireUser(c);
    const { id } = c.req.valid('param');
    const existing = await findExperienceById(db, id);
    if (!existing) throw notFound('Experience');
    const host = await findHostOf(db, existing);
    if (!isExperienceVisible(existing, host, user)) throw notFound('Experience');
    if (!isExperienceOwner(existing, host, user))
      throw forbidden('Only the creator or the host may edit this.');
    const services = c.get('services');
    const body = c.req.valid('json');
    const input = await readExperienceInput(services, body, user.id, existing.hostId);
    const decision = await decideRequestedState(services, user, body.publishState, existing);
    const now = clock();
    const row = await updateExperience(db, id, {
      values: { ...input.values, publishState: decision.state },
      categorySlugs: input.categorySlugs,
      now,
    });
    if (!row) throw notFound('Experience');
    return c.json(await answerWrite(db, row, { now, user, isHeldForReview: decision.isHeldForReview }), 200);
  });
}
