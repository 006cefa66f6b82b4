export { profiles } from './profiles.table.ts';
export { users } from './users.table.ts';
