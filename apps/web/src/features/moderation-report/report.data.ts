/**
 * Sending a report (issue 23, POST /api/v1/reports) from the browser, and its refusals as the form shows them:
 * the form's own checks first (a reason; "Something else" says what: reportRequestSchema's rules in the form's
 * words), then the API's 400 details beside their fields, a sentence for the rest. A signed-out answer is told
 * apart, so the dialog can send the visitor to sign in.
 */
import {
  REPORT_DETAILS_MAX_LENGTH,
  type ReportReason,
  type ReportRequest,
  type ReportSubjectType,
} from '@happenings/domain/moderation';
import { readFieldErrors } from '@happenings/domain/schemas';
import { getBrowserClient } from '@/lib/api-browser';

export type ReportField = 'reason' | 'details' | 'form';
export type ReportErrors = Partial<Record<ReportField, string>>;

export interface ReportSubject {
  type: ReportSubjectType;
  id: string;
}

export class ReportError extends Error {
  constructor(
    readonly status: number,
    readonly fieldErrors: ReportErrors,
  ) {
    super(fieldErrors.form ?? fieldErrors.reason ?? fieldErrors.details ?? 'The report was not sent.');
    this.name = 'ReportError';
  }
}

export function validateReport(reason: ReportReason | null, details: string): ReportErrors {
  const errors: ReportErrors = {};
  if (!reason) errors.reason = 'Choose what is wrong with it.';
  if (reason === 'OTHER' && details.trim() === '') errors.details = 'Say what is wrong with it.';
  if (details.trim().length > REPORT_DETAILS_MAX_LENGTH)
    errors.details = `Keep it under ${REPORT_DETAILS_MAX_LENGTH.toLocaleString('en-US')} characters.`;
  return errors;
}

export function readReportErrors(status: number, body: unknown): ReportErrors {
  if (status === 401) return { form: 'Your session ended. Sign in again to report.' };
  if (status === 404) return { form: 'This is no longer available.' };
  if (status === 429) return { form: 'You have sent many reports lately. Try again later.' };
  if (status === 0) return { form: 'Could not reach Happenings. Check your connection and try again.' };
  return readFieldErrors<ReportField>(body, {
    fieldFor: (path) => (path === 'reason' || path === 'details' ? path : 'form'),
    fallback: 'The report could not be sent. Please try again.',
  });
}

export async function sendReport(
  subject: ReportSubject,
  reason: ReportReason,
  details: string,
): Promise<void> {
  const trimmed = details.trim();
  const body: ReportRequest = {
    subjectType: subject.type,
    subjectId: subject.id,
    reason,
    ...(trimmed ? { details: trimmed } : {}),
  };
  const answer = await getBrowserClient()
    .POST('/api/v1/reports', { body })
    .catch(() => null);
  if (!answer) throw new ReportError(0, readReportErrors(0, null));
  if (!answer.response.ok)
    throw new ReportError(answer.response.status, readReportErrors(answer.response.status, answer.error));
}
