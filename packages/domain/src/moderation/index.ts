export { type ItemModeration, itemModerationSchema } from './item-moderation.ts';
export {
  autoHideReason,
  HELD_FOR_REVIEW_REASON,
  hasLink,
  REPORT_SUBJECT_TARGETS,
} from './moderation-targets.ts';
export {
  type ReportRequest,
  reportReasonSchema,
  reportRequestSchema,
  reportSubjectTypeSchema,
} from './report.ts';
export {
  MODERATION_STATES,
  type ModerationState,
  REPORT_CASE_STATES,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORT_SUBJECT_TYPES,
  type ReportCaseState,
  type ReportReason,
  type ReportSubjectType,
} from './report-constants.ts';
export {
  ReportError,
  type ReportErrors,
  type ReportField,
  type ReportSubject,
  readReportErrors,
  reportBody,
  validateReport,
} from './report-form.ts';
