/**
 * An in-app notification (spec §3 notification types, subjects and kinds). The spec shows only the three
 * enumerations; the rest is what a notification list needs: who did it, to what, and whether it was read.
 */
import { z } from 'zod';
import { notificationKindSchema, notificationSubjectSchema, notificationTypeSchema } from '../enums/enums.ts';
import { avatarUserSchema } from './avatar-user.schema.ts';
import { idSchema, instantSchema } from './instant.schema.ts';

export const notificationSchema = z.object({
  id: idSchema,
  type: notificationTypeSchema,
  /** What the notification is about; subjectId names it. */
  subject: notificationSubjectSchema,
  subjectId: idSchema,
  /** GENERAL (about you) or COMMUNITY (about people you follow). */
  kind: notificationKindSchema,
  /** The user who caused it; null for system notifications (UPCOMING_INTEREST). */
  actor: avatarUserSchema.nullable(),
  /** Rendered text, so clients need no per-type templates. */
  message: z.string().min(1),
  isRead: z.boolean(),
  createdAt: instantSchema,
});
export type Notification = z.infer<typeof notificationSchema>;
