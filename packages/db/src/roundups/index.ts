export {
  createRoundup,
  deleteRoundup,
  findRoundup,
  type ListRoundupsOptions,
  listRoundupIds,
  type RoundupPatch,
  type RoundupRow,
  type RoundupValues,
  updateRoundup,
} from './roundups.queries.ts';
export { roundups } from './roundups.table.ts';
