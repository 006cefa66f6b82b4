import type { StaffTargetType } from '../staff/staff-actions.ts';
import type { ReportSubjectType } from './report.ts';

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
