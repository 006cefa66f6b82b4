/**
 * Invite contests (spec §7 Contests): one by its slug (GET /api/v1/contests/slug/{slug}) or, for a link that
 * carries its id, by id (GET /api/v2/contests/{id}); the one running now (GET /api/v1/contests/current, for the
 * ways in that cannot know its slug); and its leaderboard (GET /api/v1/users/leaderboard/{x} with {x} the
 * contest's id), which answers signed-in people only, the top 50.
 */
import type { components } from '@happenings/client';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';

export type Contest = components['schemas']['Contest'];
export type LeaderboardEntry = components['schemas']['Leaderboard']['items'][number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const notFoundOnce = (count: number, error: Error) =>
  !(error instanceof ApiRequestError && error.status === 404) && count < 1;

export function useContest(slugOrId: string) {
  return useQuery({
    queryKey: ['contest', slugOrId],
    queryFn: async (): Promise<Contest> => {
      const { api } = getAppServices();
      const { data, response } = UUID.test(slugOrId)
        ? await api.GET('/api/v2/contests/{id}', { params: { path: { id: slugOrId } } })
        : await api.GET('/api/v1/contests/slug/{slug}', { params: { path: { slug: slugOrId } } });
      if (!data) throw new ApiRequestError(response.status);
      return data;
    },
    retry: notFoundOnce,
  });
}

/** The contest running now, else the next one; null when there is neither. */
export function useCurrentContest() {
  return useQuery({
    queryKey: ['contest', 'current'],
    queryFn: async (): Promise<Contest | null> => {
      const { data, response } = await getAppServices().api.GET('/api/v1/contests/current');
      if (response.status === 404) return null;
      if (!data) throw new ApiRequestError(response.status);
      return data;
    },
  });
}

/** The top ten, as the website shows them, with the whole answer kept to find the person's own place. */
export const LEADERBOARD_SHOWN = 10;

export function useContestLeaderboard(contestId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['contest', contestId, 'leaderboard'],
    enabled,
    queryFn: async (): Promise<LeaderboardEntry[]> => {
      const { data, response } = await getAppServices().api.GET('/api/v1/users/leaderboard/{x}', {
        params: { path: { x: contestId } },
      });
      if (!data) throw new ApiRequestError(response.status);
      return data.items;
    },
  });
}
