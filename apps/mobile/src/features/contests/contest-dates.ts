/**
 * A contest's start and end as the screen prints them: in New York time (the product's cities are Boston and DC,
 * both Eastern), with the year (spec §9 date-time pattern), since a contest outlives its dates; as the website.
 */
import { DATE_TIME_WITH_YEAR_FORMAT, formatDate } from '@happenings/domain/format';
import { DEFAULT_TIME_ZONE } from '@happenings/domain/time';
import type { Contest } from './contests.queries.ts';

const format = (iso: string | null) =>
  iso ? formatDate(Date.parse(iso), DATE_TIME_WITH_YEAR_FORMAT, DEFAULT_TIME_ZONE) : null;

/** 'Started Tue, Mar 03, 2026 at 9:00 AM · Ends …', or null when both sides are open. */
export function contestDatesLine(
  contest: Pick<Contest, 'startsAt' | 'endsAt' | 'isActive' | 'showAsCompleted' | 'timing'>,
): string | null {
  const start = format(contest.startsAt);
  const end = format(contest.endsAt);
  const parts = [
    start ? `${contest.showAsCompleted || contest.isActive ? 'Started' : 'Starts'} ${start}` : null,
    end ? `${contest.timing === 'PAST' ? 'Ended' : 'Ends'} ${end}` : null,
  ].filter(Boolean);
  return parts.length ? `${parts.join(' · ')} (Eastern Time)` : null;
}

/** The start alone, for "invites count from …". */
export function contestStartText(contest: Pick<Contest, 'startsAt'>): string | null {
  return format(contest.startsAt);
}
