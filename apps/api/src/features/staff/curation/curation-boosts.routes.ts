/**
 * Boosts (issue 23 curation; spec §3 isBoosted, §7 GET /events/boosted): an editor boosts an experience until an
 * instant (a later call moves the end) and may unboost it earlier; a location's current boosts are listed, ending
 * soonest first. The end is judged when people read (@happenings/db/curation isBoostActive): an expired boost
 * leaves GET /events/boosted and the hide=boosted filter at that instant, with no job racing the readers or an
 * editor boosting again. Each change and its audit row (BOOST_EXPERIENCE, UNBOOST_EXPERIENCE) are one transaction.
 */
import {
  type BoostState,
  boostExperience,
  listLocationBoosts,
  unboostExperience,
} from '@happenings/db/curation';
import { findExperienceById } from '@happenings/db/experiences';
import type { LocationSlug } from '@happenings/domain/locations';
import { createRoute } from '@hono/zod-openapi';
import type { App } from '../../../context.ts';
import { invalidField, notFound } from '../../../errors/api-error.ts';
import { errorResponses, json } from '../../../http/openapi-responses.ts';
import { validated } from '../../../http/validated.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { dropCuratedAnswers } from './curated-answers.ts';
import {
  boostBodySchema,
  boostListSchema,
  boostSchema,
  experienceParamsSchema,
  locationParamsSchema,
} from './curation.schemas.ts';

const tags = ['Staff'];

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/staff/curation/locations/{location}/boosts',
  tags,
  summary: "A location's boosted experiences whose boost holds now, ending soonest first (editor)",
  security: [{ bearer: [] }],
  request: { params: locationParamsSchema },
  responses: { 200: json(boostListSchema, 'The boosts'), ...errorResponses(400, 401, 403, 404) },
});

const boostRoute = createRoute({
  method: 'put',
  path: '/api/v1/staff/curation/boosts/{experienceId}',
  tags,
  summary: 'Boost an experience until an instant in the future, or move the end of its boost (editor)',
  security: [{ bearer: [] }],
  request: {
    params: experienceParamsSchema,
    body: { required: true, ...json(boostBodySchema, 'Until when') },
  },
  responses: { 200: json(boostSchema, 'The boost'), ...errorResponses(400, 401, 403, 404) },
});

const unboostRoute = createRoute({
  method: 'delete',
  path: '/api/v1/staff/curation/boosts/{experienceId}',
  tags,
  summary: "End an experience's boost now (an experience not boosted is answered as it is) (editor)",
  security: [{ bearer: [] }],
  request: { params: experienceParamsSchema },
  responses: { 200: json(boostSchema, 'The experience, not boosted'), ...errorResponses(400, 401, 403, 404) },
});

export function registerCurationBoostsRoutes(app: App): void {
  app.openapi(listRoute, async (c) => {
    const { location } = c.req.valid('param');
    const { db, clock } = c.get('services');
    const rows = await listLocationBoosts(db, { locationSlug: location, now: new Date(clock()) });
    return c.json(
      validated(boostListSchema, {
        items: rows.map((row) => ({
          experience: {
            id: row.experienceId,
            name: row.name,
            slug: row.slug,
            publishState: row.publishState,
            location,
          },
          isBoosted: true,
          boostedUntil: row.boostedUntil?.toISOString() ?? null,
        })),
      }),
      200,
    );
  });

  const answer = async (db: Parameters<typeof findExperienceById>[0], id: string, state: BoostState) => {
    const experience = await findExperienceById(db, id);
    if (!experience) throw notFound('Experience');
    return validated(boostSchema, {
      experience: {
        id,
        name: experience.name,
        slug: experience.slug,
        publishState: experience.publishState,
        location: experience.locationSlug as LocationSlug | null,
      },
      isBoosted: state.isBoosted,
      boostedUntil: state.boostedUntil?.toISOString() ?? null,
    });
  };

  app.openapi(boostRoute, async (c) => {
    const editor = requireUser(c);
    const { experienceId } = c.req.valid('param');
    const { boostedUntil } = c.req.valid('json');
    const services = c.get('services');
    const now = services.clock();
    const until = new Date(boostedUntil);
    if (until.getTime() <= now) throw invalidField('body.boostedUntil', 'Give an instant in the future');
    const change = await boostExperience(services.db, {
      actorId: editor.id,
      experienceId,
      boostedUntil: until,
      now: new Date(now),
    });
    if (change.outcome === 'not-found') throw notFound('Experience');
    if (change.changed) await dropCuratedAnswers(services);
    return c.json(await answer(services.db, experienceId, change.after), 200);
  });

  app.openapi(unboostRoute, async (c) => {
    const editor = requireUser(c);
    const { experienceId } = c.req.valid('param');
    const services = c.get('services');
    const change = await unboostExperience(services.db, {
      actorId: editor.id,
      experienceId,
      now: new Date(services.clock()),
    });
    if (change.outcome === 'not-found') throw notFound('Experience');
    if (change.changed) await dropCuratedAnswers(services);
    return c.json(await answer(services.db, experienceId, change.after), 200);
  });
}
