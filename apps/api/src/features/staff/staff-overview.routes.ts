/**
 * What the back office's navigation shows any staff member (issue 23): their own roles, so it offers only the work
 * they may do, and the counts of what waits (experiences for review; reports once moderation lands).
 */
import { countOpenReportCases } from '@happenings/db/moderation';
import { countPendingReviews } from '@happenings/db/review';
import { createRoute } from '@hono/zod-openapi';
import type { App } from '../../context.ts';
import { errorResponses, json } from '../../http/openapi-responses.ts';
import { validated } from '../../http/validated.ts';
import { requireUser } from '../auth/session.middleware.ts';
import { staffOverviewSchema } from './staff.schemas.ts';

const overviewRoute = createRoute({
  method: 'get',
  path: '/api/v1/staff/overview',
  tags: ['Staff'],
  summary: 'The caller’s roles and the counts of what waits, for the back office’s navigation (any staff)',
  security: [{ bearer: [] }],
  responses: { 200: json(staffOverviewSchema, 'Roles and counts'), ...errorResponses(401, 403, 404) },
});

export function registerStaffOverviewRoutes(app: App): void {
  app.openapi(overviewRoute, async (c) => {
    const caller = requireUser(c);
    const { db } = c.get('services');
    const [waiting, openReports] = await Promise.all([countPendingReviews(db), countOpenReportCases(db)]);
    return c.json(
      validated(staffOverviewSchema, {
        roles: caller.roles,
        reviews: { waiting: waiting.total, byLocation: Object.fromEntries(waiting.byLocation) },
        reports: { open: openReports },
      }),
      200,
    );
  });
}
