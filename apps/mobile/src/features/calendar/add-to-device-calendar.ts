/**
 * Puts an event into the phone's own calendar with expo-calendar's SDK 57 API: check access, ask once, then
 * write to the default calendar (iOS; write-only access is enough) or the first writable primary one (Android,
 * which has no default). Where the API is missing (Expo Go ships a stub without it) the caller offers the
 * website's calendar options instead.
 */
import * as Calendar from 'expo-calendar';
import { Platform } from 'react-native';
import type { DeviceEventDetails } from './device-event.ts';

export type AddOutcome = 'added' | 'refused' | 'unavailable';

async function hasCalendarAccess(): Promise<boolean> {
  let permission = await Calendar.getCalendarPermissions(true);
  if (!permission.granted && permission.canAskAgain) {
    permission = await Calendar.requestCalendarPermissions(true);
  }
  return permission.granted;
}

async function writableCalendar(): Promise<Calendar.ExpoCalendar | null> {
  if (Platform.OS === 'ios') return Calendar.getDefaultCalendarSync();
  const calendars = await Calendar.getCalendars();
  return (
    calendars.find((calendar) => calendar.allowsModifications && calendar.isPrimary) ??
    calendars.find((calendar) => calendar.allowsModifications) ??
    null
  );
}

export async function addToDeviceCalendar(details: DeviceEventDetails): Promise<AddOutcome> {
  if (typeof Calendar.getCalendarPermissions !== 'function') return 'unavailable';
  if (!(await hasCalendarAccess())) return 'refused';
  const calendar = await writableCalendar();
  if (!calendar) return 'unavailable';
  await calendar.createEvent(details);
  return 'added';
}
