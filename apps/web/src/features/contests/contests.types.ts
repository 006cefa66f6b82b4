/**
 * Contests and their leaderboard as the API answers them (spec §7 Contests, §7 Users leaderboard/{x}).
 */
import type { components } from '@happenings/client';

export type Contest = components['schemas']['Contest'];
export type Leaderboard = components['schemas']['Leaderboard'];
export type LeaderboardEntry = Leaderboard['items'][number];
