/**
 * The report form's rules, one copy for the website and the app: its own checks (the rules of reportRequestSchema
 * in the form's words), the API's refusals as the form shows them, and the body it sends.
 */
import { readFieldErrors } from '../schemas/field-errors.ts';
import type { ReportRequest } from './report.ts';
import { REPORT_DETAILS_MAX_LENGTH, type ReportReason, type ReportSubjectType } from './report-constants.ts';

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

/** The API's answer (status 0: none came) as the form's errors. */
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

export function reportBody(subject: ReportSubject, reason: ReportReason, details: string): ReportRequest {
  const trimmed = details.trim();
  return {
    subjectType: subject.type,
    subjectId: subject.id,
    reason,
    ...(trimmed ? { details: trimmed } : {}),
  };
}
