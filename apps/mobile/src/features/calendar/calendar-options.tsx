/**
 * The website's Add to calendar options (spec §2: a list of options, each with a title and a button): Google
 * calendar, a filled-in event form in the browser, and, where the platform can save a file, the .ics file for
 * Apple calendar and others.
 */
import {
  type AddToCalendarEvent,
  buildGoogleCalendarUrl,
  googleCalendarEntry,
} from '@happenings/domain/calendar';
import { Linking, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { useToast } from '../toast/toast-provider.tsx';

export interface CalendarOptionsProps {
  event: AddToCalendarEvent;
  /** Saves the .ics file; absent where the platform cannot. */
  download?: () => void;
}

export function CalendarOptions({ event, download }: CalendarOptionsProps) {
  const toast = useToast();
  const openGoogle = async () => {
    try {
      // Google's form holds one event: for opening hours per weekday, the next opening.
      await Linking.openURL(buildGoogleCalendarUrl(googleCalendarEntry(event, Date.now())));
    } catch {
      toast.show({ title: 'Google calendar could not open', type: 'error' });
    }
  };
  return (
    <View style={styles.options} testID="calendar-options">
      <View style={styles.option}>
        <Text style={styles.title}>Google calendar</Text>
        <Button
          label="Add"
          variant="outline"
          onPress={() => void openGoogle()}
          accessibilityLabel="Add to Google calendar"
          accessibilityHint="Opens Google calendar in the browser"
        />
      </View>
      {download ? (
        <View style={styles.option}>
          <Text style={styles.title}>Apple calendar</Text>
          <Button
            label="Download"
            variant="outline"
            onPress={download}
            accessibilityLabel="Download for Apple calendar (.ics file)"
          />
        </View>
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  options: { gap: spacing.sm },
  option: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between', gap: spacing.md },
  title: { fontSize: 16, ...typography.strong, color: colors.text },
});
