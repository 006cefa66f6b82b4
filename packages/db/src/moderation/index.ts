export { bannedIdentities, moderatedItems } from './moderated-items.table.ts';
export { isAuthorBanned, type ModerationViewer, notModeratedFor } from './moderation-visibility.ts';
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
