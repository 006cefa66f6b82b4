/**
 * How each notification type of spec §3 behaves: the tab it shows in (spec §3 kinds: GENERAL is about you,
 * COMMUNITY about the people you follow or know), whether it reaches people in the app and by e-mail until they
 * choose otherwise, and how bursts of it are grouped. The database, the API and the website all read this one
 * table. Zod-free, so the website's bell can import it.
 */
import type {
  NotificationKind,
  NotificationSubject,
  NotificationType,
} from '../enums/notification-values.ts';
import { NOTIFICATION_TYPES } from '../enums/notification-values.ts';

export interface NotificationRule {
  kind: NotificationKind;
  /** Delivered in the app (the inbox and the bell) unless the person turns it off. */
  inApp: boolean;
  /** Also e-mailed unless the person turns it off. Frequent, low-stakes types start off. */
  email: boolean;
  /** What the preferences table calls the type. */
  label: string;
}

export const NOTIFICATION_RULES: Record<NotificationType, NotificationRule> = {
  CONNECTED: { kind: 'GENERAL', inApp: true, email: false, label: 'New followers' },
  FRIENDED: { kind: 'GENERAL', inApp: true, email: false, label: 'Someone follows you back' },
  CONTACT_JOINED_APP: {
    kind: 'COMMUNITY',
    inApp: true,
    email: false,
    label: 'Someone in your contacts joins Happenings',
  },
  JOINED_APP_BY_INVITE: {
    kind: 'GENERAL',
    inApp: true,
    email: true,
    label: 'Someone joins through your invite',
  },
  JOINED_APP_BY_CONTEST_INVITE: {
    kind: 'GENERAL',
    inApp: true,
    email: true,
    label: 'Someone joins through your contest invite',
  },
  CONNECTION_INTEREST: {
    kind: 'COMMUNITY',
    inApp: true,
    email: false,
    label: 'People you follow are interested in an event',
  },
  UPCOMING_INTEREST: {
    kind: 'GENERAL',
    inApp: true,
    email: true,
    label: 'An event you are interested in is tomorrow',
  },
  ADDED_TO_COLLECTION: {
    kind: 'GENERAL',
    inApp: true,
    email: false,
    label: 'Something is added to a collection of yours',
  },
  SHARED_COLLECTION: {
    kind: 'GENERAL',
    inApp: true,
    email: true,
    label: 'Someone shares a collection with you',
  },
  SHARED_EXPERIENCE: { kind: 'GENERAL', inApp: true, email: true, label: 'Someone sends you an event' },
  INVITED_TO_COLLECTION: {
    kind: 'GENERAL',
    inApp: true,
    email: true,
    label: 'Someone invites you to a collection',
  },
  INVITED_TO_EXPERIENCE: {
    kind: 'GENERAL',
    inApp: true,
    email: true,
    label: 'Someone invites you to an event',
  },
  REPLIED_TO_COMMENT: { kind: 'GENERAL', inApp: true, email: true, label: 'Replies to your comments' },
  COMMENTED_ON_CROWD_SOURCED_ROUNDUP: {
    kind: 'GENERAL',
    inApp: true,
    email: true,
    label: 'Answers to your roundups',
  },
  // An editor's decision on an event the host submitted: rare, and the host waits for it.
  EXPERIENCE_APPROVED: {
    kind: 'GENERAL',
    inApp: true,
    email: true,
    label: 'An editor publishes an event you submitted',
  },
  EXPERIENCE_REJECTED: {
    kind: 'GENERAL',
    inApp: true,
    email: true,
    label: 'An editor sends an event you submitted back to you',
  },
  // A warning must reach the person whatever they chose for other types; they may still turn the e-mail off.
  MODERATION_WARNING: {
    kind: 'GENERAL',
    inApp: true,
    email: true,
    label: 'A moderator warns you about something you posted',
  },
  REPORT_RESOLVED: {
    kind: 'GENERAL',
    inApp: true,
    email: false,
    label: 'A moderator acts on something you reported',
  },
  NEW_EXPERIENCE_FOLLOWED: {
    kind: 'COMMUNITY',
    inApp: true,
    email: false,
    label: 'A place or host you follow has a new event',
  },
};

/** The types in the order the preferences table lists them (spec §3 order). */
export const NOTIFICATION_PREFERENCE_TYPES: readonly NotificationType[] = NOTIFICATION_TYPES;

export function notificationKindOf(type: NotificationType): NotificationKind {
  return NOTIFICATION_RULES[type].kind;
}

export interface NotificationSubjectRef {
  type: NotificationSubject;
  id: string;
}

/**
 * The group a notification joins while it is unread, so a burst reads as one line ("Ana and 12 others are
 * interested in …") instead of thirteen. Most types group per subject (everyone interested in one event, every
 * reply to one comment); a type whose subject is a USER groups per type alone, because that user is the person
 * who acted ("Ana and 3 others followed you": one line, not one per follower). Deterministic text, so the
 * database's unique index on (recipient, group key) among unread rows can hold the rule.
 */
export function notificationGroupKey(type: NotificationType, subject: NotificationSubjectRef): string {
  return subject.type === 'USER' ? type : `${type}:${subject.type}:${subject.id}`;
}
