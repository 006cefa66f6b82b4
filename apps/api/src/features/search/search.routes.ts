/**
 * spec §7 search: GET /api/v1/search (experiences, places, hosts, users, collections and crowd-sourced roundups;
 * ranked full text with typo tolerance, per location, date phrases and neighbourhoods understood) and GET /api/v1/search/recommendations.
 */
import { listCollectionsByIds, listRoundupsByIds, type StreamPage } from '@happenings/db/discover';
import { listHostsByIds } from '@happenings/db/hosts';
import {
  listPlacesByIds,
  listSearchRecommendations,
  listUsersByIds,
  type SearchRecommendationRow,
  searchCollections,
  searchExperiences,
  searchHosts,
  searchPlaces,
  searchRoundups,
  searchUsers,
} from '@happenings/db/search';
import { CACHE_POLICIES } from '@happenings/domain/constants';
import type { ItemType } from '@happenings/domain/enums';
import { type LocationSlug, resolveLocationSlug } from '@happenings/domain/locations';
import { apiErrorBodySchema, type CursorPage } from '@happenings/domain/schemas';
import { createRoute } from '@hono/zod-openapi';
import type { App, AppServices, SessionUser } from '../../context.ts';
import { invalidField } from '../../errors/api-error.ts';
import { keptOrLoaded, requestTarget, sendKeptAnswer } from '../../http/kept-answers.ts';
import { validated } from '../../http/validated.ts';
import { toAvatarUserResponse } from '../discover/avatar-user.response.ts';
import { locationTimeZone } from '../discover/discover-page.ts';
import { loadSharedFirstPage, type SharedPageItems } from '../discover/shared-first-page.ts';
import { listShownItems, mergeShownItems, type ShownItems, shownRows } from '../discover/shown-items.ts';
import { decodeStreamCursor, encodeStreamCursor } from '../discover/stream-cursor.ts';
import {
  loadExperienceItems,
  toCollectionResponse,
  toRoundupResponse,
} from '../discover/stream-items.response.ts';
import { toHostSummary } from '../experiences/experience-views.ts';
import { resolveExperienceFilter } from './experience-filter.ts';
import { toPlaceResponse } from './place.response.ts';
import {
  type SearchQuery,
  type SearchType,
  searchQuerySchema,
  searchRecommendationsQuerySchema,
  searchRecommendationsSchema,
  searchResultSchema,
} from './search.schemas.ts';

const errorContent = { 'application/json': { schema: apiErrorBodySchema } };

const searchRoute = createRoute({
  method: 'get',
  path: '/api/v1/search',
  tags: ['Search'],
  summary: 'Search experiences, places, users, collections and roundups of a location',
  request: { query: searchQuerySchema },
  responses: {
    200: {
      description: 'The interpreted query and the results',
      content: { 'application/json': { schema: searchResultSchema } },
    },
    400: { description: 'Invalid query (the field is named)', content: errorContent },
  },
});

const recommendationsRoute = createRoute({
  method: 'get',
  path: '/api/v1/search/recommendations',
  tags: ['Search'],
  summary: 'Suggestions for the search page of a location (cached 15 min)',
  request: { query: searchRecommendationsQuerySchema },
  responses: {
    200: {
      description: 'Suggestions in display order',
      content: { 'application/json': { schema: searchRecommendationsSchema } },
    },
    400: { description: 'Invalid query (the field is named)', content: errorContent },
  },
});

function toRecommendationResponse(row: SearchRecommendationRow) {
  return {
    id: row.id,
    label: row.label,
    query: row.query,
    itemType: row.itemType as ItemType | null,
    itemId: row.itemId,
    location: row.locationSlug as LocationSlug | null,
    isHighlighted: row.isHighlighted,
  };
}

interface SearchRun {
  services: AppServices;
  user: SessionUser | null;
  query: SearchQuery;
  locationSlug: LocationSlug;
  timeZone: string;
}

/** How what each type of result shows stays listed (shared-first-page.ts), people apart. */
const SHOWN_KIND = {
  experiences: 'experience-any-status',
  places: 'place',
  collections: 'collection',
  roundups: 'roundup',
} as const satisfies Record<Exclude<SearchType, 'all' | 'users' | 'hosts'>, SharedPageItems>;

/** A page of one type of results and what it shows (users and hosts: their rows, for the notices that drop it). */
interface SearchPage {
  page: CursorPage<unknown>;
  shown: ShownItems;
  rows: Array<readonly ['users' | 'hosts', string]>;
}

async function runSearch(run: SearchRun, type: Exclude<SearchType, 'all'>): Promise<SearchPage> {
  const { services, query, locationSlug, user } = run;
  const stream = `search-${type}`;
  const cursor = query.cursor ? decodeStreamCursor(query.cursor, stream) : undefined;
  const now = cursor?.asOf ?? services.clock();
  const filter = resolveExperienceFilter(query, { now, timeZone: run.timeZone, locationSlug });
  const paging = { after: cursor?.after, limit: query.limit };
  const scope = { ...paging, text: filter.text, locationSlug, now: new Date(now), area: filter.area };

  let page: StreamPage;
  let asOf = now;
  let items: unknown[];
  const db = services.db;
  if (type === 'experiences') {
    const search = async () => ({
      asOf: now,
      ...(await searchExperiences(db, {
        ...scope,
        from: filter.from,
        to: filter.to,
        categories: filter.categories,
      })),
    });
    if (cursor) page = await search();
    else {
      const key = [
        locationSlug,
        query.q.trim().toLowerCase(),
        query.start,
        query.end,
        query.categories,
        query.limit,
      ]
        .map((part) => part ?? '')
        .join('|');
      // Every match's next date makes this the costly search; its first page is shared (shared-first-page.ts).
      const cached = await loadSharedFirstPage(
        services,
        { namespace: 'search-first-pages', maxEntries: 500, key, items: 'experience-any-status' },
        search,
      );
      page = cached;
      asOf = cached.asOf;
    }
    items = await loadExperienceItems(
      { db, now: services.clock(), viewerId: user?.id ?? null },
      page.keys.map((key) => key.id),
    );
  } else if (type === 'places') {
    page = await searchPlaces(db, scope);
    items = (
      await listPlacesByIds(
        db,
        page.keys.map((key) => key.id),
      )
    ).flatMap((row) => {
      const place = toPlaceResponse(row);
      return place ? [place] : [];
    });
  } else if (type === 'hosts') {
    page = await searchHosts(db, scope);
    const hosts = await listHostsByIds(
      db,
      page.keys.map((key) => key.id),
    );
    items = page.keys.flatMap((key) => {
      const host = hosts.get(key.id);
      return host ? [toHostSummary(host)] : [];
    });
  } else if (type === 'users') {
    page = await searchUsers(db, scope);
    items = (
      await listUsersByIds(
        db,
        page.keys.map((key) => key.id),
      )
    ).map(toAvatarUserResponse);
  } else if (type === 'roundups') {
    page = await searchRoundups(db, scope);
    items = (
      await listRoundupsByIds(
        db,
        page.keys.map((key) => key.id),
      )
    ).map(toRoundupResponse);
  } else {
    page = await searchCollections(db, scope);
    items = (
      await listCollectionsByIds(db, {
        ids: page.keys.map((key) => key.id),
        viewerId: user?.id ?? null,
        perCollection: 10,
      })
    ).map(toCollectionResponse);
  }
  const last = page.keys[page.keys.length - 1];
  const ids = page.keys.map((key) => key.id);
  return {
    page: {
      items,
      nextCursor: page.hasMore && last ? encodeStreamCursor({ stream, asOf, after: last }) : null,
    },
    shown: type === 'users' || type === 'hosts' ? {} : listShownItems(SHOWN_KIND[type], ids, items),
    rows: type === 'users' || type === 'hosts' ? ids.map((id) => [type, id] as const) : [],
  };
}

/** Tables whose rows search lists (SQL names): their changes drop signed-out searches kept in memory. */
const SEARCHED_TABLES = ['experiences', 'places', 'hosts', 'users', 'collections', 'crowd_sourced_roundups'];
/** What change notices cannot tell (the clock moving past "tonight", rankings) is at most this old. */
const SIGNED_OUT_SEARCH_TTL_MS = 30_000;

/**
 * The interpreted query and each asked type's first page (or the cursor's page), and the rows (table, id) it shows:
 * every result and every item a collection card previews.
 */
async function searchBody(run: SearchRun) {
  const { services, query, locationSlug, timeZone } = run;
  const types =
    query.type === 'all'
      ? (['experiences', 'places', 'hosts', 'users', 'collections', 'roundups'] as const)
      : [query.type];
  const pages = await Promise.all(types.map((type) => runSearch(run, type)));
  const { interpreted, start, end } = resolveExperienceFilter(query, {
    now: services.clock(),
    timeZone,
    locationSlug,
  });
  const body = {
    query: {
      text: interpreted.text,
      start: start?.toISOString() ?? null,
      end: end?.toISOString() ?? null,
      dateText: interpreted.dateText,
      neighbourhood: interpreted.neighbourhood
        ? { slug: interpreted.neighbourhood.slug, name: interpreted.neighbourhood.name }
        : null,
    },
    ...Object.fromEntries(types.map((type, index) => [type, pages[index]!.page])),
  };
  return {
    body: validated(searchResultSchema, body as never),
    rows: [
      ...shownRows(mergeShownItems(pages.map((page) => page.shown))),
      ...pages.flatMap((page) => page.rows),
    ],
  };
}

export function registerSearchRoutes(app: App): void {
  app.openapi(searchRoute, async (c) => {
    const query = c.req.valid('query');
    const services = c.get('services');
    const locationSlug = resolveLocationSlug(query.location)!;
    const timeZone = locationTimeZone(locationSlug);
    if (query.type === 'all' && query.cursor) {
      throw invalidField(
        'query.cursor',
        'A cursor pages one type: pass type=experiences, places, hosts, users, collections or roundups',
      );
    }
    const run: SearchRun = { services, user: c.get('user'), query, locationSlug, timeZone };
    if (run.user) return c.json((await searchBody(run)).body, 200);
    // A signed-out search is everyone's: kept in this process until a change notice concerns it (a row it shows,
    // or any row of a table it searches).
    const answer = await keptOrLoaded(services, `search\u0000${requestTarget(c.req.url)}`, async () => {
      const { body, rows } = await searchBody(run);
      return {
        text: JSON.stringify(body),
        builtAt: services.clock(),
        ttlMs: SIGNED_OUT_SEARCH_TTL_MS,
        source: { scope: 'list', rows, tables: SEARCHED_TABLES },
      };
    });
    return (await sendKeptAnswer(c, answer)) as never;
  });

  app.openapi(recommendationsRoute, async (c) => {
    const query = c.req.valid('query');
    const { db, cache } = c.get('services');
    const locationSlug = resolveLocationSlug(query.location)!;
    // spec §9: 15 entries for 15 min, like the other highlighted recommendations.
    const recommendations = cache.namespace<ReturnType<typeof toRecommendationResponse>[]>(
      'search-recommendations',
      CACHE_POLICIES.highlightedRecommendations,
    );
    const items = await recommendations.getOrLoad(`${locationSlug}:${query.limit}`, async () =>
      (await listSearchRecommendations(db, { locationSlug, limit: query.limit })).map(
        toRecommendationResponse,
      ),
    );
    return c.json(validated(searchRecommendationsSchema, { items }), 200);
  });
}
