export { listContestLeaderboard } from './contest-leaderboard.queries.ts';
export {
  type ContestRow,
  findContestById,
  findContestByIdOrSlug,
  findContestBySlug,
} from './contests.queries.ts';
export { contestEntries, contests } from './contests.table.ts';
