/**
 * The words of a notification: "Ana and 12 others are interested in “Jazz on the Esplanade”". The API sends the
 * text with every notification, so the website and the app show the same words without templates of their own.
 * Zod-free, like the rules beside it.
 */
import type { NotificationType } from '../enums/notification-values.ts';

export interface NotificationTextInput {
  type: NotificationType;
  /** Names of the most recent people who acted, newest first (the inbox sends up to three). */
  actorNames: readonly string[];
  /** Everyone who acted, named or not. */
  actorCount: number;
  /** What it is about: the event's or collection's name, the roundup's question; null when unknown. */
  subjectTitle: string | null;
  /** The notification's stored data; FRIENDED reads from it which side of the friendship the reader is on. */
  data?: Readonly<Record<string, unknown>>;
}

/**
 * A follow that makes two people friends notifies both (FRIENDED): the one followed back, and the one who just
 * followed back, whose notification carries this data so its words are not "… followed you back".
 */
export const FOLLOWED_BACK_BY_RECIPIENT = { recipientFollowedBack: true } as const;

const isFollowBackByRecipient = (data: NotificationTextInput['data']) =>
  data?.recipientFollowedBack === FOLLOWED_BACK_BY_RECIPIENT.recipientFollowedBack;

/**
 * "Ana", "Ana and Bo", "Ana and 12 others": the newest name first, then how many more. Two people are both named;
 * beyond that the count reads better than a list. Nobody named (an account since deleted) is "Someone".
 */
export function formatActors(names: readonly string[], count: number): string {
  const [first, second] = names;
  const total = Math.max(count, names.length);
  if (!first) return total > 1 ? `${total} people` : 'Someone';
  if (total <= 1) return first;
  if (total === 2 && second) return `${first} and ${second}`;
  const others = total - 1;
  return `${first} and ${others} ${others === 1 ? 'other' : 'others'}`;
}

const quoted = (title: string | null, fallback: string) => (title ? `“${title}”` : fallback);

/** The sentence of one notification, one grammar per type (a group of people "are", one person "is"). */
export function formatNotificationText(input: NotificationTextInput): string {
  const who = formatActors(input.actorNames, input.actorCount);
  const isPlural = Math.max(input.actorCount, input.actorNames.length) > 1;
  const title = input.subjectTitle;
  switch (input.type) {
    case 'CONNECTED':
      return `${who} started following you`;
    case 'FRIENDED':
      return isFollowBackByRecipient(input.data)
        ? `You and ${who} are now friends`
        : `${who} followed you back: you are now friends`;
    case 'CONTACT_JOINED_APP':
      return `${who} from your contacts joined Happenings`;
    case 'JOINED_APP_BY_INVITE':
      return `${who} joined Happenings through your invite`;
    case 'JOINED_APP_BY_CONTEST_INVITE':
      return `${who} joined Happenings through your invite to ${quoted(title, 'a contest')}`;
    case 'CONNECTION_INTEREST':
      return `${who} ${isPlural ? 'are' : 'is'} interested in ${quoted(title, 'an event')}`;
    case 'UPCOMING_INTEREST':
      return `${quoted(title, 'An event you are interested in')} is tomorrow`;
    case 'ADDED_TO_COLLECTION':
      return `${who} added to ${quoted(title, 'a collection')}`;
    case 'SHARED_COLLECTION':
      return `${who} shared ${quoted(title, 'a collection')} with you`;
    case 'SHARED_EXPERIENCE':
      return `${who} sent you ${quoted(title, 'an event')}`;
    case 'INVITED_TO_COLLECTION':
      return `${who} invited you to ${title ? `the collection “${title}”` : 'a collection'}`;
    case 'INVITED_TO_EXPERIENCE':
      // An invitation to come along ("go to"), where SHARED_EXPERIENCE only passes the event on.
      return `${who} invited you to go to ${quoted(title, 'an event')}`;
    case 'REPLIED_TO_COMMENT':
      return `${who} replied to your comment${title ? ` on “${title}”` : ''}`;
    case 'COMMENTED_ON_CROWD_SOURCED_ROUNDUP':
      return `${who} answered your roundup${title ? ` “${title}”` : ''}`;
    // Decided by the editors as a team: no editor is named to the host.
    case 'EXPERIENCE_APPROVED':
      return `${quoted(title, 'Your event')} was approved and is published`;
    case 'EXPERIENCE_REJECTED':
      return `${quoted(title, 'Your event')} was not approved: see the editors’ note, edit it and submit it again`;
    // The moderators act as a team: none is named, and a reporter is not told what the item was or who posted it.
    case 'MODERATION_WARNING':
      return 'A moderator warned you about something you posted: see their note';
    case 'REPORT_RESOLVED':
      return 'Thank you: a moderator acted on something you reported';
    case 'NEW_EXPERIENCE_FOLLOWED':
      return `New from a place or host you follow: ${quoted(title, 'an event')}`;
  }
}

/** What the bell shows: nothing at 0, the count up to 99, then "99+". */
export function formatUnreadBadge(count: number): string {
  if (count <= 0) return '';
  return count > 99 ? '99+' : String(count);
}

/** The bell's accessible name: "Notifications", "Notifications, 1 unread", "Notifications, 120 unread". */
export function unreadLabel(count: number): string {
  return count > 0 ? `Notifications, ${count} unread` : 'Notifications';
}
