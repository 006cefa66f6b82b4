export { hosts } from './hosts.table.ts';
