/**
 * A host's own experiences ("My events" on the website): GET /api/v1/experiences/hosted lists them by section
 * (drafts, waiting for review, upcoming, past); PATCH /api/v1/experiences/{id} changes the status (spec §3 event
 * status flags CANCELED, POSTPONED, RESCHEDULED; spec §4: CANCELED shows the word, POSTPONED 'TBA') or the
 * publish state, such as submitting it for review, without sending the whole experience back; POST
 * /api/v1/experiences/{id}/duplicate starts a new draft from it; DELETE /api/v1/experiences/{id} deletes it with
 * everything naming it (experience-removal.queries.ts).
 *
 * The experience calls are its owner's (the creator or the host's owner): the access guard answers 401, 403 to
 * others who can see it and 404 to the rest before a handler runs (access-policy.ts); the handlers read it again
 * inside their own statements, so one deleted in between is a 404. A request to publish follows the review rule
 * as PUT does (experience-review.ts).
 */
import {
  countHostedExperiences,
  createExperience,
  deleteExperience,
  findExperienceById,
  listCategorySlugsByExperience,
  listHostedExperiences,
  patchExperience,
} from '@happenings/db/experiences';
import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { App, AppEnv } from '../../context.ts';
import { notFound } from '../../errors/api-error.ts';
import { validated } from '../../http/validated.ts';
import { requireUser } from '../auth/session.middleware.ts';
import { spendAccountBudget } from '../users/creation-limits.ts';
import { decideRequestedState, loadExperienceReviews } from './experience-review.ts';
import { toExperienceResponses } from './experience-views.ts';
import { answerWrite } from './experiences.routes.ts';
import { experienceIdParamsSchema, experienceWriteResultSchema } from './experiences.schemas.ts';
import {
  experienceDeletedSchema,
  experiencePatchBodySchema,
  hostedPageSchema,
  listHostedQuerySchema,
} from './hosted-experiences.schemas.ts';

/** 401 before the body is validated. */
const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const error = (description: string) => ({ description });
const ownerErrors = {
  401: error('Not signed in'),
  403: error('Not the creator or the host’s owner'),
  404: error('No such experience, or a draft of someone else'),
};

const listHostedRoute = createRoute({
  method: 'get',
  path: '/api/v1/experiences/hosted',
  tags: ['Experiences'],
  summary:
    'The caller’s own experiences (created, or of hosts they own) in one section, with every section’s count',
  security: [{ bearer: [] }],
  middleware: [signedIn] as const,
  request: { query: listHostedQuerySchema },
  responses: {
    200: { description: 'A page of the section', content: json(hostedPageSchema) },
    400: error('A bad query parameter'),
    401: error('Not signed in'),
  },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/api/v1/experiences/{id}',
  tags: ['Experiences'],
  summary:
    'Change the status (CANCELED, POSTPONED, RESCHEDULED or null) or the publish state (a request to publish may wait for review)',
  security: [{ bearer: [] }],
  middleware: [signedIn] as const,
  request: {
    params: experienceIdParamsSchema,
    body: { required: true, content: json(experiencePatchBodySchema) },
  },
  responses: {
    200: { description: 'Changed', content: json(experienceWriteResultSchema) },
    400: error('A bad field, or neither status nor publishState'),
    ...ownerErrors,
  },
});

const duplicateRoute = createRoute({
  method: 'post',
  path: '/api/v1/experiences/{id}/duplicate',
  tags: ['Experiences'],
  summary: 'A new draft copied from the experience (name, texts, media, dates, place, categories and host)',
  security: [{ bearer: [] }],
  middleware: [signedIn] as const,
  request: { params: experienceIdParamsSchema },
  responses: {
    201: { description: 'The new draft', content: json(experienceWriteResultSchema) },
    ...ownerErrors,
    429: error('RATE_LIMITED: the hourly or daily budget of new experiences is spent (Retry-After)'),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/v1/experiences/{id}',
  tags: ['Experiences'],
  summary: 'Delete the experience, its interests, collection entries, comments and notifications about it',
  security: [{ bearer: [] }],
  middleware: [signedIn] as const,
  request: { params: experienceIdParamsSchema },
  responses: { 200: { description: 'Deleted', content: json(experienceDeletedSchema) }, ...ownerErrors },
});

/** A copy's name: marked, within the 200 characters a name may have. */
export function copyName(name: string): string {
  const mark = ' (copy)';
  return `${name.slice(0, 200 - mark.length)}${mark}`;
}

/**
 * Registered before experiences.routes.ts: '/experiences/hosted' must not be read as '/experiences/{id}'.
 */
export function registerHostedExperiencesRoutes(app: App): void {
  app.openapi(listHostedRoute, async (c) => {
    const { db, clock } = c.get('services');
    const user = requireUser(c);
    const query = c.req.valid('query');
    const now = clock();
    const scope = { userId: user.id, now: new Date(now) };
    const [page, counts] = await Promise.all([
      listHostedExperiences(db, {
        ...scope,
        section: query.section,
        limit: query.limit,
        offset: query.offset,
      }),
      countHostedExperiences(db, scope),
    ]);
    const [responses, reviews] = await Promise.all([
      toExperienceResponses(db, page.rows, { now, user }),
      loadExperienceReviews(db, page.rows),
    ]);
    const items = responses.map((item) => ({ ...item, review: reviews.get(item.id) ?? null }));
    return c.json(
      validated(hostedPageSchema, {
        items,
        total: page.total,
        limit: query.limit,
        offset: query.offset,
        counts,
      }),
      200,
    );
  });

  app.openapi(patchRoute, async (c) => {
    const services = c.get('services');
    const { db, clock } = services;
    const user = requireUser(c);
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const existing = await findExperienceById(db, id);
    if (!existing) throw notFound('Experience');
    const decision =
      body.publishState === undefined
        ? null
        : await decideRequestedState(services, user, body.publishState, existing);
    const now = clock();
    const row = await patchExperience(db, id, {
      patch: { status: body.status, publishState: decision?.state },
      now,
    });
    if (!row) throw notFound('Experience');
    return c.json(
      await answerWrite(db, row, { now, user, isHeldForReview: decision?.isHeldForReview ?? false }),
      200,
    );
  });

  app.openapi(duplicateRoute, async (c) => {
    const services = c.get('services');
    const { db, clock } = services;
    const user = requireUser(c);
    const { id } = c.req.valid('param');
    const source = await findExperienceById(db, id);
    if (!source) throw notFound('Experience');
    await spendAccountBudget(services, user, 'experience');
    const categorySlugs = (await listCategorySlugsByExperience(db, [source.id])).get(source.id) ?? [];
    const now = clock();
    const {
      id: _id,
      documentId: _documentId,
      slug: _slug,
      interestedCount: _interestedCount,
      occurrencesUntil: _occurrencesUntil,
      search: _search,
      createdAt: _createdAt,
      updatedAt: _updatedAt,
      publishedAt: _publishedAt,
      ...copied
    } = source;
    const row = await createExperience(db, {
      values: {
        ...copied,
        name: copyName(source.name),
        // A new draft of the caller's, with no status of its own and none of the editors' marks.
        creatorId: user.id,
        publishState: 'NOT_PUBLISHED',
        status: null,
        isBoosted: false,
        isRoundup: false,
        listedUntil: null,
      },
      categorySlugs,
      now,
    });
    return c.json(await answerWrite(db, row, { now, user, isHeldForReview: false }), 201);
  });

  app.openapi(deleteRoute, async (c) => {
    const { db, clock } = c.get('services');
    const { id } = c.req.valid('param');
    if (!(await deleteExperience(db, id, clock()))) throw notFound('Experience');
    return c.json(validated(experienceDeletedSchema, { id }), 200);
  });
}
