export {
  isBannedAt,
  type Sanction,
  type SanctionOptions,
  type SanctionResult,
  sanctionAccount,
} from './account-sanctions.queries.ts';
export {
  banIdentitiesOf,
  emailIdentityHashSql,
  isIdentityBanned,
  phoneIdentityHashSql,
  releaseIdentitiesOf,
} from './banned-identities.queries.ts';
export { holdForReview } from './held-for-review.queries.ts';
export { bannedIdentities, moderatedItems } from './moderated-items.table.ts';
export {
  type DecideItemOptions,
  decideItem,
  type ItemAction,
  type ItemDecisionResult,
} from './moderation-decisions.queries.ts';
export {
  isAuthorBanned,
  isHiddenByModeration,
  type ModerationViewer,
  notModeratedFor,
} from './moderation-visibility.ts';
export {
  countCaseReasons,
  countOpenReportCases,
  findModerations,
  findReportCase,
  findSubjectPreviews,
  listCaseReports,
  listReportCases,
  type ModeratedItemRow,
  type ReportCaseListOptions,
  type SubjectKey,
  type SubjectPreview,
  subjectKey,
} from './report-cases.queries.ts';
export { reportCases, reports } from './report-cases.table.ts';
export { findReportSubject, type ReportSubject } from './report-subjects.queries.ts';
export {
  type FiledReport,
  type FileReportOptions,
  fileReport,
  lockCaseFor,
  type ReportCaseRow,
  type ReportRow,
} from './reports.queries.ts';
