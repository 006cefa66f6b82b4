'use client';
import {
  type DayHours,
  ORDINAL_OPTIONS,
  type Ordinal,
  type RRuleBuilderState,
  type ScheduleDraft,
  type ScheduleMode,
  WEEK_ORDER,
  WEEKDAY_OPTIONS,
} from '@happenings/domain/schedule-form';
/**
 * The schedule builder (issue 4): one-time, weekly with hours per weekday, monthly, or a custom RRULE with a
 * readable preview of its next dates; exclusion dates for repeating schedules.
 */
import { useEffect, useMemo, useState } from 'react';
import type { FieldErrors } from './event-draft';
import styles from './event-editor.module.css';
import { describedBy, errorId, FieldError, fieldId, Hint, hintId } from './form-field';
import { previewRRule } from './schedule-preview';

const MODES: readonly { value: ScheduleMode; label: string; help: string }[] = [
  { value: 'one-time', label: 'One time', help: 'A single date, or a run of days' },
  { value: 'weekly', label: 'Weekly hours', help: 'Open on some weekdays' },
  { value: 'monthly', label: 'Monthly', help: 'Same day each month' },
  { value: 'custom', label: 'Custom', help: 'Any repeating rule' },
];

const TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'UTC',
  'Europe/London',
  'Europe/Paris',
];

const DAY_LABELS: Record<string, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

interface Props {
  schedule: ScheduleDraft;
  errors: FieldErrors;
  onChange: (next: ScheduleDraft) => void;
}

export function ScheduleBuilder({ schedule, errors, onChange }: Props) {
  const set = (patch: Partial<ScheduleDraft>) => onChange({ ...schedule, ...patch });
  const isRepeating = schedule.mode !== 'one-time';
  return (
    <div className={styles.stack}>
      <fieldset className={styles.modeGroup}>
        <legend className={styles.label}>How often does it happen?</legend>
        <div className={styles.modeOptions}>
          {MODES.map((mode) => (
            <label key={mode.value} className={styles.modeOption}>
              <input
                type="radio"
                name="schedule-mode"
                value={mode.value}
                checked={schedule.mode === mode.value}
                onChange={() => set({ mode: mode.value })}
              />
              <span className={styles.modeTitle}>{mode.label}</span>
              <span className={styles.modeHelp}>{mode.help}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {schedule.mode === 'weekly' ? (
        <WeeklyFields schedule={schedule} errors={errors} set={set} />
      ) : (
        <OccurrenceFields schedule={schedule} errors={errors} set={set} />
      )}

      {schedule.mode === 'monthly' ? (
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
      ) : null}

      {schedule.mode === 'custom' ? <CustomRule schedule={schedule} errors={errors} set={set} /> : null}

      <div className={styles.field}>
        <label htmlFor="event-time-zone">Time zone</label>
        <select
          id="event-time-zone"
          value={schedule.timeZone}
          onChange={(event) => set({ timeZone: event.target.value })}
        >
          {(TIME_ZONES.includes(schedule.timeZone) ? TIME_ZONES : [schedule.timeZone, ...TIME_ZONES]).map(
            (zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, ' ')}
              </option>
            ),
          )}
        </select>
      </div>

      {isRepeating ? <ExclusionDates schedule={schedule} errors={errors} set={set} /> : null}
    </div>
  );
}

type SetSchedule = (patch: Partial<ScheduleDraft>) => void;

function OccurrenceFields({
  schedule,
  errors,
  set,
}: {
  schedule: ScheduleDraft;
  errors: FieldErrors;
  set: SetSchedule;
}) {
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

function WeeklyFields({
  schedule,
  errors,
  set,
}: {
  schedule: ScheduleDraft;
  errors: FieldErrors;
  set: SetSchedule;
}) {
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

function CustomRule({
  schedule,
  errors,
  set,
}: {
  schedule: ScheduleDraft;
  errors: FieldErrors;
  set: SetSchedule;
}) {
  const rule = schedule.rrule;
  const setRule = (patch: Partial<RRuleBuilderState>) => set({ rrule: { ...rule, ...patch } });
  // The preview depends on "now": computed after hydration so server and client render the same markup.
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => setNow(Date.now()), []);
  const preview = useMemo(() => (now === null ? null : previewRRule(schedule, now)), [schedule, now]);
  const unit = { DAILY: 'day', WEEKLY: 'week', MONTHLY: 'month', YEARLY: 'year' }[rule.freq];
  return (
    <fieldset className={styles.subFieldset}>
      <legend className={styles.label}>Repeat rule</legend>
      <label className={styles.checkRow}>
        <input
          type="checkbox"
          checked={schedule.isRawRRule}
          onChange={(event) =>
            set({
              isRawRRule: event.target.checked,
              rawRRule:
                event.target.checked && !schedule.rawRRule ? previewTextOf(schedule) : schedule.rawRRule,
            })
          }
        />
        Advanced: write the RRULE text
      </label>
      {schedule.isRawRRule ? (
        <div className={styles.field}>
          <label htmlFor={fieldId('schedule.rrule')}>RRULE (RFC 5545)</label>
          <input
            id={fieldId('schedule.rrule')}
            type="text"
            className={styles.mono}
            spellCheck={false}
            autoCapitalize="characters"
            value={schedule.rawRRule}
            placeholder="FREQ=MONTHLY;BYDAY=FR;BYSETPOS=-1"
            onChange={(event) => set({ rawRRule: event.target.value })}
            {...describedBy('schedule.rrule', errors, true)}
            aria-invalid={preview?.kind === 'invalid' || errors['schedule.rrule'] ? true : undefined}
            aria-describedby={[
              hintId('schedule.rrule'),
              preview?.kind === 'invalid'
                ? 'rrule-preview-error'
                : errors['schedule.rrule']
                  ? errorId('schedule.rrule')
                  : null,
            ]
              .filter(Boolean)
              .join(' ')}
          />
          <Hint field="schedule.rrule">For example FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;COUNT=8</Hint>
        </div>
      ) : (
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
      )}
      <div className={styles.preview} aria-live="polite" aria-atomic="true" data-testid="rrule-preview">
        {preview === null ? null : preview.kind === 'invalid' ? (
          <p className={styles.previewError} id="rrule-preview-error">
            <strong>This rule can’t be used:</strong> {preview.message}
          </p>
        ) : preview.kind === 'valid' ? (
          <>
            <p className={styles.previewTitle}>{preview.description}</p>
            <p className={styles.previewRule}>
              <code>RRULE:{preview.text}</code>
            </p>
            {preview.nextDates.length > 0 ? (
              <>
                <p className={styles.smallLabel}>Next dates</p>
                <ol className={styles.nextDates}>
                  {preview.nextDates.map((date) => (
                    <li key={date}>{date}</li>
                  ))}
                </ol>
              </>
            ) : (
              <p className={styles.hint}>Pick a start date to see the next dates.</p>
            )}
          </>
        ) : (
          <p className={styles.hint}>Write a rule to see it in words.</p>
        )}
      </div>
      {preview?.kind === 'invalid' ? null : <FieldError field="schedule.rrule" errors={errors} />}
    </fieldset>
  );
}

function previewTextOf(schedule: ScheduleDraft): string {
  const preview = previewRRule({ ...schedule, isRawRRule: false }, 0);
  return preview.kind === 'valid' ? preview.text : '';
}

function ExclusionDates({
  schedule,
  errors,
  set,
}: {
  schedule: ScheduleDraft;
  errors: FieldErrors;
  set: SetSchedule;
}) {
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
