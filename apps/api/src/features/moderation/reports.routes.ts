/**
 * Reporting (issue 23): any signed-in account reports an event, a comment or recommendation, a roundup, a
 * community collection, a post or a profile, with a reason. Reports of one item group into one case for the
 * moderators (staff-moderation.routes.ts); one account's reports of one item count once, so a second report
 * answers the first (200) and changes nothing. Something the reporter cannot see (a draft, a private collection,
 * an item already hidden or removed, a banned account's content) answers 404 like a missing one: it is already
 * out of view, and a 404 tells nobody what a moderator decided. One's own content is refused (400 OWN_CONTENT).
 *
 * Enough distinct reporters (REPORT_HIDE_THRESHOLD) hide the item until a moderator looks (@happenings/db/
 * moderation). An account files at most 20 reports an hour (report-limits.ts).
 */
import { fileReport, findReportSubject, type ReportRow } from '@happenings/db/moderation';
import {
  type ReportReason,
  type ReportSubjectType,
  reportRequestSchema,
} from '@happenings/domain/moderation';
import { createRoute } from '@hono/zod-openapi';
import type { App } from '../../context.ts';
import { ApiError, notFound } from '../../errors/api-error.ts';
import { apiErrorSchema, errorResponses, json } from '../../http/openapi-responses.ts';
import { isPlausibleId } from '../../http/plausible-id.ts';
import { validated } from '../../http/validated.ts';
import { requireUser } from '../auth/session.middleware.ts';
import { reportResponseSchema } from './moderation.schemas.ts';
import { spendReportBudget } from './report-limits.ts';

const reportRoute = createRoute({
  method: 'post',
  path: '/api/v1/reports',
  tags: ['Reports'],
  summary:
    'Report an event, comment, roundup, collection, post or profile to the moderators; a second report of the same item answers the first',
  security: [{ bearer: [] }],
  request: {
    body: { required: true, ...json(reportRequestSchema, 'What is reported, and why') },
  },
  responses: {
    201: json(reportResponseSchema, 'Reported'),
    200: json(reportResponseSchema, 'Already reported by this account: the first report, counted once'),
    ...errorResponses(400, 401, 404),
    429: json(apiErrorSchema, 'Too many reports; see Retry-After'),
  },
});

export function toReportResponse(row: ReportRow) {
  return validated(reportResponseSchema, {
    id: row.id,
    subjectType: row.subjectType as ReportSubjectType,
    subjectId: row.subjectId,
    reason: row.reason as ReportReason,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  });
}

export function registerReportRoutes(app: App): void {
  app.openapi(reportRoute, async (c) => {
    const reporter = requireUser(c);
    const services = c.get('services');
    const { db, config, clock } = services;
    const body = c.req.valid('json');
    if (!isPlausibleId(body.subjectId)) throw notFound('Item');
    const subject = await findReportSubject(db, {
      subjectType: body.subjectType,
      subjectId: body.subjectId,
      viewer: reporter.id,
    });
    if (!subject) throw notFound('Item');
    if (subject.ownerIds.includes(reporter.id)) {
      throw new ApiError(400, 'OWN_CONTENT', 'You cannot report your own content or profile.', [
        { field: 'body.subjectId', message: 'This is yours' },
      ]);
    }
    await spendReportBudget(services, reporter.id);
    const filed = await fileReport(db, {
      reporterId: reporter.id,
      subjectType: body.subjectType,
      subjectId: body.subjectId,
      reason: body.reason,
      details: body.details || null,
      hideThreshold: config.reportHideThreshold,
      now: clock(),
    });
    return c.json(toReportResponse(filed.report), filed.isNew ? 201 : 200);
  });
}
