/**
 * spec §7 Roundups: GET and POST /api/v1/crowd-sourced-roundups, GET, PATCH and DELETE
 * /api/v1/crowd-sourced-roundups/{id}. A roundup is a question a signed-in user asks the community ("Best
 * late-night ramen near Central Square?"); the answers are its comment thread (features/comments). Published
 * roundups are public reads like every published item; a draft is its creator's alone, and only the creator may
 * edit or delete one (http/access-policy.ts). `{id}` takes the id or the slug, so the website's /roundup/{slug}
 * reads it directly. Roundups are rendered by the discover stream's loader, so the stream, the list and the page
 * show the same roundup.
 */
import type { Database } from '@happenings/db/client';
import { listRoundupsByIds } from '@happenings/db/discover';
import { hasLocation } from '@happenings/db/experiences';
import {
  createRoundup,
  deleteRoundup,
  listRoundupIds,
  type RoundupRow,
  updateRoundup,
} from '@happenings/db/roundups';
import { createRoute } from '@hono/zod-openapi';
import type { App } from '../../context.ts';
import { invalidField, notFound } from '../../errors/api-error.ts';
import { apiErrorSchema, errorResponses, json } from '../../http/openapi-responses.ts';
import { decodeCursor, encodeCursor } from '../../http/page-cursor.ts';
import { validated } from '../../http/validated.ts';
import { requireUser } from '../auth/session.middleware.ts';
import { resolveRoundupAccess } from '../comments/comment-access.ts';
import { spendPostingBudget } from '../comments/posting-limit.ts';
import { toRoundupResponse } from '../discover/stream-items.response.ts';
import { findAuthorModerations } from '../moderation/author-moderation.ts';
import {
  listRoundupsQuerySchema,
  roundupCreateBodySchema,
  roundupDeletedSchema,
  roundupDetailSchema,
  roundupIdParamsSchema,
  roundupPageSchema,
  roundupPatchBodySchema,
} from './roundups.schemas.ts';

const TAGS = ['Roundups'];
const bearer = [{ bearer: [] }];
const PATH = '/api/v1/crowd-sourced-roundups';

const listRoute = createRoute({
  method: 'get',
  path: PATH,
  tags: TAGS,
  summary: 'Roundups, newest first (of a location, or of one asker)',
  request: { query: listRoundupsQuerySchema },
  responses: { 200: json(roundupPageSchema, 'A page of roundups'), ...errorResponses(400) },
});

const createRoundupRoute = createRoute({
  method: 'post',
  path: PATH,
  tags: TAGS,
  summary: 'Ask the community a question',
  security: bearer,
  request: { body: { required: true, ...json(roundupCreateBodySchema, 'The question') } },
  responses: {
    201: json(roundupDetailSchema, 'Asked'),
    ...errorResponses(400, 401),
    429: json(apiErrorSchema, 'Too many questions; see Retry-After'),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: `${PATH}/{id}`,
  tags: TAGS,
  summary: 'A roundup, by id or slug',
  request: { params: roundupIdParamsSchema },
  responses: { 200: json(roundupDetailSchema, 'The roundup'), ...errorResponses(404) },
});

const patchRoute = createRoute({
  method: 'patch',
  path: `${PATH}/{id}`,
  tags: TAGS,
  summary: "Edit one's own roundup (its slug, and so its page address, stays)",
  security: bearer,
  request: {
    params: roundupIdParamsSchema,
    body: { required: true, ...json(roundupPatchBodySchema, 'The fields to change') },
  },
  responses: { 200: json(roundupDetailSchema, 'Edited'), ...errorResponses(400, 401, 403, 404) },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: `${PATH}/{id}`,
  tags: TAGS,
  summary: "Delete one's own roundup and its whole thread",
  security: bearer,
  request: { params: roundupIdParamsSchema },
  responses: { 200: json(roundupDeletedSchema, 'Deleted'), ...errorResponses(401, 403, 404) },
});

async function toDetail(db: Database, row: RoundupRow, viewerId: string | null) {
  const [[loaded], moderations] = await Promise.all([
    listRoundupsByIds(db, [row.id], { viewerId }),
    findAuthorModerations(db, 'crowd-sourced-roundup', [{ id: row.id, authorId: row.creatorId }], viewerId),
  ]);
  if (!loaded) throw notFound('Roundup');
  const moderation = moderations.get(row.id);
  return validated(roundupDetailSchema, {
    ...toRoundupResponse(loaded),
    canEdit: !!viewerId && row.creatorId === viewerId,
    endsAt: row.endsAt?.toISOString() ?? null,
    ...(moderation ? { moderation } : {}),
  });
}

const toDate = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

export function registerRoundupsRoutes(app: App): void {
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid('query');
    const { db } = c.get('services');
    const page = await listRoundupIds(db, {
      locationSlug: query.location,
      creatorId: query.creatorId,
      viewerId: c.get('user')?.id,
      limit: query.limit,
      after: decodeCursor(query.cursor),
    });
    const rows = await listRoundupsByIds(db, page.ids);
    return c.json(
      validated(roundupPageSchema, {
        items: rows.map(toRoundupResponse),
        nextCursor: encodeCursor(page.next),
      }),
      200,
    );
  });

  app.openapi(createRoundupRoute, async (c) => {
    const user = requireUser(c);
    const body = c.req.valid('json');
    const services = c.get('services');
    const now = services.clock();
    if (body.endsAt && Date.parse(body.endsAt) <= now) {
      throw invalidField('body.endsAt', 'A roundup cannot close before it opens');
    }
    if (!(await hasLocation(services.db, body.location))) {
      throw invalidField('body.location', 'Unknown location');
    }
    await spendPostingBudget(services, 'roundup', user.id);
    const row = await createRoundup(services.db, {
      title: body.title,
      description: body.description ?? null,
      creatorId: user.id,
      locationSlug: body.location,
      publishState: body.publishState,
      endsAt: toDate(body.endsAt) ?? null,
    });
    return c.json(await toDetail(services.db, row, user.id), 201);
  });

  app.openapi(getRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { db } = c.get('services');
    const viewerId = c.get('user')?.id ?? null;
    const access = await resolveRoundupAccess(db, id, viewerId);
    if (!access?.isVisible) throw notFound('Roundup');
    return c.json(await toDetail(db, access.roundup, viewerId), 200);
  });

  app.openapi(patchRoute, async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const { db, clock } = c.get('services');
    const access = await resolveRoundupAccess(db, id, user.id);
    if (!access) throw notFound('Roundup');
    const row = await updateRoundup(db, {
      id: access.roundup.id,
      patch: {
        title: body.title,
        description: body.description,
        publishState: body.publishState,
        endsAt: toDate(body.endsAt),
      },
      now: new Date(clock()),
    });
    if (!row) throw notFound('Roundup');
    return c.json(await toDetail(db, row, user.id), 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid('param');
    const { db } = c.get('services');
    const access = await resolveRoundupAccess(db, id, user.id);
    if (!access || !(await deleteRoundup(db, access.roundup.id))) throw notFound('Roundup');
    return c.json(validated(roundupDeletedSchema, { id: access.roundup.id }), 200);
  });
}
