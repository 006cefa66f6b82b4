'use client';
/**
 * The schedule builder (issue 4): how often the event happens (one time, weekly hours, monthly, or a custom
 * RRULE), the fields of that choice, the time zone, and skipped dates of repeating schedules. Each choice has its
 * own file: occurrence-fields (one time, and the first occurrence of a series), weekly-fields, monthly-fields,
 * custom-rule-fields; skip-dates for the rest.
 */
import type { ScheduleDraft, ScheduleMode } from '@happenings/domain/schedule-form';
import { CustomRuleFields } from './custom-rule-fields';
import type { FieldErrors } from './event-draft';
import styles from './event-editor.module.css';
import { MonthlyFields } from './monthly-fields';
import { OccurrenceFields } from './occurrence-fields';
import { SkipDates } from './skip-dates';
import { WeeklyFields } from './weekly-fields';

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

      {schedule.mode === 'monthly' ? <MonthlyFields schedule={schedule} errors={errors} set={set} /> : null}

      {schedule.mode === 'custom' ? <CustomRuleFields schedule={schedule} errors={errors} set={set} /> : null}

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

      {isRepeating ? <SkipDates schedule={schedule} errors={errors} set={set} /> : null}
    </div>
  );
}
