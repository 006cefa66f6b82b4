/**
 * When: the website's schedule choices (one time, weekly hours, monthly, a custom repeat rule), the time zone,
 * skipped dates of a series, and the schedule line the event will show, from the domain (spec §4).
 */

import type { ScheduleDraft, ScheduleMode } from '@happenings/domain/schedule-form';
import { useMemo } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { colors, typography } from '../../lib/theme.ts';
import { useNow } from '../../lib/use-now.ts';
import { CustomRuleFields } from './custom-rule-fields.tsx';
import type { FieldErrors } from './event-validation.ts';
import { ChoiceGroup, DateField, formStyles, Section } from './form-field.tsx';
import { OccurrenceFields } from './occurrence-fields.tsx';
import { previewSchedule } from './schedule-preview.ts';
import { SkipDates } from './skip-dates.tsx';
import { WeeklyFields } from './weekly-fields.tsx';

const MODES: readonly { value: ScheduleMode; label: string }[] = [
  { value: 'one-time', label: 'One time' },
  { value: 'weekly', label: 'Weekly hours' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'custom', label: 'Custom' },
];

/** The website's list; a zone stored on the event outside it is offered too. */
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

export function ScheduleFields({ schedule, errors, onChange }: Props) {
  const set = (patch: Partial<ScheduleDraft>) => onChange({ ...schedule, ...patch });
  const zones = TIME_ZONES.includes(schedule.timeZone) ? TIME_ZONES : [schedule.timeZone, ...TIME_ZONES];
  return (
    <Section title="When">
      <ChoiceGroup
        label="How often does it happen?"
        choices={MODES}
        value={schedule.mode}
        onChange={(mode) => set({ mode })}
        testID="schedule-mode"
      />
      {schedule.mode === 'weekly' ? (
        <WeeklyFields schedule={schedule} errors={errors} set={set} />
      ) : (
        <OccurrenceFields schedule={schedule} errors={errors} set={set} />
      )}
      {schedule.mode === 'monthly' ? (
        <DateField
          label="Repeats until"
          value={schedule.lastDate}
          onChangeText={(lastDate) => set({ lastDate })}
          field="schedule.lastDate"
          errors={errors}
        />
      ) : null}
      {schedule.mode === 'custom' ? <CustomRuleFields schedule={schedule} errors={errors} set={set} /> : null}
      <ChoiceGroup
        label="Time zone"
        choices={zones.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }))}
        value={schedule.timeZone}
        onChange={(timeZone) => set({ timeZone })}
      />
      {schedule.mode === 'one-time' ? null : <SkipDates schedule={schedule} errors={errors} set={set} />}
      <Preview schedule={schedule} />
    </Section>
  );
}

function Preview({ schedule }: { schedule: ScheduleDraft }) {
  const now = useNow();
  // Recomputed when the schedule or the minute changes, not on every keystroke elsewhere in the form.
  const preview = useMemo(() => previewSchedule(schedule, now), [schedule, now]);
  return (
    <View accessibilityLiveRegion="polite" aria-live="polite" style={formStyles.column}>
      <Text style={formStyles.label}>Shows on the event as</Text>
      <Text style={styles.preview} testID="schedule-preview">
        {preview ? preview.text : 'Fill in the dates to see it.'}
      </Text>
      {preview?.rule ? (
        <Text style={formStyles.hint} testID="schedule-rule-text">
          {preview.rule}
        </Text>
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  preview: { color: colors.brand, fontSize: 16, ...typography.strong },
});
