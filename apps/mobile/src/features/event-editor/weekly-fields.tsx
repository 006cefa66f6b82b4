/**
 * Weekly hours: the first and last date of the series and, for each weekday, closed, open all day or open
 * between two times (a closing time not after the opening time runs past midnight).
 */

import { type DayHours, type ScheduleDraft, WEEK_ORDER } from '@happenings/domain/schedule-form';
import { Text, View } from 'react-native';
import type { FieldErrors } from './event-validation.ts';
import { ChoiceGroup, DateField, FieldError, formStyles, TimeField } from './form-field.tsx';
import type { SetSchedule } from './occurrence-fields.tsx';

const DAY_MODES = [
  { value: 'closed', label: 'Closed' },
  { value: 'all-day', label: 'All day' },
  { value: 'hours', label: 'Hours' },
] as const;

const dayLabel = (day: string) => day.charAt(0).toUpperCase() + day.slice(1);

export function WeeklyFields({
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
    <View style={formStyles.column}>
      <View style={formStyles.row}>
        <View style={formStyles.grow}>
          <DateField
            label="First date"
            value={schedule.startDate}
            onChangeText={(startDate) => set({ startDate, endDate: startDate })}
            field="schedule.startDate"
            errors={errors}
          />
        </View>
        <View style={formStyles.grow}>
          <DateField
            label="Last date"
            value={schedule.lastDate}
            onChangeText={(lastDate) => set({ lastDate })}
            field="schedule.lastDate"
            errors={errors}
          />
        </View>
      </View>
      <FieldError field="schedule.dates" errors={errors} />
      <Text style={formStyles.label}>Hours each week</Text>
      <Text style={formStyles.hint}>A closing time earlier than the opening time runs past midnight.</Text>
      {WEEK_ORDER.map((day) => {
        const hours = schedule.days[day];
        const label = dayLabel(day);
        return (
          <View key={day} style={formStyles.column}>
            <ChoiceGroup
              label={label}
              choices={DAY_MODES.map((mode) => ({ ...mode, accessibilityLabel: `${label}: ${mode.label}` }))}
              value={hours.mode}
              onChange={(mode) => setDay(day, { mode })}
            />
            {hours.mode === 'hours' ? (
              <View style={formStyles.row}>
                <View style={formStyles.grow}>
                  <TimeField
                    label={`${label} opens at`}
                    value={hours.open}
                    onChangeText={(open) => setDay(day, { open })}
                  />
                </View>
                <View style={formStyles.grow}>
                  <TimeField
                    label={`${label} closes at`}
                    value={hours.close}
                    onChangeText={(close) => setDay(day, { close })}
                  />
                </View>
              </View>
            ) : null}
          </View>
        );
      })}
      <FieldError field="schedule.days" errors={errors} />
    </View>
  );
}
