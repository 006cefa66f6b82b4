export { listContestLeaderboard } from './contest-leaderboard.queries.ts';
export {
  type ContestFields,
  type ContestWrite,
  createContest,
  listContests,
  updateContest,
} from './contest-writes.queries.ts';
export {
  type ContestRow,
  findContestById,
  findContestByIdOrSlug,
  findContestBySlug,
} from './contests.queries.ts';
export { contestEntries, contests } from './contests.table.ts';
