/**
 * Contests (issue 23 curation; spec §7 GET /contests/slug/{slug}, /v2/contests/{id}, /users/leaderboard/{x}): an
 * editor lists every contest, creates one and changes any of its fields (slug, name, description, location, rules,
 * prize, dates). The public calls read the row on every request and the leaderboard counts entries within the
 * dates it reads then, so both follow a change at once. Each write and its audit row are one transaction.
 */
import {
  type ContestFields,
  type ContestRow,
  createContest,
  listContests,
  updateContest,
} from '@happenings/db/contests';
import type { LocationSlug } from '@happenings/domain/locations';
import { createRoute } from '@hono/zod-openapi';
import type { App } from '../../../context.ts';
import { ApiError, invalidField, notFound } from '../../../errors/api-error.ts';
import { apiErrorSchema, errorResponses, json } from '../../../http/openapi-responses.ts';
import { validated } from '../../../http/validated.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import {
  contestParamsSchema,
  createContestBodySchema,
  curatedContestListSchema,
  curatedContestSchema,
  updateContestBodySchema,
} from './curation.schemas.ts';

const tags = ['Staff'];
const slugTaken = json(apiErrorSchema, 'SLUG_TAKEN: another contest has this slug');

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/staff/curation/contests',
  tags,
  summary: 'Every contest, the latest start first (editor)',
  security: [{ bearer: [] }],
  responses: { 200: json(curatedContestListSchema, 'The contests'), ...errorResponses(401, 403, 404) },
});

const createContestRoute = createRoute({
  method: 'post',
  path: '/api/v1/staff/curation/contests',
  tags,
  summary: 'Create a contest: slug, name, dates, rules, prize, location (editor)',
  security: [{ bearer: [] }],
  request: { body: { required: true, ...json(createContestBodySchema, 'The contest') } },
  responses: {
    201: json(curatedContestSchema, 'Created'),
    ...errorResponses(400, 401, 403, 404),
    409: slugTaken,
  },
});

const updateRoute = createRoute({
  method: 'patch',
  path: '/api/v1/staff/curation/contests/{id}',
  tags,
  summary: "Change a contest's fields; its page and leaderboard follow at once (editor)",
  security: [{ bearer: [] }],
  request: {
    params: contestParamsSchema,
    body: { required: true, ...json(updateContestBodySchema, 'The fields to change') },
  },
  responses: {
    200: json(curatedContestSchema, 'Changed'),
    ...errorResponses(400, 401, 403, 404),
    409: slugTaken,
  },
});

function toCurated(row: ContestRow) {
  return validated(curatedContestSchema, {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    location: row.locationSlug as LocationSlug | null,
    rules: row.rules,
    prize: row.prize,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
}

const instant = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

const SLUG_TAKEN = () =>
  new ApiError(409, 'SLUG_TAKEN', 'Another contest has this slug.', [
    { field: 'body.slug', message: 'Choose another slug' },
  ]);

export function registerCurationContestsRoutes(app: App): void {
  app.openapi(listRoute, async (c) => {
    const rows = await listContests(c.get('services').db);
    return c.json(validated(curatedContestListSchema, { items: rows.map(toCurated) }), 200);
  });

  app.openapi(createContestRoute, async (c) => {
    const editor = requireUser(c);
    const body = c.req.valid('json');
    const { db, clock } = c.get('services');
    const fields: ContestFields = {
      slug: body.slug,
      name: body.name,
      description: body.description ?? null,
      locationSlug: body.location ?? null,
      rules: body.rules ?? null,
      prize: body.prize ?? null,
      startsAt: instant(body.startsAt) ?? null,
      endsAt: instant(body.endsAt) ?? null,
    };
    const result = await createContest(db, { actorId: editor.id, fields, now: new Date(clock()) });
    if (result.outcome !== 'done') throw SLUG_TAKEN();
    return c.json(toCurated(result.row), 201);
  });

  app.openapi(updateRoute, async (c) => {
    const editor = requireUser(c);
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const { db, clock } = c.get('services');
    const changes: Partial<ContestFields> = Object.fromEntries(
      Object.entries({
        slug: body.slug,
        name: body.name,
        description: body.description,
        locationSlug: body.location,
        rules: body.rules,
        prize: body.prize,
        startsAt: instant(body.startsAt),
        endsAt: instant(body.endsAt),
      }).filter(([, value]) => value !== undefined),
    );
    const result = await updateContest(db, { actorId: editor.id, id, changes, now: new Date(clock()) });
    if (result.outcome === 'slug-taken') throw SLUG_TAKEN();
    if (result.outcome === 'not-found') throw notFound('Contest');
    if (result.outcome === 'ends-before-start') {
      throw invalidField('body.endsAt', 'endsAt must be after startsAt');
    }
    return c.json(toCurated(result.row), 200);
  });
}
