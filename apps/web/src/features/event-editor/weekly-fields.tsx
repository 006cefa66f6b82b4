/**
 * Weekly hours: the first and last date of the series and, for each weekday, closed, open all day or open between
 * two times (a closing time not after the opening time runs past midnight).
 */
import { type DayHours, WEEK_ORDER } from '@happenings/domain/schedule-form';
import styles from './event-editor.module.css';
import { describedBy, FieldError, fieldId, Hint } from './form-field';
import type { SchedulePartProps } from './schedule-part';

const DAY_LABELS: Record<string, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

export function WeeklyFields({ schedule, errors, set }: SchedulePartProps) {
  const setDay = (day: (typeof WEEK_ORDER)[number], patch: Partial<DayHours>) =>
    set({ days: { ...schedule.days, [day]: { ...schedule.days[day], ...patch } } });
  return (
    <>
      <div className={styles.grid2}>
        <div className={styles.field}>
          <label htmlFor={fieldId('schedule.dates')}>First date</label>
          <input
            id={fieldId('schedule.dates')}
            type="date"
            value={schedule.startDate}
            onChange={(event) => set({ startDate: event.target.value, endDate: event.target.value })}
            {...describedBy('schedule.dates', errors)}
          />
          <FieldError field="schedule.dates" errors={errors} />
        </div>
        <div className={styles.field}>
          <label htmlFor={fieldId('schedule.lastDate')}>Last date</label>
          <input
            id={fieldId('schedule.lastDate')}
            type="date"
            value={schedule.lastDate}
            min={schedule.startDate || undefined}
            onChange={(event) => set({ lastDate: event.target.value })}
            {...describedBy('schedule.lastDate', errors)}
          />
          <FieldError field="schedule.lastDate" errors={errors} />
        </div>
      </div>
      <fieldset
        className={styles.subFieldset}
        {...describedBy('schedule.days', errors, true)}
        id={fieldId('schedule.days')}
        tabIndex={-1}
      >
        <legend className={styles.label}>Hours each week</legend>
        <Hint field="schedule.days">A closing time earlier than the opening time runs past midnight.</Hint>
        <ul className={styles.dayList}>
          {WEEK_ORDER.map((day) => {
            const hours = schedule.days[day];
            const label = DAY_LABELS[day];
            return (
              <li key={day} className={styles.dayRow} data-mode={hours.mode}>
                <span className={styles.dayName} id={`day-${day}`}>
                  {label}
                </span>
                <label className="visually-hidden" htmlFor={`day-${day}-mode`}>
                  {label}: open or closed
                </label>
                <select
                  id={`day-${day}-mode`}
                  value={hours.mode}
                  onChange={(event) => setDay(day, { mode: event.target.value as DayHours['mode'] })}
                >
                  <option value="closed">Closed</option>
                  <option value="all-day">All day</option>
                  <option value="hours">Hours</option>
                </select>
                {hours.mode === 'hours' ? (
                  <span className={styles.dayTimes}>
                    <label className="visually-hidden" htmlFor={`day-${day}-open`}>
                      {label} opens at
                    </label>
                    <input
                      id={`day-${day}-open`}
                      type="time"
                      value={hours.open}
                      onChange={(event) => setDay(day, { open: event.target.value })}
                    />
                    <span aria-hidden="true">–</span>
                    <label className="visually-hidden" htmlFor={`day-${day}-close`}>
                      {label} closes at
                    </label>
                    <input
                      id={`day-${day}-close`}
                      type="time"
                      value={hours.close}
                      onChange={(event) => setDay(day, { close: event.target.value })}
                    />
                    {hours.close && hours.open && hours.close <= hours.open ? (
                      <span className={styles.overnight}>next day</span>
                    ) : null}
                  </span>
                ) : (
                  <span className={styles.dayStatus}>
                    {hours.mode === 'closed' ? 'Closed' : 'Open all day'}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
        <FieldError field="schedule.days" errors={errors} />
      </fieldset>
    </>
  );
}
