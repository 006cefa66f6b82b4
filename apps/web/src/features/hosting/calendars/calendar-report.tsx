/**
 * The report of one import (issue 26 Kept in sync): what it did to the guide, what it skipped and why, and the
 * error of a failed fetch. Counts are a description list so screen readers read each with its label.
 */
import type { components } from '@happenings/client';
import styles from './calendars.module.css';

type CalendarRun = NonNullable<components['schemas']['CalendarImportRun']>;

const OUTCOMES: Record<CalendarRun['outcome'], string> = {
  IMPORTED: 'Imported',
  UNCHANGED: 'No change in the calendar',
  NOT_MODIFIED: 'No change in the calendar',
  FAILED: 'Failed',
};

const TRIGGERS: Record<CalendarRun['trigger'], string> = {
  CONNECT: 'first import',
  SCHEDULE: 'hourly sync',
  MANUAL: 'sync now',
  UPLOAD: 'upload',
};

/** In the reader's own zone; the server's render may differ by its zone until the page hydrates. */
export function formatWhen(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export function CalendarReport({ run }: { run: CalendarRun }) {
  const counts: Array<[string, number]> = [
    ['Added', run.created],
    ['Updated', run.updated],
    ['Unchanged', run.unchanged],
    ['Unpublished (left the calendar)', run.removed],
    ['Skipped', run.skipped],
    ['Your edits kept', run.keptEdits],
  ];
  return (
    <section className={styles.report} aria-label="Last import" data-testid="calendar-report">
      <p className={run.outcome === 'FAILED' ? styles.error : styles.outcome}>
        <strong>{OUTCOMES[run.outcome]}</strong> · {TRIGGERS[run.trigger]},{' '}
        <time suppressHydrationWarning dateTime={run.finishedAt}>
          {formatWhen(run.finishedAt)}
        </time>
      </p>
      {run.error ? <p className={styles.error}>{run.error}</p> : null}
      {run.outcome === 'IMPORTED' ? (
        <dl className={styles.counts}>
          {counts.map(([label, value]) => (
            <div key={label} className={styles.count}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {run.skips.length > 0 ? (
        <details className={styles.skips}>
          <summary>What was skipped ({run.skipped})</summary>
          <ul>
            {run.skips.map((skip, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: skips have no id; the list never reorders.
              <li key={index}>
                {skip.line ? `Line ${skip.line}: ` : ''}
                {skip.uid ? <code>{skip.uid}</code> : null} {skip.reason}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
