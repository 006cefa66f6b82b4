/**
 * Days a repeating schedule does not happen, such as holidays (EXDATE): picked one at a time, listed, removable.
 */
import { useState } from 'react';
import styles from './event-editor.module.css';
import { describedBy, FieldError, fieldId, Hint } from './form-field';
import type { SchedulePartProps } from './schedule-part';

export function SkipDates({ schedule, errors, set }: SchedulePartProps) {
  const [date, setDate] = useState('');
  const add = () => {
    if (!date || schedule.exdates.includes(date)) return;
    set({ exdates: [...schedule.exdates, date].sort() });
    setDate('');
  };
  return (
    <fieldset className={styles.subFieldset}>
      <legend className={styles.label}>Skip dates</legend>
      <Hint field="schedule.exdates">Days the series does not happen, such as holidays.</Hint>
      <div className={styles.inlineFields}>
        <label htmlFor={fieldId('schedule.exdates')} className="visually-hidden">
          Date to skip
        </label>
        <input
          id={fieldId('schedule.exdates')}
          type="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          {...describedBy('schedule.exdates', errors, true)}
        />
        <button type="button" className="button button-secondary" onClick={add} disabled={!date}>
          Skip this date
        </button>
      </div>
      {schedule.exdates.length > 0 ? (
        <ul className={styles.tokenList} aria-label="Skipped dates">
          {schedule.exdates.map((skipped) => (
            <li key={skipped} className={styles.token}>
              {skipped}
              <button
                type="button"
                className={styles.tokenRemove}
                aria-label={`Stop skipping ${skipped}`}
                onClick={() => set({ exdates: schedule.exdates.filter((d) => d !== skipped) })}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError field="schedule.exdates" errors={errors} />
    </fieldset>
  );
}
