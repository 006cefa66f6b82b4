/**
 * The demo contest (spec §7 Contests): one invite contest in Boston that is running at the seed's `now` (started a
 * week before, ends three weeks after), so the contest calls, its leaderboard and contest invites can be tried on a
 * fresh database. Its page on the website shows while the spec §3 flag showNoahContestWebPage is on (as the demo
 * seeds it; an operator switches it off in the remote config store).
 */
import type { contests } from '@happenings/db/schema';
import { seedId } from './seed-random.ts';

export type ContestInsert = typeof contests.$inferInsert;

const DAY_MS = 86_400_000;
export const DEMO_CONTEST_SLUG = 'boston-invite-challenge';

export function buildContests(now: number): ContestInsert[] {
  return [
    {
      id: seedId('contest', DEMO_CONTEST_SLUG),
      slug: DEMO_CONTEST_SLUG,
      name: 'Boston Invite Challenge',
      description: 'Bring your friends to Happenings and see who knows the most people in Boston.',
      locationSlug: 'boston-ma',
      rules:
        'Share your invite link. Every friend who signs up through it while the challenge runs earns you a point.\n\n' +
        'Ties share a place. Accounts made only to earn points do not count.',
      prize: 'Two tickets to a Boston show of your choice',
      startsAt: new Date(now - 7 * DAY_MS),
      endsAt: new Date(now + 21 * DAY_MS),
    },
  ];
}
