/**
 * GET /api/v1/events/clusters: the search map (spec §2 /search). The same events as the search's list (words, dates,
 * categories, neighbourhood and location: experience-filter.ts, selectExperienceMatches), every one of them,
 * grouped in SQL by grid cells at the map's zoom: a city of results is a few dozen clusters, never a page cut off
 * at 100, and a repeating event is found on any of its dates in the window. Public: it shows only published
 * events, and nothing about the caller, so one answer serves everyone.
 */
import { CLUSTER_CELL_PX, clusterExperienceMatches } from '@happenings/db/search';
import { resolveLocationSlug } from '@happenings/domain/locations';
import { apiErrorBodySchema } from '@happenings/domain/schemas';
import { createRoute } from '@hono/zod-openapi';
import type { App } from '../../context.ts';
import { invalidField } from '../../errors/api-error.ts';
import { keptOrLoaded, requestTarget, sendKeptAnswer } from '../../http/kept-answers.ts';
import { validated } from '../../http/validated.ts';
import { locationTimeZone } from '../discover/discover-page.ts';
import { resolveExperienceFilter } from '../search/experience-filter.ts';
import {
  CLUSTER_MAX_LISTED,
  type EventClustersQuery,
  eventClustersQuerySchema,
  eventClustersSchema,
} from './event-clusters.schemas.ts';

const errorContent = { 'application/json': { schema: apiErrorBodySchema } };

/** A box wider than a few screens at its zoom is a mistake or an attempt to make the server group the world. */
const MAX_CELLS = 20_000;
/**
 * Tables whose changes can move a cluster (the search's matches read these): they drop kept answers. A moderator's
 * hide is announced as a change of the experience's row (moderation-notices.ts).
 */
const CLUSTERED_TABLES = ['experiences', 'occurrences', 'experience_categories'];
/** What change notices cannot tell (the clock passing an event's end) is at most this old. */
const KEPT_TTL_MS = 30_000;

const clustersRoute = createRoute({
  method: 'get',
  path: '/api/v1/events/clusters',
  tags: ['Events'],
  summary: "The search's events in a map box, grouped into clusters at the zoom (with the search's total)",
  request: { query: eventClustersQuerySchema },
  responses: {
    200: {
      description: 'The total and the clusters in the box',
      content: { 'application/json': { schema: eventClustersSchema } },
    },
    400: {
      description: 'Invalid query (the field is named): a box upside down, too many cells',
      content: errorContent,
    },
  },
});

/** How many grid cells the box spans at the zoom (longitude only: the latitude side is of the same order). */
function cellsAcross(query: EventClustersQuery): number {
  const worldCells = (256 * 2 ** query.zoom) / CLUSTER_CELL_PX;
  return ((query.xmax - query.xmin) / 360) * worldCells;
}

export function registerEventClustersRoutes(app: App): void {
  app.openapi(clustersRoute, async (c) => {
    const query = c.req.valid('query');
    if (query.xmax < query.xmin) throw invalidField('query.xmax', 'xmax must not be west of xmin');
    if (query.ymax < query.ymin) throw invalidField('query.ymax', 'ymax must not be south of ymin');
    if (cellsAcross(query) ** 2 > MAX_CELLS) {
      throw invalidField(
        'query.zoom',
        'The box is too large for this zoom: zoom out or ask for a smaller box',
      );
    }
    const services = c.get('services');
    const locationSlug = resolveLocationSlug(query.location)!;
    const load = async () => {
      const now = services.clock();
      const filter = resolveExperienceFilter(query, {
        now,
        timeZone: locationTimeZone(locationSlug),
        locationSlug,
      });
      const result = await clusterExperienceMatches(services.db, {
        text: filter.text,
        locationSlug,
        now: new Date(now),
        area: filter.area,
        from: filter.from,
        to: filter.to,
        categories: filter.categories,
        box: { xmin: query.xmin, ymin: query.ymin, xmax: query.xmax, ymax: query.ymax },
        zoom: query.zoom,
        maxListed: CLUSTER_MAX_LISTED,
      });
      const body = validated(eventClustersSchema, {
        total: result.total,
        unplaced: result.unplaced,
        clusters: result.clusters.map((cluster) => ({
          lat: cluster.lat,
          lng: cluster.lng,
          count: cluster.count,
          members:
            cluster.members?.map((member) => ({ ...member, startsAt: member.startsAt.toISOString() })) ??
            null,
        })),
      });
      return { body, builtAt: now };
    };
    const answer = await keptOrLoaded(services, `clusters\u0000${requestTarget(c.req.url)}`, async () => {
      const { body, builtAt } = await load();
      return {
        text: JSON.stringify(body),
        builtAt,
        ttlMs: KEPT_TTL_MS,
        source: { scope: 'list', rows: [], tables: CLUSTERED_TABLES },
      };
    });
    return (await sendKeptAnswer(c, answer)) as never;
  });
}
