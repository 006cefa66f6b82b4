/**
 * spec §3 notification types SHARED_EXPERIENCE ("send to a friend": passing an event on) and
 * INVITED_TO_EXPERIENCE ("X invited you to go to …"), subject EXPERIENCE:
 * POST /api/v1/experiences/{id}/shares and POST /api/v1/experiences/{id}/invites. The spec lists the types but no
 * call; these follow §7's style (POST .../{id}/shares as for community collections).
 *
 * A send keeps no record of its own: the notifications it makes are the record (one per person, grouped as every
 * notification is: a second send of the same event joins the person's unread notification of it, with the latest
 * note). Who may send: a signed-in caller (http/access-policy.ts) who can see the experience
 * (requireVisibleExperience: a draft is 404 to all but its creator and host, whose recipients see it once it is
 * published, since the inbox shows only what its reader may see). The people must exist and not be the caller
 * (400 naming body.userIds); how many people one person tells an hour is limited (experience-send-limits.ts).
 */
import type { Database } from '@happenings/db/client';
import { findExperienceById } from '@happenings/db/experiences';
import { isItemVisible } from '@happenings/db/interested';
import { createNotifications } from '@happenings/db/notifications';
import { listUsersByIds, type UserRow } from '@happenings/db/users';
import type { NotificationType } from '@happenings/domain/enums';
import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { App, AppEnv } from '../../context.ts';
import { invalidField, notFound } from '../../errors/api-error.ts';
import { apiErrorSchema, errorResponses, json } from '../../http/openapi-responses.ts';
import { isPlausibleId } from '../../http/plausible-id.ts';
import { validated } from '../../http/validated.ts';
import { requireUser } from '../auth/session.middleware.ts';
import { toAvatarUser } from '../users/user.response.ts';
import { spendExperienceSendBudget } from './experience-send-limits.ts';
import { experienceSendBodySchema, experienceSendResultSchema } from './experience-shares.schemas.ts';
import { experienceIdParamsSchema } from './experiences.schemas.ts';

const TAGS = ['Experiences'];

/**
 * 404 unless the caller may see the experience (a draft only to its creator and host), before the body is read: a
 * stranger learns nothing of a draft, whatever they send.
 */
const requireVisibleExperience: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = c.req.param('id');
  const viewerId = c.get('user')?.id ?? null;
  const isVisible =
    isPlausibleId(id) &&
    (await isItemVisible(c.get('services').db, { itemType: 'experience', itemId: id, viewerId }));
  if (!isVisible) throw notFound('Experience');
  await next();
};

function sendRoute(path: 'shares' | 'invites', summary: string) {
  return createRoute({
    method: 'post',
    path: `/api/v1/experiences/{id}/${path}`,
    tags: TAGS,
    summary,
    security: [{ bearer: [] }],
    middleware: [requireVisibleExperience] as const,
    request: {
      params: experienceIdParamsSchema,
      body: { required: true, ...json(experienceSendBodySchema, 'Who to tell, and a note') },
    },
    responses: {
      201: json(experienceSendResultSchema, 'Sent; each person is notified'),
      ...errorResponses(400, 401, 404),
      429: json(apiErrorSchema, 'Too many people told this hour (Retry-After)'),
    },
  });
}

const shareRoute = sendRoute('shares', 'Send an experience to people (each is notified SHARED_EXPERIENCE)');
const inviteRoute = sendRoute(
  'invites',
  'Invite people to go to an experience (each is notified INVITED_TO_EXPERIENCE)',
);

/** The people named, each once, all existing and none of them the caller; otherwise 400 naming body.userIds. */
async function requireRecipients(
  db: Database,
  callerId: string,
  userIds: readonly string[],
): Promise<UserRow[]> {
  const ids = [...new Set(userIds)];
  if (ids.includes(callerId)) throw invalidField('body.userIds', 'You cannot send an event to yourself');
  const found = await listUsersByIds(db, ids);
  const byId = new Map(found.map((user) => [user.id, user]));
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length > 0) {
    throw invalidField(
      'body.userIds',
      `No such ${unknown.length === 1 ? 'user' : 'users'}: ${unknown.join(', ')}`,
    );
  }
  return ids.map((id) => byId.get(id) as UserRow);
}

function registerSend(
  app: App,
  route: typeof shareRoute,
  type: Extract<NotificationType, 'SHARED_EXPERIENCE' | 'INVITED_TO_EXPERIENCE'>,
): void {
  app.openapi(route, async (c) => {
    const caller = requireUser(c);
    const { id } = c.req.valid('param');
    const { userIds, message } = c.req.valid('json');
    const services = c.get('services');
    const { db, config } = services;
    // requireVisibleExperience answered 404 already for what the caller may not see; this reads the row.
    const experience = await findExperienceById(db, id);
    if (!experience) throw notFound('Experience');
    const recipients = await requireRecipients(db, caller.id, userIds);
    await spendExperienceSendBudget(services, caller.id, recipients.length);
    await createNotifications(
      db,
      recipients.map((recipient) => ({
        recipientId: recipient.id,
        actorId: caller.id,
        type,
        subjectType: 'EXPERIENCE' as const,
        subjectId: experience.id,
        data: message ? { message } : {},
      })),
    );
    const result = { recipients: recipients.map((user) => toAvatarUser(user, config)) };
    return c.json(validated(experienceSendResultSchema, result), 201);
  });
}

export function registerExperienceSharesRoutes(app: App): void {
  registerSend(app, shareRoute, 'SHARED_EXPERIENCE');
  registerSend(app, inviteRoute, 'INVITED_TO_EXPERIENCE');
}
