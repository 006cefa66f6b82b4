/**
 * The custom rule as choices: every n days, weeks, months or years; the weekdays of a weekly rule; the day of the
 * month or the nth weekday of a monthly one; and when it ends (never, after a number of times, or on a date).
 */
import {
  ORDINAL_OPTIONS,
  type Ordinal,
  type RRuleBuilderState,
  WEEKDAY_OPTIONS,
} from '@happenings/domain/schedule-form';
import styles from './event-editor.module.css';

export function RuleBuilderFields({
  rule,
  setRule,
}: {
  rule: RRuleBuilderState;
  setRule: (patch: Partial<RRuleBuilderState>) => void;
}) {
  const unit = { DAILY: 'day', WEEKLY: 'week', MONTHLY: 'month', YEARLY: 'year' }[rule.freq];
  return (
    <div className={styles.stack}>
      <div className={styles.inlineFields}>
        <label htmlFor="rrule-interval">Every</label>
        <input
          id="rrule-interval"
          type="number"
          min={1}
          max={99}
          className={styles.narrow}
          value={rule.interval}
          onChange={(event) => setRule({ interval: Number(event.target.value) || 1 })}
        />
        <label htmlFor="rrule-freq" className="visually-hidden">
          Frequency
        </label>
        <select
          id="rrule-freq"
          value={rule.freq}
          onChange={(event) => setRule({ freq: event.target.value as RRuleBuilderState['freq'] })}
        >
          <option value="DAILY">{rule.interval > 1 ? 'days' : 'day'}</option>
          <option value="WEEKLY">{rule.interval > 1 ? 'weeks' : 'week'}</option>
          <option value="MONTHLY">{rule.interval > 1 ? 'months' : 'month'}</option>
          <option value="YEARLY">{rule.interval > 1 ? 'years' : 'year'}</option>
        </select>
      </div>
      {rule.freq === 'WEEKLY' ? (
        <fieldset className={styles.chipFieldset}>
          <legend className={styles.smallLabel}>On</legend>
          <div className={styles.chips}>
            {WEEKDAY_OPTIONS.map((day) => (
              <label key={day.code} className={styles.chip}>
                <input
                  type="checkbox"
                  checked={rule.weekdays.includes(day.code)}
                  onChange={(event) =>
                    setRule({
                      weekdays: event.target.checked
                        ? [...rule.weekdays, day.code]
                        : rule.weekdays.filter((code) => code !== day.code),
                    })
                  }
                />
                <span>
                  <span aria-hidden="true">{day.short}</span>
                  <span className="visually-hidden">{day.long}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {rule.freq === 'MONTHLY' ? (
        <fieldset className={styles.chipFieldset}>
          <legend className={styles.smallLabel}>On</legend>
          <label className={styles.checkRow}>
            <input
              type="radio"
              name="rrule-monthly-by"
              checked={rule.monthlyBy === 'day-of-month'}
              onChange={() => setRule({ monthlyBy: 'day-of-month' })}
            />
            The start date’s day of the month
          </label>
          <div className={styles.inlineFields}>
            <label className={styles.checkRow}>
              <input
                type="radio"
                name="rrule-monthly-by"
                checked={rule.monthlyBy === 'ordinal-weekday'}
                onChange={() => setRule({ monthlyBy: 'ordinal-weekday' })}
              />
              The
            </label>
            <label htmlFor="rrule-ordinal" className="visually-hidden">
              Which week of the month
            </label>
            <select
              id="rrule-ordinal"
              value={rule.ordinal}
              disabled={rule.monthlyBy !== 'ordinal-weekday'}
              onChange={(event) => setRule({ ordinal: Number(event.target.value) as Ordinal })}
            >
              {ORDINAL_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            <label htmlFor="rrule-ordinal-weekday" className="visually-hidden">
              Weekday
            </label>
            <select
              id="rrule-ordinal-weekday"
              value={rule.ordinalWeekday}
              disabled={rule.monthlyBy !== 'ordinal-weekday'}
              onChange={(event) =>
                setRule({ ordinalWeekday: event.target.value as RRuleBuilderState['ordinalWeekday'] })
              }
            >
              {WEEKDAY_OPTIONS.map((day) => (
                <option key={day.code} value={day.code}>
                  {day.long}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
      ) : null}
      <fieldset className={styles.chipFieldset}>
        <legend className={styles.smallLabel}>Ends</legend>
        <div className={styles.endOptions}>
          <label className={styles.checkRow}>
            <input
              type="radio"
              name="rrule-end"
              checked={rule.end === 'never'}
              onChange={() => setRule({ end: 'never' })}
            />
            Never
          </label>
          <div className={styles.inlineFields}>
            <label className={styles.checkRow}>
              <input
                type="radio"
                name="rrule-end"
                checked={rule.end === 'count'}
                onChange={() => setRule({ end: 'count' })}
              />
              After
            </label>
            <label htmlFor="rrule-count" className="visually-hidden">
              Number of times
            </label>
            <input
              id="rrule-count"
              type="number"
              min={1}
              max={999}
              className={styles.narrow}
              value={rule.count}
              disabled={rule.end !== 'count'}
              onChange={(event) => setRule({ count: Number(event.target.value) || 1 })}
            />
            <span>times</span>
          </div>
          <div className={styles.inlineFields}>
            <label className={styles.checkRow}>
              <input
                type="radio"
                name="rrule-end"
                checked={rule.end === 'until'}
                onChange={() => setRule({ end: 'until' })}
              />
              On
            </label>
            <label htmlFor="rrule-until" className="visually-hidden">
              Last date
            </label>
            <input
              id="rrule-until"
              type="date"
              value={rule.until}
              disabled={rule.end !== 'until'}
              onChange={(event) => setRule({ until: event.target.value })}
            />
          </div>
        </div>
      </fieldset>
      <span className="visually-hidden">
        Repeats every {rule.interval} {unit}
      </span>
    </div>
  );
}
