/**
 * A custom repeat rule (RFC 5545 RRULE): every N days, weeks, months or years; on weekdays, on the start date's
 * day of the month or an ordinal weekday ('last Friday'); ending never, after a number of times or on a date.
 * Rules the builder cannot show are written as RRULE text.
 */

import type { ScheduleDraft } from '@happenings/domain/schedule-form';
import {
  type BuilderFrequency,
  buildRRuleText,
  ORDINAL_OPTIONS,
  type Ordinal,
  type RRuleBuilderState,
  WEEKDAY_OPTIONS,
} from '@happenings/domain/schedule-form';
import { View } from 'react-native';
import type { FieldErrors } from './event-validation.ts';
import {
  Chip,
  ChipWrap,
  ChoiceGroup,
  DateField,
  FieldError,
  formStyles,
  NumberField,
  TextField,
} from './form-field.tsx';
import type { SetSchedule } from './occurrence-fields.tsx';

const FREQUENCIES = [
  { value: 'DAILY', label: 'Days' },
  { value: 'WEEKLY', label: 'Weeks' },
  { value: 'MONTHLY', label: 'Months' },
  { value: 'YEARLY', label: 'Years' },
] as const;

const ENDS = [
  { value: 'never', label: 'Never' },
  { value: 'count', label: 'After a number of times' },
  { value: 'until', label: 'On a date' },
] as const;

export function CustomRuleFields({
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
  return (
    <View style={formStyles.column}>
      <ChipWrap>
        <Chip
          label="Write the RRULE text"
          isOn={schedule.isRawRRule}
          onPress={() =>
            set({
              isRawRRule: !schedule.isRawRRule,
              rawRRule: schedule.rawRRule || buildRRuleText(rule),
            })
          }
        />
      </ChipWrap>
      {schedule.isRawRRule ? (
        <TextField
          label="RRULE"
          hint="For example FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;COUNT=8"
          value={schedule.rawRRule}
          onChangeText={(rawRRule) => set({ rawRRule })}
          inputMode="text"
          field="schedule.rrule"
          errors={errors}
        />
      ) : (
        <>
          <NumberField
            label="Repeat every"
            value={rule.interval}
            max={99}
            onChange={(interval) => setRule({ interval })}
          />
          <ChoiceGroup<BuilderFrequency>
            label="Unit"
            choices={FREQUENCIES}
            value={rule.freq}
            onChange={(freq) => setRule({ freq })}
          />
          {rule.freq === 'WEEKLY' ? <WeekdayChips rule={rule} setRule={setRule} /> : null}
          {rule.freq === 'MONTHLY' ? <MonthlyBy rule={rule} setRule={setRule} /> : null}
          <RuleEnd rule={rule} setRule={setRule} errors={errors} />
          <FieldError field="schedule.rrule" errors={errors} />
        </>
      )}
    </View>
  );
}

type SetRule = (patch: Partial<RRuleBuilderState>) => void;

function WeekdayChips({ rule, setRule }: { rule: RRuleBuilderState; setRule: SetRule }) {
  return (
    <ChipWrap>
      {WEEKDAY_OPTIONS.map((day) => (
        <Chip
          key={day.code}
          label={day.short}
          accessibilityLabel={day.long}
          isOn={rule.weekdays.includes(day.code)}
          onPress={() =>
            setRule({
              weekdays: rule.weekdays.includes(day.code)
                ? rule.weekdays.filter((code) => code !== day.code)
                : [...rule.weekdays, day.code],
            })
          }
        />
      ))}
    </ChipWrap>
  );
}

function MonthlyBy({ rule, setRule }: { rule: RRuleBuilderState; setRule: SetRule }) {
  return (
    <>
      <ChoiceGroup
        label="On"
        choices={[
          { value: 'day-of-month', label: 'The start date’s day of the month' },
          { value: 'ordinal-weekday', label: 'A weekday of the month' },
        ]}
        value={rule.monthlyBy}
        onChange={(monthlyBy) => setRule({ monthlyBy })}
      />
      {rule.monthlyBy === 'ordinal-weekday' ? (
        <>
          <ChoiceGroup
            label="Which week of the month"
            choices={ORDINAL_OPTIONS.map((option) => ({ value: String(option.value), label: option.label }))}
            value={String(rule.ordinal)}
            onChange={(ordinal) => setRule({ ordinal: Number(ordinal) as Ordinal })}
          />
          <ChoiceGroup
            label="Weekday"
            choices={WEEKDAY_OPTIONS.map((day) => ({
              value: day.code,
              label: day.short,
              accessibilityLabel: day.long,
            }))}
            value={rule.ordinalWeekday}
            onChange={(ordinalWeekday) => setRule({ ordinalWeekday })}
          />
        </>
      ) : null}
    </>
  );
}

function RuleEnd({
  rule,
  setRule,
  errors,
}: {
  rule: RRuleBuilderState;
  setRule: SetRule;
  errors: FieldErrors;
}) {
  return (
    <>
      <ChoiceGroup label="Ends" choices={ENDS} value={rule.end} onChange={(end) => setRule({ end })} />
      {rule.end === 'count' ? (
        <NumberField
          label="Number of times"
          value={rule.count}
          max={999}
          onChange={(count) => setRule({ count })}
        />
      ) : null}
      {rule.end === 'until' ? (
        <DateField
          label="Last date"
          value={rule.until}
          onChangeText={(until) => setRule({ until })}
          field="schedule.until"
          errors={errors}
        />
      ) : null}
    </>
  );
}
