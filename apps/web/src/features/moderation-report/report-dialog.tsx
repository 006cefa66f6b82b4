'use client';
/**
 * The report form (issue 23) in the site's modal dialog (focus kept inside and given back, Escape closes): what is
 * wrong, as a labelled group of radio buttons in the domain's words (REPORT_REASON_LABELS, the app's too), details
 * (required for "Something else"), each error beside its field and the first wrong field focused; then a thank-you
 * status in place of the form. A signed-out answer (the session ended meanwhile) sends the visitor to sign in.
 */
import {
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
} from '@happenings/domain/moderation';
import { usePathname, useRouter } from 'next/navigation';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ModalDialog } from '@/components/dialog/modal-dialog';
import { loginPath } from '@/features/auth/auth-paths';
import styles from './moderation-report.module.css';
import {
  ReportError,
  type ReportErrors,
  type ReportSubject,
  sendReport,
  validateReport,
} from './report.data';

export interface ReportDialogProps {
  subject: ReportSubject;
  /** What it is, in words: 'comment', 'event', 'profile'. */
  noun: string;
  /** Which one, for the subtitle: 'Ada's comment', 'Jazz on the harbor'. */
  about: string;
  isOpen: boolean;
  onClose: () => void;
}

export function ReportDialog({ subject, noun, about, isOpen, onClose }: ReportDialogProps) {
  const id = useId();
  const router = useRouter();
  const pathname = usePathname();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<ReportErrors>({});
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing');
  const firstReasonRef = useRef<HTMLInputElement>(null);
  const detailsRef = useRef<HTMLTextAreaElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);

  // A fresh form each time it opens.
  useEffect(() => {
    if (!isOpen) return;
    setReason(null);
    setDetails('');
    setErrors({});
    setState('editing');
  }, [isOpen]);

  useEffect(() => {
    if (state === 'sent') doneRef.current?.focus();
  }, [state]);

  const showErrors = (found: ReportErrors) => {
    setErrors(found);
    if (found.reason) firstReasonRef.current?.focus();
    else if (found.details) detailsRef.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateReport(reason, details);
    if (Object.keys(found).length > 0 || !reason) return showErrors(found);
    setState('sending');
    try {
      await sendReport(subject, reason, details);
      setState('sent');
    } catch (error) {
      setState('editing');
      if (error instanceof ReportError && error.status === 401) return router.push(loginPath(pathname));
      showErrors(
        error instanceof ReportError ? error.fieldErrors : { form: 'The report could not be sent.' },
      );
    }
  };

  const errorId = (field: keyof ReportErrors) => (errors[field] ? `${id}-${field}-error` : undefined);
  const isDetailsRequired = reason === 'OTHER';

  return (
    <ModalDialog
      title={`Report this ${noun}`}
      subtitle={about}
      isOpen={isOpen}
      onClose={onClose}
      testId="report-dialog"
    >
      <div role="status" className={styles.status}>
        {state === 'sent' ? (
          <>
            <strong>Thank you.</strong> A moderator will look at this {noun}. Its author is not told who
            reported it.
          </>
        ) : null}
      </div>
      {state === 'sent' ? (
        <div className={styles.actions}>
          <button ref={doneRef} type="button" className="button" onClick={onClose}>
            Done
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className={styles.form}>
          <fieldset
            className={styles.reasons}
            aria-describedby={errorId('reason')}
            aria-invalid={errors.reason ? true : undefined}
          >
            <legend className={styles.legend}>What is wrong with it?</legend>
            {REPORT_REASONS.map((value, index) => (
              <label key={value} className={styles.reason}>
                <input
                  ref={index === 0 ? firstReasonRef : undefined}
                  type="radio"
                  name={`${id}-reason`}
                  value={value}
                  checked={reason === value}
                  required
                  onChange={() => {
                    setReason(value);
                    // A fixed problem leaves with the change that fixed it.
                    setErrors(({ reason: _reason, details: _details, ...rest }) => rest);
                  }}
                />
                {REPORT_REASON_LABELS[value]}
              </label>
            ))}
            {errors.reason ? (
              <p id={errorId('reason')} className={styles.error}>
                {errors.reason}
              </p>
            ) : null}
          </fieldset>
          <div className={styles.field}>
            <label htmlFor={`${id}-details`} className={styles.label}>
              Details {isDetailsRequired ? '(required)' : '(optional)'}
            </label>
            <textarea
              ref={detailsRef}
              id={`${id}-details`}
              name="details"
              rows={4}
              maxLength={REPORT_DETAILS_MAX_LENGTH}
              value={details}
              required={isDetailsRequired}
              aria-invalid={errors.details ? true : undefined}
              aria-describedby={errorId('details')}
              onChange={(change) => {
                setDetails(change.target.value);
                setErrors(({ details: _details, ...rest }) => rest);
              }}
            />
            {errors.details ? (
              <p id={errorId('details')} className={styles.error}>
                {errors.details}
              </p>
            ) : null}
          </div>
          {errors.form ? (
            <p role="alert" className={styles.error}>
              {errors.form}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button type="button" className="button button-secondary" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="button" disabled={state === 'sending'}>
              {state === 'sending' ? 'Sending…' : 'Send report'}
            </button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
