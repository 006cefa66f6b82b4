/**
 * "Add to calendar" on a phone (spec §1, §2): the event goes into the phone's own calendar, with its repetition.
 * Refused access says so and leads to Settings; without a calendar API (Expo Go) the website's options show.
 * The web build has its own file (add-to-calendar.web.tsx).
 */
import { type AddToCalendarEvent, googleCalendarEntry } from '@happenings/domain/calendar';
import { useState } from 'react';
import { Linking, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { useToast } from '../toast/toast-provider.tsx';
import { addToDeviceCalendar } from './add-to-device-calendar.ts';
import { CalendarOptions } from './calendar-options.tsx';
import { toDeviceEvent } from './device-event.ts';

type State = 'idle' | 'busy' | 'refused' | 'unavailable';

export function AddToCalendar({ event }: { event: AddToCalendarEvent }) {
  const toast = useToast();
  const [state, setState] = useState<State>('idle');

  const add = async () => {
    setState('busy');
    try {
      // The phone's calendar takes one event: for opening hours per weekday (several entries), the next opening.
      const outcome = await addToDeviceCalendar(toDeviceEvent(googleCalendarEntry(event, Date.now())));
      if (outcome === 'added') {
        toast.show({ title: 'Added to your calendar', type: 'success' });
        setState('idle');
      } else {
        setState(outcome);
      }
    } catch {
      setState('idle');
      toast.show({ title: 'Could not add it to your calendar', description: 'Try again.', type: 'error' });
    }
  };

  return (
    <View style={styles.block}>
      <Button
        label="Add to calendar"
        variant="outline"
        onPress={() => void add()}
        busy={state === 'busy'}
        accessibilityHint="Adds this event to your phone's calendar"
      />
      {state === 'refused' ? (
        <View style={styles.notice} accessibilityRole="alert" testID="calendar-refused">
          <Text style={styles.text}>
            Happenings may not use your calendar. Allow calendar access for Happenings in Settings, then try
            again.
          </Text>
          <Button label="Open Settings" variant="outline" onPress={() => void Linking.openSettings()} />
        </View>
      ) : null}
      {state === 'unavailable' ? (
        <View style={styles.notice}>
          <Text style={styles.text}>
            This phone's calendar cannot be reached from here. Add it another way:
          </Text>
          <CalendarOptions event={event} />
        </View>
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  block: { gap: spacing.sm },
  notice: { gap: spacing.sm, padding: spacing.md, borderRadius: 12, backgroundColor: colors.surface },
  text: { fontSize: 15, ...typography.text, color: colors.text },
});
