/**
 * Whether a series' DTSTART is itself one of its RRULE's days. RFC 5545 §3.8.5.3 calls a recurrence set whose
 * DTSTART is "not synchronized with the recurrence rule" undefined; Exchange writes such series (DTSTART on a
 * Monday, BYDAY=TH,FR: the pattern's start, not an occurrence), and Outlook and ical.js show no occurrence on
 * that DTSTART. The product's expansion always counts DTSTART as the first occurrence, so the reader starts such
 * a series at its first real occurrence instead.
 *
 * Checked: BYMONTH, BYMONTHDAY, BYDAY (with ordinals within the month for MONTHLY, and for YEARLY with BYMONTH),
 * BYHOUR, BYMINUTE, BYSECOND. Parts that need the whole year's walk (BYYEARDAY, BYWEEKNO, BYSETPOS, ordinals
 * within a year) are taken as matching: a wrong "no" would drop a real first occurrence.
 */
import type { RRule } from '../../recurrence/recurrence-rule.ts';
import { WEEKDAY_CODES } from '../../recurrence/recurrence-rule.ts';
import { daysInMonth, type LocalDateTime, weekdayOf } from '../../time/zoned-time.ts';

export function isStartInRule(rule: RRule, start: LocalDateTime): boolean {
  if (rule.bySetPos?.length) return true;
  if (rule.byMonth?.length && !rule.byMonth.includes(start.month)) return false;
  const monthDays = daysInMonth(start.year, start.month);
  if (rule.byMonthDay?.length) {
    const fromEnd = start.day - monthDays - 1;
    if (!rule.byMonthDay.some((day) => day === start.day || day === fromEnd)) return false;
  }
  if (rule.byDay?.length) {
    const weekday = WEEKDAY_CODES[weekdayOf(start)];
    const ordinalInMonth = Math.ceil(start.day / 7);
    const ordinalFromEnd = -(Math.floor((monthDays - start.day) / 7) + 1);
    const monthScoped = rule.freq === 'MONTHLY' || (rule.freq === 'YEARLY' && Boolean(rule.byMonth?.length));
    const fits = rule.byDay.some((entry) => {
      if (entry.weekday !== weekday) return false;
      if (entry.ordinal === undefined) return true;
      if (!monthScoped) return true;
      return entry.ordinal === ordinalInMonth || entry.ordinal === ordinalFromEnd;
    });
    if (!fits) return false;
  }
  if (rule.byHour?.length && !rule.byHour.includes(start.hour)) return false;
  if (rule.byMinute?.length && !rule.byMinute.includes(start.minute)) return false;
  if (rule.bySecond?.length && !rule.bySecond.includes(start.second)) return false;
  return true;
}
