/**
 * "Add to calendar" in the browser, where there is no device calendar: the website's options (spec §2), Google
 * calendar and the .ics file made by the same domain code as the website's.
 */
import {
  type AddToCalendarEvent,
  buildICalendar,
  calendarFileEntries,
  calendarFileName,
} from '@happenings/domain/calendar';
import { StyleSheet, Text, View } from 'react-native';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { CalendarOptions } from './calendar-options.tsx';

function downloadICalendar(event: AddToCalendarEvent): void {
  // Opening hours per weekday are several entries (one per distinct opening): the file holds them all.
  const text = buildICalendar(calendarFileEntries(event), { now: Date.now() });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = calendarFileName(event.title);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the file after the click returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function AddToCalendar({ event }: { event: AddToCalendarEvent }) {
  return (
    <View style={styles.block}>
      <Text style={styles.heading} accessibilityRole="header">
        Add to calendar
      </Text>
      <CalendarOptions event={event} download={() => downloadICalendar(event)} />
    </View>
  );
}

const styles = StyleSheet.create({
  block: { gap: spacing.sm },
  heading: { fontSize: 18, ...typography.heading, color: colors.text },
});
