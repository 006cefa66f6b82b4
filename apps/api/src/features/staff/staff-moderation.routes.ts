/**
 * The moderators' calls (issue 23), under /api/v1/staff: the queue of report cases (most-reported first, then the
 * longest waiting), one case with its reports, and the decisions: dismiss a case; hide, restore or remove an item;
 * warn, suspend, ban or unban an account. Who may make each is in http/access-policy.ts (moderators; an admin may
 * do everything) and docs/moderation.md.
 *
 * Every decision is one transaction with its audit row, and resolves the item's open case (@happenings/db/
 * moderation). Two moderators deciding at once: the second is answered 409 ALREADY_DECIDED naming the first
 * decision, and nothing happens twice. Nobody sanctions their own account, and only an admin sanctions an admin.
 */
import {
  decideItem,
  findReportCase,
  findReportSubject,
  type ItemAction,
  type ItemDecisionResult,
  listCaseReports,
  listReportCases,
  type ReportCaseRow,
  type Sanction,
  type SanctionResult,
  sanctionAccount,
} from '@happenings/db/moderation';
import { findUserById } from '@happenings/db/users';
import type { ReportReason, ReportSubjectType } from '@happenings/domain/moderation';
import { hasStaffRole, parseStaffRoles } from '@happenings/domain/staff';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { App, AppEnv } from '../../context.ts';
import { ApiError, forbidden, invalidField, notFound } from '../../errors/api-error.ts';
import { apiErrorSchema, errorResponses, json } from '../../http/openapi-responses.ts';
import { decodeCursor, encodeCursor } from '../../http/page-cursor.ts';
import { validated } from '../../http/validated.ts';
import { requireUser } from '../auth/session.middleware.ts';
import {
  accountSanctionSchema,
  banBodySchema,
  caseIdParamsSchema,
  dismissBodySchema,
  moderationDecisionSchema,
  moderationReasonBodySchema,
  personParamsSchema,
  reportCaseDetailSchema,
  reportCasePageSchema,
  reportCaseQuerySchema,
  subjectParamsSchema,
  suspendBodySchema,
  unbanBodySchema,
} from '../moderation/moderation.schemas.ts';
import { toItemModeration, toReportCases } from '../moderation/report-case.response.ts';
import { toAvatarUser } from '../users/user.response.ts';
import { toStaffPerson } from './staff-person.response.ts';

const tags = ['Staff'];
const security = [{ bearer: [] }];

const conflictResponse = {
  409: json(
    apiErrorSchema,
    'ALREADY_DECIDED (another moderator decided first; details name the decision), NOT_HIDDEN, NOT_OPEN, NOT_BANNED or REMOVED',
  ),
};

const queueRoute = createRoute({
  method: 'get',
  path: '/api/v1/staff/reports',
  tags,
  summary: 'Report cases, most-reported first then the longest waiting, open by default (moderator)',
  security,
  request: { query: reportCaseQuerySchema },
  responses: { 200: json(reportCasePageSchema, 'A page of cases'), ...errorResponses(400, 401, 403, 404) },
});

const caseRoute = createRoute({
  method: 'get',
  path: '/api/v1/staff/reports/{caseId}',
  tags,
  summary: 'One report case with its reports and reporters (moderator)',
  security,
  request: { params: caseIdParamsSchema },
  responses: { 200: json(reportCaseDetailSchema, 'The case'), ...errorResponses(400, 401, 403, 404) },
});

const dismissRoute = createRoute({
  method: 'post',
  path: '/api/v1/staff/reports/{caseId}/dismiss',
  tags,
  summary:
    'Close an open case without acting on the item, with a note; an item the system hid is shown again (moderator)',
  security,
  request: {
    params: caseIdParamsSchema,
    body: { required: true, ...json(dismissBodySchema, 'The moderators’ note') },
  },
  responses: {
    200: json(moderationDecisionSchema, 'Dismissed'),
    ...errorResponses(400, 401, 403, 404),
    ...conflictResponse,
  },
});

const itemActionRoute = (action: Exclude<ItemAction, 'dismiss'>, summary: string) =>
  createRoute({
    method: 'post',
    path: `/api/v1/staff/moderation/{subjectType}/{subjectId}/${action}`,
    tags,
    summary,
    security,
    request: {
      params: subjectParamsSchema,
      body: { required: true, ...json(moderationReasonBodySchema, 'Why, for the author and the audit log') },
    },
    responses: {
      200: json(moderationDecisionSchema, 'Decided'),
      ...errorResponses(400, 401, 403, 404),
      ...conflictResponse,
    },
  });

const hideRoute = itemActionRoute(
  'hide',
  'Hide an item from everyone but its author, who reads the reason on it; resolves its case (moderator)',
);
const restoreRoute = itemActionRoute(
  'restore',
  'Show a hidden item again (also publishes a comment held for review); resolves its case (moderator)',
);
const removeRoute = itemActionRoute(
  'remove',
  'Remove an item for everyone, its author included (told why); final; resolves its case (moderator)',
);

const sanctionRoute = (
  sanction: Sanction,
  body:
    | typeof moderationReasonBodySchema
    | typeof suspendBodySchema
    | typeof banBodySchema
    | typeof unbanBodySchema,
  summary: string,
) =>
  createRoute({
    method: 'post',
    path: `/api/v1/staff/people/{id}/${sanction}`,
    tags,
    summary,
    security,
    request: { params: personParamsSchema, body: { required: true, ...json(body, 'Why, and until when') } },
    responses: {
      200: json(accountSanctionSchema, 'The account after the decision'),
      ...errorResponses(400, 401, 403, 404),
      ...conflictResponse,
    },
  });

const warnRoute = sanctionRoute(
  'warn',
  moderationReasonBodySchema,
  'Warn an account: the person is notified with the reason (moderator)',
);
const suspendRoute = sanctionRoute(
  'suspend',
  suspendBodySchema,
  'Suspend an account until a date: its sessions end, its content is hidden, its e-mail and phone cannot sign up again meanwhile (moderator)',
);
const banRoute = sanctionRoute(
  'ban',
  banBodySchema,
  'Ban an account, with or without an end: as a suspension (moderator)',
);
const unbanRoute = sanctionRoute(
  'unban',
  unbanBodySchema,
  'Lift a suspension or a ban: the account may sign in again and its content shows again (moderator)',
);

function alreadyDecided(reportCase: ReportCaseRow | null, what: string): ApiError {
  const at = reportCase?.decidedAt?.toISOString() ?? null;
  return new ApiError(
    409,
    'ALREADY_DECIDED',
    `Another moderator already decided ${what}${at ? ` at ${at}` : ''}.`,
    {
      decision: reportCase?.decision ?? null,
      decidedAt: at,
      caseState: reportCase?.state ?? null,
    },
  );
}

async function answerItemDecision(
  c: Context<AppEnv>,
  result: ItemDecisionResult,
  subject: { subjectType: ReportSubjectType; subjectId: string },
) {
  const { db, config } = c.get('services');
  if (result.outcome === 'case-not-found') throw notFound('Case of this item');
  if (result.outcome === 'refused') {
    switch (result.code) {
      case 'ALREADY_DECIDED':
        throw alreadyDecided(result.reportCase, 'this');
      case 'NOT_OPEN':
        throw new ApiError(409, 'NOT_OPEN', 'This case is not open: nothing to dismiss.');
      case 'NOT_HIDDEN':
        throw new ApiError(409, 'NOT_HIDDEN', 'This item is not hidden: nothing to restore.');
      case 'REMOVED':
        throw new ApiError(409, 'REMOVED', 'This item was removed: a removal is final.');
    }
  }
  const [reportCase] = await toReportCases(db, [result.reportCase], config);
  return validated(moderationDecisionSchema, {
    ...subject,
    moderation: toItemModeration(result.moderation),
    case: reportCase ?? null,
  });
}

async function decideOnItem(c: Context<AppEnv>, action: Exclude<ItemAction, 'dismiss'>) {
  const moderator = requireUser(c);
  const { db, clock } = c.get('services');
  const subject = c.req.valid('param' as never) as { subjectType: ReportSubjectType; subjectId: string };
  const body = c.req.valid('json' as never) as { reason: string; caseId?: string };
  const found = await findReportSubject(db, { ...subject, viewer: 'staff' });
  if (!found) throw notFound('Item');
  const result = await decideItem(db, {
    ...subject,
    action,
    actorId: moderator.id,
    reason: body.reason,
    caseId: body.caseId,
    authorId: found.authorId,
    now: clock(),
  });
  return c.json(await answerItemDecision(c, result, subject), 200);
}

async function sanction(
  c: Context<AppEnv>,
  kind: Sanction,
  body: { reason?: string; until?: string; caseId?: string },
) {
  const moderator = requireUser(c);
  const { db, config, clock } = c.get('services');
  const { id } = c.req.valid('param' as never) as { id: string };
  const now = clock();
  if (id === moderator.id) {
    throw new ApiError(403, 'OWN_ACCOUNT', 'Nobody warns, suspends or bans their own account.');
  }
  const target = await findUserById(db, id);
  if (!target) throw notFound('User');
  // A moderator cannot sanction an admin: the admins are the check on the moderators, not the other way round.
  if (hasStaffRole(parseStaffRoles(target.role), ['admin']) && !moderator.roles.includes('admin')) {
    throw forbidden('Only an admin may do this to an admin.');
  }
  const until = body.until === undefined ? null : new Date(body.until);
  if (until && until.getTime() <= now) throw invalidField('body.until', 'Must be in the future');
  const result: SanctionResult = await sanctionAccount(db, {
    userId: id,
    actorId: moderator.id,
    sanction: kind,
    reason: body.reason ?? null,
    until,
    caseId: body.caseId,
    now,
  });
  if (result.outcome === 'not-found') throw notFound('User');
  if (result.outcome === 'case-not-found') throw notFound('Case');
  if (result.outcome === 'refused') {
    if (result.code === 'NOT_BANNED') {
      throw new ApiError(409, 'NOT_BANNED', 'This account is not suspended or banned.');
    }
    throw alreadyDecided(result.reportCase, 'about this account');
  }
  const [reportCase] = result.reportCase ? await toReportCases(db, [result.reportCase], config) : [];
  return c.json(
    validated(accountSanctionSchema, {
      person: toStaffPerson(result.user, config),
      banReason: result.user.banned ? result.user.banReason : null,
      banExpires: result.user.banned ? (result.user.banExpires?.toISOString() ?? null) : null,
      sessionsEnded: result.sessionsEnded,
      case: reportCase ?? null,
    }),
    200,
  );
}

export function registerStaffModerationRoutes(app: App): void {
  app.openapi(queueRoute, async (c) => {
    const { db, config } = c.get('services');
    const query = c.req.valid('query');
    const page = await listReportCases(db, {
      state: query.state,
      subjectType: query.subjectType,
      limit: query.limit,
      cursor: decodeCursor(query.cursor),
    });
    const items = await toReportCases(db, page.rows, config);
    return c.json(validated(reportCasePageSchema, { items, nextCursor: encodeCursor(page.next) }), 200);
  });

  app.openapi(caseRoute, async (c) => {
    const { db, config } = c.get('services');
    const row = await findReportCase(db, c.req.valid('param').caseId);
    if (!row) throw notFound('Case');
    const [reportCase] = await toReportCases(db, [row], config);
    const reports = await listCaseReports(db, row.id);
    return c.json(
      validated(reportCaseDetailSchema, {
        ...reportCase!,
        reports: reports.map(({ report, reporter }) => ({
          id: report.id,
          reason: report.reason as ReportReason,
          details: report.details,
          createdAt: report.createdAt.toISOString(),
          reporter: reporter ? toAvatarUser(reporter, config) : null,
        })),
      }),
      200,
    );
  });

  app.openapi(dismissRoute, async (c) => {
    const moderator = requireUser(c);
    const { db, clock } = c.get('services');
    const row = await findReportCase(db, c.req.valid('param').caseId);
    if (!row) throw notFound('Case');
    const subject = { subjectType: row.subjectType as ReportSubjectType, subjectId: row.subjectId };
    const result = await decideItem(db, {
      ...subject,
      action: 'dismiss',
      actorId: moderator.id,
      reason: c.req.valid('json').note ?? null,
      caseId: row.id,
      now: clock(),
    });
    return c.json(await answerItemDecision(c, result, subject), 200);
  });

  app.openapi(hideRoute, (c) => decideOnItem(c, 'hide'));
  app.openapi(restoreRoute, (c) => decideOnItem(c, 'restore'));
  app.openapi(removeRoute, (c) => decideOnItem(c, 'remove'));

  app.openapi(warnRoute, (c) => sanction(c, 'warn', c.req.valid('json')));
  app.openapi(suspendRoute, (c) => sanction(c, 'suspend', c.req.valid('json')));
  app.openapi(banRoute, (c) => sanction(c, 'ban', c.req.valid('json')));
  app.openapi(unbanRoute, (c) => sanction(c, 'unban', c.req.valid('json')));
}
