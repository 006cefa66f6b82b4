/**
 * The three notification enumerations of spec §3 as plain values, kept apart from enums.ts so that code needing
 * only the values (the website's bell and inbox, in the browser bundle) does not load zod.
 */

/** spec §3 notes that this list may not be complete; these are the known types. */
export const NOTIFICATION_TYPES = [
  'FRIENDED',
  'CONNECTED',
  'CONTACT_JOINED_APP',
  'JOINED_APP_BY_INVITE',
  'CONNECTION_INTEREST',
  'UPCOMING_INTEREST',
  'ADDED_TO_COLLECTION',
  'SHARED_COLLECTION',
  'SHARED_EXPERIENCE',
  'INVITED_TO_COLLECTION',
  'INVITED_TO_EXPERIENCE',
  'REPLIED_TO_COMMENT',
  'COMMENTED_ON_CROWD_SOURCED_ROUNDUP',
  'JOINED_APP_BY_CONTEST_INVITE',
  // The host's side of the review queue (issue 23): an editor's decision on an experience they submitted.
  'EXPERIENCE_APPROVED',
  'EXPERIENCE_REJECTED',
  // Moderation (issue 23): a moderator's warning to an account, with the reason; and the outcome a reporter is
  // told when a moderator acted on what they reported. Both are about the recipient (subject USER, themselves).
  'MODERATION_WARNING',
  'REPORT_RESOLVED',
  // A new event at a place, or by a host, the recipient follows; nobody acted (subject EXPERIENCE).
  'NEW_EXPERIENCE_FOLLOWED',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_SUBJECTS = [
  'COMMENT',
  'COLLECTION',
  'CROWD_SOURCED_ROUNDUP',
  'EXPERIENCE',
  'INVITE',
  'USER',
  'CONTEST',
] as const;
export type NotificationSubject = (typeof NOTIFICATION_SUBJECTS)[number];

export const NOTIFICATION_KINDS = ['GENERAL', 'COMMUNITY'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
