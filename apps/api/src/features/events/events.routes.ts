/**
 * spec §7 Events: GET /api/v1/events (answered from the materialised occurrences, so a repeating event shows on
 * every date it happens) and GET /api/v1/events/boosted. Public reads of published events (see
 * experiences.routes.ts for why).
 */
import {
  listBoostedExperienceIds,
  listEventOccurrences,
  listExperiencesByIds,
} from '@happenings/db/experiences';
import type { EventStatus } from '@happenings/domain/enums';
import { getLocation } from '@happenings/domain/locations';
import { addLocalDays, DEFAULT_TIME_ZONE, parseLocalDateTime, toInstant } from '@happenings/domain/time';
import { createRoute } from '@hono/zod-openapi';
import type { App } from '../../context.ts';
import { invalidField } from '../../errors/api-error.ts';
import { sendKeptAnswer } from '../../http/kept-answers.ts';
import { validated } from '../../http/validated.ts';
import { toExperienceResponses } from '../experiences/experience-views.ts';
import { PUBLIC_EVENTS_PAGE_POLICY, publicAnswer } from '../experiences/public-answer-cache.ts';
import {
  boostedListSchema,
  boostedQuerySchema,
  EVENTS_DEFAULT_DAYS,
  eventPageSchema,
  listEventsQuerySchema,
} from './events.schemas.ts';

const DAY_MS = 86_400_000;
/** `hide` words for statuses: a Map, as the words are the caller's, and a plain object also answers `__proto__`. */
const STATUS_TOKENS = new Map<string, EventStatus>([
  ['canceled', 'CANCELED'],
  ['cancelled', 'CANCELED'],
  ['postponed', 'POSTPONED'],
  ['rescheduled', 'RESCHEDULED'],
]);

/** An instant, or a local date in New York: its start (or, for an end, the start of the next day). */
function readBound(text: string, isEnd: boolean): Date {
  const local = /^\d{4}-\d{2}-\d{2}$/.test(text) ? parseLocalDateTime(text) : null;
  if (!local) return new Date(text);
  return new Date(toInstant(isEnd ? addLocalDays(local, 1) : local, DEFAULT_TIME_ZONE));
}

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/events',
  tags: ['Events'],
  summary: 'Occurrences of published experiences in a time window and map box, earliest first',
  request: { query: listEventsQuerySchema },
  responses: {
    200: { description: 'A page', content: { 'application/json': { schema: eventPageSchema } } },
    400: { description: 'A bad query parameter (an incomplete box, end before start...)' },
  },
});

const boostedRoute = createRoute({
  method: 'get',
  path: '/api/v1/events/boosted',
  tags: ['Events'],
  summary: 'Boosted published experiences with an upcoming occurrence, soonest first',
  request: { query: boostedQuerySchema },
  responses: {
    200: { description: 'The list', content: { 'application/json': { schema: boostedListSchema } } },
    400: { description: 'A bad query parameter' },
  },
});

export function registerEventsRoutes(app: App): void {
  app.openapi(listRoute, async (c) => {
    const { db, clock } = c.get('services');
    const query = c.req.valid('query');
    const now = clock();
    const from = query.start ? readBound(query.start, false) : new Date(now);
    const to = query.end
      ? readBound(query.end, true)
      : new Date(from.getTime() + EVENTS_DEFAULT_DAYS * DAY_MS);
    if (to <= from) throw invalidField('query.end', 'end must be after start');

    const sides = [query.xmin, query.ymin, query.xmax, query.ymax];
    const given = sides.filter((side) => side !== undefined).length;
    if (given > 0 && given < 4) {
      const missing = (['xmin', 'ymin', 'xmax', 'ymax'] as const).find((name) => query[name] === undefined)!;
      throw invalidField(`query.${missing}`, 'xmin, ymin, xmax and ymax go together');
    }
    let box =
      given === 4
        ? { xmin: query.xmin!, ymin: query.ymin!, xmax: query.xmax!, ymax: query.ymax! }
        : undefined;
    if (!box && query.location) {
      const { ne, sw } = getLocation(query.location).boundingBox;
      box = { xmin: sw.lng, ymin: sw.lat, xmax: ne.lng, ymax: ne.lat };
    }

    const hide = query.hide ?? [];
    const tokens = new Set(hide.map((token) => token.toLowerCase()));
    const hideStatuses = [...tokens].flatMap((token) => STATUS_TOKENS.get(token) ?? []);
    const excludeExperienceIds = hide.filter(
      (token) =>
        !STATUS_TOKENS.has(token.toLowerCase()) && !['past', 'boosted'].includes(token.toLowerCase()),
    );

    const user = c.get('user');
    const loadPage = async () => {
      const occurrences = await listEventOccurrences(db, {
        from,
        to,
        box,
        categories: query.categories,
        hideStatuses,
        hideBoosted: tokens.has('boosted'),
        endedBefore: tokens.has('past') ? new Date(now) : undefined,
        excludeExperienceIds,
        limit: query.size + 1,
        offset: query.page * query.size,
      });
      const page = occurrences.slice(0, query.size);
      const rows = await listExperiencesByIds(
        db,
        page.map((occurrence) => occurrence.experienceId),
      );
      const responses = await toExperienceResponses(db, [...rows.values()], { now, user });
      const byId = new Map(responses.map((response) => [response.id, response]));
      const items = page.flatMap((occurrence) => {
        const experience = byId.get(occurrence.experienceId);
        if (!experience) return [];
        return [
          {
            startsAt: occurrence.startsAt.toISOString(),
            endsAt: occurrence.endsAt.toISOString(),
            localDate: occurrence.localDate,
            isAllDay: occurrence.isAllDay,
            experience,
          },
        ];
      });
      return validated(eventPageSchema, {
        items,
        page: query.page,
        size: query.size,
        hasMore: occurrences.length > query.size,
      });
    };
    // A signed-out caller's page is everyone's (public-answer-cache.ts). One relative to now (no start, or past
    // events hidden) is shared within its minute: what starts or ends meanwhile is no older than the cache's
    // time to live anyway.
    if (user) return c.json(await loadPage(), 200);
    const isRelative = !query.start || tokens.has('past');
    const key = JSON.stringify([
      query.start ?? null,
      query.end ?? null,
      box ?? null,
      [...(query.categories ?? [])].sort(),
      [...hide].sort(),
      query.size,
      query.page,
      isRelative ? Math.floor(now / 60_000) : null,
    ]);
    const answer = await publicAnswer(
      c.get('services'),
      { namespace: 'events-page', policy: PUBLIC_EVENTS_PAGE_POLICY, key, scope: 'list' },
      async () => {
        const page = await loadPage();
        return { body: page, shows: page.items.map((item) => item.experience) };
      },
    );
    return (await sendKeptAnswer(c, answer)) as never;
  });

  app.openapi(boostedRoute, async (c) => {
    const { db, clock } = c.get('services');
    const query = c.req.valid('query');
    const now = clock();
    const boosted = await listBoostedExperienceIds(db, {
      from: new Date(now),
      locationSlug: query.location,
      limit: query.limit,
    });
    const rows = await listExperiencesByIds(
      db,
      boosted.map((hit) => hit.experienceId),
    );
    const ordered = boosted.flatMap((hit) => {
      const row = rows.get(hit.experienceId);
      return row ? [row] : [];
    });
    const items = await toExperienceResponses(db, ordered, { now, user: c.get('user') });
    return c.json(validated(boostedListSchema, { items }), 200);
  });
}
