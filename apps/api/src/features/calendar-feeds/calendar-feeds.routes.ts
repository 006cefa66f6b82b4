/**
 * Public calendar feeds (issue 26 Subscribe): a city's streams (this weekend, the editors' picks, the whole city
 * with category filters), a host's events, a place's events and a community collection, for calendar apps to
 * subscribe to by address (webcal:// or https://). Anyone may fetch them, as they may read the same lists on the
 * website; a private collection is 404 here whoever asks (its feed has a secret address,
 * calendar-feed-tokens.routes.ts). Built by calendar-feed-events.ts and answered by calendar-feed-response.ts.
 */
import { findCollectionAccess } from '@happenings/db/collections';
import { listHostsByIds } from '@happenings/db/hosts';
import { findPlaceById } from '@happenings/db/places';
import { LOCATIONS } from '@happenings/domain/locations';
import { DEFAULT_TIME_ZONE } from '@happenings/domain/time';
import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { App, AppEnv } from '../../context.ts';
import { notFound } from '../../errors/api-error.ts';
import { errorResponses } from '../../http/openapi-responses.ts';
import { isPlausibleId } from '../../http/plausible-id.ts';
import { collectionRoles } from '../collections/collection-roles.ts';
import {
  listCityFeedIds,
  listCollectionFeedIds,
  listEditorPicksFeedIds,
  listHostOrPlaceFeedIds,
  listWeekendFeedIds,
  toFeedEvents,
} from './calendar-feed-events.ts';
import { buildFeedBody, sendFeedBody, spendFeedFetch } from './calendar-feed-response.ts';
import {
  cityFeedQuerySchema,
  iCalendarSchema,
  idFeedParamsSchema,
  locationFeedParamsSchema,
} from './calendar-feeds.schemas.ts';
import { keptFeedBody } from './kept-feed.ts';

export const FEED_RESPONSES = {
  200: {
    description: 'The feed (text/calendar; charset=utf-8), with an ETag',
    content: { 'text/calendar': { schema: iCalendarSchema } },
  },
  304: { description: 'Not modified: If-None-Match names the current ETag' },
  ...errorResponses(400, 404),
  429: { description: 'RATE_LIMITED: this address fetched this feed too often (Retry-After)' },
};

const feedRoute = <Path extends string, Request extends NonNullable<RouteConfig['request']>>(
  path: Path,
  summary: string,
  request: Request,
) =>
  createRoute({ method: 'get', path, tags: ['Calendar feeds'], summary, request, responses: FEED_RESPONSES });

const weekendRoute = feedRoute(
  '/api/v1/calendar-feeds/locations/{location}/weekend.ics',
  "A city's events of this weekend (Friday 17:00 to Sunday), as a calendar feed",
  { params: locationFeedParamsSchema },
);
const editorPicksRoute = feedRoute(
  '/api/v1/calendar-feeds/locations/{location}/editor-picks.ics',
  "A city's editor picks, as a calendar feed",
  { params: locationFeedParamsSchema },
);
const cityRoute = feedRoute(
  '/api/v1/calendar-feeds/locations/{location}/events.ics',
  "A city's events of the coming months, optionally of some categories, as a calendar feed",
  { params: locationFeedParamsSchema, query: cityFeedQuerySchema },
);
const hostRoute = feedRoute(
  '/api/v1/calendar-feeds/hosts/{id}/events.ics',
  "A host's events, as a calendar feed",
  { params: idFeedParamsSchema },
);
const placeRoute = feedRoute(
  '/api/v1/calendar-feeds/places/{id}/events.ics',
  "A place's events, as a calendar feed",
  { params: idFeedParamsSchema },
);
const collectionRoute = feedRoute(
  '/api/v1/calendar-feeds/collections/{id}/events.ics',
  "A community collection's events, as a calendar feed (a private collection's has a secret address)",
  { params: idFeedParamsSchema },
);

const feedName = (...parts: string[]) => ['Happenings', ...parts].join(' · ');
const fileName = (...parts: string[]) =>
  `${['happenings', ...parts]
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-+/g, '-')
    .slice(0, 80)}.ics`;

/**
 * The feed of the ids `listIds()` finds (in that order) under a name, read and answered alike for every public feed:
 * kept as built text until a change concerns it (kept-feed.ts), the ETag and 304 made from that text.
 */
async function answerFeed(
  c: Context<AppEnv>,
  key: string,
  listIds: () => Promise<readonly string[]>,
  meta: { name: string[]; file: string[]; timeZone?: string },
): Promise<Response> {
  const services = c.get('services');
  const { db, config, clock } = services;
  const body = await keptFeedBody(services, key, async () => {
    const events = await toFeedEvents(db, await listIds(), { siteUrl: config.publicUrl, now: clock() });
    return buildFeedBody(
      { ...events, name: feedName(...meta.name), timeZone: meta.timeZone ?? DEFAULT_TIME_ZONE },
      clock(),
    );
  });
  return sendFeedBody(c, body, { fileName: fileName(...meta.file), isPrivate: false });
}

export function registerCalendarFeedsRoutes(app: App): void {
  app.openapi(weekendRoute, async (c) => {
    await spendFeedFetch(c);
    const { db, clock } = c.get('services');
    const { location } = c.req.valid('param');
    const city = LOCATIONS[location];
    const ids = () => listWeekendFeedIds({ db, locationSlug: location, now: clock() });
    return answerFeed(c, `weekend:${location}`, ids, {
      name: [city.name, 'This weekend'],
      file: [city.searchParam, 'weekend'],
      timeZone: city.timeZone,
    });
  });

  app.openapi(editorPicksRoute, async (c) => {
    await spendFeedFetch(c);
    const { db, clock } = c.get('services');
    const { location } = c.req.valid('param');
    const city = LOCATIONS[location];
    const ids = () => listEditorPicksFeedIds({ db, locationSlug: location, now: clock() });
    return answerFeed(c, `editor-picks:${location}`, ids, {
      name: [city.name, 'Editor picks'],
      file: [city.searchParam, 'editor-picks'],
      timeZone: city.timeZone,
    });
  });

  app.openapi(cityRoute, async (c) => {
    await spendFeedFetch(c);
    const { db, clock } = c.get('services');
    const { location } = c.req.valid('param');
    const { categories } = c.req.valid('query');
    const city = LOCATIONS[location];
    const ids = () => listCityFeedIds({ db, locationSlug: location, now: clock(), categories });
    const key = `city:${location}:${[...new Set(categories)].sort().join(',')}`;
    return answerFeed(c, key, ids, {
      name: [city.name, ...(categories.length > 0 ? [categories.join(', ')] : [])],
      file: [city.searchParam, ...categories],
      timeZone: city.timeZone,
    });
  });

  app.openapi(hostRoute, async (c) => {
    await spendFeedFetch(c);
    const { db, clock } = c.get('services');
    const { id } = c.req.valid('param');
    const host = (await listHostsByIds(db, [id])).get(id);
    if (!host) throw notFound('Host');
    const ids = () => listHostOrPlaceFeedIds(db, { hostId: host.id }, clock());
    return answerFeed(c, `host:${host.id}`, ids, { name: [host.name], file: [host.slug] });
  });

  app.openapi(placeRoute, async (c) => {
    await spendFeedFetch(c);
    const { db, clock } = c.get('services');
    const { id } = c.req.valid('param');
    const place = isPlausibleId(id) ? await findPlaceById(db, id) : null;
    if (!place) throw notFound('Place');
    const ids = () => listHostOrPlaceFeedIds(db, { placeId: place.id }, clock());
    return answerFeed(c, `place:${place.id}`, ids, { name: [place.name], file: [place.name] });
  });

  app.openapi(collectionRoute, async (c) => {
    await spendFeedFetch(c);
    const services = c.get('services');
    const { id } = c.req.valid('param');
    // As a visitor sees it, whoever asks: a feed address is passed around, a participant's cookie is not.
    if ((await collectionRoles.roleOf(services, { id }, null)) !== 'visible') throw notFound('Collection');
    const access = await findCollectionAccess(services.db, { documentId: id, userId: null });
    if (!access) throw notFound('Collection');
    const ids = () => listCollectionFeedIds(services.db, access.collection.id);
    return answerFeed(c, `collection:${access.collection.id}`, ids, {
      name: [access.collection.name],
      file: ['collection', access.collection.name],
    });
  });
}
