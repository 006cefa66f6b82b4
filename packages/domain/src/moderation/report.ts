import { z } from 'zod';
import { REPORT_DETAILS_MAX_LENGTH, REPORT_REASONS, REPORT_SUBJECT_TYPES } from './report-constants.ts';

export const reportSubjectTypeSchema = z.enum(REPORT_SUBJECT_TYPES);
export const reportReasonSchema = z.enum(REPORT_REASONS);

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
