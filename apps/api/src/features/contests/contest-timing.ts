/**
 * Where a contest stands at an instant. ends_at is exclusive; a missing start or end leaves that side open.
 */
import type { ContestRow } from '@happenings/db/contests';

export type ContestPhase = 'upcoming' | 'running' | 'ended';

export function contestPhase(contest: Pick<ContestRow, 'startsAt' | 'endsAt'>, at: number): ContestPhase {
  if (contest.endsAt && contest.endsAt.getTime() <= at) return 'ended';
  if (contest.startsAt && contest.startsAt.getTime() > at) return 'upcoming';
  return 'running';
}
