/**
 * Every enumeration of spec §3 (and the progress-timer states of §4), each as a readonly tuple of its values,
 * a zod schema built from that tuple, and the TypeScript union inferred from it.
 */
import { z } from 'zod';
import { NOTIFICATION_KINDS, NOTIFICATION_SUBJECTS, NOTIFICATION_TYPES } from './notification-values.ts';

/** spec §3 Recurrence, first list: how an experience repeats; '' means it does not. */
export const RECURRENCES = ['ONGOING', 'YEARLY', 'MONTHLY', 'WEEKLY', 'DAILY', 'ONE_TIME', ''] as const;
export const recurrenceSchema = z.enum(RECURRENCES);
export type Recurrence = z.infer<typeof recurrenceSchema>;

/** spec §3 Recurrence, second list: the schedule type derived for display (spec §4), ERROR on any failure. */
export const SCHEDULE_TYPES = ['WEEKLY', 'MONTHLY', 'ONE_TIME', 'ONGOING', 'ERROR'] as const;
export const scheduleTypeSchema = z.enum(SCHEDULE_TYPES);
export type ScheduleType = z.infer<typeof scheduleTypeSchema>;

/** Things a user can be interested in, comment on or collect. */
export const ITEM_TYPES = ['experience', 'post', 'crowd-sourced-roundup', 'place'] as const;
export const itemTypeSchema = z.enum(ITEM_TYPES);
export type ItemType = z.infer<typeof itemTypeSchema>;

export const COMMENT_KINDS = [
  'crowd-sourced-roundup',
  'recommendation',
  'comment',
  'recommendation-reply',
  'comment-reply',
] as const;
export const commentKindSchema = z.enum(COMMENT_KINDS);
export type CommentKind = z.infer<typeof commentKindSchema>;

/** How the caller relates to another user; 'friend' means both follow each other. */
export const RELATIONSHIPS = ['follower', 'following', 'friend', 'none'] as const;
export const relationshipSchema = z.enum(RELATIONSHIPS);
export type Relationship = z.infer<typeof relationshipSchema>;

export const VOTES = ['up', 'down', 'none'] as const;
export const voteSchema = z.enum(VOTES);
export type Vote = z.infer<typeof voteSchema>;

export const PUBLISH_STATES = ['PUBLISHED', 'NOT_PUBLISHED', 'PENDING_REVIEW'] as const;
export const publishStateSchema = z.enum(PUBLISH_STATES);
export type PublishState = z.infer<typeof publishStateSchema>;

/** spec §4: invites and shares start PENDING and end ACCEPTED, DECLINED or DISMISSED. */
export const SHARE_STATUSES = ['ACCEPTED', 'PENDING', 'DISMISSED', 'DECLINED'] as const;
export const shareStatusSchema = z.enum(SHARE_STATUSES);
export type ShareStatus = z.infer<typeof shareStatusSchema>;

export const INVITE_TYPES = ['LINK_INVITE', 'IN_APP_INVITE'] as const;
export const inviteTypeSchema = z.enum(INVITE_TYPES);
export type InviteType = z.infer<typeof inviteTypeSchema>;

export const COLLECTION_ROLES = ['OWNER', 'VIEWER'] as const;
export const collectionRoleSchema = z.enum(COLLECTION_ROLES);
export type CollectionRole = z.infer<typeof collectionRoleSchema>;

export const COMMENT_SORTS = ['new', 'top'] as const;
export const commentSortSchema = z.enum(COMMENT_SORTS);
export type CommentSort = z.infer<typeof commentSortSchema>;

/** Which of a creator's experiences to list: published ones, drafts (not published or in review), or all. */
export const DRAFT_FILTERS = ['PUBLISHED', 'DRAFT', 'ALL'] as const;
export const draftFilterSchema = z.enum(DRAFT_FILTERS);
export type DraftFilter = z.infer<typeof draftFilterSchema>;

// spec §3 notification types (the list may not be complete), subjects and kinds; the values live in the zod-free
// notification-values.ts for the website's bell.
export { NOTIFICATION_KINDS, NOTIFICATION_SUBJECTS, NOTIFICATION_TYPES };
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;
export const notificationSubjectSchema = z.enum(NOTIFICATION_SUBJECTS);
export type NotificationSubject = z.infer<typeof notificationSubjectSchema>;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** Items a discovery stream row can hold. */
export const STREAM_ITEM_TYPES = ['experience', 'experience-calendar', 'post', 'conversation'] as const;
export const streamItemTypeSchema = z.enum(STREAM_ITEM_TYPES);
export type StreamItemType = z.infer<typeof streamItemTypeSchema>;

/** Items a feed can hold: every stream item type and four more. */
export const FEED_ITEM_TYPES = [
  ...STREAM_ITEM_TYPES,
  'collection',
  'experience-connection',
  'suggested-connection',
  'CTA',
] as const;
export const feedItemTypeSchema = z.enum(FEED_ITEM_TYPES);
export type FeedItemType = z.infer<typeof feedItemTypeSchema>;

/** Status flags an experience can carry on top of its schedule (spec §4 display rules). */
export const EVENT_STATUSES = ['CANCELED', 'POSTPONED', 'RESCHEDULED'] as const;
export const eventStatusSchema = z.enum(EVENT_STATUSES);
export type EventStatus = z.infer<typeof eventStatusSchema>;

export const TIMINGS = ['PAST', 'FUTURE'] as const;
export const timingSchema = z.enum(TIMINGS);
export type Timing = z.infer<typeof timingSchema>;

/** spec §4 progress timer (the top-of-page progress bar). */
export const PROGRESS_TIMER_STATES = ['IDLE', 'RUNNING', 'PAUSED', 'ENDED'] as const;
export const progressTimerStateSchema = z.enum(PROGRESS_TIMER_STATES);
export type ProgressTimerState = z.infer<typeof progressTimerStateSchema>;
