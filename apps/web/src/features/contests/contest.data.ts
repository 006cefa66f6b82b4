/**
 * Reading a contest for its page (server side): GET /api/v1/contests/slug/{slug} and its leaderboard,
 * GET /api/v1/users/leaderboard/{x} with {x} the contest's id. Once per request (React cache): metadata and page
 * share the contest call.
 */
import 'server-only';
import { cache } from 'react';
import { getServerClient } from '@/lib/api-server';
import type { Contest, LeaderboardEntry } from './contests.types';

/** The page shows the top ten; the API answers the top 50 and takes no limit. */
export const LEADERBOARD_SHOWN = 10;

/** The contest of that slug, or null (unknown, malformed slug, or the API down). */
export const findContestBySlug = cache(async (slug: string): Promise<Contest | null> => {
  try {
    const api = await getServerClient();
    const { data } = await api.GET('/api/v1/contests/slug/{slug}', {
      params: { path: { slug } },
      cache: 'no-store',
    });
    return data ?? null;
  } catch {
    return null;
  }
});

/**
 * The contest running now (else the next one), or null when there is none or the API cannot say: the home page
 * and /contest point to its page.
 */
export const findCurrentContest = cache(async (): Promise<Contest | null> => {
  try {
    const api = await getServerClient();
    const { data } = await api.GET('/api/v1/contests/current', { cache: 'no-store' });
    return data ?? null;
  } catch {
    return null;
  }
});

/**
 * The contest's top ten, or null when it cannot be read. The leaderboard call is for signed-in people only
 * (README: Contests), so the page asks it with the visitor's cookies and only when they are signed in.
 */
export async function loadContestLeaderboard(contestId: string): Promise<LeaderboardEntry[] | null> {
  try {
    const api = await getServerClient();
    const { data } = await api.GET('/api/v1/users/leaderboard/{x}', {
      params: { path: { x: contestId } },
      cache: 'no-store',
    });
    return data ? data.items.slice(0, LEADERBOARD_SHOWN) : null;
  } catch {
    return null;
  }
}
