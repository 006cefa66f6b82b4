/**
 * A location's editor picks and top picks (issue 23 curation; spec §7 GET /discover/editor-picks and
 * /discover/top-picks): an editor reads a list and saves it whole, in order, each item with an optional note and
 * optional dates (local dates of the location, inclusive) between which it shows. A reorder is a save of the same
 * items in the new order. The stream shows the saved list from its next read, in every process
 * (curated-answers.ts); the save and its audit row (SET_PICKS, before and after) are one transaction.
 */
import {
  findExperienceLocations,
  listLocationPicks,
  type PickRow,
  replaceLocationPicks,
} from '@happenings/db/curation';
import type { LocationSlug } from '@happenings/domain/locations';
import { createRoute } from '@hono/zod-openapi';
import type { App } from '../../../context.ts';
import { ApiError, invalidField } from '../../../errors/api-error.ts';
import { errorResponses, json } from '../../../http/openapi-responses.ts';
import { validated } from '../../../http/validated.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { dropCuratedAnswers } from './curated-answers.ts';
import {
  PICK_LIST_NAMES,
  type PickList,
  picksParamsSchema,
  picksSchema,
  setPicksBodySchema,
} from './curation.schemas.ts';

const tags = ['Staff'];

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/staff/curation/locations/{location}/picks/{list}',
  tags,
  summary: "A location's editor picks or top picks, in order, with notes and dates (editor)",
  security: [{ bearer: [] }],
  request: { params: picksParamsSchema },
  responses: { 200: json(picksSchema, 'The list'), ...errorResponses(400, 401, 403, 404) },
});

const saveRoute = createRoute({
  method: 'put',
  path: '/api/v1/staff/curation/locations/{location}/picks/{list}',
  tags,
  summary:
    "Save a location's editor picks or top picks whole, in the new order (reorder, add, remove, notes, dates) (editor)",
  security: [{ bearer: [] }],
  request: {
    params: picksParamsSchema,
    body: { required: true, ...json(setPicksBodySchema, 'The whole list in order') },
  },
  responses: {
    200: json(picksSchema, 'The list as saved'),
    ...errorResponses(400, 401, 403, 404),
  },
});

function toPicks(location: LocationSlug, list: PickList, rows: PickRow[]) {
  return validated(picksSchema, {
    location,
    list,
    items: rows.map((row) => ({
      experienceId: row.experienceId,
      experience: row.experience && {
        id: row.experienceId,
        name: row.experience.name,
        slug: row.experience.slug,
        publishState: row.experience.publishState,
        location: row.experience.locationSlug as LocationSlug | null,
      },
      note: row.note,
      startsOn: row.startsOn,
      endsOn: row.endsOn,
    })),
  });
}

export function registerCurationPicksRoutes(app: App): void {
  app.openapi(listRoute, async (c) => {
    const { location, list } = c.req.valid('param');
    const rows = await listLocationPicks(c.get('services').db, { list, locationSlug: location });
    return c.json(toPicks(location, list, rows), 200);
  });

  app.openapi(saveRoute, async (c) => {
    const editor = requireUser(c);
    const { location, list } = c.req.valid('param');
    const { items } = c.req.valid('json');
    const services = c.get('services');
    const seen = new Set<string>();
    for (const [index, item] of items.entries()) {
      if (seen.has(item.experienceId)) {
        throw invalidField(`body.items.${index}.experienceId`, 'This experience is already in the list');
      }
      seen.add(item.experienceId);
    }
    const locations = await findExperienceLocations(services.db, [...seen]);
    for (const [index, item] of items.entries()) {
      const field = `body.items.${index}.experienceId`;
      if (!locations.has(item.experienceId)) {
        throw new ApiError(404, 'NOT_FOUND', 'Experience not found.', [
          { field, message: `No experience ${item.experienceId}` },
        ]);
      }
      if (locations.get(item.experienceId) !== location) {
        throw invalidField(field, `This experience is not in ${location}`);
      }
    }
    const result = await replaceLocationPicks(services.db, {
      actorId: editor.id,
      list,
      listName: PICK_LIST_NAMES[list],
      locationSlug: location,
      items: items.map((item) => ({
        experienceId: item.experienceId,
        note: item.note ?? null,
        startsOn: item.startsOn ?? null,
        endsOn: item.endsOn ?? null,
      })),
      now: new Date(services.clock()),
    });
    if (result.changed) await dropCuratedAnswers(services);
    return c.json(toPicks(location, list, result.after), 200);
  });
}
