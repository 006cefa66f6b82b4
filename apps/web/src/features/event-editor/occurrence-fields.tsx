/**
 * The date and time of a one-time event (a single date, or a run of days), or of the first occurrence of a
 * monthly or custom series; all day or between two times.
 */
import styles from './event-editor.module.css';
import { describedBy, FieldError, fieldId } from './form-field';
import type { SchedulePartProps } from './schedule-part';

export function OccurrenceFields({ schedule, errors, set }: SchedulePartProps) {
  const isOneTime = schedule.mode === 'one-time';
  const dateError = describedBy('schedule.dates', errors);
  return (
    <fieldset
      className={styles.subFieldset}
      aria-describedby={errors['schedule.dates'] ? dateError['aria-describedby'] : undefined}
    >
      <legend className={styles.label}>{isOneTime ? 'Date and time' : 'First occurrence'}</legend>
      <div className={isOneTime ? styles.grid2 : styles.gridDates}>
        <div className={styles.field}>
          <label htmlFor={fieldId('schedule.dates')}>Start date</label>
          <input
            id={fieldId('schedule.dates')}
            type="date"
            value={schedule.startDate}
            onChange={(event) => {
              const startDate = event.target.value;
              const endDate =
                !schedule.endDate || schedule.endDate < startDate ? startDate : schedule.endDate;
              set({ startDate, endDate });
            }}
            {...dateError}
          />
        </div>
        {schedule.isAllDay ? null : (
          <div className={styles.field}>
            <label htmlFor="event-start-time">Start time</label>
            <input
              id="event-start-time"
              type="time"
              value={schedule.startTime}
              onChange={(event) => set({ startTime: event.target.value })}
            />
          </div>
        )}
        {isOneTime ? (
          <div className={styles.field}>
            <label htmlFor="event-end-date">End date</label>
            <input
              id="event-end-date"
              type="date"
              value={schedule.endDate}
              min={schedule.startDate || undefined}
              onChange={(event) => set({ endDate: event.target.value })}
              {...dateError}
            />
          </div>
        ) : null}
        {schedule.isAllDay ? null : (
          <div className={styles.field}>
            <label htmlFor="event-end-time">End time</label>
            <input
              id="event-end-time"
              type="time"
              value={schedule.endTime}
              onChange={(event) => set({ endTime: event.target.value })}
            />
          </div>
        )}
      </div>
      <label className={styles.checkRow}>
        <input
          type="checkbox"
          checked={schedule.isAllDay}
          onChange={(event) => set({ isAllDay: event.target.checked })}
        />
        All day
      </label>
      <FieldError field="schedule.dates" errors={errors} />
    </fieldset>
  );
}
