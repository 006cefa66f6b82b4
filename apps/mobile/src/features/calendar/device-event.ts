/**
 * The domain's calendar event as the device's calendar takes it (expo-calendar): instants for timed events with
 * the event's zone, whole days for all-day ones, the description cut to 300 characters (spec §5, §9), and the
 * exported RRULE (RFC 5545 §3.3.10) as expo-calendar's structured recurrence rule, which is all its API accepts.
 */
import {
  type CalendarEvent,
  normalizeRruleForExport,
  resolveEventTimes,
  truncateCalendarDescription,
} from '@happenings/domain/calendar';
import { parseRRule, type RRule, type WeekdayCode } from '@happenings/domain/recurrence';
import { type LocalDateTime, toInstant } from '@happenings/domain/time';
import { DayOfTheWeek, Frequency, type RecurrenceRule } from 'expo-calendar';

export interface DeviceEventDetails {
  title: string;
  location: string | null;
  notes: string;
  url?: string;
  timeZone: string;
  allDay: boolean;
  startDate: Date;
  endDate: Date;
  recurrenceRule: RecurrenceRule | null;
}

const FREQUENCIES: Partial<Record<RRule['freq'], Frequency>> = {
  DAILY: Frequency.DAILY,
  WEEKLY: Frequency.WEEKLY,
  MONTHLY: Frequency.MONTHLY,
  YEARLY: Frequency.YEARLY,
};

const DAYS: Record<WeekdayCode, DayOfTheWeek> = {
  SU: DayOfTheWeek.Sunday,
  MO: DayOfTheWeek.Monday,
  TU: DayOfTheWeek.Tuesday,
  WE: DayOfTheWeek.Wednesday,
  TH: DayOfTheWeek.Thursday,
  FR: DayOfTheWeek.Friday,
  SA: DayOfTheWeek.Saturday,
};

/** A whole day has no zone: the device's calendar shows it on that date wherever the phone is. */
const deviceDay = (local: Pick<LocalDateTime, 'year' | 'month' | 'day'>, endOfDay = false) =>
  endOfDay
    ? new Date(local.year, local.month - 1, local.day, 23, 59, 59)
    : new Date(local.year, local.month - 1, local.day);

function untilDate(until: NonNullable<RRule['until']>, timeZone: string): Date {
  if (until.kind === 'date') return deviceDay(until, true);
  if (until.utc) {
    return new Date(Date.UTC(until.year, until.month - 1, until.day, until.hour, until.minute, until.second));
  }
  return new Date(toInstant(until, timeZone));
}

/** The RRULE value as expo-calendar's rule; null for a frequency calendars do not repeat by (sub-daily). */
export function toDeviceRecurrence(rrule: string, timeZone: string): RecurrenceRule | null {
  const rule = parseRRule(rrule);
  const frequency = FREQUENCIES[rule.freq];
  if (!frequency) return null;
  const recurrence: RecurrenceRule = { frequency, interval: rule.interval };
  if (rule.until) recurrence.endDate = untilDate(rule.until, timeZone);
  else if (rule.count !== undefined) recurrence.occurrence = rule.count;
  if (rule.byDay) {
    recurrence.daysOfTheWeek = rule.byDay.map((day) => ({
      dayOfTheWeek: DAYS[day.weekday],
      ...(day.ordinal ? { weekNumber: day.ordinal } : {}),
    }));
  }
  if (rule.byMonthDay) recurrence.daysOfTheMonth = rule.byMonthDay;
  if (rule.byMonth) recurrence.monthsOfTheYear = rule.byMonth;
  if (rule.byWeekNo) recurrence.weeksOfTheYear = rule.byWeekNo;
  if (rule.byYearDay) recurrence.daysOfTheYear = rule.byYearDay;
  if (rule.bySetPos) recurrence.setPositions = rule.bySetPos;
  return recurrence;
}

export function toDeviceEvent(event: CalendarEvent): DeviceEventDetails {
  const times = resolveEventTimes(event);
  const rrule = event.rrule ? normalizeRruleForExport(event.rrule, times.allDay, event.timeZone) : null;
  const notes = event.description ? truncateCalendarDescription(event.description) : '';
  return {
    title: event.title,
    location: event.location ?? null,
    notes,
    ...(event.url ? { url: event.url } : {}),
    timeZone: event.timeZone,
    allDay: times.allDay,
    startDate: times.allDay ? deviceDay(times.start) : new Date(times.startMs),
    endDate: times.allDay ? new Date(deviceDay(times.endExclusive).getTime() - 1000) : new Date(times.endMs),
    recurrenceRule: rrule ? toDeviceRecurrence(rrule, event.timeZone) : null,
  };
}
