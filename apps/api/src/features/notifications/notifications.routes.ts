/**
 * The inbox (issue 11; spec §3 notification types, subjects and kinds; spec §7 lists no inbox calls, these follow
 * its style): the caller's notifications newest activity first with an opaque cursor, one tab or both; the
 * unread counts the bell polls; marking one or all read. Every call is the signed-in caller's own. A notification
 * whose subject the caller may no longer see (a draft, a private collection they left, a deleted comment) is left
 * out of the list and of the counts alike.
 */
import {
  countUnreadNotifications,
  listNotificationActors,
  listNotifications,
  loadNotificationSubjects,
  markAllNotificationsRead,
  markNotificationRead,
  subjectKey,
  type UnreadCounts,
} from '@happenings/db/notifications';
import type { NotificationSubject } from '@happenings/domain/enums';
import { NOTIFICATION_ACTORS_SHOWN } from '@happenings/domain/schemas';
import { createRoute } from '@hono/zod-openapi';
import type { App } from '../../context.ts';
import { notFound } from '../../errors/api-error.ts';
import { apiErrorSchema, errorResponses, json } from '../../http/openapi-responses.ts';
import { decodeCursor, encodeCursor } from '../../http/page-cursor.ts';
import { validated } from '../../http/validated.ts';
import { requireUser } from '../auth/session.middleware.ts';
import { toNotificationResponse } from './notification.response.ts';
import { spendNotificationWrite } from './notification-limits.ts';
import {
  markAllReadQuerySchema,
  notificationPageSchema,
  notificationParamSchema,
  notificationsQuerySchema,
  unreadCountSchema,
} from './notifications.schemas.ts';

const tags = ['Notifications'];
const rateLimited = { 429: json(apiErrorSchema, 'RATE_LIMITED: too many writes in a minute (Retry-After)') };

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/notifications',
  tags,
  summary: "The caller's notifications, latest activity first (grouped: one row per burst), paged by cursor",
  request: { query: notificationsQuerySchema },
  responses: { 200: json(notificationPageSchema, 'A page of notifications'), ...errorResponses(400, 401) },
});

const unreadCountRoute = createRoute({
  method: 'get',
  path: '/api/v1/notifications/unread-count',
  tags,
  summary: 'How many notifications the caller has not read, in all and per tab',
  responses: { 200: json(unreadCountSchema, 'Unread counts'), ...errorResponses(401) },
});

const readOneRoute = createRoute({
  method: 'post',
  path: '/api/v1/notifications/{id}/read',
  tags,
  summary: 'Mark one of the caller’s notifications read (idempotent); answers the unread counts',
  request: { params: notificationParamSchema },
  responses: {
    200: json(unreadCountSchema, 'The unread counts afterwards'),
    ...errorResponses(400, 401, 404),
    ...rateLimited,
  },
});

const readAllRoute = createRoute({
  method: 'post',
  path: '/api/v1/notifications/read',
  tags,
  summary: 'Mark all the caller’s notifications read, or those of one tab; answers the unread counts',
  request: { query: markAllReadQuerySchema },
  responses: {
    200: json(unreadCountSchema, 'The unread counts afterwards'),
    ...errorResponses(400, 401),
    ...rateLimited,
  },
});

const toUnreadCount = (counts: UnreadCounts) => ({
  count: counts.GENERAL + counts.COMMUNITY,
  general: counts.GENERAL,
  community: counts.COMMUNITY,
});

export function registerNotificationsRoutes(app: App): void {
  app.openapi(listRoute, async (c) => {
    const caller = requireUser(c);
    const query = c.req.valid('query');
    const cursor = decodeCursor(query.cursor);
    const { db, config } = c.get('services');
    const page = await listNotifications(db, {
      recipientId: caller.id,
      kind: query.kind,
      limit: query.limit,
      cursor,
    });
    const rows = page.rows.map((entry) => entry.notification);
    const subjects = await loadNotificationSubjects(
      db,
      rows.map((row) => ({ type: row.subjectType as NotificationSubject, id: row.subjectId })),
    );
    const actors = await listNotificationActors(db, {
      notificationIds: rows.map((row) => row.id),
      perNotification: NOTIFICATION_ACTORS_SHOWN,
    });
    // A subject deleted between the page's query and these reads is left out like any other gone subject.
    const items = rows.flatMap((row) => {
      const details = subjects.get(subjectKey(row.subjectType as NotificationSubject, row.subjectId));
      return details
        ? [toNotificationResponse({ row, actors: actors.get(row.id) ?? [], details }, config)]
        : [];
    });
    return c.json(validated(notificationPageSchema, { items, nextCursor: encodeCursor(page.next) }), 200);
  });

  app.openapi(unreadCountRoute, async (c) => {
    const caller = requireUser(c);
    const counts = await countUnreadNotifications(c.get('services').db, caller.id);
    return c.json(validated(unreadCountSchema, toUnreadCount(counts)), 200);
  });

  app.openapi(readOneRoute, async (c) => {
    const caller = requireUser(c);
    const { id } = c.req.valid('param');
    const services = c.get('services');
    await spendNotificationWrite(services, caller.id);
    const found = await markNotificationRead(services.db, {
      recipientId: caller.id,
      id,
      now: new Date(services.clock()),
    });
    if (!found) throw notFound('Notification');
    const counts = await countUnreadNotifications(services.db, caller.id);
    return c.json(validated(unreadCountSchema, toUnreadCount(counts)), 200);
  });

  app.openapi(readAllRoute, async (c) => {
    const caller = requireUser(c);
    const { kind } = c.req.valid('query');
    const services = c.get('services');
    await spendNotificationWrite(services, caller.id);
    await markAllNotificationsRead(services.db, {
      recipientId: caller.id,
      kind,
      now: new Date(services.clock()),
    });
    const counts = await countUnreadNotifications(services.db, caller.id);
    return c.json(validated(unreadCountSchema, toUnreadCount(counts)), 200);
  });
}
