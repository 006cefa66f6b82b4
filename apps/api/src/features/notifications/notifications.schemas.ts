/**
 * Request and response bodies of the inbox (issue 11: the spec's list of calls "may not be complete"; these follow
 * the style of spec §7): the notifications, the unread counts, read marks, per-type preferences and the e-mail
 * unsubscribe link.
 */
import { NOTIFICATION_TYPES, notificationKindSchema } from '@happenings/domain/enums';
import {
  countSchema,
  cursorPageSchema,
  idSchema,
  NOTIFICATION_ACTORS_SHOWN,
  notificationPreferenceSchema,
  notificationSchema,
  notificationSubjectViewSchema,
} from '@happenings/domain/schemas';
import { z } from 'zod';
import { avatarUserResponseSchema } from '../users/user.response.ts';

/** Notifications a page holds: 20 by default, at most 50. */
export const NOTIFICATIONS_PAGE = { defaultLimit: 20, maxLimit: 50 } as const;

export const notificationsQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(NOTIFICATIONS_PAGE.maxLimit)
    .default(NOTIFICATIONS_PAGE.defaultLimit),
  cursor: z.string().min(1).max(200).optional(),
  /** One tab: GENERAL (about you) or COMMUNITY (about people you follow or know); both when absent. */
  kind: notificationKindSchema.optional(),
});

export const markAllReadQuerySchema = z.object({ kind: notificationKindSchema.optional() });

export const notificationParamSchema = z.object({ id: idSchema.max(100) });

export const notificationResponseSchema = notificationSchema
  .extend({
    subject: notificationSubjectViewSchema.meta({ id: 'NotificationSubjectView' }),
    actors: z.array(avatarUserResponseSchema).max(NOTIFICATION_ACTORS_SHOWN),
  })
  .meta({ id: 'Notification' });
export type NotificationResponse = z.infer<typeof notificationResponseSchema>;

export const notificationPageSchema = cursorPageSchema(notificationResponseSchema).meta({
  id: 'NotificationPage',
});

export const unreadCountSchema = z
  .object({
    /** Unread notifications in both tabs. */
    count: countSchema,
    general: countSchema,
    community: countSchema,
  })
  .meta({ id: 'NotificationUnreadCount' });

export const notificationPreferenceResponseSchema = notificationPreferenceSchema.meta({
  id: 'NotificationPreference',
});

export const notificationPreferencesSchema = z
  .object({ items: z.array(notificationPreferenceResponseSchema) })
  .meta({ id: 'NotificationPreferences' });

export const notificationPreferencesBodySchema = z
  .object({
    /** The types to change (the others keep their setting), each once. */
    items: z
      .array(notificationPreferenceSchema)
      .min(1)
      .max(NOTIFICATION_TYPES.length)
      .refine((items) => new Set(items.map((item) => item.type)).size === items.length, {
        message: 'Each type may appear once',
      }),
  })
  .meta({ id: 'NotificationPreferencesUpdate' });

export const notificationUnsubscribeBodySchema = z
  .object({ token: z.string().min(1).max(300) })
  .meta({ id: 'NotificationUnsubscribeRequest' });
