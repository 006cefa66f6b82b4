/**
 * Dates a repeating series skips, such as holidays (sent as the experience's exdates).
 */

import type { ScheduleDraft } from '@happenings/domain/schedule-form';
import { useState } from 'react';
import { Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import type { FieldErrors } from './event-validation.ts';
import { DateField, FieldError, formStyles } from './form-field.tsx';
import type { SetSchedule } from './occurrence-fields.tsx';

export function SkipDates({
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
    const typed = date.trim();
    if (!typed || schedule.exdates.includes(typed)) return;
    set({ exdates: [...schedule.exdates, typed].sort() });
    setDate('');
  };
  return (
    <View style={formStyles.column}>
      <DateField label="Date to skip" value={date} onChangeText={setDate} />
      <Button label="Skip this date" variant="outline" onPress={add} disabled={date.trim() === ''} />
      {schedule.exdates.map((skipped) => (
        <View key={skipped} style={formStyles.row}>
          <Text style={[formStyles.label, formStyles.grow]}>{skipped}</Text>
          <Button
            label="Remove"
            variant="outline"
            accessibilityLabel={`Stop skipping ${skipped}`}
            onPress={() => set({ exdates: schedule.exdates.filter((d) => d !== skipped) })}
          />
        </View>
      ))}
      <FieldError field="schedule.exdates" errors={errors} />
    </View>
  );
}
