/**
 * The date and hours of a one-time event, or of the first occurrence of a monthly or custom series.
 */

import type { ScheduleDraft } from '@happenings/domain/schedule-form';
import { View } from 'react-native';
import type { FieldErrors } from './event-validation.ts';
import { Chip, ChipWrap, DateField, FieldError, formStyles, TimeField } from './form-field.tsx';

export type SetSchedule = (patch: Partial<ScheduleDraft>) => void;

export function OccurrenceFields({
  schedule,
  errors,
  set,
}: {
  schedule: ScheduleDraft;
  errors: FieldErrors;
  set: SetSchedule;
}) {
  const isOneTime = schedule.mode === 'one-time';
  return (
    <View style={formStyles.column}>
      <View style={formStyles.row}>
        <View style={formStyles.grow}>
          <DateField
            label={isOneTime ? 'Start date' : 'First date'}
            value={schedule.startDate}
            onChangeText={(startDate) =>
              // An end date left empty or before the start follows it, as a one-day event is the common case.
              set({
                startDate,
                endDate: !schedule.endDate || schedule.endDate < startDate ? startDate : schedule.endDate,
              })
            }
            field="schedule.startDate"
            errors={errors}
          />
        </View>
        {schedule.isAllDay ? null : (
          <View style={formStyles.grow}>
            <TimeField
              label="Start time"
              value={schedule.startTime}
              onChangeText={(startTime) => set({ startTime })}
              field="schedule.startTime"
              errors={errors}
            />
          </View>
        )}
      </View>
      <View style={formStyles.row}>
        {isOneTime ? (
          <View style={formStyles.grow}>
            <DateField
              label="End date"
              value={schedule.endDate}
              onChangeText={(endDate) => set({ endDate })}
              field="schedule.endDate"
              errors={errors}
            />
          </View>
        ) : null}
        {schedule.isAllDay ? null : (
          <View style={formStyles.grow}>
            <TimeField
              label="End time"
              value={schedule.endTime}
              onChangeText={(endTime) => set({ endTime })}
              field="schedule.endTime"
              errors={errors}
            />
          </View>
        )}
      </View>
      <ChipWrap>
        <Chip
          label="All day"
          isOn={schedule.isAllDay}
          onPress={() => set({ isAllDay: !schedule.isAllDay })}
        />
      </ChipWrap>
      <FieldError field="schedule.dates" errors={errors} />
    </View>
  );
}
