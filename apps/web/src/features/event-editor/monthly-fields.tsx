/**
 * The last date of a monthly series (its first occurrence is in OccurrenceFields); left empty, the series has no
 * end.
 */
import styles from './event-editor.module.css';
import { describedBy, FieldError, fieldId, Hint } from './form-field';
import type { SchedulePartProps } from './schedule-part';

export function MonthlyFields({ schedule, errors, set }: SchedulePartProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={fieldId('schedule.lastDate')}>Repeats until</label>
      <input
        id={fieldId('schedule.lastDate')}
        type="date"
        value={schedule.lastDate}
        min={schedule.startDate || undefined}
        onChange={(event) => set({ lastDate: event.target.value })}
        {...describedBy('schedule.lastDate', errors, true)}
      />
      <Hint field="schedule.lastDate">Leave empty to repeat every month with no end.</Hint>
      <FieldError field="schedule.lastDate" errors={errors} />
    </div>
  );
}
