/**
 * The people behind the guide (issue 23), an admin's work: the staff, anyone found by name, username or e-mail,
 * and the roles an account holds. Nobody changes their own roles (403 OWN_ROLES): an admin cannot lock themselves
 * out or be the only witness of their own promotion, and a second admin is the check on the first. Every change is
 * in the audit log, with the roles before and after, written in the change's transaction (@happenings/db/staff).
 */
import { changeStaffRoles, listPeopleForStaff } from '@happenings/db/staff';
import { findUserById } from '@happenings/db/users';
import { createRoute } from '@hono/zod-openapi';
import type { App } from '../../context.ts';
import { ApiError, notFound } from '../../errors/api-error.ts';
import { errorResponses, json } from '../../http/openapi-responses.ts';
import { decodeCursor, encodeCursor } from '../../http/page-cursor.ts';
import { validated } from '../../http/validated.ts';
import { requireUser } from '../auth/session.middleware.ts';
import {
  peopleQuerySchema,
  rolesChangeSchema,
  setRolesBodySchema,
  staffPersonPageSchema,
  userIdParamsSchema,
} from './staff.schemas.ts';
import { toStaffPerson } from './staff-person.response.ts';

const tags = ['Staff'];

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/staff/people',
  tags,
  summary:
    'The staff, or anyone whose name, username or e-mail contains `query`; newest accounts first (admin)',
  security: [{ bearer: [] }],
  request: { query: peopleQuerySchema },
  responses: { 200: json(staffPersonPageSchema, 'A page of people'), ...errorResponses(400, 401, 403, 404) },
});

const setRolesRoute = createRoute({
  method: 'put',
  path: '/api/v1/staff/people/{id}/roles',
  tags,
  summary: 'Set the staff roles an account holds (admin; never one’s own: 403 OWN_ROLES)',
  security: [{ bearer: [] }],
  request: {
    params: userIdParamsSchema,
    body: { required: true, ...json(setRolesBodySchema, 'The roles it holds from now on') },
  },
  responses: {
    200: json(rolesChangeSchema, 'The account with its roles, and those it held before'),
    ...errorResponses(400, 401, 403, 404),
  },
});

export function registerStaffPeopleRoutes(app: App): void {
  app.openapi(listRoute, async (c) => {
    const { db, config } = c.get('services');
    const query = c.req.valid('query');
    const page = await listPeopleForStaff(db, {
      query: query.query,
      limit: query.limit,
      cursor: decodeCursor(query.cursor),
    });
    const items = page.rows.map((row) => toStaffPerson(row.user, config));
    return c.json(validated(staffPersonPageSchema, { items, nextCursor: encodeCursor(page.next) }), 200);
  });

  app.openapi(setRolesRoute, async (c) => {
    const caller = requireUser(c);
    const { id } = c.req.valid('param');
    if (id === caller.id) {
      throw new ApiError(403, 'OWN_ROLES', 'Nobody changes their own roles: ask another admin.');
    }
    const { roles, reason } = c.req.valid('json');
    const { db, config, clock } = c.get('services');
    const change = await changeStaffRoles(db, {
      actorId: caller.id,
      userId: id,
      roles,
      reason,
      now: clock(),
    });
    if (!change) throw notFound('User');
    const person = await findUserById(db, id);
    if (!person) throw notFound('User');
    return c.json(
      validated(rolesChangeSchema, {
        person: toStaffPerson(person, config),
        before: change.before,
        changed: change.changed,
      }),
      200,
    );
  });
}
