/**
 * POST /api/v1/analytics/page-view: the website's first-party page views (spec §2 "Analytics scripts load on
 * every page"), sent with navigator.sendBeacon. Counted per day, path and spec §9 dimension; nothing about the
 * visitor is kept.
 * POST /api/v1/analytics/event: events other than page views, counted the same way under the path
 * 'event:<name>' — so far the search page's search (spec §9 search dimension: the query) and whether it found
 * anything.
 */

import { recordPageView } from '@happenings/db/analytics';
import { ANALYTICS_DIMENSIONS } from '@happenings/domain/constants';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import type { App } from '../../context.ts';

const dimensionKeys = Object.values(ANALYTICS_DIMENSIONS) as [string, ...string[]];

export const pageViewSchema = z
  .object({
    /** Path with its query string as the browser shows it; the query is not stored. */
    path: z.string().startsWith('/').max(2000),
    title: z.string().max(500).optional(),
    referrer: z.string().max(2000).optional(),
    dimensions: z.partialRecord(z.enum(dimensionKeys), z.string().max(300)).default({}),
    sentAt: z.string().optional(),
  })
  .meta({ id: 'PageView' });

const route = createRoute({
  method: 'post',
  path: '/api/v1/analytics/page-view',
  tags: ['Other'],
  summary: 'Count a page view (first-party analytics)',
  request: { body: { required: true, content: { 'application/json': { schema: pageViewSchema } } } },
  responses: { 204: { description: 'Counted' } },
});

export const ANALYTICS_EVENT_NAMES = ['search'] as const;

export const analyticsEventSchema = z
  .object({
    name: z.enum(ANALYTICS_EVENT_NAMES),
    dimensions: z.partialRecord(z.enum(dimensionKeys), z.string().max(300)).default({}),
    /** Results on the first page; counted only as found or not (no result counts are kept). */
    resultCount: z.int().nonnegative().max(10_000).optional(),
    hasMore: z.boolean().optional(),
    sentAt: z.string().optional(),
  })
  .meta({ id: 'AnalyticsEvent' });

/** The dimension that says whether a search found anything, beside the spec §9 search dimension. */
export const OUTCOME_DIMENSION = 'outcome';

const eventRoute = createRoute({
  method: 'post',
  path: '/api/v1/analytics/event',
  tags: ['Other'],
  summary: 'Count an event other than a page view, such as a search (first-party analytics)',
  request: { body: { required: true, content: { 'application/json': { schema: analyticsEventSchema } } } },
  responses: { 204: { description: 'Counted' } },
});

const today = (clock: () => number) => new Date(clock()).toISOString().slice(0, 10);

export function registerAnalyticsRoutes(app: App): void {
  app.openapi(eventRoute, async (c) => {
    const { db, clock } = c.get('services');
    const event = c.req.valid('json');
    const dimensions: Record<string, string> = {};
    // Queries are counted as typed apart from case and spacing, so "Jazz " and "jazz" are one row.
    for (const [key, value] of Object.entries(event.dimensions)) {
      const normalised = value?.trim().replace(/\s+/g, ' ').toLowerCase();
      if (normalised) dimensions[key] = normalised;
    }
    if (event.resultCount !== undefined) {
      dimensions[OUTCOME_DIMENSION] = event.resultCount > 0 ? 'results' : 'no-results';
    }
    await recordPageView(db, { day: today(clock), path: `event:${event.name}`, dimensions });
    return c.body(null, 204);
  });

  app.openapi(route, async (c) => {
    const { db, clock } = c.get('services');
    const view = c.req.valid('json');
    const dimensions: Record<string, string> = {};
    for (const [key, value] of Object.entries(view.dimensions)) if (value) dimensions[key] = value;
    await recordPageView(db, {
      day: today(clock),
      path: view.path.split(/[?#]/)[0]!,
      dimensions,
    });
    return c.body(null, 204);
  });
}
