export { canActForHost, type HostRow, listHostsByIds } from './hosts.queries.ts';
export { hosts } from './hosts.table.ts';
