/**
 * spec §7 GET /api/v1/discover/* (one route per stream, defined in discover-streams.ts) and the root
 * GET /api/v1/discover: the location's stream configuration from the streams table (cached, spec §9: 50 entries
 * for 5 min) with each stream's first page.
 */
import { readPersonalStreamInputs } from '@happenings/db/discover';
import { listEnabledStreams, type StreamRow } from '@happenings/db/streams';
import { CACHE_POLICIES } from '@happenings/domain/constants';
import type { StreamItemType } from '@happenings/domain/enums';
import { type LocationSlug, resolveLocationSlug } from '@happenings/domain/locations';
import { apiErrorBodySchema } from '@happenings/domain/schemas';
import { createRoute } from '@hono/zod-openapi';
import type { z } from 'zod';
import type { App, AppServices, SessionUser } from '../../context.ts';
import { keptOrLoaded, requestTarget, sendKeptAnswer } from '../../http/kept-answers.ts';
import { validated } from '../../http/validated.ts';
import { requireUser } from '../auth/session.middleware.ts';
import {
  collectionStreamPageSchema,
  discoverRootQuerySchema,
  discoverRootSchema,
  experienceConnectionStreamPageSchema,
  experienceStreamPageSchema,
  MAX_STREAM_LIMIT,
  postStreamPageSchema,
  roundupStreamPageSchema,
  streamQuerySchema,
} from './discover.schemas.ts';
import { loadDiscoverPage, loadDiscoverPageAsOf, resolveWeekStartDate } from './discover-page.ts';
import {
  DISCOVER_STREAMS,
  findStreamByEndpoint,
  type StreamDefinition,
  type StreamItemKind,
} from './discover-streams.ts';
import { withoutRepeatedItems } from './root-items.ts';
import { FIRST_PAGE_TTL_MS } from './shared-first-page.ts';
import { isStillShown, mergeShownItems, type ShownItems, shownRows, TABLE_OF_SHOWN } from './shown-items.ts';

const PAGE_SCHEMAS: Record<StreamItemKind, z.ZodType> = {
  experience: experienceStreamPageSchema,
  'experience-connection': experienceConnectionStreamPageSchema,
  post: postStreamPageSchema,
  collection: collectionStreamPageSchema,
  roundup: roundupStreamPageSchema,
};

const errorContent = { 'application/json': { schema: apiErrorBodySchema } };

function streamRoute(stream: StreamDefinition) {
  return createRoute({
    method: 'get',
    path: `/api/v1/discover/${stream.name}`,
    tags: ['Discover'],
    summary: stream.definition,
    description: stream.personal ? 'Personal: needs a signed-in caller.' : 'Public: readable signed out.',
    request: { query: streamQuerySchema },
    responses: {
      200: {
        description: 'One page of the stream',
        content: { 'application/json': { schema: PAGE_SCHEMAS[stream.kind] } },
      },
      400: { description: 'Invalid query (the field is named)', content: errorContent },
      ...(stream.personal ? { 401: { description: 'Not signed in', content: errorContent } } : {}),
    },
  });
}

const rootRoute = createRoute({
  method: 'get',
  path: '/api/v1/discover',
  tags: ['Discover'],
  summary: "The location page's streams (configuration from the database) with each stream's first page",
  request: { query: discoverRootQuerySchema },
  responses: {
    200: {
      description: 'Streams in display order',
      content: { 'application/json': { schema: discoverRootSchema } },
    },
    400: { description: 'Invalid query (the field is named)', content: errorContent },
  },
});

/** The stream configuration fields the root answers with (JSON, so every cache store keeps them as they are). */
type StreamConfigRow = Pick<
  StreamRow,
  'id' | 'slug' | 'title' | 'subtitle' | 'itemType' | 'endpoint' | 'params' | 'limit' | 'position'
>;

/**
 * The root as a signed-out visitor sees it is the same for everyone of a location and week, and it is what
 * every first visit to a location page asks for: shared for a minute, so a burst of visitors runs its streams
 * once. Signed-in callers are never served from it (their streams and interest flags are their own).
 */
const ANONYMOUS_ROOT_POLICY = { maxEntries: 50, ttlMs: 60_000 } as const;

type DiscoverRoot = z.infer<typeof discoverRootSchema>;

/** The signed-out root as sent, and what it shows (to check anyone may still see it). */
interface CachedRoot {
  text: string;
  listed: ShownItems;
  /** When it was built (epoch ms); absent in roots cached before it was recorded. */
  builtAt?: number;
}

/** The tables (SQL names) the root's streams list: any change to their rows may move one into a stream. */
const ROOT_TABLES = [...new Set(DISCOVER_STREAMS.map((stream) => TABLE_OF_SHOWN[stream.kind]))];

async function loadStreamConfig(services: AppServices, locationSlug: string): Promise<StreamConfigRow[]> {
  // spec §9: stream configuration, 50 entries for 5 min, shared by every server process.
  const configs = services.cache.namespace<StreamConfigRow[]>('stream-config', CACHE_POLICIES.streamConfig);
  return configs.getOrLoad(locationSlug, async () =>
    (await listEnabledStreams(services.db, locationSlug)).map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      subtitle: row.subtitle,
      itemType: row.itemType,
      endpoint: row.endpoint,
      params: row.params,
      limit: row.limit,
      position: row.position,
    })),
  );
}

async function loadDiscoverRoot(
  services: AppServices,
  user: SessionUser | null,
  request: { locationSlug: LocationSlug; weekStartDate: string; withItems: boolean },
): Promise<{ root: DiscoverRoot; shown: ShownItems }> {
  const { locationSlug, weekStartDate, withItems } = request;
  const rows = await loadStreamConfig(services, locationSlug);
  const shown: ShownItems[] = [];
  const streams = await Promise.all(
    rows.map(async (row) => {
      const definition = findStreamByEndpoint(row.endpoint);
      const requiresAuth = definition?.personal ?? false;
      const config = { ...row, itemType: row.itemType as StreamItemType, requiresAuth };
      if (!withItems || !definition) return config;
      if (requiresAuth && !user) return { ...config, items: [], nextCursor: null };
      const { page, shown: pageShows } = await loadDiscoverPageAsOf(
        services,
        definition,
        { locationSlug, limit: Math.min(row.limit, MAX_STREAM_LIMIT), weekStartDate },
        user,
      );
      shown.push(pageShows);
      return { ...config, ...page };
    }),
  );
  return {
    root: validated(discoverRootSchema, {
      location: locationSlug,
      weekStartDate,
      streams: withoutRepeatedItems(streams),
    }),
    shown: mergeShownItems(shown),
  };
}

/**
 * A person's first page of a personal stream, kept in this process as sent under a key holding their id and the
 * digest of their own interest marks, follows and picked categories (readPersonalStreamInputs, one query per
 * request): their own write is a new key at once, whichever process wrote it. What others change drops it as the
 * signed-out pages are dropped (a change notice of an item it shows, or any edit of its table: an unpublished or
 * cancelled experience leaves at once; a followee's interest changes the count of the experience it names), and
 * the ranking is at most the personal first page's minute old (personal-first-page.ts). The people a
 * following-interested item names are dropped with any account's change. Never answered before routing: the
 * request carries a credential (http/kept-answers.ts).
 */
async function keptPersonalFirstPage(
  services: AppServices,
  stream: (typeof DISCOVER_STREAMS)[number],
  request: { locationSlug: LocationSlug; limit: number; weekStartDate: string | undefined },
  user: SessionUser,
  url: string,
) {
  const inputs = await readPersonalStreamInputs(services.db, user.id);
  const tables = [TABLE_OF_SHOWN[stream.kind], ...(stream.kind === 'experience-connection' ? ['users'] : [])];
  return keptOrLoaded(
    services,
    `discover-personal\u0000${user.id}\u0000${inputs}\u0000${requestTarget(url)}`,
    async () => {
      const { page, asOf, shown } = await loadDiscoverPageAsOf(services, stream, request, user);
      return {
        text: JSON.stringify(validated(PAGE_SCHEMAS[stream.kind], page)),
        builtAt: asOf,
        ttlMs: FIRST_PAGE_TTL_MS,
        source: { scope: 'list', rows: shownRows(shown), tables },
      };
    },
  );
}

export function registerDiscoverRoutes(app: App): void {
  for (const stream of DISCOVER_STREAMS) {
    app.openapi(streamRoute(stream), async (c) => {
      const query = c.req.valid('query');
      const user = stream.personal ? requireUser(c) : c.get('user');
      const services = c.get('services');
      const request = {
        locationSlug: resolveLocationSlug(query.location)!,
        limit: query.limit,
        cursor: query.cursor,
        weekStartDate: query.weekStartDate,
      };
      if (user && stream.personal && !query.cursor && services.hotAnswers) {
        return (await sendKeptAnswer(
          c,
          await keptPersonalFirstPage(services, stream, request, user, c.req.url),
          { personal: true },
        )) as never;
      }
      if (user || query.cursor) {
        const page = await loadDiscoverPage(services, stream, request, user);
        return c.json(validated(PAGE_SCHEMAS[stream.kind], page) as never, 200);
      }
      // A public stream's first page, signed out, is the same for everyone asking it: kept in each process's
      // memory as sent, dropped by a change notice of a row it shows (an item it lists or one a collection card
      // previews) or of its table, and at most as old as the shared first page it comes from (its ranking's
      // minute).
      const answer = await keptOrLoaded(
        services,
        `discover-stream\u0000${requestTarget(c.req.url)}`,
        async () => {
          const { page, asOf, shown } = await loadDiscoverPageAsOf(services, stream, request, null);
          return {
            text: JSON.stringify(validated(PAGE_SCHEMAS[stream.kind], page)),
            builtAt: asOf,
            ttlMs: FIRST_PAGE_TTL_MS,
            source: { scope: 'list', rows: shownRows(shown), tables: [TABLE_OF_SHOWN[stream.kind]] },
          };
        },
      );
      return (await sendKeptAnswer(c, answer)) as never;
    });
  }

  app.openapi(rootRoute, async (c) => {
    const query = c.req.valid('query');
    const services = c.get('services');
    const user = c.get('user');
    const locationSlug = resolveLocationSlug(query.location)!;
    const weekStartDate = resolveWeekStartDate(query.weekStartDate, services.clock(), locationSlug);
    const request = { locationSlug, weekStartDate, withItems: query.include === 'items' };
    if (user) return c.json((await loadDiscoverRoot(services, user, request)).root, 200);
    // Kept as the response text: a hit is then sent as it is, not parsed and serialised again (~190 KB). What it
    // shows (the items its streams list and those their collection cards preview) is kept beside it and checked on
    // every hit, like the shared first pages: an item unpublished, cancelled, made private or deleted since drops
    // the whole cached root, which the next request computes afresh. The text of what is still shown (a name) is
    // at most the root's minute old. Each process also keeps it in memory until a change notice concerns it
    // (http/kept-answers.ts).
    const roots = services.cache.namespace<CachedRoot>('discover-root', ANONYMOUS_ROOT_POLICY);
    const key = `${locationSlug}:${weekStartDate}:${request.withItems}`;
    const load = async (): Promise<CachedRoot> => {
      const { root, shown } = await loadDiscoverRoot(services, null, request);
      return { text: JSON.stringify(root), listed: shown, builtAt: services.clock() };
    };
    const answer = await keptOrLoaded(services, `discover-root\u0000${key}`, async () => {
      let cached = await roots.getOrLoad(key, load);
      if (!(await isStillShown(services, cached.listed))) {
        await roots.clear();
        cached = await roots.getOrLoad(key, load);
      }
      return {
        text: cached.text,
        builtAt: cached.builtAt,
        ttlMs: ANONYMOUS_ROOT_POLICY.ttlMs,
        source: { scope: 'list', rows: shownRows(cached.listed), tables: ROOT_TABLES },
      };
    });
    return (await sendKeptAnswer(c, answer)) as never;
  });
}
