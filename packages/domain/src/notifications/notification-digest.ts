/**
 * Issue 27 "mail people want": notification e-mail and push are grouped into at most one message per person, per
 * type and per day, and a reminder for something open every day is news once, not every morning. The rules of that
 * grouping are here, beside the words of a single notification (notification-text.ts), so the API's jobs and
 * their tests read one definition. Zod-free, like the rules beside it.
 */
import type { NotificationType } from '../enums/notification-values.ts';
import { NOTIFICATION_RULES } from './notification-rules.ts';

/**
 * An experience is "long-running" when its occurrences span more than this many days and fall on most of them (an
 * exhibition, a fair, a holiday market). UPCOMING_INTEREST then reminds each person once for it, the first time it
 * is on tomorrow after they marked interest, instead of once per day: for a two-month exhibition every later
 * reminder would say the same thing, and that mail draws spam complaints. Once rather than "first day only": someone
 * who marks interest in the middle of the run still hears once. A week: a run longer than that is a season, not a
 * date; a weekly class or a five-night festival stays reminded per occurrence.
 */
export const LONG_RUNNING_MIN_DAYS = 7;

/** "Most days": at least five days a week on average, so an exhibition closed on Mondays is still long-running. */
const OPEN_DAYS_PER_WEEK = 5;

/** How many items a digest lists; the rest are counted ("and 4 more") and read in the inbox. */
export const NOTIFICATION_DIGEST_ITEMS_SHOWN = 20;

export interface OccurrenceDays {
  /** The first and last local dates (YYYY-MM-DD, the event's zone) the experience happens on. */
  firstDate: string;
  lastDate: string;
  /** How many distinct local dates it happens on. */
  dayCount: number;
}

const DAY_MS = 86_400_000;

/** Days from the first to the last date, both counted: 1 for a single day. */
export function spanInDays(firstDate: string, lastDate: string): number {
  return (
    Math.round((Date.parse(`${lastDate}T00:00:00Z`) - Date.parse(`${firstDate}T00:00:00Z`)) / DAY_MS) + 1
  );
}

export function isLongRunning(days: OccurrenceDays): boolean {
  const span = spanInDays(days.firstDate, days.lastDate);
  return span > LONG_RUNNING_MIN_DAYS && days.dayCount * 7 >= span * OPEN_DAYS_PER_WEEK;
}

/**
 * The subject of a digest of `count` (more than one) notifications of one type: "3 events you're interested in are
 * tomorrow". One notification is mailed with its own sentence (formatNotificationText).
 */
export function formatNotificationDigestTitle(type: NotificationType, count: number): string {
  switch (type) {
    case 'UPCOMING_INTEREST':
      return `${count} events you’re interested in are tomorrow`;
    case 'NEW_EXPERIENCE_FOLLOWED':
      return `${count} new events from places and hosts you follow`;
    case 'SHARED_EXPERIENCE':
      return `${count} events were sent to you`;
    case 'INVITED_TO_EXPERIENCE':
      return `${count} invitations to events`;
    case 'REPLIED_TO_COMMENT':
      return `${count} replies to your comments`;
    case 'CONNECTION_INTEREST':
      return `People you follow are interested in ${count} events`;
    default:
      return `${count} updates: ${NOTIFICATION_RULES[type].label}`;
  }
}
