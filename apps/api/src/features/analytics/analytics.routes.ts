/**
 * POST /api/v1/analytics/page-view: the website's first-party page views (spec §2 "Analytics scripts load on
 * every page"), sent with navigator.sendBeacon. Counted per day, path and spec §9 dimension; nothing about the
 * visitor is kept.
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

export function registerAnalyticsRoutes(app: App): void {
  app.openapi(route, async (c) => {
    const { db, clock } = c.get('services');
    const view = c.req.valid('json');
    const dimensions: Record<string, string> = {};
    for (const [key, value] of Object.entries(view.dimensions)) if (value) dimensions[key] = value;
    await recordPageView(db, {
      day: new Date(clock()).toISOString().slice(0, 10),
      path: view.path.split(/[?#]/)[0]!,
      dimensions,
    });
    return c.body(null, 204);
  });
}
