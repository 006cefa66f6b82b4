/**
 * A contest's start and end as the page prints them: in New York time (the product's cities are Boston and DC,
 * both Eastern), with the spec §9 date-time pattern including the year, since a contest page outlives its dates.
 */
import { DATE_TIME_WITH_YEAR_FORMAT, formatDate } from '@happenings/domain/format';
import { DEFAULT_TIME_ZONE } from '@happenings/domain/time';

export interface ContestInstant {
  /** For <time dateTime>: the API's ISO instant. */
  iso: string;
  text: string;
}

function toContestInstant(iso: string | null): ContestInstant | null {
  if (!iso) return null;
  return { iso, text: formatDate(Date.parse(iso), DATE_TIME_WITH_YEAR_FORMAT, DEFAULT_TIME_ZONE) };
}

/** Null on a side the contest leaves open. */
export function contestDates(contest: { startsAt: string | null; endsAt: string | null }): {
  start: ContestInstant | null;
  end: ContestInstant | null;
} {
  return { start: toContestInstant(contest.startsAt), end: toContestInstant(contest.endsAt) };
}

/** One line for the meta description: 'Tue, Mar 03, 2026 at 9:00 AM to ...', or '' when both sides are open. */
export function describeContestDates(contest: { startsAt: string | null; endsAt: string | null }): string {
  const { start, end } = contestDates(contest);
  if (start && end) return `${start.text} to ${end.text}`;
  if (start) return `From ${start.text}`;
  if (end) return `Until ${end.text}`;
  return '';
}
