/**
 * What a person may report and why, the report forms' words and the states of cases and items: plain values with
 * no zod, so a browser bundle that shows a report form builds no schema (zod's first object probes `new Function`,
 * which the website's Content-Security-Policy forbids). The schemas are in report.ts.
 */

/**
 * What a person may report (events, comments and recommendations, roundups, community collections, posts and
 * profiles). Recommendations and replies are comments (spec §3 comment kinds), so one type covers them.
 */
export const REPORT_SUBJECT_TYPES = [
  'experience',
  'comment',
  'crowd-sourced-roundup',
  'collection',
  'post',
  'user',
] as const;
export type ReportSubjectType = (typeof REPORT_SUBJECT_TYPES)[number];

export const REPORT_REASONS = ['SPAM', 'HARASSMENT', 'MISLEADING', 'INAPPROPRIATE', 'OTHER'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The words the report forms show for each reason, one copy for the website and the app. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  SPAM: 'Spam or advertising',
  HARASSMENT: 'Harassment or hate',
  MISLEADING: 'Wrong or misleading',
  INAPPROPRIATE: 'Inappropriate',
  OTHER: 'Something else',
};

export const REPORT_DETAILS_MAX_LENGTH = 1000;

/** The states of a moderators' case: the reports of one item, grouped. */
export const REPORT_CASE_STATES = ['OPEN', 'RESOLVED', 'DISMISSED'] as const;
export type ReportCaseState = (typeof REPORT_CASE_STATES)[number];

/** What a moderator's decision left an item as; authors read it on their own item. */
export const MODERATION_STATES = ['HIDDEN', 'REMOVED'] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];
