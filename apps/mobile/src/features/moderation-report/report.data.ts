/**
 * Sending a report (POST /api/v1/reports); the form's checks and how its refusals read are the domain's
 * (`@happenings/domain/moderation` report-form.ts), shared with the website.
 */
import {
  ReportError,
  type ReportReason,
  type ReportSubject,
  readReportErrors,
  reportBody,
} from '@happenings/domain/moderation';
import { getAppServices } from '../../lib/app-services.ts';

export {
  ReportError,
  type ReportErrors,
  type ReportField,
  type ReportSubject,
  readReportErrors,
  validateReport,
} from '@happenings/domain/moderation';

export async function sendReport(
  subject: ReportSubject,
  reason: ReportReason,
  details: string,
): Promise<void> {
  const answer = await getAppServices()
    .api.POST('/api/v1/reports', { body: reportBody(subject, reason, details) })
    .catch(() => null);
  if (!answer) throw new ReportError(0, readReportErrors(0, null));
  if (!answer.response.ok)
    throw new ReportError(answer.response.status, readReportErrors(answer.response.status, answer.error));
}
