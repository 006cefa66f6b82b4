/**
 * currentDate + dateRange of GET /api/v1/experiences as an instant window [from, to) in America/New_York
 * (spec §4 default zone). See dateRangeSchema for the accepted ranges.
 */
import {
  addLocalDays,
  DEFAULT_TIME_ZONE,
  type LocalDateTime,
  parseLocalDateTime,
  toInstant,
  toZoned,
  weekdayOf,
} from '@happenings/domain/time';

const FRIDAY = 5;

/** Today's date in the zone, 'YYYY-MM-DD'. */
export function todayIn(now: number, timeZone = DEFAULT_TIME_ZONE): LocalDateTime {
  const zoned = toZoned(now, timeZone);
  return { year: zoned.year, month: zoned.month, day: zoned.day, hour: 0, minute: 0, second: 0 };
}

/** [from, to) for the range starting on `currentDate` (or today at `now`). */
export function resolveDateRange(
  range: string,
  currentDate: string | undefined,
  now: number,
  timeZone = DEFAULT_TIME_ZONE,
): { from: Date; to: Date } {
  const anchor = (currentDate && parseLocalDateTime(currentDate)) || todayIn(now, timeZone);
  const day = { ...anchor, hour: 0, minute: 0, second: 0 };
  let startOffset = 0;
  let days: number;
  switch (range) {
    case 'today':
      days = 1;
      break;
    case 'tomorrow':
      startOffset = 1;
      days = 1;
      break;
    case 'week':
      days = 7;
      break;
    case 'month':
      days = 30;
      break;
    case 'weekend': {
      // Friday through Sunday: from the coming Friday, or from today when it is already Friday-Sunday.
      const weekday = weekdayOf(day);
      if (weekday === 0) days = 1;
      else if (weekday >= FRIDAY) days = 7 - weekday + 1;
      else {
        startOffset = FRIDAY - weekday;
        days = 3;
      }
      break;
    }
    default:
      days = Math.min(Math.max(Number(range), 1), 400);
  }
  const first = addLocalDays(day, startOffset);
  return {
    from: new Date(toInstant(first, timeZone)),
    to: new Date(toInstant(addLocalDays(first, days), timeZone)),
  };
}
