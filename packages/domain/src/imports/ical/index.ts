export * from './imported-calendar-event.ts';
export { calendarFileHash, readCalendarFile } from './read-calendar-file.ts';
export { zoneOfName } from './time-zones.ts';
