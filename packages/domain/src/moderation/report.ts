import { z } from 'zod';

/**
 * What a person may report (issue 23: events, comments and recommendations, roundups, community collections,
 * posts and profiles). Recommendations and replies are comments (spec §3 comment kinds), so one type covers them.
 */
export const REPORT_SUBJECT_TYPES = [
  'experience',
  'comment',
  'crowd-sourced-roundup',
  'collection',
  'post',
  'user',
] as const;
export const reportSubjectTypeSchema = z.enum(REPORT_SUBJECT_TYPES);
export type ReportSubjectType = z.infer<typeof reportSubjectTypeSchema>;

export const REPORT_REASONS = ['SPAM', 'HARASSMENT', 'MISLEADING', 'INAPPROPRIATE', 'OTHER'] as const;
export const reportReasonSchema = z.enum(REPORT_REASONS);
export type ReportReason = z.infer<typeof reportReasonSchema>;

/** The words the report forms show for each reason, one copy for the website and the app. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  SPAM: 'Spam or advertising',
  HARASSMENT: 'Harassment or hate',
  MISLEADING: 'Wrong or misleading',
  INAPPROPRIATE: 'Inappropriate',
  OTHER: 'Something else',
};

export const REPORT_DETAILS_MAX_LENGTH = 1000;

/** POST /api/v1/reports: "Something else" must say what, so a moderator can act on it. */
export const reportRequestSchema = z
  .object({
    subjectType: reportSubjectTypeSchema,
    subjectId: z.string().min(1).max(64),
    reason: reportReasonSchema,
    details: z.string().trim().max(REPORT_DETAILS_MAX_LENGTH).optional(),
  })
  .superRefine((value, context) => {
    if (value.reason === 'OTHER' && !value.details) {
      context.addIssue({ code: 'custom', path: ['details'], message: 'Say what is wrong with it' });
    }
  });
export type ReportRequest = z.infer<typeof reportRequestSchema>;

/** The states of a moderators' case: the reports of one item, grouped. */
export const REPORT_CASE_STATES = ['OPEN', 'RESOLVED', 'DISMISSED'] as const;
export type ReportCaseState = (typeof REPORT_CASE_STATES)[number];

/** What a moderator's decision left an item as; authors read it on their own item. */
export const MODERATION_STATES = ['HIDDEN', 'REMOVED'] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];
