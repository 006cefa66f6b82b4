export {
  type AddToCalendarEvent,
  calendarFileEntries,
  googleCalendarEntry,
} from './add-to-calendar-event.ts';
export { truncateCalendarDescription } from './calendar-description.ts';
export { type CalendarEvent, calendarEventSchema, calendarMomentSchema } from './calendar-event.schema.ts';
export * from './calendar-file-name.ts';
export { escapeText, foldContentLine, serializeContentLines } from './content-line.ts';
export {
  type EventTimes,
  formatBasicDate,
  formatBasicLocalDateTime,
  formatBasicUtc,
  resolveEventTimes,
} from './event-times.ts';
export {
  type CalendarEventSource,
  calendarLocation,
  calendarRrule,
  toCalendarEvent,
  toCalendarEvents,
} from './experience-calendar-event.ts';
export { buildGoogleCalendarUrl } from './google-calendar-url.ts';
export { buildICalendar, DEFAULT_PRODID, type ICalendarOptions } from './icalendar.ts';
export { normalizeRruleForExport, readRruleUntilYear } from './rrule-value.ts';
export {
  buildVTimezoneLines,
  findOffsetTransitions,
  formatUtcOffset,
  type OffsetTransition,
} from './vtimezone.ts';
