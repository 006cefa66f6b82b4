/**
 * An in-app notification (spec §3 notification types, subjects and kinds) as the inbox shows it, and the
 * per-type preferences. The spec shows only the three enumerations; the rest is what a notification row needs:
 * who did it (a burst is one row: the latest people and how many), to what, where it leads and whether it was read.
 */
import { z } from 'zod';
import { notificationKindSchema, notificationSubjectSchema, notificationTypeSchema } from '../enums/enums.ts';
import { avatarUserSchema } from './avatar-user.schema.ts';
import { countSchema, idSchema, instantSchema } from './instant.schema.ts';

/** The people shown on a grouped notification: the latest few; `actorCount` says how many acted in all. */
export const NOTIFICATION_ACTORS_SHOWN = 3;

/** What a notification is about, with what its row shows of it. */
export const notificationSubjectViewSchema = z.object({
  type: notificationSubjectSchema,
  /** The subject's id (a collection's is its documentId, as everywhere in the API). */
  id: idSchema,
  /** The name to show: an event's or collection's name, a roundup's question, a person's name. */
  title: z.string().nullable(),
  /** The path segment of its page: an event's or roundup's slug, a person's username; null when it has none. */
  slug: z.string().nullable(),
  /**
   * The start of the comment a COMMENT subject is (the comment of yours that was replied to); for an event sent or
   * an invitation to one (SHARED_EXPERIENCE, INVITED_TO_EXPERIENCE), the note its sender added.
   */
  snippet: z.string().nullable(),
});
export type NotificationSubjectView = z.infer<typeof notificationSubjectViewSchema>;

export const notificationSchema = z.object({
  id: idSchema,
  type: notificationTypeSchema,
  /** GENERAL (about you) or COMMUNITY (about people you follow or know): the inbox's two tabs. */
  kind: notificationKindSchema,
  subject: notificationSubjectViewSchema,
  /** The latest people who acted, newest first; empty for notifications nobody caused (UPCOMING_INTEREST). */
  actors: z.array(avatarUserSchema).max(NOTIFICATION_ACTORS_SHOWN),
  actorCount: countSchema,
  /** The sentence to show ("Ana and 12 others are interested in …"), so clients need no templates. */
  text: z.string().min(1),
  /** The website page it leads to (/event/{slug}, /u/{username}, …); null when the subject has no page. */
  url: z.string().startsWith('/').nullable(),
  read: z.boolean(),
  createdAt: instantSchema,
  /** The latest activity in the group: the inbox is ordered by it. */
  updatedAt: instantSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

/** One row of the preferences: whether a type reaches the person in the app and by e-mail. */
export const notificationPreferenceSchema = z.object({
  type: notificationTypeSchema,
  /** Off: notifications of this type are not created for the person at all. */
  inApp: z.boolean(),
  email: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;
