import type { StaffTargetType } from '../staff/staff-actions.ts';
import type { ReportSubjectType } from './report-constants.ts';

/** How the audit log names each kind of reportable thing (issue 23): its STAFF_TARGET_TYPES value. */
export const REPORT_SUBJECT_TARGETS: Record<ReportSubjectType, StaffTargetType> = {
  experience: 'EXPERIENCE',
  comment: 'COMMENT',
  'crowd-sourced-roundup': 'CROWD_SOURCED_ROUNDUP',
  collection: 'COLLECTION',
  post: 'POST',
  user: 'USER',
};

/** The reason an item reported by enough distinct accounts carries while it waits for a moderator. */
export function autoHideReason(reporterCount: number): string {
  return `Reported by ${reporterCount} people: waiting for a moderator`;
}

/** The reason a new account's comment carrying a link carries until a moderator publishes it. */
export const HELD_FOR_REVIEW_REASON = 'Waiting for a moderator';

/**
 * Whether a text carries a link (issue 23: a new account's comment with one waits for a moderator): a URL, a
 * www. address, or a bare domain of a common top-level domain. Links are how spam pays; a false alarm only
 * delays a comment until a moderator publishes it.
 */
export function hasLink(text: string): boolean {
  return /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|net|org|info|biz|io|co|ly|me|xyz|top|ru|cn|shop|site|online|click|link|app|dev)\b/i.test(
    text,
  );
}
