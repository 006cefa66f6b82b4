/**
 * A custom repeating rule (RFC 5545 RRULE): made with the rule builder, or written as RRULE text (advanced), with
 * a readable preview of the rule and its next dates.
 */
import type { RRuleBuilderState, ScheduleDraft } from '@happenings/domain/schedule-form';
import { useEffect, useMemo, useState } from 'react';
import styles from './event-editor.module.css';
import { describedBy, errorId, FieldError, fieldId, Hint, hintId } from './form-field';
import { RuleBuilderFields } from './rule-builder-fields';
import type { SchedulePartProps } from './schedule-part';
import { previewRRule } from './schedule-preview';

export function CustomRuleFields({ schedule, errors, set }: SchedulePartProps) {
  const rule = schedule.rrule;
  const setRule = (patch: Partial<RRuleBuilderState>) => set({ rrule: { ...rule, ...patch } });
  // The preview depends on "now": computed after hydration so server and client render the same markup.
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => setNow(Date.now()), []);
  const preview = useMemo(() => (now === null ? null : previewRRule(schedule, now)), [schedule, now]);
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
        <RuleBuilderFields rule={rule} setRule={setRule} />
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
