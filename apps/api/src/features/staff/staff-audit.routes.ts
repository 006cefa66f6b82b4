/**
 * The audit log (issue 23), an admin's reading: every staff action newest first, filtered by who acted, what they
 * did, what they did it to and when, paged by cursor. Nothing here writes to it; nothing anywhere may change it.
 */
import { listStaffActions, type StaffActionListRow } from '@happenings/db/staff';
import type { StaffAction, StaffTargetType } from '@happenings/domain/staff';
import { createRoute } from '@hono/zod-openapi';
import type { App } from '../../context.ts';
import { invalidField } from '../../errors/api-error.ts';
import { errorResponses, json } from '../../http/openapi-responses.ts';
import { decodeCursor, encodeCursor } from '../../http/page-cursor.ts';
import { validated } from '../../http/validated.ts';
import { displayUsername } from '../users/user.response.ts';
import { auditQuerySchema, staffActionPageSchema } from './staff.schemas.ts';

const auditRoute = createRoute({
  method: 'get',
  path: '/api/v1/staff/audit',
  tags: ['Staff'],
  summary: 'The audit log, newest first, by actor, action, target and dates (admin)',
  security: [{ bearer: [] }],
  request: { query: auditQuerySchema },
  responses: {
    200: json(staffActionPageSchema, 'A page of staff actions'),
    ...errorResponses(400, 401, 403, 404),
  },
});

function toStaffActionResponse({ action, actor }: StaffActionListRow) {
  return {
    id: action.id,
    action: action.action as StaffAction,
    actor: actor ? { uid: actor.id, username: displayUsername(actor), displayName: actor.name } : null,
    actorId: action.actorId,
    target: { type: action.targetType as StaffTargetType, id: action.targetId },
    before: action.before,
    after: action.after,
    reason: action.reason,
    createdAt: action.createdAt.toISOString(),
  };
}

export function registerStaffAuditRoutes(app: App): void {
  app.openapi(auditRoute, async (c) => {
    const query = c.req.valid('query');
    if (query.targetId !== undefined && query.targetType === undefined) {
      throw invalidField('query.targetType', 'Name the kind of target the id is of');
    }
    const from = query.from === undefined ? undefined : new Date(query.from);
    const to = query.to === undefined ? undefined : new Date(query.to);
    if (from && to && from >= to) throw invalidField('query.to', 'Must come after from');
    const page = await listStaffActions(c.get('services').db, {
      actorId: query.actorId,
      action: query.action,
      targetType: query.targetType,
      targetId: query.targetId,
      from,
      to,
      limit: query.limit,
      cursor: decodeCursor(query.cursor),
    });
    const items = page.rows.map(toStaffActionResponse);
    return c.json(validated(staffActionPageSchema, { items, nextCursor: encodeCursor(page.next) }), 200);
  });
}
